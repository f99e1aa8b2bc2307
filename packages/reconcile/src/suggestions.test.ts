import { describe, expect, it } from 'vitest';
import { matchDay } from './match';
import { suggestRequests } from './suggestions';
import { bo, day, DEPO_MANDIRI, mutasi } from './testing/factories';
import type { MatchInput } from './types';

function suggestionsFor(input: MatchInput, boId: number) {
  const pending = matchDay(input).pendingBo.find((row) => row.boId === boId);
  if (!pending) throw new Error(`BO ${boId} was paired`);
  return pending.suggestions;
}

describe('suggestions for a pending request', () => {
  it('explains each difference in Indonesian: nominal, rekening, waktu, nama', () => {
    const suggestions = suggestionsFor(
      day(
        [bo({ id: 1, holderName: 'RATNA DEWI SARI', time: '10:00:00' })],
        [mutasi({ id: 10, name: 'RATNA DEWI', accountId: DEPO_MANDIRI.id, time: '10:47:00' })],
      ),
      1,
    );
    expect(suggestions).toEqual([
      {
        mutasiId: 10,
        amountCents: 5_000_000,
        date: '2026-06-05',
        time: '10:47:00',
        name: 'RATNA DEWI',
        score: 0.69,
        differences: 'nominal sama, rekening lain, 47 menit kemudian, nama 69%',
      },
    ]);
  });

  it("shows a typo'd amount by the difference, and time before the request as sebelumnya", () => {
    const [first] = suggestionsFor(
      day(
        [bo({ id: 1, holderName: 'AGUS PRATAMA', amountCents: 50_000_000, time: '12:00:00' })],
        [
          mutasi({
            id: 10,
            name: 'AGUS PRATAMA',
            amountCents: 5_000_000,
            accountId: DEPO_MANDIRI.id,
            time: '09:45:00',
          }),
        ],
      ),
      1,
    );
    expect(first?.differences).toBe(
      'nominal kurang Rp450.000, rekening lain, 2 jam 15 menit sebelumnya, nama 100%',
    );
  });

  it('uses dates when the statement has no times, and says when a side has no name', () => {
    const [first] = suggestionsFor(
      day(
        [
          bo({ id: 1, holderName: 'ADI', playerBank: 'BCA', amountCents: 7_500_000 }),
          bo({ id: 2, amountCents: 7_500_000 }),
        ],
        [mutasi({ id: 10, name: 'VISIONET INTERNASI', amountCents: 7_500_000, date: '2026-06-06' })],
      ),
      1,
    );
    expect(first?.differences).toBe(
      'OVO, bukan BCA, nominal sama, rekening sama, 1 hari kemudian, tanpa nama',
    );
  });

  // Found by the bank days (decision 068): on a statement without times, among nameless credits of the amount.
  it("puts a nameless credit of the request's own wallet before a transfer service's, and finds it in a crowd", () => {
    const gopay = bo({ id: 1, amountCents: 5_000_000, holderName: 'BUDI SANTOSO', playerBank: 'GOPAY' });
    const other = (id: number) =>
      bo({ id, amountCents: 5_000_000, holderName: `PLAYER ${id}`, playerBank: 'BRI' });
    const credit = (id: number, name: string | null) =>
      mutasi({ id, amountCents: 5_000_000, time: null, name });
    const suggestions = suggestionsFor(
      day(
        [gopay, other(2), other(3)],
        [
          credit(10, 'FLIPTECH LENTERA'),
          credit(11, null),
          credit(12, 'FLIPTECH LENTERA'),
          credit(13, 'FLIPTECH LENTERA'),
          credit(14, 'DOMPET ANAK BANGSA'),
        ],
      ),
      1,
    );
    expect(suggestions[0]?.mutasiId).toBe(14);
  });

  it('finds a nameless credit naming no channel in a crowd of named ones on a statement without times', () => {
    // Decision 068: KlikBCA prints no times, so the nearest three of a crowded amount are any three; a transfer
    // service's credit (no name, no channel) is any request's money and must be among them.
    const request = bo({ id: 1, amountCents: 5_000_000, holderName: 'HANA TAMBUNAN', playerBank: 'BNI' });
    const credit = (id: number, name: string | null, channel: string | null) =>
      mutasi({ id, amountCents: 5_000_000, time: null, name, channel });
    const another = bo({ id: 2, amountCents: 5_000_000, holderName: 'PUTRI AYU LESTARI', playerBank: 'BNI' });
    const suggestions = suggestionsFor(
      day(
        [request, another],
        [
          credit(10, 'YOLANDA ANGGARA WI', 'BCA'),
          credit(11, 'HERU PURNAMASARI K', 'BRI'),
          credit(12, 'JEFRI GUNAWAN SIMA', 'BRI'),
          credit(13, 'DEVI JAYA SUPRIYAD', 'CIMB'),
          credit(14, null, null),
        ],
      ),
      1,
    );
    expect(suggestions[0]?.mutasiId).toBe(14);
  });

  it("ranks a credit in another person's name like a nameless one where both carry times: the nearer first", () => {
    // A third party's account two minutes before the approval is likelier its money than a nameless credit an
    // hour away; a name that is not the player's says no more than none.
    const request = bo({ id: 1, holderName: 'YOSUA FAUZAN', playerBank: 'BRI', time: '15:47:41' });
    const suggestions = suggestionsFor(
      day(
        [request],
        [
          mutasi({ id: 10, name: null, time: '14:40:00' }),
          mutasi({ id: 11, name: 'WISNU HALIM WIBISO', channel: 'BRI', time: '15:45:00' }),
        ],
      ),
      1,
    );
    expect(suggestions.map((suggestion) => suggestion.mutasiId)).toEqual([11, 10]);
  });

  it("ranks a deposit's credit after its approval behind one as far before it: money comes first", () => {
    const request = bo({ id: 1, holderName: 'AMALIA PUTRI', playerBank: 'BCA', time: '14:16:19' });
    const suggestions = suggestionsFor(
      day(
        [request],
        [
          mutasi({ id: 10, name: null, channel: 'BI-FAST', time: '14:17:00' }),
          mutasi({ id: 11, name: null, channel: 'BI-FAST', time: '14:12:00' }),
        ],
      ),
      1,
    );
    expect(suggestions.map((suggestion) => suggestion.mutasiId)).toEqual([11, 10]);
  });

  it("puts the player's own name at an amount one digit slipped before a nameless credit of the amount asked", () => {
    const suggestions = suggestionsFor(
      day(
        [
          bo({ id: 1, holderName: 'JESSICA SIREGAR', amountCents: 100_000_000, time: '12:00:00' }),
          // Another request of the amount: the nameless credit is nobody's for sure.
          bo({ id: 2, holderName: 'ANDI WIJAYA', amountCents: 100_000_000, time: '12:01:00' }),
        ],
        [
          mutasi({ id: 10, name: null, amountCents: 100_000_000, time: '11:55:00' }),
          mutasi({ id: 11, name: 'JESSICA SIREGAR', amountCents: 10_000_000, time: '11:50:00' }),
          mutasi({ id: 12, name: 'JESSICA SIREGAR', amountCents: 60_000_000, time: '11:52:00' }),
        ],
      ),
      1,
    );
    // 1.000.000 asked, 100.000 sent: a zero too many. 600.000 is no slip: another payment, last.
    expect(suggestions.map((suggestion) => suggestion.mutasiId)).toEqual([11, 10, 12]);
  });

  it("finds a third party's credit from the player's own bank in a crowd of the amount on a statement without times", () => {
    const amountCents = 100_000_000;
    const service = (id: number) => mutasi({ id, name: null, channel: 'FLIP', time: null, amountCents });
    const suggestions = suggestionsFor(
      day(
        [
          bo({ id: 1, holderName: 'BUNGA NUGRAHENI', playerBank: 'BRI', amountCents }),
          bo({ id: 2, holderName: 'ANDI WIJAYA', playerBank: 'BNI', amountCents }),
        ],
        [
          service(10),
          service(11),
          service(12),
          service(13),
          mutasi({ id: 14, name: 'HADI SYAHPUTRA KAR', channel: 'BRI', time: null, amountCents }),
        ],
      ),
      1,
    );
    // A transfer service names no bank; the credit of the player's own bank says more, whoever's name it prints.
    expect(suggestions[0]?.mutasiId).toBe(14);
  });

  it('lists at most three, nearest first', () => {
    const suggestions = suggestionsFor(
      day(
        [bo({ id: 1, holderName: 'YUDI HERMAWAN', amountCents: 25_000_000 })],
        [
          mutasi({ id: 10, name: 'LUKMAN HAKIM', amountCents: 25_000_000 }),
          mutasi({ id: 11, name: 'YUDI HERMAWAN', amountCents: 20_000_000 }),
          mutasi({ id: 12, name: 'YUDI HERMAWAN', amountCents: 25_000_000, accountId: DEPO_MANDIRI.id }),
          mutasi({ id: 13, name: 'CITRA LESTARI', amountCents: 25_000_000, date: '2026-06-04' }),
          mutasi({ id: 14, name: 'HADI SUSANTO', amountCents: 25_000_000, date: '2026-06-06' }),
        ],
      ),
      1,
    );
    // The player's own credit of 200.000 is a slip of one digit from the 250.000 asked: as near as the player's
    // credit on another account, and before another person's.
    expect(suggestions.map((suggestion) => suggestion.mutasiId)).toEqual([11, 12, 10]);
  });

  it('finds a row with the same reference whatever its amount or date', () => {
    const [first] = suggestionsFor(
      day(
        [bo({ id: 1, ref: 'QR-9f1c-77aa', corporateBank: 'QRIS|QRIS ABC|1', amountCents: 2_000_000 })],
        [
          mutasi({
            id: 10,
            accountId: null,
            reference: 'qr-9F1C-77AA',
            amountCents: 1_986_000,
            date: '2026-06-08',
            name: null,
          }),
        ],
      ),
      1,
    );
    expect(first?.differences).toBe(
      'referensi sama, nominal kurang Rp140, rekening tidak dikenal, 3 hari kemudian, tanpa nama',
    );
  });

  it('has nothing to suggest when no statement row shares an amount, a name or a reference', () => {
    expect(
      suggestionsFor(
        day(
          [bo({ id: 1, holderName: 'DEDI KURNIAWAN', amountCents: 7_500_000 })],
          [mutasi({ id: 10, name: 'BAYU SETIAWAN', amountCents: 40_000_000 })],
        ),
        1,
      ),
    ).toEqual([]);
  });

  it('flags contested requests and suggests the credit they compete for', () => {
    const result = matchDay(
      day(
        [
          bo({ id: 1, username: 'a', holderName: 'ADI PUTRA' }),
          bo({ id: 2, username: 'b', holderName: 'ADI PUTRA' }),
        ],
        [mutasi({ id: 18, name: 'ADI PUTRA' })],
      ),
    );
    expect(result.pendingBo.map((row) => [row.boId, row.contested, row.suggestions[0]?.mutasiId])).toEqual([
      [1, true, 18],
      [2, true, 18],
    ]);
  });

  it('lists a statement row a person paired, marked as paired, and never pairs it again, not even on amount alone', () => {
    const input = {
      ...day([bo({ id: 2, username: 'b', holderName: 'ADI PUTRA' })], []),
      settled: [{ ...mutasi({ id: 18, name: 'ADI PUTRA' }), pairedTicket: 'D6100001' }],
    };
    const result = matchDay(input);
    expect(result.pairs).toEqual([]);
    expect(result.pendingMutasi).toEqual([]);
    const [suggestion] = result.pendingBo[0]!.suggestions;
    expect(suggestion).toMatchObject({ mutasiId: 18, pairedTicket: 'D6100001' });
    expect(suggestion!.differences).toMatch(/^sudah dipasangkan dengan D6100001, nominal sama/);

    // A nameless payout nobody else competes for would pair on amount alone; one a person paired competes.
    const wallet = {
      ...day(
        [bo({ id: 3, username: 'c', holderName: 'FITRI', playerBank: 'GOPAY' })],
        [mutasi({ id: 19, name: 'DOMPET ANAK BANGSA' })],
      ),
      settled: [{ ...mutasi({ id: 20, name: 'DOMPET ANAK BANGSA' }), pairedTicket: 'D6100002' }],
    };
    expect(matchDay(wallet).pairs).toEqual([]);
  });
});

