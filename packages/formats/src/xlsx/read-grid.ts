import { read, SSF, utils, type CellObject, type WorkBook, type WorkSheet } from '@e965/xlsx';
import { FormatError } from '../errors';
import { PASSWORD_MESSAGE, refuseEncryptedOle, refuseZipBomb, sniffSpreadsheet } from './sniff';

/** One non-blank sheet row as text cells, indexed by column (0 is A). */
export interface GridRow {
  /** 1-based sheet row (for an HTML table: the table row). */
  sheetRow: number;
  cells: string[];
}

export interface Grid {
  sheet: string;
  rows: GridRow[];
}

export const MAX_WORKBOOK_BYTES = 50 * 1024 * 1024;
/** Sheets read from a workbook: a statement is on one of the first few. */
export const MAX_SHEETS = 8;
/** Rows read per sheet; a longer sheet is refused rather than cut silently. */
export const MAX_SHEET_ROWS = 200_000;

/**
 * Reads a workbook's first sheets into text grids with SheetJS: formulas are not evaluated (their
 * cached values are read), no HTML is kept, rows are capped. Legacy .xls and password protection are
 * told apart before SheetJS sees the file.
 */
export function readGrids(bytes: Uint8Array): Grid[] {
  if (bytes.length === 0) throw new FormatError(422, 'File kosong: tidak ada data untuk dibaca.');
  if (bytes.length > MAX_WORKBOOK_BYTES) throw new FormatError(413, 'File Excel lebih dari 50 MB.');
  const container = sniffSpreadsheet(bytes);
  if (container === 'ole') refuseEncryptedOle(bytes);
  if (container === 'zip') refuseZipBomb(bytes);
  let workbook: WorkBook;
  try {
    workbook = read(bytes, {
      type: 'array',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellNF: true,
      // HTML tables: keep `250.000,00` as text (SheetJS would read it as 250), as mso-number-format "@" asks.
      raw: true,
      cellStyles: false,
      bookVBA: false,
      sheetRows: MAX_SHEET_ROWS + 1,
      sheets: Array.from({ length: MAX_SHEETS }, (_, index) => index),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/password|encrypt/i.test(reason)) throw new FormatError(422, PASSWORD_MESSAGE);
    throw new FormatError(
      422,
      'File Excel rusak atau tidak bisa dibaca. Simpan ulang di Excel sebagai .xlsx lalu coba lagi.',
    );
  }
  return workbook.SheetNames.slice(0, MAX_SHEETS).flatMap((sheet) => {
    const worksheet = workbook.Sheets[sheet];
    return worksheet ? [{ sheet, rows: sheetRows(sheet, worksheet) }] : [];
  });
}

function sheetRows(sheet: string, worksheet: WorkSheet): GridRow[] {
  const reference = worksheet['!ref'];
  if (!reference) return [];
  const range = utils.decode_range(reference);
  const fullReference = worksheet['!fullref'] as string | undefined;
  if (fullReference && utils.decode_range(fullReference).e.r > range.e.r) {
    throw new FormatError(413, `Sheet "${sheet}" lebih dari ${MAX_SHEET_ROWS} baris. Pisahkan per periode.`);
  }
  const data = (worksheet['!data'] ?? []) as (CellObject[] | undefined)[];
  const rows: GridRow[] = [];
  for (let row = range.s.r; row <= range.e.r; row++) {
    const source = data[row];
    if (!source) continue;
    const cells: string[] = [];
    for (let column = 0; column <= range.e.c; column++) cells.push(cellText(source[column]));
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ sheetRow: row + 1, cells });
  }
  return rows;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The part of SheetJS's number-format library used here (its typings say `any`). */
const numberFormats = SSF as {
  is_date(format: string): boolean;
  parse_date_code(serial: number): { y: number; m: number; d: number; H: number; M: number; S: number };
};

/** A cell as text: strings as written, numbers as plain digits, date-formatted numbers as ISO dates. */
function cellText(cell: CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 's':
      return String(cell.v).replace(/\r\n?/g, '\n');
    case 'n':
      return typeof cell.z === 'string' && numberFormats.is_date(cell.z)
        ? serialDateText(Number(cell.v))
        : numberText(Number(cell.v));
    case 'd':
      return cell.v instanceof Date ? cell.v.toISOString().slice(0, 19).replace('T', ' ') : String(cell.v);
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'e':
      return cell.w ?? '';
    case 'z':
      return '';
  }
}

/**
 * A number as plain digits. A value that is whole cents but for binary floating point noise (a balance
 * Excel computed as `=F5+E6` is stored as 4747500.499999999) is written as those cents, as Excel shows
 * it; any other fraction is kept, for the parser to judge.
 */
export function numberText(value: number): string {
  if (Number.isInteger(value) || !Number.isFinite(value)) return String(value);
  const cents = Math.round(value * 100);
  if (Math.abs(value * 100 - cents) < 1e-6 && Math.abs(cents) < Number.MAX_SAFE_INTEGER) {
    const text = (cents / 100).toFixed(2);
    return text.endsWith('00') ? text.slice(0, -3) : text.replace(/0$/, '');
  }
  return String(value);
}

function serialDateText(serial: number): string {
  const parts = numberFormats.parse_date_code(serial);
  const date = `${parts.y}-${pad2(parts.m)}-${pad2(parts.d)}`;
  return parts.H || parts.M || parts.S
    ? `${date} ${pad2(parts.H)}:${pad2(parts.M)}:${pad2(Math.floor(parts.S))}`
    : date;
}
