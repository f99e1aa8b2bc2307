import { describe, expect, it } from 'vitest';
import { matchDay } from './match';
import { bo, day, mutasi } from './testing/factories';

describe('matchDay input checks', () => {
  it('refuses ids that appear twice on one side', () => {
    expect(() => matchDay(day([bo({ id: 1 }), bo({ id: 1 })], []))).toThrow(/BO id 1 appears twice/);
    expect(() => matchDay(day([], [mutasi({ id: 'm1' }), mutasi({ id: 'm1' })]))).toThrow(/Mutasi id m1/);
  });

  it('refuses money that is not whole cents, dates that are not calendar dates, times that are not times', () => {
    expect(() => matchDay(day([bo({ id: 1, amountCents: 100.5 })], []))).toThrow(/whole cents/);
    expect(() => matchDay(day([bo({ id: 1, businessDate: '05-Jun-2026' })], []))).toThrow(/calendar date/);
    expect(() => matchDay(day([], [mutasi({ id: 2, date: '2026-02-30' })]))).toThrow(/calendar date/);
    expect(() => matchDay(day([bo({ id: 1, time: '25:00' })], []))).toThrow(/time of day/);
  });

  it('accepts numeric and text ids on either side, and an empty day', () => {
    expect(matchDay(day([], [])).counts).toEqual({
      REF: 0,
      EXACT: 0,
      UNIQUE: 0,
      pendingBo: 0,
      pendingMutasi: 0,
      contestedGroups: 0,
    });
    expect(matchDay(day([bo({ id: 'bo-7' })], [mutasi({ id: 9 })])).pairs).toMatchObject([
      { boId: 'bo-7', mutasiId: 9 },
    ]);
  });
});

describe('matchDay result', () => {
  const input = day(
    [
      bo({ id: 3, holderName: 'ANDI SAPUTRA', amountCents: 25_000_000 }),
      bo({ id: 1, ref: 'QR-0001-AAAA', corporateBank: 'QRIS|QRIS ABC|1', amountCents: 2_000_000 }),
      bo({ id: 2, holderName: 'FITRI HANDAYANI', playerBank: 'GOPAY', amountCents: 12_300_000 }),
      bo({ id: 4, holderName: 'DEDI KURNIAWAN', amountCents: 7_500_000 }),
    ],
    [
      mutasi({ id: 30, name: 'ANDI SAPUTRA', amountCents: 25_000_000 }),
      mutasi({ id: 10, accountId: null, reference: 'qr-0001-aaaa', amountCents: 2_000_000 }),
      mutasi({ id: 20, name: 'DOMPET ANAK BANGSA', amountCents: 12_300_000 }),
      mutasi({ id: 40, name: 'BAYU SETIAWAN', amountCents: 40_000_000 }),
      mutasi({ id: 50, name: null, amountCents: 250_000, isFee: true }),
    ],
  );
  const result = matchDay(input);

  it('lists pairs by pass, then in the stable order of requests', () => {
    expect(result.pairs.map((pair) => [pair.pass, pair.boId, pair.mutasiId])).toEqual([
      ['REF', 1, 10],
      ['EXACT', 3, 30],
      ['UNIQUE', 2, 20],
    ]);
  });

  it('counts per pass and lists pending rows by id, fee rows left out', () => {
    expect(result.counts).toEqual({
      REF: 1,
      EXACT: 1,
      UNIQUE: 1,
      pendingBo: 1,
      pendingMutasi: 1,
      contestedGroups: 0,
    });
    expect(result.pendingBo).toEqual([{ boId: 4, contested: false, suggestions: [] }]);
    expect(result.pendingMutasi).toEqual([{ mutasiId: 40, contested: false }]);
  });

  it('pairs only the rows it is given, so what was approved by hand is never touched', () => {
    const withoutAndi = matchDay({ ...input, bo: input.bo.filter((row) => row.id !== 3) });
    expect(withoutAndi.pairs.map((pair) => pair.boId)).toEqual([1, 2]);
    expect(withoutAndi.pendingMutasi.map((row) => row.mutasiId)).toEqual([30, 40]);
  });

  it('gives the same result for the same rows in any order', () => {
    const reversed = matchDay({ ...input, bo: [...input.bo].reverse(), mutasi: [...input.mutasi].reverse() });
    expect(reversed).toEqual(result);
  });
});
