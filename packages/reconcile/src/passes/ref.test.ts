import { describe, expect, it } from 'vitest';
import { matchDay } from '../match';
import { bo, day, mutasi } from '../testing/factories';

const qrisRequest = (id: number, ref: string, amountCents = 2_000_000) =>
  bo({ id, ref, amountCents, corporateBank: 'QRIS|QRIS ABC|1', holderName: 'Lestari N', playerBank: 'DANA' });
const qrisPayment = (id: number, reference: string, amountCents = 2_000_000) =>
  mutasi({ id, accountId: null, reference, amountCents, time: '10:05:34', name: 'LESTARI NINGSIH' });

describe('REF pass', () => {
  it('pairs a request and a payment with the same reference and amount, even without an account', () => {
    const result = matchDay(
      day(
        [qrisRequest(1, '019e95be-4030-7c41-a174-1b483c112506')],
        [qrisPayment(10, '019e95be-4030-7c41-a174-1b483c112506')],
      ),
    );
    expect(result.pairs).toEqual([
      {
        boId: 1,
        mutasiId: 10,
        pass: 'REF',
        score: expect.any(Number) as number,
        reason: 'REF 019e95be-4030-7c41-a174-1b483c112506',
        gapSeconds: 334,
      },
    ]);
  });

  it('compares references trimmed and regardless of case, own references and tickets too', () => {
    const result = matchDay(
      day(
        [
          qrisRequest(1, ' ABC-123-xyz '),
          bo({ id: 2, ref: null, ownRef: 'nxp-77-abc', corporateBank: null }),
          bo({ id: 3, ticket: 'D6104962', corporateBank: null }),
        ],
        [
          qrisPayment(10, 'abc-123-XYZ'),
          mutasi({ id: 11, accountId: null, reference: 'NXP-77-ABC' }),
          mutasi({ id: 12, accountId: null, reference: '019e9803', ticket: 'd6104962' }),
        ],
      ),
    );
    expect(result.pairs.map((pair) => [pair.boId, pair.mutasiId, pair.pass])).toEqual([
      [1, 10, 'REF'],
      [2, 11, 'REF'],
      [3, 12, 'REF'],
    ]);
    expect(result.pairs[2]?.reason).toBe('REF d6104962');
  });

  it('never pairs on a reference alone when the amounts differ (QRIS matches the gross Nominal)', () => {
    const result = matchDay(
      day([qrisRequest(1, 'REF-0001', 2_000_000)], [qrisPayment(10, 'REF-0001', 1_986_000)]),
    );
    expect(result.pairs).toEqual([]);
  });

  it('ignores placeholder references that would pair strangers', () => {
    const result = matchDay(
      day(
        [bo({ id: 1, ref: '-', corporateBank: null }), bo({ id: 2, ref: '0000', corporateBank: null })],
        [
          mutasi({ id: 10, accountId: null, reference: '-' }),
          mutasi({ id: 11, accountId: null, reference: '0000' }),
        ],
      ),
    );
    expect(result.pairs).toEqual([]);
  });

  it('holds a reference that two statement rows carry and reports it as contested', () => {
    const result = matchDay(
      day([qrisRequest(1, 'REF-DOUBLE')], [qrisPayment(10, 'REF-DOUBLE'), qrisPayment(11, 'REF-DOUBLE')]),
    );
    expect(result.pairs).toEqual([]);
    expect(result.contested).toMatchObject([{ pass: 'REF', boIds: [1], mutasiIds: [10, 11] }]);
    expect(result.pendingBo).toMatchObject([{ boId: 1, contested: true }]);
  });

  it('keeps a held request from pairing on account and name instead', () => {
    const request = bo({ id: 1, ref: 'REF-DOUBLE' });
    const result = matchDay(
      day(
        [request],
        [
          mutasi({ id: 10, accountId: null, reference: 'REF-DOUBLE' }),
          mutasi({ id: 11, accountId: null, reference: 'REF-DOUBLE' }),
          mutasi({ id: 12 }),
        ],
      ),
    );
    expect(result.pairs).toEqual([]);
  });

  it('never pairs a fee row, whatever its reference', () => {
    const result = matchDay(
      day([qrisRequest(1, 'REF-FEE-1')], [{ ...qrisPayment(10, 'REF-FEE-1'), isFee: true }]),
    );
    expect(result.pairs).toEqual([]);
    expect(result.pendingMutasi).toEqual([]);
  });

  it('stays within one website', () => {
    const result = matchDay(
      day([qrisRequest(1, 'REF-SITE-1')], [{ ...qrisPayment(10, 'REF-SITE-1'), website: 'XYZ' }]),
    );
    expect(result.pairs).toEqual([]);
  });
});
