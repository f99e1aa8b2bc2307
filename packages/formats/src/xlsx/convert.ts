import { FormatError } from '../errors';
import { toCsv } from '../text/csv-write';
import { convertBniMobile } from './bni-mobile';
import { refuseEmpty, type ConvertedTable } from './converted-rows';
import { convertMandiri } from './mandiri';
import { convertQris } from './qris';
import { readGrids, type Grid } from './read-grid';

export type SpreadsheetKind = 'bni-mobile' | 'mandiri' | 'qris';
export const SPREADSHEET_KINDS: readonly SpreadsheetKind[] = ['bni-mobile', 'mandiri', 'qris'];

/** Convert Mutasi's endpoints and what each converts. */
export const CONVERT_ENDPOINT_KINDS: Readonly<Record<string, SpreadsheetKind>> = Object.freeze({
  '/api/uploadfixbnimobileformat': 'bni-mobile',
  '/api/uploadfixmandiriformat': 'mandiri',
  '/api/uploadfixqrisformat': 'qris',
});

export interface ConvertedCsv {
  /** UTF-8 text (no BOM), comma-separated, CRLF, quoted where needed: the upload CSV of that bank. */
  csv: string;
  /** Transaction rows written (header excluded). */
  rows: number;
  /** The sheet row each CSV row came from (an HTML table's row), for messages and audit. */
  sourceRows: number[];
  sheet: string;
}

const CONVERTERS: Record<SpreadsheetKind, (grids: readonly Grid[]) => ConvertedTable> = {
  'bni-mobile': convertBniMobile,
  mandiri: convertMandiri,
  qris: convertQris,
};

/** A workbook's sheets as the converted table of `kind`; refuses a table without rows. */
export function convertGrids(grids: readonly Grid[], kind: SpreadsheetKind): ConvertedTable {
  const convert = CONVERTERS[kind] as ((grids: readonly Grid[]) => ConvertedTable) | undefined;
  if (!convert) throw new FormatError(400, `Jenis konversi tidak dikenal: ${String(kind)}.`);
  const table = convert(grids);
  refuseEmpty(table);
  return table;
}

/**
 * Convert Mutasi (.xls, .xlsx or an HTML table saved as .xls) → the CSV its upload reads. Pure and
 * synchronous; SheetJS holds the workbook in memory, so the server runs it through
 * `convertInWorker` (a worker thread with memory and time limits).
 */
export function convertSpreadsheet(bytes: Uint8Array, kind: SpreadsheetKind): ConvertedCsv {
  const grids = readGrids(bytes);
  const table = convertGrids(grids, kind);
  return {
    csv: toCsv([table.header, ...table.rows.map((row) => row.cells)]),
    rows: table.rows.length,
    sourceRows: table.rows.map((row) => row.sheetRow),
    sheet:
      grids.find((grid) => grid.rows.some((row) => row.sheetRow === table.rows[0]?.sheetRow))?.sheet ?? '',
  };
}
