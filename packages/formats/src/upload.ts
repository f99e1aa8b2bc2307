import { isValidDate } from '@rekon/contracts';
import { AccountBlocks, otherAccount, type AccountBlock } from './account-blocks';
import { BalanceFollower, type BalanceTrail } from './balance';
import { recogniseBetterFit, recogniseForeign, wrongEndpoint } from './detect';
import { FormatError, MAX_LISTED_ERRORS, type FormatErrorDetail } from './errors';
import { FORMATS, type FormatDefinition, type RecordByFormat, type UploadFormat } from './formats';
import { resolveHeader, type HeaderMatch } from './header';
import {
  isBlankRow,
  type Emit,
  type Layout,
  type ParseOptions,
  type RowProblem,
  type StatementFooter,
} from './layout';
import { CsvRowSplitter, DELIMITERS, peekRows, type CsvRow, type Delimiter } from './text/csv-rows';
import { decodeText, type ByteInput, type DecodeReport, type TextEncodingName } from './text/decode';

/** One row of an upload as the parser read it; `line` is the 1-based physical line, `cells` the raw cells. */
export type ParsedRow<R> =
  | { kind: 'record'; line: number; cells: readonly string[]; record: R }
  /** Valid but not imported: its (panel or gateway) status is not a success status. */
  | { kind: 'skipped'; line: number; cells: readonly string[]; reason: string; record: R | null }
  | { kind: 'invalid'; line: number; cells: readonly string[]; problems: RowProblem[] };

export interface Totals {
  count: number;
  cents: number;
}

export interface UploadSummary {
  format: UploadFormat;
  /** Which header layout of the format the file has (`klikbca`, `mandiri-mcm`, …). */
  layout: string | null;
  encoding: TextEncodingName;
  delimiter: Delimiter | null;
  headerLine: number | null;
  /** BO formats: the multiplier applied to every amount. */
  amountScale: number | null;
  /** Transaction rows: imported, skipped by status and invalid (totals, footers, blanks excluded). */
  rowsInFile: number;
  /** Importable rows. */
  rows: number;
  invalidRows: number;
  /** Skipped rows per status text as the file writes it (`Pending`, `UNPAID`). */
  skippedByStatus: Record<string, number>;
  /** Total / grand-total rows recognised by their label and left out. */
  totalRows: number;
  /** Importable rows by direction: statement credits, BO deposits, Nexus Pay deposits are `credits`. */
  credits: Totals;
  debits: Totals;
  /** Bank charge rows (counted in `debits` too). */
  feeRows: Totals;
  /** Gateway / panel fees of the importable rows (QRIS `Biaya`, Nexus Pay `Admin Fee`, BO admin fee). */
  feeCents: number;
  /** Sum of nett amounts where the source has them (BO withdraw: nett, else amount). */
  nettCents: number;
  footer: StatementFooter | null;
  /** The accounts the file's preambles name, one block each (empty when it names none). */
  accounts: AccountBlock[];
  /** The running balance and where it breaks (statements that print one; null otherwise). */
  balance: BalanceTrail | null;
  /** The first row errors (row = physical line). */
  errors: FormatErrorDetail[];
  warnings: string[];
}

/** How much text is read before the header must have been found. */
const HEADER_SCAN_CHARS = 64 * 1024;
const HEADER_SCAN_ROWS = 60;

/**
 * Reads an upload as a stream of rows. Iterate it once (`for await`); `summary` is complete when the
 * iteration ends. The iteration throws a `FormatError` when the file is refused as a whole — not
 * text, header not found, a row error anywhere (after every row was read, listing the first errors),
 * no importable row — so a caller that streams rows into storage must undo them when it throws.
 */
export function parseUpload<F extends UploadFormat>(
  format: F,
  input: ByteInput,
  options: ParseOptions = {},
): UploadParse<RecordByFormat[F]> {
  return new UploadParse(format, FORMATS[format], input, options);
}

