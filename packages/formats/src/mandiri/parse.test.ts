import { describe, expect, it } from 'vitest';
import { fixtureText } from '../test-support/fixture';
import { parseAll, refusalOf } from '../test-support/parse';

describe('Mandiri', () => {
  it('reads MCM by position: the two Description columns and the reference', async () => {
    const { rows, summary } = await parseAll('mandiri', fixtureText('mandiri/mcm.csv'));
    expect(summary.layout).toBe('mandiri-mcm');
    const first = rows[0];
    expect(first?.kind === 'record' && first.record.description).toBe(
      'MCM InhouseTrf  DARI BUDI SANTOSO Transfer Fee            4021533983470001 | G075070944 0506       DEPO01',
    );
  });

  it('never reads a Debit column as money in', async () => {
    const text = 'Tanggal,Waktu,Keterangan,Debit,Dana Keluar,Saldo\n01 Jun 2026,09:41:07,x,"1.000,00",,\n';
    expect((await refusalOf('mandiri', text)).message).toBe('Kolom wajib tidak ditemukan: Dana Masuk');
  });

  it('refuses a row with both sides filled', async () => {
    const text =
      'Tanggal,Waktu,Keterangan,Dana Masuk,Dana Keluar,Saldo\n01 Jun 2026,09:41:07,x,"1,00","2,00",\n';
    expect((await refusalOf('mandiri', text)).errors[0]).toMatchObject({ row: 2, column: 'Dana Masuk' });
  });
});
