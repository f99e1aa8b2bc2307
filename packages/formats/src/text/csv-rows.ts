import Papa from 'papaparse';
import { FormatError } from '../errors';

export type Delimiter = ',' | ';' | '\t';
export const DELIMITERS: readonly Delimiter[] = [',', ';', '\t'];

/** One CSV record as array cells (never an object keyed by header: headers are untrusted). */
export interface CsvRow {
  cells: string[];
  /** 1-based physical line where the record starts. */
  line: number;
}

/** No statement row comes near this; a longer one is an unterminated quote or a hostile file. */
export const MAX_ROW_CHARS = 1024 * 1024;

interface PapaResult {
  data: string[][];
  errors: { code: string; row?: number }[];
  meta: { cursor: number };
}

/**
 * Splits a stream of text chunks into CSV records with Papa Parse's parser, keeping the physical line
 * of each record. Line ends are normalised to LF first (CRLF, LF and lone CR all end a line), so a
 * record's line count is one plus the line ends inside its quoted cells.
 */
export class CsvRowSplitter {
  readonly #parser: Papa.Parser;
  #pending = '';
  #heldCarriageReturn = false;
  #linesBefore = 0;

  /** Set when a lenient splitter stopped at a quoting error. */
  failed = false;

  /** `lenient`: stop at a quoting error instead of throwing (header detection only peeks). */
  constructor(
    delimiter: Delimiter,
    readonly lenient = false,
  ) {
    this.#parser = new Papa.Parser({ delimiter, newline: '\n', quoteChar: '"' });
  }

  /** Adds text and returns the records it completed. */
  push(text: string): CsvRow[] {
    const input = this.#pending + this.#normaliseLineEnds(text);
    const result = this.#parser.parse(input, 0, true) as PapaResult;
    // Each completed record ends with its line break; more line breaks than records means some are in cells.
    const oneLineEach =
      result.errors.length === 0 && countLineBreaksIn(input, result.meta.cursor) === result.data.length;
    const rows = this.#collect(result, oneLineEach);
    this.#pending = input.slice(result.meta.cursor);
    if (this.#pending.length > MAX_ROW_CHARS) {
      const line = this.#linesBefore + 1;
      throw new FormatError(
        422,
        `Baris ${line} terlalu panjang (lebih dari 1 MB): tanda kutip (") yang tidak ditutup atau file rusak.`,
        [{ row: line, message: 'Baris terlalu panjang atau tanda kutip tidak ditutup.' }],
      );
    }
    return rows;
  }

  /** Flushes the last record (a file need not end with a line break). */
  end(): CsvRow[] {
    const input = this.#pending + (this.#heldCarriageReturn ? '\n' : '');
    this.#pending = '';
    this.#heldCarriageReturn = false;
    if (input === '') return [];
    return this.#collect(this.#parser.parse(input, 0, false) as PapaResult);
  }

  #normaliseLineEnds(text: string): string {
    let chunk = this.#heldCarriageReturn ? `\r${text}` : text;
    this.#heldCarriageReturn = chunk.endsWith('\r');
    if (this.#heldCarriageReturn) chunk = chunk.slice(0, -1);
    // CRLF first, then any lone CR: the same as replacing /\r\n?/g, without a regular expression.
    return chunk.includes('\r') ? chunk.replaceAll('\r\n', '\n').replaceAll('\r', '\n') : chunk;
  }

  /** `oneLineEach`: no cell holds a line break (known for the whole chunk), so none is counted per cell. */
  #collect(result: PapaResult, oneLineEach = false): CsvRow[] {
    const rows: CsvRow[] = [];
    // An error on the unfinished last record is not final: that record is parsed again with more text.
    const bad = result.errors.find(
      (error) => error.code === 'MissingQuotes' || (error.row ?? Infinity) < result.data.length,
    );
    const badIndex = bad ? Math.min(bad.row ?? 0, result.data.length) : Infinity;
    for (const [index, cells] of result.data.entries()) {
      const line = this.#linesBefore + 1;
      if (index === badIndex) return this.#refuseQuotes(rows, line);
      rows.push({ cells, line });
      this.#linesBefore += oneLineEach ? 1 : 1 + countLineBreaks(cells);
    }
    return bad ? this.#refuseQuotes(rows, this.#linesBefore + 1) : rows;
  }

  #refuseQuotes(rowsBefore: CsvRow[], line: number): CsvRow[] {
    if (this.lenient) {
      this.failed = true;
      return rowsBefore;
    }
    throw new FormatError(422, `Tanda kutip (") tidak valid atau tidak ditutup di baris ${line}.`, [
      { row: line, message: 'Tanda kutip tidak valid atau tidak ditutup.' },
    ]);
  }
}

/** Line breaks in the first `end` characters of `text`. */
function countLineBreaksIn(text: string, end: number): number {
  let count = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < end; index = text.indexOf('\n', index + 1))
    count++;
  return count;
}

function countLineBreaks(cells: readonly string[]): number {
  let count = 0;
  for (const cell of cells) {
    if (!cell.includes('\n')) continue;
    for (let index = cell.indexOf('\n'); index !== -1; index = cell.indexOf('\n', index + 1)) count++;
  }
  return count;
}

/**
 * Parses the start of a file with one delimiter, for header detection; stops at a quoting error.
 * `complete` says the rows are the whole text (it was the whole file and no quoting error stopped it).
 */
export function peekRows(
  text: string,
  delimiter: Delimiter,
  isWholeFile: boolean,
): { rows: CsvRow[]; complete: boolean } {
  const splitter = new CsvRowSplitter(delimiter, true);
  const rows = splitter.push(text);
  if (!isWholeFile || splitter.failed) return { rows, complete: false };
  const last = splitter.end();
  return { rows: [...rows, ...last], complete: !splitter.failed };
}
