import { MONTHS } from '@rekon/contracts';
import { isBlank, parseAmount } from '../amount';
import { collapseSpaces } from '../counterparty/names';
import { parseStatementDateTime, parseTime } from '../dates';
import { FormatError } from '../errors';
import { kopraColumns, mandiriConvertedLayout } from '../mandiri/parse';
import { ConversionProblems, type ConvertedTable } from './converted-rows';
import { cellReader, findGridTable, rowLabel, type GridTable } from './grid-header';
import type { Grid } from './read-grid';

/** Labels that end the transaction table of a Livin' e-Statement (exact, first part of `Indonesian/English`). */
const END_LABELS = new Set(['totaltransaksi', 'saldoakhir', 'saldoawal', 'total', 'grandtotal']);

interface Transaction {
  sheetRow: number;
  date: string;
  time: string;
  remarks: string[];
  credit: string;
  debit: string;
  balance: string;
}

/**
 * Livin' by Mandiri e-Statement: merged cells (values sit in each range's first column), a bilingual
 * two-line header, and transactions of two or three rows: the second holds `09:41:07 WIB` under
 * Tanggal and more remark text. Writes `Tanggal,Waktu,Keterangan,Dana Masuk,Dana Keluar,Saldo`.
 */
export function convertMandiri(grids: readonly Grid[]): ConvertedTable {
  let table: GridTable;
  try {
    table = findGridTable(grids, mandiriConvertedLayout.columns);
  } catch (livinError) {
    const kopra = kopraTable(grids);
    if (!kopra) throw livinError;
    return convertKopra(kopra);
  }
  const problems = new ConversionProblems();
  const transactions: Transaction[] = [];
  let current: Transaction | null = null;
  let printedTotals: { credit: string; debit: string } | null = null;
  for (const row of table.body) {
    const cell = cellReader(table, row);
    if (END_LABELS.has(rowLabel(row))) {
      if (rowLabel(row) === 'totaltransaksi')
        printedTotals = { credit: cell('credit'), debit: cell('debit') };
      break;
    }
    const dateText = cell('date');
    const date = parseStatementDateTime(dateText);
    const time = date ? null : parseTime(dateText);
    const hasMoney = cell('credit') !== '' || cell('debit') !== '';
    if (date) {
      current = {
        sheetRow: row.sheetRow,
        date: `${date.date.slice(8, 10)} ${MONTHS[Number(date.date.slice(5, 7)) - 1]} ${date.date.slice(0, 4)}`,
        time: date.time ?? '',
        remarks: [cell('description')],
        credit: cell('credit'),
        debit: cell('debit'),
        balance: cell('balance'),
      };
      transactions.push(current);
    } else if ((time || dateText === '') && !hasMoney && current) {
      if (time) current.time = time;
      current.remarks.push(cell('description'));
    } else if (hasMoney) {
      problems.add(row.sheetRow, 'Tanggal', `Tanggal "${dateText}" tidak valid.`);
    } else {
      current = null;
    }
  }
  const rows = transactions.map((transaction) => ({
    sheetRow: transaction.sheetRow,
    cells: [
      transaction.date,
      transaction.time,
      collapseSpaces(transaction.remarks.join(' ')),
      problems.amount(transaction.credit, transaction.sheetRow, 'Dana Masuk', 'id', 'always'),
      problems.amount(transaction.debit, transaction.sheetRow, 'Dana Keluar', 'id', 'always'),
      problems.amount(transaction.balance, transaction.sheetRow, 'Saldo', 'id', 'always'),
    ],
  }));
  problems.refuseIfAny();
  if (printedTotals) checkTotals(transactions, printedTotals);
  return {
    sheet: table.grid.sheet,
    header: LIVIN_HEADER,
    rows,
  };
}

function kopraTable(grids: readonly Grid[]): GridTable | null {
  try {
    return findGridTable(grids, kopraColumns);
  } catch {
    return null;
  }
}

const EMPTY_SIDE = /^[-\u2013\u2014]$/;

/**
 * Mandiri Kopra: one row per transaction under `Tgl., Rincian Transaksi, No. Referensi, Debit, Kredit,
 * Saldo` (`Debit` is money out); written as the Livin' CSV, `Kredit` as `Dana Masuk`.
 */
function convertKopra(table: GridTable): ConvertedTable {
  const problems = new ConversionProblems();
  const rows: ConvertedTable['rows'] = [];
  for (const row of table.body) {
    const cell = (key: string) => {
      const text = cellReader(table, row)(key);
      return EMPTY_SIDE.test(text) ? '' : text;
    };
    if (END_LABELS.has(rowLabel(row))) break;
    const dateText = cell('date');
    const date = parseStatementDateTime(dateText);
    const hasMoney = cell('credit') !== '' || cell('debit') !== '';
    if (!date) {
      if (hasMoney) problems.add(row.sheetRow, 'Tgl.', `Tanggal "${dateText}" tidak valid.`);
      continue;
    }
    rows.push({
      sheetRow: row.sheetRow,
      cells: [
        `${date.date.slice(8, 10)} ${MONTHS[Number(date.date.slice(5, 7)) - 1]} ${date.date.slice(0, 4)}`,
        parseTime(cell('time')) ?? date.time ?? '',
        collapseSpaces(cell('description')),
        problems.amount(cell('credit'), row.sheetRow, 'Kredit', 'id', 'always'),
        problems.amount(cell('debit'), row.sheetRow, 'Debit', 'id', 'always'),
        problems.amount(cell('balance'), row.sheetRow, 'Saldo', 'id', 'always'),
      ],
    });
  }
  problems.refuseIfAny();
  return { sheet: table.grid.sheet, header: LIVIN_HEADER, rows };
}

const LIVIN_HEADER = ['Tanggal', 'Waktu', 'Keterangan', 'Dana Masuk', 'Dana Keluar', 'Saldo'];

/** The statement prints its totals; rows lost in conversion would show as a difference. */
function checkTotals(transactions: readonly Transaction[], printed: { credit: string; debit: string }) {
  const sum = (pick: (transaction: Transaction) => string) =>
    transactions.reduce((total, transaction) => {
      const parsed = parseAmount(pick(transaction));
      return total + (parsed.ok ? parsed.cents : 0);
    }, 0);
  for (const [label, printedText, counted] of [
    ['Dana Masuk', printed.credit, sum((transaction) => transaction.credit)],
    ['Dana Keluar', printed.debit, sum((transaction) => transaction.debit)],
  ] as const) {
    const parsed = parseAmount(printedText);
    if (!isBlank(printedText) && parsed.ok && parsed.cents !== counted) {
      throw new FormatError(
        422,
        `Total ${label} di e-Statement (${printedText}) tidak sama dengan jumlah baris yang terbaca. File mungkin terpotong.`,
      );
    }
  }
}