/** Reads a whole upload into memory: every importable record, the skipped rows and the summary. */
export async function readUpload<F extends UploadFormat>(
  format: F,
  input: ByteInput,
  options: ParseOptions = {},
) {
  type R = RecordByFormat[F];
  const upload = parseUpload(format, input, options);
  const records: Extract<ParsedRow<R>, { kind: 'record' }>[] = [];
  const skipped: Extract<ParsedRow<R>, { kind: 'skipped' }>[] = [];
  for await (const row of upload) {
    if (row.kind === 'record') records.push(row);
    else if (row.kind === 'skipped') skipped.push(row);
  }
  return { records, skipped, summary: upload.summary };
}

export class UploadParse<R> implements AsyncIterable<ParsedRow<R>> {
  readonly summary: UploadSummary;
  #started = false;

  constructor(
    format: UploadFormat,
    private readonly definition: FormatDefinition<R>,
    private readonly input: ByteInput,
    private readonly options: ParseOptions,
  ) {
    checkOptions(options);
    this.summary = {
      format,
      layout: null,
      encoding: 'utf-8',
      delimiter: null,
      headerLine: null,
      amountScale:
        definition.defaultScale === undefined ? null : (options.boAmountScale ?? definition.defaultScale),
      rowsInFile: 0,
      rows: 0,
      invalidRows: 0,
      skippedByStatus: Object.create(null) as Record<string, number>,
      totalRows: 0,
      credits: { count: 0, cents: 0 },
      debits: { count: 0, cents: 0 },
      feeRows: { count: 0, cents: 0 },
      feeCents: 0,
      nettCents: 0,
      footer: null,
      accounts: [],
      balance: null,
      errors: [],
      warnings: [],
    };
  }

  [Symbol.asyncIterator](): AsyncIterator<ParsedRow<R>> {
    if (this.#started) throw new Error('An upload can be read once.');
    this.#started = true;
    return oneByOne(this.#batches());
  }

  /** The rows each chunk of text completes, one batch per chunk. */
  async *#batches(): AsyncGenerator<ParsedRow<R>[]> {
    const report: DecodeReport = { encoding: 'utf-8', bom: false, fallbackAtByte: null };
    const text = decodeText(this.input, report)[Symbol.asyncIterator]();

    let prefix = '';
    let ended = false;
    while (prefix.length < HEADER_SCAN_CHARS) {
      const next = await text.next();
      if (next.done) {
        ended = true;
        break;
      }
      prefix += next.value;
    }
    this.summary.encoding = report.encoding;
    if (ended && prefix.trim() === '')
      throw new FormatError(422, 'File kosong: tidak ada data untuk dibaca.');

    const found = findHeader(prefix, ended, this.definition.layouts(this.options), this.summary.format);
    Object.assign(this.summary, {
      layout: found.layout.id,
      delimiter: found.delimiter,
      headerLine: found.header.line,
    });
    const reader = found.layout.createReader(found.header, this.options);
    const splitter = new CsvRowSplitter(found.delimiter);
    const blocks = new AccountBlocks(found.header.cells, this.options.accountNumber);
    const follower = new BalanceFollower();
    const queue: ParsedRow<R>[] = [];
    const emit: Emit<R> = (line, cells, output) => {
      switch (output.kind) {
        case 'record': {
          this.#countRecord(output.record);
          const point = this.definition.balance?.(output.record, line);
          if (point) follower.add(point);
          queue.push({ kind: 'record', line, cells, record: output.record });
          break;
        }
        case 'skipped':
          this.summary.rowsInFile++;
          this.summary.skippedByStatus[output.reason] =
            (this.summary.skippedByStatus[output.reason] ?? 0) + 1;
          queue.push({ kind: 'skipped', line, cells, reason: output.reason, record: output.record });
          break;
        case 'invalid':
          this.#countInvalid(line, output.problems);
          queue.push({ kind: 'invalid', line, cells, problems: output.problems });
          break;
        case 'total':
          this.summary.totalRows++;
          break;
        case 'footer':
          break;
      }
    };
    const skip = (rows: { cells: string[]; line: number }[], reason: string) => {
      for (const row of rows) emit(row.line, row.cells, { kind: 'skipped', reason, record: null });
    };
    const consume = (rows: { cells: string[]; line: number }[]) => {
      for (const row of rows) {
        if (isBlankRow(row.cells)) continue;
        if (row.line < found.header.line) blocks.readPreamble(row.cells);
        if (row.line <= found.header.line) continue;
        const verdict = blocks.classify(row.cells, row.line);
        if (verdict.kind === 'read') reader.read(row.cells, row.line, emit);
        else if (verdict.kind === 'skip') skip([row], verdict.reason);
        // A second account block: the first block's held rows were another account's.
        if (blocks.blocks.length > 1 && blocks.heldCount > 0)
          skip(blocks.takeHeld(), otherAccount(blocks.blocks[0]!));
      }
    };

    if (found.wholeFile) {
      consume(found.wholeFile);
    } else {
      consume(splitter.push(prefix));
      yield queue.splice(0);
      for (;;) {
        const next = await text.next();
        if (next.done) break;
        consume(splitter.push(next.value));
        yield queue.splice(0);
      }
      consume(splitter.end());
    }
    // A file naming accounts without the chosen one is refused here (decision 052).
    blocks.finish();
    reader.finish(emit);
    yield queue.splice(0);
    this.summary.accounts = blocks.named;
    this.summary.balance = follower.trail();

    this.summary.encoding = report.encoding;
    if (report.fallbackAtByte !== null) {
      this.summary.warnings.push(
        `File bukan UTF-8 murni: dibaca sebagai Windows-1252 mulai byte ${report.fallbackAtByte}.`,
      );
    }
    this.summary.footer = reader.footer?.() ?? null;
    this.summary.warnings.push(...(reader.warnings?.() ?? []));
    this.#refuseIfNotImportable();
  }

  #countRecord(record: R) {
    const totals = this.definition.totals(record);
    this.summary.rowsInFile++;
    this.summary.rows++;
    const side = totals.direction === 'CR' ? this.summary.credits : this.summary.debits;
    side.count++;
    side.cents += totals.amountCents;
    if (totals.isFeeRow) {
      this.summary.feeRows.count++;
      this.summary.feeRows.cents += totals.amountCents;
    }
    this.summary.feeCents += totals.feeCents;
    this.summary.nettCents += totals.nettCents ?? totals.amountCents;
  }

