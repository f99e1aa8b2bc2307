/**
 * When a credit of a statement without times arrived, as a checker reads it off the file: the rows of a statement
 * stand in the order the money came (oldest first or newest first), so a row printed between two rows whose
 * requests were approved at 14:02 and 14:09 came between the two. Pairs the run made set those marks; a pending
 * request approved at 14:06 is then nearer to that credit than to one of the same amount printed by the evening's.
 */
import type { IsoDate } from '@rekon/contracts';
import { pushTo, type PreparedMutasi } from './prepare';
import { dayNumber, secondsOfDay, SECONDS_PER_DAY } from './time';

/** The instants (seconds since 1970) a dated-only row lies between, either way round. */
export interface TimeBracket {
  low: number;
  high: number;
}

/**
 * The bracket of each dated-only row of `rows` with marks on both sides in its own file: the median of the three
 * nearest rows above it (by line) that have one, and of the three nearest below. `known` gives a row's mark where the
 * run knows it (its own time, or its pair's request's); a row without a file position, or with fewer than three
 * marks on a side, gets none.
 */
export function bracketsByFileOrder(
  rows: readonly PreparedMutasi[],
  known: (row: PreparedMutasi) => number | null,
): Map<PreparedMutasi, TimeBracket> {
  const files = new Map<string, PreparedMutasi[]>();
  for (const row of rows) if (row.row.position) pushTo(files, String(row.row.position.file), row);
  const brackets = new Map<PreparedMutasi, TimeBracket>();
  for (const list of files.values()) {
    list.sort((a, b) => a.row.position!.line - b.row.position!.line);
    const marks = list.map(known);
    const above = marksAlong(marks, 1);
    const below = marksAlong(marks, -1);
    list.forEach((row, at) => {
      const before = above[at];
      const after = below[at];
      if (row.seconds === null && marks[at] === null && before !== undefined && after !== undefined)
        brackets.set(row, between(before, after));
    });
  }
  return brackets;
}

/**
 * For each place of `marks`, the mark the nearest few known rows on one side of it agree on (their median): a
 * pair of two interchangeable requests (one player's two deposits of one amount, credits swapped) must not move
 * the bracket of every row near it.
 */
function marksAlong(marks: readonly (number | null)[], step: 1 | -1): (number | undefined)[] {
  const seen: number[] = [];
  const result: (number | undefined)[] = new Array<number | undefined>(marks.length);
  for (let at = step === 1 ? 0 : marks.length - 1; at >= 0 && at < marks.length; at += step) {
    result[at] = seen.length < MARKS_PER_SIDE ? undefined : median(seen);
    const mark = marks[at];
    if (mark !== null && mark !== undefined) {
      seen.push(mark);
      if (seen.length > MARKS_PER_SIDE) seen.shift();
    }
  }
  return result;
}

const MARKS_PER_SIDE = 3;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

/** The bracket of two marks, whichever way the file runs. */
const between = (one: number, other: number): TimeBracket => ({
  low: Math.min(one, other),
  high: Math.max(one, other),
});

/** Seconds an instant lies outside a bracket (0 inside it). */
export function secondsOutside(bracket: TimeBracket, instant: number): number {
  return instant < bracket.low ? bracket.low - instant : instant > bracket.high ? instant - bracket.high : 0;
}

/** When a request was approved, as its row says (Jakarta date and wall clock). */
export interface RequestClock {
  date: IsoDate;
  time: string;
}

/**
 * The requests paired with the rows printed nearest above and below a statement row in its file, nearest first:
 * what places a dates-only credit for a caller that has the stored pairs rather than a run's (View Mutasi).
 */
export interface FileNeighbours {
  above: readonly RequestClock[];
  below: readonly RequestClock[];
}

/** The bracket the neighbours give, as bracketsByFileOrder reads marks: the median of the nearest few each side. */
export function bracketOfNeighbours(neighbours: FileNeighbours): TimeBracket | undefined {
  const instants = (clocks: readonly RequestClock[]) =>
    clocks.slice(0, MARKS_PER_SIDE).flatMap((clock) => {
      const seconds = secondsOfDay(clock.time);
      return seconds === null ? [] : [dayNumber(clock.date) * SECONDS_PER_DAY + seconds];
    });
  const above = instants(neighbours.above);
  const below = instants(neighbours.below);
  if (above.length < MARKS_PER_SIDE || below.length < MARKS_PER_SIDE) return undefined;
  return between(median(above), median(below));
}
