import { isAccountPreamble } from '../account-blocks';
import { FORMATS, type UploadFormat } from '../formats';
import { resolveHeader } from '../header';
import type { ParseOptions } from '../layout';
import { toCsv } from '../text/csv-write';
import { isFormatError } from '../errors';
import { convertGrids, type SpreadsheetKind } from './convert';
import { findGridTable, headerName } from './grid-header';
import { readGrids, type Grid } from './read-grid';

const HEADER_SCAN_ROWS = 60;
const MISSING_COLUMNS = 'Kolom wajib tidak ditemukan';

export interface StatementSheet {
  /** The sheet as CSV text, one line per sheet row (line N is row N), for the format's own parser. */
  csv: string;
  sheet: string;
  rows: number;
  /** Set when the sheet was read by the Convert Mutasi converter of the format (a raw portal sheet). */
  converted: SpreadsheetKind | null;
}

/**
 * The formats whose Convert Mutasi converter reads a raw portal sheet the parser cannot read as it is:
 * the Livin' e-Statement (merged cells, remarks and the time on the rows below a transaction) and BNI
 * Mobile's HISTORI TRANSAKSI (descriptions wrap onto rows without a date, a `Printed on` line ends it:
 * its converter, which also reads the plain layout, goes first). Otherwise a sheet is read directly when
 * it can be: a Kopra or MCM sheet keeps the reference column the Mandiri converter leaves out.
 */
const CONVERTER_OF: Partial<Record<UploadFormat, { kind: SpreadsheetKind; first: boolean }>> = {
  mandiri: { kind: 'mandiri', first: false },
  'bni-mobile': { kind: 'bni-mobile', first: true },
  qris: { kind: 'qris', first: false },
};

/**
 * A statement uploaded as a workbook (.xlsx, .xls, or an HTML table saved as .xls) is read like its CSV:
 * the sheet holding the format's header, its cells as text, written as CSV for the same parser. Lines
 * keep the sheet's row numbers, so a row error names the row the user sees in Excel. A raw sheet that
 * only the format's converter reads (no header the parser knows, or rows continued on the next row) goes
 * through that converter, so nobody is sent to Convert Mutasi for a file the upload can read.
 */
export function statementSheetCsv(
  bytes: Uint8Array,
  format: UploadFormat,
  options: ParseOptions,
): StatementSheet {
  const grids = readGrids(bytes);
  const converter = CONVERTER_OF[format];
  if (converter?.first) {
    const converted = convertedSheet(grids, converter.kind);
    if (converted) return converted;
  }
  const table = sheetWithHeader(grids, format, options);
  if (converter && !converter.first && (!table || continuesRows(table))) {
    const converted = convertedSheet(grids, converter.kind);
    if (converted) return converted;
  }
  // No sheet has the header: the refusal names the columns the closest row lacks.
  const grid = table?.grid ?? findGridTable(grids, FORMATS[format].layouts(options)[0]?.columns ?? []).grid;
  const lines: string[][] = [];
  for (const row of grid.rows) {
    while (lines.length < row.sheetRow - 1) lines.push([]);
    // A line break inside a cell (a wrapped description, a bilingual header) would move every later
    // row to another line: the header keeps its first line, other cells join their lines with a space.
    lines.push(
      row.sheetRow === table?.headerRow
        ? row.cells.map(headerName)
        : row.cells.map((cell) => (cell.includes('\n') ? cell.replace(/\s*\n\s*/g, ' ') : cell)),
    );
  }
  return { csv: toCsv(lines), sheet: grid.sheet, rows: grid.rows.length, converted: null };
}

interface SheetTable {
  grid: Grid;
  /** The header's sheet row. */
  headerRow: number;
  columns: ReadonlyMap<string, number>;
}

function sheetWithHeader(
  grids: readonly Grid[],
  format: UploadFormat,
  options: ParseOptions,
): SheetTable | null {
  const layouts = FORMATS[format].layouts(options);
  for (const grid of grids) {
    for (const row of grid.rows.slice(0, HEADER_SCAN_ROWS)) {
      const names = row.cells.map(headerName);
      for (const layout of layouts) {
        const resolution = resolveHeader(names, layout.columns);
        if (resolution.missing.length === 0)
          return { grid, headerRow: row.sheetRow, columns: resolution.columns };
      }
    }
  }
  return null;
}

/** Whether a remark continues on a row without a date or an amount (the Livin' e-Statement's second lines). */
function continuesRows(table: SheetTable): boolean {
  const date = table.columns.get('date');
  const description = table.columns.get('description');
  if (date === undefined || description === undefined) return false;
  const money = ['amount', 'debit', 'credit'].flatMap((key) => table.columns.get(key) ?? []);
  return table.grid.rows.some(
    (row) =>
      row.sheetRow > table.headerRow &&
      (row.cells[date] ?? '').trim() === '' &&
      (row.cells[description] ?? '').trim() !== '' &&
      money.every((index) => (row.cells[index] ?? '').trim() === ''),
  );
}

/** The converter's table laid out on the sheet's rows: each transaction on the row it starts on. */
function convertedSheet(grids: readonly Grid[], kind: SpreadsheetKind): StatementSheet | null {
  let table;
  try {
    table = convertGrids(grids, kind);
  } catch (error) {
    // Not the sheet this converter reads (no header of its own): the direct reading decides.
    if (isFormatError(error) && error.message.startsWith(MISSING_COLUMNS)) return null;
    throw error;
  }
  const firstRow = table.rows[0]?.sheetRow ?? 2;
  const lines: (readonly string[])[] = [];
  // The rows above the table that name the account or its currency stay where they are: the statement is read
  // for its account (decision 052) whether it came converted or not.
  const sheet = grids.find((grid) => grid.sheet === table.sheet);
  for (const row of sheet?.rows ?? []) {
    if (row.sheetRow >= firstRow - 1) break;
    if (!isAccountPreamble(row.cells)) continue;
    while (lines.length < row.sheetRow - 1) lines.push([]);
    lines.push(row.cells);
  }
  while (lines.length < Math.max(0, firstRow - 2)) lines.push([]);
  lines.push(table.header);
  for (const row of table.rows) {
    while (lines.length < row.sheetRow - 1) lines.push([]);
    lines.push(row.cells);
  }
  return { csv: toCsv(lines), sheet: table.sheet, rows: table.rows.length, converted: kind };
}