describe('suggestions for a pending credit (View Mutasi)', () => {
  it('lists up to three pending requests, nearest first, with differences seen from the credit', () => {
    const credit = mutasi({ id: 50, name: 'RATNA DEWI', time: '10:47:00', amountCents: 25_000_000 });
    const input = day(
      [
        bo({ id: 1, holderName: 'RATNA DEWI', time: '10:40:00', amountCents: 25_000_000 }),
        bo({ id: 2, holderName: 'RATNA DEWI', time: '11:00:00', amountCents: 20_000_000 }),
        bo({ id: 3, holderName: 'LUKMAN HAKIM', time: '09:00:00', amountCents: 25_000_000 }),
        bo({
          id: 4,
          holderName: 'CITRA LESTARI',
          time: '10:45:00',
          amountCents: 25_000_000,
          businessDate: '2026-06-03',
        }),
        bo({ id: 5, holderName: 'HADI SUSANTO', time: '12:00:00', amountCents: 25_000_000 }),
      ],
      [credit],
    );
    const suggestions = suggestRequests(input).get(50)!;
    // A different amount weighs more than a different name, as on View BO, except a slip of one digit: the same
    // player's request of 200.000 (a 5 typed as 0) comes before other people's requests of the amount.
    expect(suggestions.map((s) => s.boId)).toEqual([1, 2, 5]);
    expect(suggestions[0]).toEqual({
      boId: 1,
      ticket: 'D6100001',
      amountCents: 25_000_000,
      date: '2026-06-05',
      time: '10:40:00',
      username: 'player1',
      name: 'RATNA DEWI',
      score: 1,
      differences: 'nominal sama, rekening sama, 7 menit sebelumnya, nama 100%',
      refused: false,
    });
    expect(suggestions[2]!.differences).toBe('nominal sama, rekening sama, 1 jam 13 menit kemudian, nama 0%');
    const withoutNamesakes = suggestRequests({ ...input, bo: input.bo.filter((row) => row.id === 2) }).get(
      50,
    )!;
    expect(withoutNamesakes[0]!.differences).toBe(
      'nominal BO kurang Rp50.000, rekening sama, 13 menit kemudian, nama 100%',
    );
    // The request two days before lies outside the window: never offered.
    expect(suggestions.some((s) => s.boId === 4)).toBe(false);
  });

  it('ranks a pair from both ends alike: the credit of a request is the request of that credit', () => {
    const requests = [
      bo({ id: 1, holderName: 'AGUS PRATAMA', time: '08:00:00' }),
      bo({
        id: 2,
        holderName: 'AGUS PRATAMA',
        time: '14:00:00',
        corporateBank: 'MANDIRI|HENDRA KUSNADI|1370012345678',
      }),
    ];
    const credits = [mutasi({ id: 10, name: 'AGUS PRATAMA', time: '08:05:00', accountId: DEPO_MANDIRI.id })];
    const fromCredit = suggestRequests(day(requests, credits)).get(10)!;
    expect(fromCredit.map((s) => s.boId)).toEqual([2, 1]);
  });

  it('offers a pair a person undid last, never first, and says so', () => {
    const input = day(
      [
        bo({ id: 1, holderName: 'YUDI HERMAWAN' }),
        bo({ id: 2, holderName: 'YUDI HERMAWAN', time: '15:00:00' }),
      ],
      [mutasi({ id: 10, name: 'YUDI HERMAWAN', time: '10:00:00' })],
    );
    expect(
      suggestRequests(input)
        .get(10)!
        .map((s) => s.boId),
    ).toEqual([1, 2]);
    const after = suggestRequests({ ...input, refused: [{ boId: 1, mutasiId: 10 }] }).get(10)!;
    expect(after.map((s) => [s.boId, s.refused])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(after[1]!.differences).toMatch(/^pernah dibatalkan, /);
  });

  it('finds a request by its shared reference on another amount, and answers the same in any order', () => {
    const requests = [
      bo({ id: 1, holderName: null, ref: 'QR7781234567', amountCents: 5_100_000 }),
      bo({ id: 2, holderName: 'BUDI SANTOSO', amountCents: 7_000_000 }),
    ];
    const credits = [
      mutasi({ id: 10, name: null, reference: 'QR7781234567', amountCents: 5_000_000 }),
      mutasi({ id: 11, name: 'SITI AMINAH', amountCents: 9_900_000 }),
    ];
    const answer = suggestRequests(day(requests, credits));
    expect(answer.get(10)!.map((s) => s.boId)).toEqual([1]);
    expect(answer.get(10)![0]!.differences).toMatch(/^referensi sama, nominal BO lebih Rp1.000/);
    expect(answer.get(11)).toEqual([]);
    const reversed = suggestRequests(day([...requests].reverse(), [...credits].reverse()));
    expect([...reversed.entries()].sort()).toEqual([...answer.entries()].sort());
  });
});

describe('a request a checker searched for', () => {
  it('is described whatever it shares with the credit, within the window only', () => {
    const input = day(
      [
        bo({ id: 1, holderName: 'BAMBANG', amountCents: 7_500_000, businessDate: '2026-06-06' }),
        bo({ id: 2, holderName: 'BAMBANG', amountCents: 7_500_000, businessDate: '2026-06-08' }),
      ],
      [mutasi({ id: 10, name: 'ADI', amountCents: 31_000_000 })],
    );
    expect(suggestRequests(input).get(10)).toEqual([]);
    const searched = suggestRequests(input, { everyRequest: true }).get(10)!;
    expect(searched.map((s) => s.boId)).toEqual([1]);
    expect(searched[0]!.differences).toMatch(/^nominal BO kurang Rp235.000, /);
  });
});
