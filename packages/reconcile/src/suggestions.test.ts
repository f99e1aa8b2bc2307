import { describe, expect, it } from 'vitest';
import { matchDay } from './match';
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
    expect(suggestions.map((suggestion) => suggestion.mutasiId)).toEqual([12, 10, 11]);
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
