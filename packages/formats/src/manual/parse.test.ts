import { describe, expect, it } from 'vitest';
import { fixtureText } from '../test-support/fixture';
import { recordsOf, refusalOf } from '../test-support/parse';

describe('manual uploads', () => {
  it("reads BRI's e-statement only when the provider is BRI", async () => {
    const text = fixtureText('manual/bri-estatement.csv');
    expect(await recordsOf('manual', text, { provider: 'bri' })).toHaveLength(8);
    expect((await refusalOf('manual', text, { provider: 'DANA' })).message).toMatch(
      /^Kolom wajib tidak ditemukan/,
    );
  });

  it("marks BRI's Rp1.000 BRIVA twin as a fee, not the transfer before it", async () => {
    const records = await recordsOf('manual', fixtureText('manual/bri-estatement.csv'), { provider: 'BRI' });
    expect(records.slice(3, 5).map((record) => [record.amountCents, record.isFee, record.wallet])).toEqual([
      [5_000_000, false, 'DANA'],
      [100_000, true, null],
    ]);
  });

  it('accepts Masuk/Keluar, Kredit/Debet and K/D as Tipe', async () => {
    const header = 'Tanggal,Jam,Tipe,Nominal\n';
    const records = await recordsOf(
      'manual',
      `${header}05/06/2026,08:00,Masuk,1\n05/06/2026,08:00,Debet,1\n05/06/2026,,K,1\n`,
    );
    expect(records.map((record) => [record.direction, record.time])).toEqual([
      ['CR', '08:00:00'],
      ['DB', '08:00:00'],
      ['CR', null],
    ]);
  });
});
