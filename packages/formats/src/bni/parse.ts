import { readBniDirectDescription, readBniMobileDescription } from '../counterparty/bni';
import { parseSlashDateTime, parseStatementDateTime } from '../dates';
import type { RowView } from '../layout';
import { column, type Layout } from '../layout';
import { mutasiRecord, type MutasiRecord } from '../records';
import { amountFromDebitCredit, amountFromTypeColumn } from '../statement-rows';
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
      const dateTime = row.dateTime('postDate', (text) => parseSlashDateTime(text, 'dmy'));
      const amount = amountFromDebitCredit(row, 'debit', 'credit');
      const balanceCents = row.optionalAmount('balance');
      if (!dateTime || !amount) return null;
      const description = row.text('description');
      const party = readBniDirectDescription(description);
      const isFee = party.isFee && amount.direction === 'DB';
      return mutasiRecord({
        date: dateTime.date,
        time: dateTime.time,
        direction: amount.direction,
        amountCents: amount.cents,
        balanceCents,
        description,
        counterpartyName: party.name,
        counterpartyAccount: party.account,
        wallet: party.wallet,
        isFee,
      });
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
      const balanceCents = row.optionalAmount('balance');
      if (!dateTime || !amount) return null;
      const description = row.text('description');
      const party = readBniMobileDescription(description);
      return mutasiRecord({
        date: dateTime.date,
        time: dateTime.time,
        direction: amount.direction,
        amountCents: amount.cents,
        balanceCents,
        description,
        counterpartyName: party.name,
        counterpartyAccount: party.account,
        wallet: party.wallet,
        isFee: party.isFee && amount.direction === 'DB',
      });
    }),
};
