import { FORMATS, type UploadFormat } from '../formats';
import type { ParseOptions } from '../layout';
import { resolveHeader } from '../header';
import { toCsv } from '../text/csv-write';
import { findGridTable, headerName } from './grid-header';
import { readGrids, type Grid } from './read-grid';

const HEADER_SCAN_ROWS = 60;

export interface StatementSheet {
  /** The sheet as CSV text, one line per sheet row (line N is row N), for the format's own parser. */
  csv: string;
  sheet: string;
  rows: number;
}

/**
 * A statement uploaded as a workbook (.xlsx, .xls, or an HTML table saved as .xls) is read like its CSV:
 * the sheet holding the format's header, its cells as text, written as CSV for the same parser. Lines
 * keep the sheet's row numbers, so a row error names the row the user sees in Excel.
 */
export function statementSheetCsv(
  bytes: Uint8Array,
  format: UploadFormat,
  options: ParseOptions,
): StatementSheet {
  const grids = readGrids(bytes);
  const grid = sheetWithHeader(grids, format, options);
  const lines: string[][] = [];
  for (const row of grid.rows) {
    while (lines.length < row.sheetRow - 1) lines.push([]);
    lines.push(row.cells);
  }
  return { csv: toCsv(lines), sheet: grid.sheet, rows: grid.rows.length };
}

function sheetWithHeader(grids: readonly Grid[], format: UploadFormat, options: ParseOptions): Grid {
  const layouts = FORMATS[format].layouts(options);
  for (const grid of grids) {
    for (const row of grid.rows.slice(0, HEADER_SCAN_ROWS)) {
      const names = row.cells.map(headerName);
      if (layouts.some((layout) => resolveHeader(names, layout.columns).missing.length === 0)) return grid;
    }
  }
  // No sheet has the header: the refusal names the columns the closest row lacks.
  return findGridTable(grids, layouts[0]?.columns ?? []).grid;
}
