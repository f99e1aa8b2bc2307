import { describe, expect, it } from 'vitest';
import { matchDay } from '../match';
import { bo, corporateText, day, DEPO_MANDIRI, mutasi, WD_BCA } from '../testing/factories';
import type { MatchResult } from '../types';

const links = (result: MatchResult) => result.pairs.map((pair) => [pair.boId, pair.mutasiId, pair.pass]);
const onMandiri = { corporateBank: corporateText(DEPO_MANDIRI) };

describe('EXACT pass', () => {
  it('pairs equal account, equal amount and a name scoring at least 0.85, with the AUTO reason', () => {
    const result = matchDay(
      day(
        [bo({ id: 1, holderName: 'Muhammad Rizky Ramadhan', amountCents: 5_000_000 })],
        [mutasi({ id: 10, name: 'MUHAMMAD RIZKY RAM', amountCents: 5_000_000 })],
      ),
    );
    expect(result.pairs).toEqual([
      {
        boId: 1,
        mutasiId: 10,
        pass: 'EXACT',
        score: 1,
        reason: 'AUTO 4561237890 50000 nama 1.00',
        gapSeconds: 0,
      },
    ]);
  });

  it('needs the same account, the same amount and the date window', () => {
    const result = matchDay(
      day(
        [
          bo({ id: 1, holderName: 'ANDI SAPUTRA' }),
          bo({ id: 2, holderName: 'YOGA PRATAMA' }),
          bo({ id: 3, holderName: 'NUR AINI', businessDate: '2026-06-03' }),
        ],
        [
          mutasi({ id: 10, name: 'ANDI SAPUTRA', accountId: DEPO_MANDIRI.id }),
          mutasi({ id: 11, name: 'YOGA PRATAMA', amountCents: 5_000_100 }),
          mutasi({ id: 12, name: 'NUR AINI' }),
        ],
      ),
    );
    expect(result.pairs).toEqual([]);
  });

  it('pairs across midnight within one day of the business date', () => {
    const result = matchDay(
      day(
        [bo({ id: 1, holderName: 'TEGUH SANTOSO', businessDate: '2026-06-05', time: '23:58:41' })],
        [mutasi({ id: 10, name: 'TEGUH SANTOSO', date: '2026-06-06' })],
      ),
    );
    expect(links(result)).toEqual([[1, 10, 'EXACT']]);
    expect(result.pairs[0]?.gapSeconds).toBe(86_400);
  });

  it('refuses names below 0.85 and rows without a name', () => {
    const result = matchDay(
      day(
        [bo({ id: 1, holderName: 'DIMAS NUGROHO' }), bo({ id: 2, holderName: null, amountCents: 7_000_000 })],
        [
          mutasi({ id: 10, name: 'DIMAS ADITYA NUGROHO', amountCents: 5_000_000 }),
          mutasi({ id: 11, amountCents: 7_000_000, name: 'BUDI' }),
          mutasi({ id: 12 }),
        ],
      ),
    );
    expect(result.pairs.filter((pair) => pair.pass === 'EXACT')).toEqual([]);
  });

  it('never matches a request whose corporate account is unknown on amount and name', () => {
    const result = matchDay(
      day([bo({ id: 1, corporateBank: 'BCA|SOMEONE ELSE|9999999999' })], [mutasi({ id: 10 })]),
    );
    expect(result.pairs).toEqual([]);
  });

  it('never matches a fee row', () => {
    const result = matchDay(day([bo({ id: 1 })], [mutasi({ id: 10, isFee: true })]));
    expect(result.pairs).toEqual([]);
  });

  it('matches a withdrawal on its nett amount, or on its amount when the nett is zero', () => {
    const wd = { side: 'WD' as const, corporateBank: corporateText(WD_BCA), holderName: 'RIKA PUTRI' };
    const result = matchDay(
      day(
        [
          bo({ id: 1, ...wd, amountCents: 10_000_000, nettAmountCents: 9_750_000 }),
          bo({ id: 2, ...wd, holderName: 'SINTA DEWI', amountCents: 5_000_000, nettAmountCents: 0 }),
        ],
        [
          mutasi({ id: 10, side: 'WD', accountId: WD_BCA.id, name: 'RIKA PUTRI', amountCents: 9_750_000 }),
          mutasi({ id: 11, side: 'WD', accountId: WD_BCA.id, name: 'SINTA DEWI', amountCents: 5_000_000 }),
        ],
      ),
    );
    expect(links(result)).toEqual([
      [1, 10, 'EXACT'],
      [2, 11, 'EXACT'],
    ]);
    expect(result.pairs[0]?.reason).toBe('AUTO 4561239012 97500 nama 1.00');
  });

  it('never pairs a deposit with the other side', () => {
    const result = matchDay(day([bo({ id: 1 })], [mutasi({ id: 10, side: 'WD' })]));
    expect(result.pairs).toEqual([]);
  });
});

