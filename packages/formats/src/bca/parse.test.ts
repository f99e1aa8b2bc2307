import { describe, expect, it } from 'vitest';
import { fixtureText } from '../test-support/fixture';
import { parseAll, recordsOf, refusalOf } from '../test-support/parse';

const PREAMBLE = "No. Rekening,=,'7730012345\r\nNama,=,LINDA KUSUMAWATI\r\nMata Uang,=,IDR\r\n\r\n";
const HEADER = 'Tanggal,Keterangan,Cabang,Jumlah,,Saldo\r\n';

describe('KlikBCA', () => {
  it('needs the statement date for DD/MM rows', async () => {
    const error = await refusalOf('bca', fixtureText('bca/klikbca-individual-id.csv'));
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/Tanggal statement wajib diisi/);
  });

  it('dates 30/12 in the year before a January statement, and PEND rows by their DDMM token', async () => {
    const records = await recordsOf('bca', fixtureText('bca/klikbca-individual-id.csv'), {
      statementDate: '2027-01-02',
    });
    expect(records[0]?.date).toBe('2026-12-30');
    expect(records.at(-1)).toMatchObject({ date: '2027-01-02', isPending: true, balanceCents: null });
  });

  it('dates a PEND row without a DDMM token by the statement date', async () => {
    const text = `${PREAMBLE}${HEADER}'PEND,BI-FAST CR TRANSFER   DR 002 SITI RAHMAWATI,'0000,250000.00,CR,\r\n`;
    const [record] = await recordsOf('bca', text, { statementDate: '2026-06-05' });
    expect(record).toMatchObject({ date: '2026-06-05', isPending: true, counterpartyName: 'SITI RAHMAWATI' });
  });

  it('joins a description that an unquoted comma split, counting the fixed fields from the right', async () => {
    const text = `${HEADER}'30/12,TRSF E-BANKING CR 3012/FTSCY/WS95051 50000.00depo, xyz, 77 AGUS PRATAMA,'0000,50000.00,CR,100.00\r\n`;
    const [record] = await recordsOf('bca', text, { statementDate: '2027-01-02' });
    expect(record?.description).toBe(
      'TRSF E-BANKING CR 3012/FTSCY/WS95051 50000.00depo, xyz, 77 AGUS PRATAMA',
    );
    expect(record?.amountCents).toBe(5_000_000);
  });

  it('reads the footer and warns when its totals disagree with the rows', async () => {
    const text = fixtureText('bca/klikbca-individual-id.csv').replace(/^'31\/12,BUNGA.*\r\n/m, '');
    const { summary } = await parseAll('bca', text, { statementDate: '2027-01-02' });
    expect(summary.footer?.creditCents).toBe(362_623_456);
    expect(summary.warnings).toEqual([
      'Total kredit (sen) di footer (362623456) berbeda dengan jumlah baris (362500000).',
    ]);
  });

  it('refuses a transaction row below the footer', async () => {
    const text = `${fixtureText('bca/klikbca-individual-id.csv')}'02/01,BIAYA ADM,'0000,1.00,DB,1.00\r\n`;
    const error = await refusalOf('bca', text, { statementDate: '2027-01-02' });
    expect(error.errors[0]).toMatchObject({ row: 25, message: 'Baris transaksi di bawah footer saldo.' });
  });

  it('refuses a row without a direction', async () => {
    const error = await refusalOf('bca', `${HEADER}'05/06,SETORAN TUNAI,'0000,100.00,,1.00\r\n`, {
      statementDate: '2026-06-05',
    });
    expect(error.errors[0]).toMatchObject({
      row: 2,
      column: 'Jumlah',
      message: 'Jumlah "100.00" tanpa arah transaksi (diharapkan CR atau DB di kolom sesudahnya).',
    });
  });

  it('names an unknown direction word and what it expected', async () => {
    const error = await refusalOf('bca', `${HEADER}'05/06,SETORAN TUNAI,'0000,100.00,XX,1.00\r\n`, {
      statementDate: '2026-06-05',
    });
    expect(error.errors[0]?.message).toBe(
      'Arah "XX" di kolom sesudah Jumlah tidak dikenali (diharapkan CR atau DB).',
    );
  });

  it('reads the English layout and its empty Debet footer as zero', async () => {
    const { summary } = await parseAll('bca', fixtureText('bca/klikbca-individual-en.csv'), {
      statementDate: '2026-06-02',
    });
    expect(summary.footer).toMatchObject({ debitCents: 0, closingCents: 471_523_996 });
  });
});
