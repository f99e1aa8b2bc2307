import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

const TITLE = [
  'HISTORI TRANSAKSI',
  'Kriteria Pencarian',
  'Rekening: TAPLUS DIGITAL 0281934756',
  'Tanggal Awal: 2026-06-01',
  'Tanggal Akhir: 2026-06-05',
  'Kategori: Semua Transaksi',
  'Transactions List',
];
const rupiah = (value: number) => `${value.toLocaleString('id-ID')},00`;

/**
 * A BNI Mobile "HISTORI TRANSAKSI" workbook of `rows` transactions (like fixtures/bni/bni-mobile.xlsx, which has
 * 25): the title rows, the header, one row per transaction, the "Printed on" footer. Written with ExcelJS's
 * streaming writer and inline strings, as large portals' exports are.
 */
export async function bniMobileWorkbook(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.once('end', resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet('HISTORI TRANSAKSI');
  for (const title of TITLE) sheet.addRow([title]).commit();
  sheet.addRow(['Tanggal', 'Uraian Transaksi', 'Tipe', 'Nominal', 'Saldo Akhir']).commit();
  let balance = 1_000_000_000;
  for (let i = 0; i < rows; i++) {
    const amount = 10_000 + (i % 997) * 1_000;
    const credit = i % 3 !== 0;
    balance += credit ? amount : -amount;
    const time = `${String(8 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`;
    sheet
      .addRow([
        `2026-06-0${1 + (i % 5)} ${time}`,
        `TRANSFER DARI PELANGGAN ${i} BUDI SANTOSO`,
        credit ? 'Cr.' : 'Db.',
        rupiah(amount),
        rupiah(balance),
      ])
      .commit();
  }
  sheet.addRow([]).commit();
  sheet.addRow(['Printed on 6/6/2026 7:02:44']).commit();
  sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}
