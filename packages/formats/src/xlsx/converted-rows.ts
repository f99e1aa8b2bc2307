import { formatAmount, isBlank, parseAmount, type AmountStyle } from '../amount';
import { FormatError, MAX_LISTED_ERRORS, type FormatErrorDetail } from '../errors';

/** A converted table: CSV cells per row and the sheet row each one came from. */
export interface ConvertedTable {
  sheet: string;
  header: readonly string[];
  rows: { sheetRow: number; cells: string[] }[];
}

/** Collects cell problems of a conversion, so the refusal lists every bad cell with its sheet row. */
export class ConversionProblems {
  readonly list: FormatErrorDetail[] = [];

  add(row: number, column: string, message: string) {
    if (this.list.length < MAX_LISTED_ERRORS) this.list.push({ row, column, message });
  }

  /** Rewrites an amount in the CSV's style, or records why it is not one; blank stays blank. */
  amount(text: string, row: number, column: string, style: AmountStyle, decimals: 'always' | 'auto'): string {
    if (isBlank(text)) return '';
    const parsed = parseAmount(text);
    if (parsed.ok) return formatAmount(parsed.cents, style, { decimals });
    this.add(row, column, parsed.message);
    return text;
  }

  refuseIfAny(): void {
    const first = this.list[0];
    if (!first) return;
    throw new FormatError(
      422,
      `File tidak bisa dikonversi: baris ${first.row}, kolom ${first.column}: ${first.message}`,
      this.list,
    );
  }
}

export function refuseEmpty(table: ConvertedTable): void {
  if (table.rows.length === 0) throw new FormatError(422, 'Tidak ada baris transaksi di bawah header.');
}