  #countInvalid(line: number, problems: RowProblem[]) {
    this.summary.rowsInFile++;
    this.summary.invalidRows++;
    for (const problem of problems) {
      if (this.summary.errors.length >= MAX_LISTED_ERRORS) break;
      this.summary.errors.push({
        row: line,
        ...(problem.column ? { column: problem.column } : {}),
        message: problem.message,
      });
    }
  }

  #refuseIfNotImportable() {
    const { invalidRows, errors, rows, skippedByStatus } = this.summary;
    if (invalidRows > 0) {
      const first = errors[0];
      const where = first
        ? ` Baris ${first.row}${first.column ? `, kolom ${first.column}` : ''}: ${first.message}`
        : '';
      throw new FormatError(
        422,
        `File ditolak: ${invalidRows} baris tidak valid; tidak ada yang disimpan.${where}`,
        errors,
      );
    }
    if (rows > 0) return;
    const accounts = this.summary.accounts.filter((block) => !block.kept);
    if (accounts.length > 0) {
      const list = accounts.map((block) => `${block.account} (${block.currency ?? 'IDR'})`).join(', ');
      throw new FormatError(
        422,
        `Tidak ada transaksi rupiah untuk rekening yang dipilih di file ini; tidak ada yang disimpan. File berisi rekening: ${list}.`,
      );
    }
    const statuses = Object.keys(skippedByStatus).sort();
    if (statuses.length > 0) {
      throw new FormatError(
        422,
        `Tidak ada transaksi berstatus sukses di file ini; tidak ada yang disimpan. Status yang ditemukan: ${statuses.join(', ')}.`,
      );
    }
    throw new FormatError(422, 'File tidak berisi baris transaksi; tidak ada yang disimpan.');
  }
}

/**
 * Hands out the rows of each batch one at a time, as a generator yielding each row would, for a resolved
 * promise per row instead of a generator step (statements run to millions of rows). A `next` called before
 * the previous one settled waits for it, so rows keep their order.
 */
