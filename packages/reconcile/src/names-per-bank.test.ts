import { describe, expect, it } from 'vitest';
import { matchDay } from './match';
import { scoreNames } from './names';
import { normalizeName } from './name-reading';
import { bo, day, mutasi } from './testing/factories';

/**
 * Names a checker reads as one (issue 28, formats.md "Titles and initials"): titles before or after a name
 * together with a bank's cut, an initial for a first name, family and given names in the other order; and the
 * same in a crowd, where many players share the account, amount and day.
 */
describe('titles, initials and order', () => {
  it.each([
    // A title before the name, and the bank's cut counted on the printed text, title included.
    ['IR FITRI DWI KUSNA', 'FITRI DWI KUSNADI'],
    ['DRS BUDI SANTOSO', 'BUDI SANTOSO'],
    ['HJ SITI RAHMAWATI', 'SITI RAHMAWATI'],
    ['DR MUHAMMAD RIDWAN S', 'MUHAMMAD RIDWAN SAPUTRA'],
    // A title after a name that is not of a cut's length.
    ['BUDI SANTOSO SE', 'BUDI SANTOSO'],
    ['EKO WIDODO ST', 'EKO WIDODO'],
    ['DEWI ANGGRAENI PUTRI LESTARI SPD', 'DEWI ANGGRAENI PUTRI LESTARI'],
    // Family and given names in the other order.
    ['SANTOSO BUDI', 'BUDI SANTOSO'],
    // `H.` (Haji) before a name of two words or more, with KlikBCA's cut (found by the bank days, decision 068).
    ['H. PRISKA NUR HERM', 'PRISKA NUR HERMAWAN'],
    ['H. SINTA JAYA NUGR', 'SINTA JAYA NUGROHO'],
  ])('%s is %s', (printed, holder) => {
    expect(scoreNames(printed, holder)).toBeGreaterThanOrEqual(0.85);
  });

  it('reads `H.` before a single word as an initial, not the title Haji', () => {
    expect(normalizeName('H. SAPUTRA')).toBe('H SAPUTRA');
    expect(scoreNames('H. SAPUTRA', 'BUDI SAPUTRA')).toBeLessThan(0.85);
  });

  it('drops titles only for the comparison', () => {
    expect(normalizeName('IR FITRI DWI KUSNA')).toBe('FITRI DWI KUSNA');
    expect(normalizeName('EKO WIDODO SE')).toBe('EKO WIDODO');
    expect(normalizeName('DEWI ANGGRAENI PUTRI LESTARI SPD')).toBe('DEWI ANGGRAENI PUTRI LESTARI');
  });

  it('never reads the cut last word of a name of a cut length as a title', () => {
    // `ST` here is what the bank left of STEVANUS: MUHAMMAD FAJAR SUTRISNO is someone else.
    expect(normalizeName('MUHAMMAD FAJAR ST')).toBe('MUHAMMAD FAJAR ST');
    expect(scoreNames('MUHAMMAD FAJAR ST', 'MUHAMMAD FAJAR SUTRISNO')).toBeLessThan(0.85);
  });

  it('lets an initial stand for a first name with that letter, never another', () => {
    expect(scoreNames('A SAPUTRA', 'ANDI SAPUTRA')).toBeGreaterThan(scoreNames('A SAPUTRA', 'BUDI SAPUTRA')!);
    expect(scoreNames('A SAPUTRA', 'BUDI SAPUTRA')).toBeLessThan(0.85);
  });
});

describe('transfer services in the sender place', () => {
  it('read as no name at all: neither confirming nor contradicting the player', () => {
    expect(normalizeName('FLIPTECH LENTERA INSPIRASI')).toBeNull();
    expect(normalizeName('DOMPET HARAPAN BANGSA')).toBeNull();
    expect(scoreNames('FLIPTECH LENTERA INSP', 'BUDI SANTOSO')).toBeNull();
  });

  it('let a Flip credit pair as the only credit of its account, amount and day', () => {
    const result = matchDay(
      day([bo({ id: 1, holderName: 'BUDI SANTOSO' })], [mutasi({ id: 2, name: 'FLIPTECH LENTERA' })]),
    );
    expect(result.pairs.map((pair) => [pair.boId, pair.mutasiId, pair.pass])).toEqual([[1, 2, 'UNIQUE']]);
  });
});

describe('a title with a cut in a crowd', () => {
  it('pairs IR FITRI DWI KUSNA with FITRI DWI KUSNADI among many players of the same amount', () => {
    const others = Array.from(
      { length: 40 },
      (_, index) => `PLAYER ${String.fromCharCode(65 + (index % 26))} NOMOR ${index}`,
    );
    const requests = [
      bo({ id: 1, holderName: 'FITRI DWI KUSNADI', time: '10:00:00' }),
      ...others.map((holderName, index) => bo({ id: 100 + index, holderName, time: '10:00:00' })),
    ];
    const credits = [
      mutasi({ id: 1001, name: 'IR FITRI DWI KUSNA' }),
      ...others.map((name, index) => mutasi({ id: 2000 + index, name })),
    ];
    const result = matchDay(day(requests, credits));
    const fitri = result.pairs.find((pair) => pair.boId === 1);
    expect(fitri?.mutasiId).toBe(1001);
    expect(fitri?.pass).toBe('EXACT');
  });
});
