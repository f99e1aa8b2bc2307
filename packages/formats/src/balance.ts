import type { IsoDate } from '@rekon/contracts';
import type { Direction } from './amount';

/** A row's place in the running balance: what it moved and the balance the statement printed after it. */
export interface BalancePoint {
  line: number;
  date: IsoDate;
  time: string | null;
  direction: Direction;
  amountCents: number;
  balanceCents: number;
}

/** Two neighbouring rows whose balances do not follow: rows are missing between them. */
export interface BalanceBreak {
  /** The row after which the balance stops following (file order). */
  afterLine: number;
  line: number;
  /** The day the missing rows belong to (the later of the two rows). */
  date: IsoDate;
  expectedCents: number;
  foundCents: number;
  /** `found - expected`: what the missing rows moved (positive: net money in). */
  differenceCents: number;
}

/** The running balance of a statement file, in transaction order. */
export interface BalanceTrail {
  /** Rows are listed oldest first (`ascending`) or newest first, as some portals list them. */
  order: 'ascending' | 'descending';
  rows: number;
  /** The earliest transaction and the balance before it. */
  first: { line: number; date: IsoDate; time: string | null; openingCents: number };
  /** The latest transaction and the balance after it. */
  last: { line: number; date: IsoDate; time: string | null; closingCents: number };
  breaks: BalanceBreak[];
  breakCount: number;
}

/** Breaks listed per file; the count goes on. */
export const MAX_LISTED_BREAKS = 100;

const signed = (point: BalancePoint) => (point.direction === 'CR' ? point.amountCents : -point.amountCents);

/**
 * Follows the running balance row by row: each balance must equal the previous one plus the row's
 * credit minus its debit. Both listing orders are followed and the one that breaks less is the file's
 * (a newest-first file follows perfectly read the other way). Rows without a balance are left out.
 */
export class BalanceFollower {
  #previous: BalancePoint | null = null;
  #first: BalancePoint | null = null;
  #rows = 0;
  readonly #ascending = { breaks: [] as BalanceBreak[], count: 0 };
  readonly #descending = { breaks: [] as BalanceBreak[], count: 0 };

  add(point: BalancePoint): void {
    this.#rows++;
    const previous = this.#previous;
    this.#previous = point;
    if (!previous) {
      this.#first = point;
      return;
    }
    note(
      this.#ascending,
      previous,
      point,
      point.date,
      previous.balanceCents + signed(point),
      point.balanceCents,
    );
    // Newest first: the row above came after this one, so its balance is this one's plus its own move.
    note(
      this.#descending,
      previous,
      point,
      previous.date,
      point.balanceCents + signed(previous),
      previous.balanceCents,
    );
  }

  trail(): BalanceTrail | null {
    const top = this.#first;
    const bottom = this.#previous;
    if (!top || !bottom) return null;
    const descending = this.#descending.count < this.#ascending.count;
    const chosen = descending ? this.#descending : this.#ascending;
    const [earliest, latest] = descending ? [bottom, top] : [top, bottom];
    return {
      order: descending ? 'descending' : 'ascending',
      rows: this.#rows,
      first: {
        line: earliest.line,
        date: earliest.date,
        time: earliest.time,
        openingCents: earliest.balanceCents - signed(earliest),
      },
      last: { line: latest.line, date: latest.date, time: latest.time, closingCents: latest.balanceCents },
      breaks: chosen.breaks,
      breakCount: chosen.count,
    };
  }
}

function note(
  chain: { breaks: BalanceBreak[]; count: number },
  previous: BalancePoint,
  point: BalancePoint,
  date: IsoDate,
  expectedCents: number,
  foundCents: number,
) {
  if (expectedCents === foundCents) return;
  chain.count++;
  if (chain.breaks.length >= MAX_LISTED_BREAKS) return;
  chain.breaks.push({
    afterLine: previous.line,
    line: point.line,
    date,
    expectedCents,
    foundCents,
    differenceCents: foundCents - expectedCents,
  });
}
