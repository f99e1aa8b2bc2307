import { describe, expect, it } from 'vitest';
import { matchDay } from '../match';
import { bo, day, DEPO_MANDIRI, mutasi } from '../testing/factories';

const gopayRequest = (id: number, fields = {}) =>
  bo({ id, holderName: 'FITRI HANDAYANI', playerBank: 'GOPAY', amountCents: 12_300_000, ...fields });
const gopayPayout = (id: number, fields = {}) =>
  mutasi({ id, name: 'WLST6D4E06872F05 DOMPET ANAK BANGSA', amountCents: 12_300_000, ...fields });

describe('UNIQUE pass', () => {
  it('pairs the only request and the only credit of an account, amount and day when one has no name', () => {
    const result = matchDay(day([gopayRequest(1)], [gopayPayout(10)]));
    expect(result.pairs).toEqual([
      {
        boId: 1,
        mutasiId: 10,
        pass: 'UNIQUE',
        score: null,
        reason: 'AUTO-UNIK 4561237890 123000',
        gapSeconds: 0,
      },
    ]);
  });

  // A bare BI-FAST credit and a transfer service's (Flip, OY!) came from some bank's account: never a wallet
  // player's money, so a wallet request near them does not stop them pairing, nor they it.
  it.each(['BI-FAST', 'FLIP'])(
    'pairs a %s credit naming nobody beside a wallet request and its payout',
    (channel) => {
      const result = matchDay(
        day(
          [
            gopayRequest(1, { time: '10:00:00' }),
            bo({ id: 2, playerBank: 'BRI', amountCents: 12_300_000, time: '10:05:00' }),
          ],
          [
            gopayPayout(10, { time: '09:58:00' }),
            mutasi({ id: 11, name: null, channel, amountCents: 12_300_000, time: '10:01:00' }),
          ],
        ),
      );
      expect(result.pairs.map((pair) => [pair.boId, pair.mutasiId, pair.pass])).toEqual([
        [1, 10, 'UNIQUE'],
        [2, 11, 'UNIQUE'],
      ]);
    },
  );

  // Found by the bank days: a stranger's named credit from another bank between nameless credits kept the cell
  // from balancing (three credits for two requests), though it could be neither request's money.
  it("balances nameless credits around a stranger's credit of another bank and name", () => {
    const at = (id: number, time: string, fields = {}) =>
      mutasi({ id, time, amountCents: 5_000_000, name: null, ...fields });
    const result = matchDay(
      day(
        [
          bo({ id: 1, holderName: 'RATNA WIJAYA', playerBank: 'MANDIRI', time: '12:58:18' }),
          bo({ id: 2, holderName: 'ANDRE PASARIBU', playerBank: 'JAGO', time: '13:04:26' }),
        ],
        [
          at(10, '12:53:00', { channel: 'BI-FAST' }),
          at(11, '12:57:00', { channel: 'FLIP' }),
          at(12, '12:59:00', { name: 'BRAM TARIGAN', channel: 'BRI' }),
        ],
      ),
    );
    expect(result.pairs.map((pair) => [pair.boId, pair.mutasiId])).toEqual([
      [1, 10],
      [2, 11],
    ]);
    expect(result.pendingMutasi.map((row) => row.mutasiId)).toEqual([12]);
  });

  it('pairs names that do not contradict (0.5 or more) and shows their score', () => {
    const result = matchDay(
      day([bo({ id: 1, holderName: 'DIMAS NUGROHO' })], [mutasi({ id: 10, name: 'DIMAS ADITYA NUGROHO' })]),
    );
    expect(result.pairs).toMatchObject([
      { pass: 'UNIQUE', score: 0.67, reason: 'AUTO-UNIK 4561237890 50000 nama 0.67' },
    ]);
  });

  it('refuses names that each keep a word the other lacks, even at a score of 0.5', () => {
    const result = matchDay(
      day([bo({ id: 1, holderName: 'BUDI KUSNADI' })], [mutasi({ id: 10, name: 'UMI KUSNADI' })]),
    );
    expect(result.pairs).toEqual([]);
  });

  it('refuses names that contradict', () => {
    const result = matchDay(
      day([bo({ id: 1, holderName: 'BUDI SANTOSO' })], [mutasi({ id: 10, name: 'BUDI HARTONO' })]),
    );
    expect(result.pairs).toEqual([]);
  });

  it('refuses when a second request or a second credit shares the account, amount and day', () => {
    const twoRequests = matchDay(
      day([gopayRequest(1), gopayRequest(2, { holderName: 'DIAN' })], [gopayPayout(10)]),
    );
    const twoCredits = matchDay(day([gopayRequest(1)], [gopayPayout(10), gopayPayout(11)]));
    expect(twoRequests.pairs).toEqual([]);
    expect(twoCredits.pairs).toEqual([]);
  });

  it('counts only rows still pending: a pair EXACT made does not block the rest', () => {
    const result = matchDay(
      day(
        [gopayRequest(1), bo({ id: 2, holderName: 'WAHYU HIDAYAT', amountCents: 12_300_000 })],
        [gopayPayout(10), mutasi({ id: 11, name: 'WAHYU HIDAYAT', amountCents: 12_300_000 })],
      ),
    );
    expect(result.pairs.map((pair) => [pair.boId, pair.mutasiId, pair.pass])).toEqual([
      [2, 11, 'EXACT'],
      [1, 10, 'UNIQUE'],
    ]);
  });

  describe('where both rows carry a time, counts only what lies within 30 minutes of either', () => {
    const onMandiri = {
      corporateBank: 'MANDIRI|HENDRA KUSNADI|1370012345678',
      playerBank: 'OVO',
      amountCents: 2_500_000,
    };
    const payout = mutasi({
      id: 10,
      accountId: DEPO_MANDIRI.id,
      name: 'VISIONET INTERNASI',
      amountCents: 2_500_000,
      date: '2026-06-01',
      time: '23:58:49',
    });
    const lateRequest = bo({
      id: 2,
      ...onMandiri,
      holderName: 'JESSICA',
      businessDate: '2026-06-02',
      time: '00:00:59',
    });

    it('pairs a payout at 23:58 with the request two minutes later, on the next date', () => {
      const earlier = bo({
        id: 1,
        ...onMandiri,
        holderName: 'IRWAN',
        businessDate: '2026-06-01',
        time: '22:55:52',
      });
      const result = matchDay(day([earlier, lateRequest], [payout]));
      expect(result.pairs).toMatchObject([{ boId: 2, mutasiId: 10, pass: 'UNIQUE', gapSeconds: 130 }]);
    });

    it('pairs nothing when another request of that channel lies within 30 minutes', () => {
      const near = bo({
        id: 1,
        ...onMandiri,
        holderName: 'IRWAN',
        businessDate: '2026-06-01',
        time: '23:40:00',
      });
      expect(matchDay(day([near, lateRequest], [payout])).pairs).toEqual([]);
    });

    it('lets a request of another channel lie as close as it likes', () => {
      const gopay = bo({
        id: 1,
        ...onMandiri,
        playerBank: 'GOPAY',
        holderName: 'IRWAN',
        businessDate: '2026-06-01',
        time: '23:59:00',
      });
      expect(matchDay(day([gopay, lateRequest], [payout])).pairs).toMatchObject([{ boId: 2, mutasiId: 10 }]);
    });
  });

  describe('where the statement has no times', () => {
    it('pairs the one request and the one payout of a date, whatever the dates around it hold', () => {
      const result = matchDay(
        day(
          [
            gopayRequest(1, { businessDate: '2026-06-05', time: '10:00:00' }),
            gopayRequest(2, { businessDate: '2026-06-06', time: '10:00:00', holderName: 'DIAN' }),
          ],
          [gopayPayout(10, { date: '2026-06-05' })],
        ),
      );
      expect(result.pairs).toMatchObject([{ boId: 1, mutasiId: 10, pass: 'UNIQUE' }]);
    });

    it('pairs nothing on a date a request near midnight may have moved money into or out of', () => {
      const result = matchDay(
        day(
          [
            gopayRequest(1, { businessDate: '2026-06-05', time: '10:00:00' }),
            gopayRequest(2, { businessDate: '2026-06-06', time: '00:05:00', holderName: 'DIAN' }),
          ],
          [gopayPayout(10, { date: '2026-06-05' })],
        ),
      );
      expect(result.pairs).toEqual([]);
    });
  });

  describe('balanced cells', () => {
    const onMandiri = { corporateBank: 'MANDIRI|HENDRA KUSNADI|1370012345678', amountCents: 5_000_000 };
    const request = (id: number, time: string, fields = {}) =>
      bo({ id, ...onMandiri, holderName: `PLAYER ${id}`, playerBank: 'GOPAY', time, ...fields });
    const credit = (id: number, time: string, fields = {}) =>
      mutasi({
        id,
        accountId: DEPO_MANDIRI.id,
        name: 'DOMPET ANAK BANGSA',
        amountCents: 5_000_000,
        time,
        ...fields,
      });

    /** A nameless credit naming no channel (BRI's bare credits); `channel` as the statement printed it. */
    const bare = (id: number, time: string, channel: string | null = null) =>
      mutasi({ id, accountId: DEPO_MANDIRI.id, name: null, channel, amountCents: 5_000_000, time });

    it('pairs k nameless payouts with k requests of one channel in time order', () => {
      const result = matchDay(
        day(
          [request(1, '10:00:00'), request(2, '10:04:00'), request(3, '10:09:00')],
          [credit(10, '10:03:30'), credit(11, '09:59:00'), credit(12, '10:10:00')],
        ),
      );
      expect(result.pairs.map((pair) => [pair.boId, pair.mutasiId])).toEqual([
        [1, 11],
        [2, 10],
        [3, 12],
      ]);
      expect(result.pairs[0]!.reason).toBe('AUTO-UNIK 1370012345678 50000 (3 BO = 3 mutasi)');
    });

    it('pairs nothing when the counts differ: whose money is missing no one can tell', () => {
      const result = matchDay(
        day([request(1, '10:00:00'), request(2, '10:04:00')], [credit(10, '10:03:30')]),
      );
      expect(result.pairs).toEqual([]);
    });

    it('pairs nameless credits naming no channel (BRI bare BI-FAST) with requests of any channel', () => {
      const result = matchDay(
        day(
          [
            request(1, '10:00:00', { playerBank: 'BCA' }),
            request(2, '10:04:00', { playerBank: 'BNI' }),
            request(3, '10:09:00', { playerBank: 'MANDIRI' }),
          ],
          [bare(10, '10:03:30'), bare(11, '09:59:00'), bare(12, '10:10:00')],
        ),
      );
      expect(result.pairs.map((pair) => [pair.boId, pair.mutasiId])).toEqual([
        [1, 11],
        [2, 10],
        [3, 12],
      ]);
      expect(result.pairs[0]!.reason).toBe('AUTO-UNIK 1370012345678 50000 (3 BO = 3 mutasi)');
    });

    // Found by the bank days (decision 068): a bare BI-FAST credit while another credit of the amount, hours
    // away, still names its bank.
    it('pairs channelless credits with their requests while a credit of a named channel is pending elsewhere', () => {
      const result = matchDay(
        day(
          [
            request(1, '10:00:00', { playerBank: 'BCA', holderName: 'BUDI SANTOSO' }),
            request(2, '10:04:00', { playerBank: 'BNI', holderName: 'SITI RAHMAWATI' }),
          ],
          [
            bare(10, '09:58:00'),
            bare(11, '10:03:00'),
            credit(12, '15:00:00', { name: 'EKO PRASETYO', channel: 'BRI' }),
          ],
        ),
      );
      expect(result.pairs.map((pair) => [pair.boId, pair.mutasiId])).toEqual([
        [1, 10],
        [2, 11],
      ]);
    });

    it('lets a request whose channel could own a channelless credit crowd its cell', () => {
      const result = matchDay(
        day(
          [
            request(1, '10:00:00', { playerBank: 'BCA', holderName: 'BUDI SANTOSO' }),
            request(2, '10:10:00', { playerBank: 'BNI', holderName: 'SITI RAHMAWATI' }),
          ],
          [bare(10, '09:58:00'), credit(11, '15:00:00', { name: 'EKO PRASETYO', channel: 'BRI' })],
        ),
      );
      expect(result.pairs).toEqual([]);
    });

    it('pairs no channelless credits when their count differs from the requests near them', () => {
      const result = matchDay(
        day(
          [request(1, '10:00:00', { playerBank: 'BCA' }), request(2, '10:04:00', { playerBank: 'BNI' })],
          [bare(10, '10:03:30')],
        ),
      );
      expect(result.pairs).toEqual([]);
    });

    // Found by the bank days (decision 074): BRI's bare BI-FAST credits in a run longer than 30 minutes, where
    // the first credit is not near the last request.
    it('pairs a run of channelless credits longer than 30 minutes where only one assignment gives every request one', () => {
      const run = (extra: ReturnType<typeof bo>[] = []) =>
        matchDay(
          day(
            [
              request(1, '04:13:00', { playerBank: 'CIMB', holderName: 'LUKMAN HAKIM' }),
              request(2, '04:44:00', { playerBank: 'MANDIRI', holderName: 'ARYA SETIAWAN' }),
              ...extra,
            ],
            [
              bare(10, '04:11:00', 'BI-FAST'),
              bare(11, '04:36:00', 'BI-FAST'),
              credit(12, '15:00:00', { name: 'EKO PRASETYO', channel: 'BRI' }),
            ],
          ),
        );
      expect(run().pairs.map((pair) => [pair.boId, pair.mutasiId, pair.reason])).toEqual([
        [1, 10, 'AUTO-UNIK 1370012345678 50000 (2 BO = 2 mutasi)'],
        [2, 11, 'AUTO-UNIK 1370012345678 50000 (2 BO = 2 mutasi)'],
      ]);
      // A third request in the run: whose money is missing no one can tell.
      expect(
        run([request(3, '04:30:00', { playerBank: 'BNI', holderName: 'SITI RAHMAWATI' })]).pairs,
      ).toEqual([]);
    });

    it('pairs a longer run in time order where each request has a credit near it that way', () => {
      const result = matchDay(
        day(
          [
            request(1, '10:50:44', { playerBank: 'MANDIRI', holderName: 'ADI SAPUTRA' }),
            request(2, '11:03:51', { playerBank: 'BNI', holderName: 'BAYU PRATAMA' }),
            request(3, '11:28:28', { playerBank: 'CIMB', holderName: 'CITRA LESTARI' }),
          ],
          [
            bare(10, '10:49:00', 'BI-FAST'),
            bare(11, '10:59:00', 'BI-FAST'),
            bare(12, '11:26:00', 'BI-FAST'),
            credit(13, '15:00:00', { name: 'EKO PRASETYO', channel: 'BRI' }),
          ],
        ),
      );
      expect(result.pairs.map((pair) => [pair.boId, pair.mutasiId])).toEqual([
        [1, 10],
        [2, 11],
        [3, 12],
      ]);
    });

    // Found on more seeds of the bank days (decision 074): a third party's credit of the player's bank beside a
    // stray bare credit. Left out of the run as a stranger's, it still competes for the request of its bank.
    it("pairs no run beside a stranger's credit that a request of its bank could be paid by", () => {
      const result = matchDay(
        day(
          [
            request(1, '02:15:41', { playerBank: 'BSI', holderName: 'SANDI ADITYA' }),
            request(2, '03:09:05', { playerBank: 'BRI', holderName: 'DANU DAMANIK' }),
          ],
          [
            bare(10, '02:11:00', 'BI-FAST'),
            bare(11, '02:41:00', 'BI-FAST'),
            credit(12, '03:04:00', { name: 'FITRI FAJAR WIBOWO', channel: 'BRI' }),
          ],
        ),
      );
      expect(result.pairs.map((pair) => pair.boId)).not.toContain(2);
    });

    it('pairs nothing when a row naming no channel lies among them', () => {
      const result = matchDay(
        day(
          [
            request(1, '10:00:00'),
            request(2, '10:04:00'),
            bo({ id: 3, ...onMandiri, holderName: null, playerBank: null, time: '10:05:00' }),
          ],
          [credit(10, '10:03:30'), credit(11, '09:59:00')],
        ),
      );
      expect(result.pairs).toEqual([]);
    });
  });

  it('never pairs a nameless payout hours away from the request when both carry a time', () => {
    const result = matchDay(
      day(
        [
          bo({
            id: 1,
            holderName: 'DIKI',
            playerBank: 'DANA',
            corporateBank: 'MANDIRI|HENDRA KUSNADI|1370012345678',
            time: '23:08:41',
          }),
        ],
        [mutasi({ id: 10, accountId: DEPO_MANDIRI.id, name: 'ESPAY DEBIT INDONE', time: '11:58:01' })],
      ),
    );
    expect(result.pairs).toEqual([]);
  });

  it('needs the same day, not only the window', () => {
    const result = matchDay(
      day([gopayRequest(1, { businessDate: '2026-06-05' })], [gopayPayout(10, { date: '2026-06-06' })]),
    );
    expect(result.pairs).toEqual([]);
  });

  it('refuses a payout from another wallet, or a wallet payout for a player who pays from a bank', () => {
    const otherWallet = matchDay(day([gopayRequest(1)], [gopayPayout(10, { name: 'VISIONET INTERNASI' })]));
    const bankPlayer = matchDay(day([gopayRequest(1, { playerBank: 'BCA' })], [gopayPayout(10)]));
    expect(otherWallet.pairs).toEqual([]);
    expect(bankPlayer.pairs).toEqual([]);
  });

  it('never lets a row pair beside a contested group of the same account, amount and day', () => {
    const result = matchDay(
      day(
        [
          bo({ id: 1, username: 'adiputra', holderName: 'ADI PUTRA', amountCents: 15_000_000 }),
          bo({ id: 2, username: 'adi_p77', holderName: 'ADI PUTRA', amountCents: 15_000_000 }),
        ],
        [mutasi({ id: 18, name: 'ADI PUTRA', amountCents: 15_000_000 })],
      ),
    );
    expect(result.pairs).toEqual([]);
    expect(result.contested).toHaveLength(1);
  });

  it('never pairs a fee row, even as the only nameless credit of its amount', () => {
    const result = matchDay(
      day(
        [gopayRequest(1, { amountCents: 250_000 })],
        [mutasi({ id: 10, name: null, amountCents: 250_000, isFee: true })],
      ),
    );
    expect(result.pairs).toEqual([]);
  });
});