function oneByOne<T>(batches: AsyncGenerator<T[]>): AsyncIterableIterator<T> {
  let batch: T[] = [];
  let at = 0;
  let pulling: Promise<unknown> | null = null;
  const pull = async (): Promise<IteratorResult<T>> => {
    for (;;) {
      const next = await batches.next();
      if (next.done) return { done: true, value: undefined };
      batch = next.value;
      at = 0;
      if (batch.length > 0) return { done: false, value: batch[at++]! };
    }
  };
  const settled = () => {
    pulling = null;
  };
  const next = (): Promise<IteratorResult<T>> => {
    if (pulling) return pulling.then(next);
    if (at < batch.length) return Promise.resolve({ done: false, value: batch[at++]! });
    const pulled = pull();
    // Never rejects: the refusal reaches the caller through `pulled`.
    pulling = pulled.then(settled, settled);
    return pulled;
  };
  return {
    next,
    return: async () => {
      batch = [];
      await batches.return([]);
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

function checkOptions(options: ParseOptions) {
  const scale = options.boAmountScale;
  if (scale !== undefined && (!Number.isSafeInteger(scale) || scale < 1)) {
    throw new FormatError(400, `Skala nominal BO harus bilangan bulat positif, bukan ${scale}.`);
  }
  const date = options.statementDate;
  if (date !== undefined) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (!match || !isValidDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
      throw new FormatError(400, `Tanggal statement "${date}" tidak valid (YYYY-MM-DD).`);
    }
  }
}

interface FoundHeader<R> {
  layout: Layout<R>;
  delimiter: Delimiter;
  header: HeaderMatch;
  resolved: number;
  /** Every row of the file when it fit in the scanned prefix: no need to split it twice. */
  wholeFile: CsvRow[] | null;
}

/**
 * Finds the header row by its names, not its position (title rows and `Label,=,Value` preambles come
 * first), trying each delimiter: the earliest row that resolves every required column of a layout
 * wins. A file of another known layout is refused naming what it is (detect.ts, decision 069); any
 * other file, naming the required columns the best candidate row lacks.
 */
function findHeader<R>(
  prefix: string,
  ended: boolean,
  layouts: readonly Layout<R>[],
  format: UploadFormat,
): FoundHeader<R> {
  let found: FoundHeader<R> | null = null;
  const scanned: CsvRow[] = [];
  let closest: { missing: string[]; score: number } | null = null;
  for (const delimiter of DELIMITERS) {
    // A delimiter that never occurs cannot separate a header (a one-column file is no upload).
    if (!prefix.includes(delimiter)) continue;
    const peeked = peekRows(prefix, delimiter, ended);
    scanned.push(...peeked.rows.slice(0, HEADER_SCAN_ROWS));
    search: for (const row of peeked.rows.slice(0, HEADER_SCAN_ROWS)) {
      if (found && row.line > found.header.line) break;
      if (row.cells.length < 2 || isBlankRow(row.cells)) continue;
      for (const layout of layouts) {
        const resolution = resolveHeader(row.cells, layout.columns);
        if (resolution.missing.length === 0) {
          const header: HeaderMatch = { cells: row.cells, line: row.line, columns: resolution.columns };
          if (layout.acceptsHeader && !layout.acceptsHeader(header)) continue;
          const wholeFile = ended && peeked.complete ? peeked.rows : null;
          const candidate = { layout, delimiter, header, resolved: resolution.columns.size, wholeFile };
          if (!found || row.line < found.header.line || candidate.resolved > found.resolved)
            found = candidate;
          break search;
        }
        const score = resolution.requiredFound * 1000 + resolution.columns.size;
        if (resolution.requiredFound > 0 && (!closest || score > closest.score)) {
          closest = { missing: resolution.missing, score };
        }
      }
    }
  }
  // A file of another known kind is named as such (decision 069), not by the columns it lacks.
  const other = found
    ? recogniseBetterFit(found.header, found.resolved, format)
    : recogniseForeign(scanned, format);
  if (other) throw wrongEndpoint(other, format);
  if (found) return found;
  const missing =
    closest?.missing ?? (layouts[0]?.columns ?? []).filter((spec) => spec.required).map((spec) => spec.label);
  const message = `Kolom wajib tidak ditemukan: ${missing.join(', ')}`;
  throw new FormatError(422, message, [{ message }]);
}
