import type { IsoDate } from '@rekon/contracts';
import { parseAmount, type Direction } from './amount';
import type { DateTime } from './dates';
import type { ColumnSpec, HeaderMatch } from './header';

export interface ParseOptions {
  /** The statement date of the upload form: KlikBCA `'DD/MM` rows take its year, `PEND` rows fall back to it. */
  statementDate?: IsoDate;
  /** BO amounts are multiplied by this, exactly (the website's `website_bo_scale`: Nexus 1000, Luxe 1). */
  boAmountScale?: number;
  /** BO uploads: the website chosen in the form; a row naming another website refuses the file. */
  websiteCode?: string;
  /** Manual uploads: the provider of the form; `BRI` also accepts BRI's own e-statement CSV. */
  provider?: string;
  /** Statement uploads: the account chosen in the form; a file holding several accounts keeps its block. */
  accountNumber?: string;
}

export interface RowProblem {
  column?: string;
  message: string;
}

/** What a row reader makes of one row. */
export type ReaderOutput<R> =
  | { kind: 'record'; record: R }
  /** A valid row that is not imported: its status is not a success status. */
  | { kind: 'skipped'; reason: string; record: R | null }
  | { kind: 'invalid'; problems: RowProblem[] }
  /** A total / grand-total row, recognised by its exact label and left out. */
  | { kind: 'total' }
  /** A statement footer row (balances, credit and debit totals). */
  | { kind: 'footer' };

export type Emit<R> = (line: number, cells: readonly string[], output: ReaderOutput<R>) => void;

/** Balances and totals a statement prints under its rows, in cents (`null` when not printed). */
export interface StatementFooter {
  openingCents: number | null;
  creditCents: number | null;
  debitCents: number | null;
  closingCents: number | null;
  creditCount: number | null;
  debitCount: number | null;
}

export interface RowReader<R> {
  /** Reads one non-blank row below the header. A reader may hold rows back and emit them later. */
  read(cells: string[], line: number, emit: Emit<R>): void;
  /** End of file: emit what was held back, or throw a `FormatError` for the whole file. */
  finish(emit: Emit<R>): void;
  footer?(): StatementFooter | null;
  /** Findings that do not refuse the file (a footer total that disagrees with the rows). */
  warnings?(): string[];
}

/** One header layout of a format (a format may accept several, told apart by their header). */
export interface Layout<R> {
  readonly id: string;
  readonly columns: readonly ColumnSpec[];
  acceptsHeader?(header: HeaderMatch): boolean;
  createReader(header: HeaderMatch, options: ParseOptions): RowReader<R>;
}

/** How a record counts in the upload summary. */
export interface RecordTotals {
  direction: Direction;
  amountCents: number;
  isFeeRow: boolean;
  feeCents: number;
  nettCents: number | null;
}

/**
 * One row's cells seen through the header, collecting problems as values are read: a bad amount or
 * date becomes a problem naming the column, never a zero.
 */
export class RowView {
  readonly problems: RowProblem[] = [];

  constructor(
    readonly cells: readonly string[],
    readonly header: HeaderMatch,
  ) {}

  has(key: string): boolean {
    return this.header.columns.has(key);
  }

  /** The trimmed cell of a column ('' when the column is absent or the row is short). */
  text(key: string): string {
    const index = this.header.columns.get(key);
    return index === undefined ? '' : (this.cells[index] ?? '').trim();
  }

  /** The column's name as the file's header writes it. */
  column(key: string): string {
    const index = this.header.columns.get(key);
    return (index === undefined ? '' : (this.header.cells[index] ?? '').trim()) || key;
  }

  problem(key: string, message: string): void {
    this.problems.push({ column: this.column(key), message });
  }

  /** Reads a required amount; `null` (with a problem recorded) when it is blank or not an amount. */
  amount(key: string, scale = 1): { cents: number; direction: Direction | null } | null {
    return this.#amountOf(key, this.text(key), scale);
  }

  #amountOf(key: string, text: string, scale: number): { cents: number; direction: Direction | null } | null {
    const parsed = parseAmount(text, { scale });
    if (parsed.ok) return parsed;
    this.problem(key, parsed.message);
    return null;
  }

  /**
   * Reads a required amount that must be above zero (a transaction moves money); the problem names the
   * value and what was expected.
   */
  positiveAmount(key: string, scale = 1): { cents: number; direction: Direction | null } | null {
    const amount = this.amount(key, scale);
    if (amount && amount.cents <= 0) {
      this.problem(key, notPositive(this.text(key)));
      return null;
    }
    return amount;
  }

  /** Reads an optional amount: blank (or a lone `-`, as portals print an empty side) is `null`, anything else must be an amount. */
  optionalAmount(key: string, scale = 1): number | null {
    const text = this.text(key);
    // `text` is trimmed: blank is ''; a dash standing for an empty side is one character.
    if (text === '' || (text.length === 1 && EMPTY_SIDE.test(text))) return null;
    return this.#amountOf(key, text, scale)?.cents ?? null;
  }

  /**
   * Reads a date (and time) with the given parser; blank is a problem unless `optional`. `expected`
   * names the forms the parser reads, for the row error.
   */
  dateTime(
    key: string,
    parse: (text: string) => DateTime | null,
    optional = false,
    expected = EXPECTED_DATE,
  ): DateTime | null {
    const text = this.text(key);
    if (text === '') {
      if (!optional) this.problem(key, `Tanggal kosong (diharapkan ${expected}).`);
      return null;
    }
    const parsed = parse(text);
    if (!parsed) this.problem(key, invalidDate(text, expected));
    return parsed;
  }
}

/** The date forms most statements use, named in a row error. */
export const EXPECTED_DATE = 'DD/MM/YYYY, DD/MM/YYYY HH:MM atau YYYY-MM-DD';

export const invalidDate = (text: string, expected = EXPECTED_DATE) =>
  `Tanggal "${clip(text)}" tidak valid (diharapkan ${expected}).`;

/** A zero or negative amount where a transaction's amount belongs. */
export const notPositive = (text: string) =>
  `Nominal "${clip(text)}" harus lebih dari nol (diharapkan nominal transaksi di atas 0).`;

/** A dash standing for an empty amount (`-`, `–`, `—`). */
const EMPTY_SIDE = /^[-\u2013\u2014]$/;

export const clip = (text: string, length = 40) =>
  text.length > length ? `${text.slice(0, length)}…` : text;

export const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** A column spec, written compactly in the format tables. */
export const column = (
  key: string,
  label: string,
  aliases: readonly string[],
  required = false,
): ColumnSpec => ({
  key,
  label,
  aliases: [label, ...aliases],
  required,
});
