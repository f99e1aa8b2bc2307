import { isAntarMandiri, readMandiriDescription, readMcmDescription } from '../counterparty/mandiri';
import type { DescriptionReading } from '../counterparty/names';
import { parseSlashDateTime, parseTime } from '../dates';
import type { RowView } from '../layout';
import { column, type Layout } from '../layout';
import { mutasiRecord, type MutasiRecord } from '../records';
import { simpleReader } from '../simple-reader';
import { amountFromDebitCredit, dateWithTime, statementRecord } from '../statement-rows';

/**
 * What Convert Mutasi writes from the Livin' e-Statement: `Tanggal,Waktu,Keterangan,Dana Masuk,
 * Dana Keluar,Saldo`. Money in is `Dana Masuk`; no alias maps `Debit` onto it.
 */
export const mandiriConvertedLayout: Layout<MutasiRecord> = {
  id: 'mandiri-livin',
  columns: [
    column('date', 'Tanggal', ['Date'], true),
    column('time', 'Waktu', ['Jam', 'Time']),
    column('description', 'Keterangan', ['Remarks'], true),
    column('credit', 'Dana Masuk', ['Incoming Transactions', 'Dana Masuk (IDR)'], true),
    column('debit', 'Dana Keluar', ['Outgoing Transactions', 'Dana Keluar (IDR)'], true),
    column('balance', 'Saldo', ['Balance']),
  ],
  createReader: (header) =>
    simpleReader(header, (row: RowView) => {
      const dateTime = dateWithTime(row, parseTime, 'DD Mon YYYY, DD/MM/YYYY atau YYYY-MM-DD');
      const amount = amountFromDebitCredit(row, 'debit', 'credit');
      return statementRecord(row, dateTime, amount, readMandiriParty);
    }),
};

/** The sender's bank: the one the remark names, Mandiri itself for `antar Mandiri`. */
const mandiriBank = (party: { bank?: string | null; wallet: string | null }, description: string) =>
  party.wallet ?? party.bank ?? (isAntarMandiri(description) ? 'MANDIRI' : null);

const readMandiriParty = (description: string): DescriptionReading => {
  const party = readMandiriDescription(description);
  const { name, account, wallet, isFee } = party;
  return { name, account, wallet, bank: mandiriBank(party, description), isFee };
};

/**
 * Mandiri Kopra (the business portal) Excel and its CSV: `Tgl.`, `Rincian Transaksi`, `No. Referensi`,
 * `Debit`, `Kredit`, `Saldo`. Kopra shows the account holder's view: `Debit` is money out.
 */
export const kopraColumns = [
  column('date', 'Tgl.', ['Tgl', 'Tanggal', 'Tgl. Transaksi', 'Tanggal Transaksi'], true),
  column('time', 'Waktu', ['Jam']),
  column('description', 'Rincian Transaksi', ['Rincian', 'Keterangan Transaksi'], true),
  column('reference', 'No. Referensi', ['No Referensi', 'Referensi', 'Reference No.']),
  column('debit', 'Debit', ['Debet'], true),
  column('credit', 'Kredit', ['Credit'], true),
  column('balance', 'Saldo', ['Balance']),
] as const;

export const mandiriKopraLayout: Layout<MutasiRecord> = {
  id: 'mandiri-kopra',
  columns: kopraColumns,
  createReader: (header) =>
    simpleReader(header, (row: RowView) => {
      const dateTime = dateWithTime(row, parseTime, 'DD/MM/YYYY HH:MM:SS, DD Mon YYYY atau YYYY-MM-DD');
      const amount = amountFromDebitCredit(row, 'debit', 'credit');
      return statementRecord(row, dateTime, amount, readMandiriParty, row.text('reference') || null);
    }),
};

/**
 * Mandiri Cash Management: `Account No,Date,Val. Date,Transaction Code,Description,Description,
 * Reference No.,Debit,Credit` — `Description` twice, read by position; dates `dd/mm/yy`.
 */
export const mcmLayout: Layout<MutasiRecord> = {
  id: 'mandiri-mcm',
  columns: [
    column('account', 'Account No', ['Account Number']),
    column('date', 'Date', ['Tanggal'], true),
    column('valueDate', 'Val. Date', ['Value Date']),
    column('code', 'Transaction Code', []),
    column('description', 'Description', [], true),
    column('description2', 'Description', []),
    column('reference', 'Reference No.', ['Reference No', 'Reference Number']),
    column('debit', 'Debit', ['Debet'], true),
    column('credit', 'Credit', ['Kredit'], true),
  ],
  createReader: (header) =>
    simpleReader(header, (row: RowView) => {
      const dateTime = row.dateTime('date', (text) => parseSlashDateTime(text, 'dmy'), false, 'DD/MM/YY');
      const amount = amountFromDebitCredit(row, 'debit', 'credit');
      if (!dateTime || !amount) return null;
      const first = row.text('description');
      const second = row.text('description2');
      const party = readMcmDescription(first, second);
      return mutasiRecord({
        date: dateTime.date,
        time: dateTime.time,
        direction: amount.direction,
        amountCents: amount.cents,
        description: second ? `${first} | ${second}` : first,
        counterpartyName: party.name,
        counterpartyAccount: party.account,
        wallet: party.wallet,
        counterpartyBank: mandiriBank(party, first),
        reference: row.text('reference') || null,
        isFee: party.isFee && amount.direction === 'DB',
      });
    }),
};
