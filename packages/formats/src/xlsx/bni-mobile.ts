import { bniMobileLayout } from '../bni/parse';
import { collapseSpaces } from '../counterparty/names';
import { parseStatementDateTime } from '../dates';
import { parseDirectionWord } from '../labels';
import { ConversionProblems, type ConvertedTable } from './converted-rows';
import { cellReader, findGridTable } from './grid-header';
import type { Grid } from './read-grid';

interface Transaction {
  sheetRow: number;
  date: string;
  description: string[];
  type: string;
  amount: string;
  balance: string;
}

/**
 * BNI Mobile "HISTORI TRANSAKSI": title rows, then `Tanggal | Uraian Transaksi | Tipe | Nominal |
 * Saldo Akhir`. A wrapped description continues on rows without a date (or inside the cell, as lines);
 * the lines are joined with one space. A row that is neither ends the table body (`Printed on …`).
 */
export function convertBniMobile(grids: readonly Grid[]): ConvertedTable {
  const table = findGridTable(grids, bniMobileLayout.columns);
  const problems = new ConversionProblems();
  const transactions: Transaction[] = [];
  let current: Transaction | null = null;
  for (const row of table.body) {
    const cell = cellReader(table, row);
    const dateText = cell('date');
    const date = parseStatementDateTime(dateText);
    const hasMoney = cell('amount') !== '' || cell('type') !== '';
    if (date) {
      current = {
        sheetRow: row.sheetRow,
        date: date.date,
        description: [cell('description')],
        type: cell('type'),
        amount: cell('amount'),
        balance: cell('balance'),
      };
      transactions.push(current);
    } else if (dateText === '' && !hasMoney) {
      if (current) current.description.push(cell('description'));
    } else if (hasMoney) {
      problems.add(
        row.sheetRow,
        table.headerCells[table.columns.get('date') ?? 0] ?? 'Tanggal',
        `Tanggal "${dateText}" tidak valid.`,
      );
    } else {
      current = null;
    }
  }
  const rows = transactions.map((transaction) => {
    const direction = parseDirectionWord(transaction.type);
    if (!direction) problems.add(transaction.sheetRow, 'Tipe', `Tipe "${transaction.type}" bukan Db./Cr.`);
    return {
      sheetRow: transaction.sheetRow,
      cells: [
        transaction.date,
        collapseSpaces(transaction.description.join(' ')),
        direction === 'CR' ? 'Cr.' : direction === 'DB' ? 'Db.' : transaction.type,
        problems.amount(transaction.amount, transaction.sheetRow, 'Nominal', 'id', 'always'),
        problems.amount(transaction.balance, transaction.sheetRow, 'Saldo', 'id', 'always'),
      ],
    };
  });
  problems.refuseIfAny();
  return {
    sheet: table.grid.sheet,
    header: ['Tanggal', 'Uraian Transaksi', 'Tipe', 'Nominal', 'Saldo'],
    rows,
  };
}
