import { FormatError } from '../errors';
import { normaliseName, resolveHeader, type ColumnSpec } from '../header';
import type { Grid, GridRow } from './read-grid';

const HEADER_SCAN_ROWS = 60;

/**
 * A header cell's name: bilingual two-line cells (`Tanggal\nDate`, `Dana Masuk (IDR)\nIncoming
 * Transactions (IDR)`) are named by their first line, without the currency in brackets.
 */
export const headerName = (cell: string) => (cell.split('\n')[0] ?? '').replace(/\([^)]*\)/g, '').trim();

export interface GridTable {
  grid: Grid;
  /** Rows below the header. */
  body: GridRow[];
  columns: ReadonlyMap<string, number>;
  headerCells: readonly string[];
}

/** Finds the header by its text (never by position) in the first rows of each sheet. */
export function findGridTable(grids: readonly Grid[], specs: readonly ColumnSpec[]): GridTable {
  let closest: { missing: string[]; score: number } | null = null;
  for (const grid of grids) {
    for (const [index, row] of grid.rows.slice(0, HEADER_SCAN_ROWS).entries()) {
      const names = row.cells.map(headerName);
      const resolution = resolveHeader(names, specs);
      if (resolution.missing.length === 0) {
        return { grid, body: grid.rows.slice(index + 1), columns: resolution.columns, headerCells: names };
      }
      const score = resolution.requiredFound * 1000 + resolution.columns.size;
      if (resolution.requiredFound > 0 && (!closest || score > closest.score)) {
        closest = { missing: resolution.missing, score };
      }
    }
  }
  const missing = closest?.missing ?? specs.filter((spec) => spec.required).map((spec) => spec.label);
  const message = `Kolom wajib tidak ditemukan: ${missing.join(', ')}`;
  throw new FormatError(422, message, [{ message }]);
}

/** Reads cells of a table row by column key. */
export function cellReader(table: GridTable, row: GridRow) {
  return (key: string): string => {
    const index = table.columns.get(key);
    return index === undefined ? '' : (row.cells[index] ?? '').trim();
  };
}

/** The first non-empty cell's label, for footer rows like `Total Transaksi/Total Transactions`. */
export function rowLabel(row: GridRow): string {
  const first = row.cells.find((cell) => cell.trim() !== '') ?? '';
  return normaliseName(first.split(/[/\n]/)[0] ?? '');
}
