import { formatDateTime } from '../dates';
import { isTotalLabel } from '../labels';
import { QRIS_CANONICAL_HEADER, QRIS_COLUMNS } from '../qris/columns';
import { qrisDateReader } from '../qris/parse';
import { ConversionProblems, type ConvertedTable } from './converted-rows';
import { cellReader, findGridTable } from './grid-header';
import type { Grid } from './read-grid';

/**
 * A QRIS gateway export (.xlsx) → the canonical QRIS CSV, through the same alias map the upload uses.
 * Every payment row is kept whatever its status: the upload skips and counts the unpaid ones.
 */
export function convertQris(grids: readonly Grid[]): ConvertedTable {
  const table = findGridTable(grids, QRIS_COLUMNS);
  const problems = new ConversionProblems();
  const dateHeader = table.headerCells[table.columns.get('date') ?? 0] ?? '';
  const readDate = qrisDateReader(dateHeader);
  const settlementHeader = table.headerCells[table.columns.get('settlementDate') ?? -1] ?? '';
  const readSettlement = qrisDateReader(settlementHeader);
  const rows: ConvertedTable['rows'] = [];
  for (const row of table.body) {
    const cell = cellReader(table, row);
    if (row.cells.some((text) => isTotalLabel(text))) continue;
    if (cell('date') === '' && cell('id') === '' && cell('amount') === '') continue;
    const date = readDate(cell('date'));
    if (!date)
      problems.add(row.sheetRow, dateHeader || 'Tanggal Transaksi', `Tanggal "${cell('date')}" tidak valid.`);
    const settlement = cell('settlementDate') === '' ? null : readSettlement(cell('settlementDate'));
    const amount = (key: string, label: string) =>
      problems.amount(cell(key), row.sheetRow, label, 'plain', 'auto');
    rows.push({
      sheetRow: row.sheetRow,
      cells: [
        date ? formatDateTime(date) : cell('date'),
        settlement ? formatDateTime(settlement) : cell('settlementDate'),
        cell('id'),
        cell('ticket'),
        cell('rrn'),
        cell('username'),
        cell('issuer'),
        cell('payer'),
        amount('amount', 'Nominal'),
        amount('fee', 'Biaya'),
        amount('nett', 'Nett'),
        cell('status'),
      ],
    });
  }
  problems.refuseIfAny();
  return { sheet: table.grid.sheet, header: QRIS_CANONICAL_HEADER, rows };
}
