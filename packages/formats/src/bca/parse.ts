import type { IsoDate } from '@rekon/contracts';
import type { Direction } from '../amount';
import { readBcaDescription, type BcaDescription } from '../counterparty/bca';
import { dateFromDayMonth, parseIsoDateTime, parseSlashDateTime } from '../dates';
import { FormatError } from '../errors';
import type { HeaderMatch } from '../header';
import { parseDirectionWord } from '../labels';
import {
  clip,
  column,
  invalidDate,
  notPositive,
  RowView,
  type Emit,
  type Layout,
  type ParseOptions,
  type RowReader,
} from '../layout';
import { mutasiRecord, type MutasiRecord } from '../records';
import { checkFooter, emptyFooter, readFooterRow } from '../statement-footer';

/**
 * KlikBCA Individual (Indonesian `Tanggal,Keterangan,Cabang,Jumlah,,Saldo` and English
 * `Date,Description,Branch,Amount,,Balance`, the unnamed column holding CR/DB) and KlikBCA Bisnis
 * (`"Tanggal Transaksi","Keterangan","Cabang","Jumlah","Saldo"` with `"2,500.00 CR"` amounts): one
 * layout, told apart per row by where the direction is.
 */
export const klikBcaLayout: Layout<MutasiRecord> = {
  id: 'klikbca',
  columns: [
    column('date', 'Tanggal', ['Tanggal Transaksi', 'Date'], true),
    column('description', 'Keterangan', ['Description'], true),
    column('branch', 'Cabang', ['Branch']),
    column('amount', 'Jumlah', ['Amount'], true),
    column('balance', 'Saldo', ['Balance']),
  ],
  acceptsHeader: ({ columns }) =>
    (columns.get('date') ?? 0) < (columns.get('description') ?? 0) &&
    (columns.get('description') ?? 0) < (columns.get('amount') ?? 0),
  createReader: (header, options) => new KlikBcaReader(header, options),
};

class KlikBcaReader implements RowReader<MutasiRecord> {
  readonly #width: number;
  readonly #descriptionIndex: number;
  readonly #directionIndex: number | null;
  readonly #footer = emptyFooter();
  readonly #warnings: string[] = [];
  readonly #tally = { creditCents: 0, debitCents: 0, creditCount: 0, debitCount: 0 };
  #inFooter = false;

  constructor(
    readonly header: HeaderMatch,
    readonly options: ParseOptions,
  ) {
    this.#width = lastFilledIndex(header.cells) + 1;
    this.#descriptionIndex = header.columns.get('description') ?? 1;
    const amountIndex = header.columns.get('amount') ?? 3;
    // Individual: the column after Jumlah has no name and holds CR/DB. Bisnis: the amount carries it.
    this.#directionIndex = (header.cells[amountIndex + 1] ?? 'x').trim() === '' ? amountIndex + 1 : null;
  }

