import { readBniDirectDescription, readBniMobileDescription } from '../counterparty/bni';
import { parseStatementDateTime } from '../dates';
import type { RowView } from '../layout';
import { column, type Layout } from '../layout';
import type { MutasiRecord } from '../records';
import { amountFromDebitCredit, amountFromTypeColumn, statementRecord } from '../statement-rows';
import { simpleReader } from '../simple-reader';

/**
 * BNIDirect (BNI Internet Banking) `Post Date,Value Date,Branch,Journal No.,Description,Debit,Credit,`:
 * a trailing empty column, dates `dd/mm/yy HH.MM.SS`, amounts `1,234,567.00`, `|`-separated descriptions.
 */
export const bniDirectLayout: Layout<MutasiRecord> = {
  id: 'bnidirect',
  columns: [
    column('postDate', 'Post Date', ['Posting Date'], true),
    column('valueDate', 'Value Date', []),
    column('branch', 'Branch', []),
    column('journal', 'Journal No.', ['Journal No', 'Journal']),
    column('description', 'Description', [], true),
    column('debit', 'Debit', ['Debet'], true),
    column('credit', 'Credit', ['Kredit'], true),
    column('balance', 'Balance', ['Saldo']),
  ],
  createReader: (header) =>
    simpleReader(header, (row: RowView) => {
      const dateTime = row.dateTime('postDate', parseStatementDateTime, false, BNIDIRECT_DATES);
      const amount = amountFromDebitCredit(row, 'debit', 'credit');
      return statementRecord(row, dateTime, amount, readBniDirectDescription);
    }),
};

const BNIDIRECT_DATES = 'DD/MM/YY HH.MM.SS, DD/MM/YYYY atau YYYY-MM-DD';

/**
 * BNIDirect's Excel download with Indonesian labels: `Tanggal Kirim`, `Deskripsi`, one `Amount` column
 * and its direction in the next, `Db/Cr`.
 */
export const bniDirectIndonesianLayout: Layout<MutasiRecord> = {
  id: 'bnidirect-id',
  columns: [
    column('postDate', 'Tanggal Kirim', ['Post Date', 'Posting Date', 'Tanggal Transaksi', 'Tanggal'], true),
    column('valueDate', 'Tanggal Efektif', ['Value Date', 'Tanggal Valuta']),
    column('branch', 'Cabang', ['Branch']),
    column('journal', 'No. Jurnal', ['Journal No.', 'Journal No', 'Journal']),
    column('description', 'Deskripsi', ['Description', 'Uraian Transaksi', 'Uraian', 'Keterangan'], true),
    column('amount', 'Amount', ['Nominal', 'Jumlah'], true),
    column('type', 'Db/Cr', ['D/K', 'Db/Kr', 'Debit/Credit', 'Dr/Cr', 'Tipe'], true),
    column('balance', 'Saldo', ['Balance']),
  ],
  createReader: (header) =>
    simpleReader(header, (row: RowView) => {
      const dateTime = row.dateTime('postDate', parseStatementDateTime, false, BNIDIRECT_DATES);
      const amount = amountFromTypeColumn(row, 'type', 'amount');
      return statementRecord(row, dateTime, amount, readBniDirectDescription);
    }),
};

/**
 * BNI Mobile, as Convert Mutasi writes it from the HISTORI TRANSAKSI sheet
 * (`Tanggal,Uraian Transaksi,Tipe,Nominal,Saldo`, `Tipe` `Db.`/`Cr.`, amounts `800.000,00`); BNI Internet
 * Banking's other export (`Tanggal Transaksi,Uraian Transaksi,Tipe,Nominal,Saldo`) has the same shape.
 */
export const bniMobileLayout: Layout<MutasiRecord> = {
  id: 'bni-mobile',
  columns: [
    column('date', 'Tanggal', ['Tanggal Transaksi'], true),
    column('description', 'Uraian Transaksi', ['Uraian', 'Keterangan'], true),
    column('type', 'Tipe', ['Jenis', 'Type'], true),
    column('amount', 'Nominal', ['Jumlah', 'Amount'], true),
    column('balance', 'Saldo', ['Saldo Akhir', 'Balance']),
  ],
  createReader: (header) =>
    simpleReader(header, (row: RowView) => {
      const dateTime = row.dateTime('date', parseStatementDateTime);
      const amount = amountFromTypeColumn(row, 'type', 'amount');
      return statementRecord(row, dateTime, amount, readBniMobileDescription);
    }),
};