describe('EXACT among equal candidates', () => {
  it('pairs the same player twice with two credits in stable order (time, then id)', () => {
    const result = matchDay(
      day(
        [
          bo({ id: 2, username: 'ekop', holderName: 'EKO PRASETYO', time: '16:42:34' }),
          bo({ id: 1, username: 'ekop', holderName: 'EKO PRASETYO', time: '07:32:17' }),
        ],
        [mutasi({ id: 24, name: 'EKO PRASETYO' }), mutasi({ id: 6, name: 'EKO PRASETYO' })],
      ),
    );
    expect(links(result)).toEqual([
      [1, 6, 'EXACT'],
      [2, 24, 'EXACT'],
    ]);
  });

  it('pairs the same player twice with one credit: the earlier request, the other stays pending', () => {
    const result = matchDay(
      day(
        [
          bo({ id: 1, username: 'ekop', holderName: 'EKO PRASETYO', time: '07:32:17' }),
          bo({ id: 2, username: 'ekop', holderName: 'EKO PRASETYO', time: '16:42:34' }),
        ],
        [mutasi({ id: 10, name: 'EKO PRASETYO' })],
      ),
    );
    expect(links(result)).toEqual([[1, 10, 'EXACT']]);
    expect(result.contested).toEqual([]);
    expect(result.pendingBo).toMatchObject([{ boId: 2, contested: false }]);
  });

  it('leaves two players with the same name and one credit pending as a contested group', () => {
    const result = matchDay(
      day(
        [
          bo({
            id: 1,
            username: 'adiputra',
            holderName: 'ADI PUTRA',
            amountCents: 15_000_000,
            time: '13:05:55',
          }),
          bo({
            id: 2,
            username: 'adi_p77',
            holderName: 'ADI PUTRA',
            amountCents: 15_000_000,
            time: '13:45:32',
          }),
        ],
        [mutasi({ id: 18, name: 'ADI PUTRA', amountCents: 15_000_000 })],
      ),
    );
    expect(result.pairs).toEqual([]);
    expect(result.contested).toEqual([
      {
        pass: 'EXACT',
        boIds: [1, 2],
        mutasiIds: [18],
        candidates: [
          { boId: 1, mutasiId: 18, score: 1, gapSeconds: 0 },
          { boId: 2, mutasiId: 18, score: 1, gapSeconds: 0 },
        ],
        reason: expect.any(String) as string,
      },
    ]);
    expect(result.pendingMutasi).toEqual([{ mutasiId: 18, contested: true }]);
  });

  it('contests every row a tie leaves in question, not only the tie itself', () => {
    // ardip asked twice, ardi6 once; one credit prints the name, the other has a slip. Whoever gets the exact
    // credit decides who gets the slip, so nobody may take the slip while the exact credit is contested.
    const result = matchDay(
      day(
        [
          bo({ id: 121, username: 'ardip', holderName: 'ARDI EKA EFENDI', time: '11:42:34' }),
          bo({ id: 40, username: 'ardip', holderName: 'ARDI EKA EFENDI', time: '14:00:12' }),
          bo({ id: 55, username: 'ardi6', holderName: 'ARDI EKA EFENDI', time: '23:55:07' }),
        ],
        [mutasi({ id: 37, name: 'ARDI EKA EFENDI' }), mutasi({ id: 52, name: 'ARDI EKA EFENI' })],
      ),
    );
    expect(result.pairs).toEqual([]);
    expect(result.contested).toMatchObject([
      {
        pass: 'EXACT',
        boIds: [121, 40, 55],
        mutasiIds: [37, 52],
        reason: expect.stringContaining('3 BO untuk 2 mutasi') as string,
      },
    ]);
    expect(result.contested[0]?.candidates).toHaveLength(6);
  });

  it('pairs two players with the same name when as many equal credits came', () => {
    const result = matchDay(
      day(
        [
          bo({ id: 1, username: 'adiputra', holderName: 'ADI PUTRA', time: '13:05:55' }),
          bo({ id: 2, username: 'adi_p77', holderName: 'ADI PUTRA', time: '13:45:32' }),
        ],
        [mutasi({ id: 18, name: 'ADI PUTRA' }), mutasi({ id: 19, name: 'ADI PUTRA' })],
      ),
    );
    expect(links(result)).toEqual([
      [1, 18, 'EXACT'],
      [2, 19, 'EXACT'],
    ]);
  });

  it('lets the time decide between two namesakes when the gaps differ by more than the tolerance', () => {
    const result = matchDay(
      day(
        [
          bo({ id: 1, username: 'adiputra', holderName: 'ADI PUTRA', time: '10:02:00', ...onMandiri }),
          bo({ id: 2, username: 'adi_p77', holderName: 'ADI PUTRA', time: '14:30:00', ...onMandiri }),
        ],
        [mutasi({ id: 10, name: 'ADI PUTRA', time: '10:00:00', accountId: DEPO_MANDIRI.id })],
      ),
    );
    expect(links(result)).toEqual([[1, 10, 'EXACT']]);
  });

  it('contests two namesakes whose gaps differ by a few minutes: a checker would not let minutes decide', () => {
    const result = matchDay(
      day(
        [
          bo({ id: 1, username: 'adiputra', holderName: 'ADI PUTRA', time: '09:57:00', ...onMandiri }),
          bo({ id: 2, username: 'adi_p77', holderName: 'ADI PUTRA', time: '10:00:00', ...onMandiri }),
        ],
        [mutasi({ id: 10, name: 'ADI PUTRA', time: '09:55:00', accountId: DEPO_MANDIRI.id })],
      ),
    );
    expect(result.pairs).toEqual([]);
    expect(result.contested).toMatchObject([{ pass: 'EXACT', boIds: [1, 2], mutasiIds: [10] }]);
  });

  it('pairs the best candidate first instead of stretching to pair more rows', () => {
    // Maximising the number of pairs would give credit 10 to request 2 (36 hours away) so that request 1
    // could take yesterday's credit 11; the credit 14 seconds before request 1 is its counterpart.
    const result = matchDay(
      day(
        [
          bo({
            id: 1,
            username: 'anggi1',
            holderName: 'ANGGI',
            businessDate: '2026-06-04',
            time: '03:25:55',
            ...onMandiri,
          }),
          bo({
            id: 2,
            username: 'anggi2',
            holderName: 'ANGGI',
            businessDate: '2026-06-05',
            time: '15:21:53',
            ...onMandiri,
          }),
        ],
        [
          mutasi({ id: 10, name: 'ANGGI', date: '2026-06-04', time: '03:25:41', accountId: DEPO_MANDIRI.id }),
          mutasi({ id: 11, name: 'ANGGI', date: '2026-06-03', time: '03:04:51', accountId: DEPO_MANDIRI.id }),
        ],
      ),
    );
    expect(links(result)).toEqual([[1, 10, 'EXACT']]);
  });

  it("prefers a close credit with a slip in the name to yesterday's exact name hours away", () => {
    const result = matchDay(
      day(
        [
          bo({
            id: 1,
            holderName: 'ANDI ADITYA KUSNADI',
            businessDate: '2026-06-04',
            time: '21:42:29',
            ...onMandiri,
          }),
        ],
        [
          mutasi({
            id: 10,
            name: 'ANDI ADITYA KUSNADI',
            date: '2026-06-03',
            time: '16:08:13',
            accountId: DEPO_MANDIRI.id,
          }),
          mutasi({
            id: 11,
            name: 'ANDI ADITA KUSNADI',
            date: '2026-06-04',
            time: '21:40:09',
            accountId: DEPO_MANDIRI.id,
          }),
        ],
      ),
    );
    expect(links(result)).toEqual([[1, 11, 'EXACT']]);
    expect(result.pairs[0]?.score).toBe(0.95);
  });

  it("leaves a namesake's money to the namesake when the request's own credit, with an initial, is minutes away", () => {
    // Two players named UMI OKTAVIANI. umi12's credit at 07:06 (its request was typo'd) reads in full for umi3d's
    // request two hours later, but umi12 has requests of the amount pending too; umi3d's own credit prints
    // U. OKTAVIANI from its bank three minutes before the approval.
    const onMandiriAt = (id: number, name: string, time: string, channel: string | null = null) =>
      mutasi({ id, name, time, channel, accountId: DEPO_MANDIRI.id });
    const result = matchDay(
      day(
        [
          bo({
            id: 1,
            username: 'umi3d',
            holderName: 'UMI OKTAVIANI',
            time: '09:18:39',
            playerBank: 'BSI',
            ...onMandiri,
          }),
          bo({ id: 2, username: 'umi12', holderName: 'UMI OKTAVIANI', time: '23:08:40', ...onMandiri }),
        ],
        [onMandiriAt(10, 'UMI OKTAVIANI', '07:06:00'), onMandiriAt(11, 'U. OKTAVIANI', '09:15:00', 'BSI')],
      ),
    );
    expect(links(result)).toContainEqual([1, 11, 'EXACT']);
    expect(result.pairs.some((pair) => pair.boId === 1 && pair.mutasiId === 10)).toBe(false);
  });

  it("still takes the namesake-readable credit when the request's other credit is no nearer", () => {
    const result = matchDay(
      day(
        [
          bo({ id: 1, username: 'umi3d', holderName: 'UMI OKTAVIANI', time: '09:18:39', ...onMandiri }),
          bo({ id: 2, username: 'umi12', holderName: 'UMI OKTAVIANI', time: '23:08:40', ...onMandiri }),
        ],
        [
          mutasi({ id: 10, name: 'UMI OKTAVIANI', time: '09:10:00', accountId: DEPO_MANDIRI.id }),
          mutasi({ id: 11, name: 'U. OKTAVIANI', time: '09:00:00', accountId: DEPO_MANDIRI.id }),
        ],
      ),
    );
    expect(links(result)).toContainEqual([1, 10, 'EXACT']);
  });

  it('leaves a credit two requests read in full, one as written and one as its cut, to the checker', () => {
    // MUHAMMAD RIZKY RAM is what a bank prints of MUHAMMAD RIZKY RAMADHAN, and a whole name too.
    const result = matchDay(
      day(
        [
          bo({ id: 1, username: 'rizky1', holderName: 'MUHAMMAD RIZKY RAM' }),
          bo({ id: 2, username: 'rizky2', holderName: 'MUHAMMAD RIZKY RAMADHAN' }),
        ],
        [mutasi({ id: 10, name: 'MUHAMMAD RIZKY RAM' })],
      ),
    );
    expect(links(result)).toEqual([]);
    expect(result.contested).toMatchObject([{ boIds: [1, 2], mutasiIds: [10] }]);
  });

  it('gives a request the credit with its exact name over one that may be a cut of a longer name', () => {
    const result = matchDay(
      day(
        [bo({ id: 1, username: 'rizky2', holderName: 'MUHAMMAD RIZKY RAMADHAN' })],
        [mutasi({ id: 10, name: 'MUHAMMAD RIZKY RAMADHAN' }), mutasi({ id: 11, name: 'MUHAMMAD RIZKY RAM' })],
      ),
    );
    expect(links(result)).toEqual([[1, 10, 'EXACT']]);
  });

  it("never pairs a player registered with an e-wallet with a bank transfer in a person's name", () => {
    const result = matchDay(
      day([bo({ id: 1, holderName: 'PRISKA', playerBank: 'GOPAY' })], [mutasi({ id: 10, name: 'PRISKA' })]),
    );
    expect(result.pairs).toEqual([]);
  });
});