  read(cells: string[], line: number, emit: Emit<MutasiRecord>): void {
    if (readFooterRow(cells, this.#footer, this.#warnings)) {
      this.#inFooter = true;
      emit(line, cells, { kind: 'footer' });
      return;
    }
    const aligned = this.#align(cells);
    const row = new RowView(aligned, this.header);
    if (this.#inFooter) row.problem('date', 'Baris transaksi di bawah footer saldo.');
    const description = row.text('description');
    const anatomy = readBcaDescription(description);
    const dateCell = withoutApostrophe(row.text('date'));
    const isPending = dateCell.length === 4 && dateCell.toUpperCase() === 'PEND';
    const date = isPending ? this.#pendingDate(anatomy.dayMonth) : this.#rowDate(row, dateCell);

    const amount = row.amount('amount');
    let direction: Direction | null = amount?.direction ?? null;
    if (amount && !direction && this.#directionIndex !== null) {
      direction = parseDirectionWord(aligned[this.#directionIndex] ?? '');
    }
    if (amount && !direction) row.problem('amount', this.#noDirection(row, aligned));
    if (amount && amount.cents <= 0) row.problem('amount', notPositive(row.text('amount')));
    const balanceCents = row.optionalAmount('balance');

    if (row.problems.length > 0 || !date || !amount || !direction) {
      emit(line, cells, { kind: 'invalid', problems: row.problems });
      return;
    }
    this.#count(direction, amount.cents);
    emit(line, cells, {
      kind: 'record',
      record: bcaRecord(anatomy, {
        date,
        direction,
        amountCents: amount.cents,
        balanceCents,
        description,
        isPending,
      }),
    });
  }

  finish(): void {
    this.#warnings.push(...checkFooter(this.#footer, this.#tally));
  }

  footer() {
    return this.#inFooter ? this.#footer : null;
  }

  warnings() {
    return this.#warnings;
  }

  /**
   * KlikBCA writes descriptions without quotes, so a comma in one splits it; Excel re-saves split it
   * the same way. The last fields are fixed, so the extra cells belong to the description and are
   * joined back with the comma they were split at.
   */
  #align(cells: string[]): string[] {
    // Most rows fit the header: nothing to join, and nothing to copy.
    if (cells.length <= this.#width) return cells;
    const row = [...cells];
    while (row.length > this.#width && (row[row.length - 1] ?? '').trim() === '') row.pop();
    const extra = row.length - this.#width;
    if (extra <= 0) return row;
    const start = this.#descriptionIndex;
    return [
      ...row.slice(0, start),
      row.slice(start, start + extra + 1).join(','),
      ...row.slice(start + extra + 1),
    ];
  }

  /** The row error of an amount without a direction: what the file holds and where CR/DB was expected. */
  #noDirection(row: RowView, aligned: readonly string[]): string {
    const amount = `${row.column('amount')} "${clip(row.text('amount'))}"`;
    if (this.#directionIndex === null)
      return `${amount} tanpa arah transaksi (diharapkan akhiran CR atau DB, seperti 250,000.00 CR).`;
    const cell = (aligned[this.#directionIndex] ?? '').trim();
    return cell === ''
      ? `${amount} tanpa arah transaksi (diharapkan CR atau DB di kolom sesudahnya).`
      : `Arah "${clip(cell)}" di kolom sesudah ${row.column('amount')} tidak dikenali (diharapkan CR atau DB).`;
  }

  #rowDate(row: RowView, text: string): IsoDate | null {
    return bcaRowDate(row, 'date', text, this.options);
  }

  #pendingDate(dayMonth: { day: number; month: number } | null): IsoDate | null {
    return bcaPendingDate(dayMonth, this.options);
  }

  #count(direction: Direction, cents: number) {
    if (direction === 'CR') {
      this.#tally.creditCents += cents;
      this.#tally.creditCount++;
    } else {
      this.#tally.debitCents += cents;
      this.#tally.debitCount++;
    }
  }
}

/** A cell without the apostrophe a spreadsheet writes before a value kept as text (`'05/06`). */
const withoutApostrophe = (text: string) => (text.startsWith("'") ? text.slice(1) : text);

function lastFilledIndex(cells: readonly string[]): number {
  for (let index = cells.length - 1; index >= 0; index--)
    if ((cells[index] ?? '').trim() !== '') return index;
  return -1;
}

function statementDateOf(options: ParseOptions): IsoDate {
  const statementDate = options.statementDate;
  if (!statementDate) {
    throw new FormatError(
      400,
      'Tanggal statement wajib diisi untuk mutasi BCA (tanggal DD/MM tidak memuat tahun).',
    );
  }
  return statementDate;
}

const BCA_DATES = 'DD/MM, DD/MM/YYYY atau PEND';

const SHORT_DATE = /^(\d{1,2})\/(\d{1,2})$/;

/**
 * A KlikBCA date cell: `'DD/MM` takes the statement date's year; `DD/MM/YYYY` (and the ISO date an
 * Excel re-save turns it into) keeps its own.
 */
export function bcaRowDate(row: RowView, key: string, text: string, options: ParseOptions): IsoDate | null {
  const shortDate = SHORT_DATE.exec(text);
  const date = shortDate
    ? dateFromDayMonth(Number(shortDate[1]), Number(shortDate[2]), statementDateOf(options))
    : ((parseSlashDateTime(text, 'dmy') ?? parseIsoDateTime(text))?.date ?? null);
  if (!date) row.problem(key, text === '' ? 'Tanggal kosong.' : invalidDate(text, BCA_DATES));
  return date;
}

/** A `PEND` row is dated by the DDMM token of its description, else by the statement date. */
export function bcaPendingDate(
  dayMonth: { day: number; month: number } | null,
  options: ParseOptions,
): IsoDate | null {
  const statementDate = statementDateOf(options);
  return dayMonth ? dateFromDayMonth(dayMonth.day, dayMonth.month, statementDate) : statementDate;
}

/** A KlikBCA row as a record: its counterparty from the description anatomy; a bank charge names none. */
export function bcaRecord(
  anatomy: BcaDescription,
  row: Pick<
    MutasiRecord,
    'date' | 'direction' | 'amountCents' | 'balanceCents' | 'description' | 'isPending'
  >,
): MutasiRecord {
  const isFee = anatomy.isFee && row.direction === 'DB';
  // Fields named one by one, not spread: this runs for every row of million-row statements.
  return mutasiRecord({
    date: row.date,
    direction: row.direction,
    amountCents: row.amountCents,
    balanceCents: row.balanceCents,
    description: row.description,
    isPending: row.isPending,
    counterpartyName: isFee ? null : anatomy.name,
    counterpartyAccount: isFee ? null : anatomy.account,
    wallet: isFee ? null : anatomy.wallet,
    counterpartyBank: isFee ? null : (anatomy.bank ?? null),
    isFee,
    isInterest: anatomy.isInterest,
    settlement: anatomy.settlement,
  });
}
