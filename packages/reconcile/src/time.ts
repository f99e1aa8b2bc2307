import { isValidDate, jakartaDate, type IsoDate } from '@rekon/contracts';

export const SECONDS_PER_DAY = 86_400;
/** The statement date may lie one day before or after the business date (transfers near midnight). */
export const WINDOW_DAYS = 1;
/** The largest gap two candidates can have: a day apart and at opposite ends of their days. */
export const MAX_GAP_SECONDS = (WINDOW_DAYS + 1) * SECONDS_PER_DAY;
/**
 * Where both rows carry a time, money and approval lie minutes apart. In EXACT a candidate farther away ranks
 * after every close one whatever its name score (a slip in the name two minutes before the approval is the
 * counterpart, not yesterday afternoon's exact name); UNIQUE, having no name to go by, never pairs it.
 */
export const CLOSE_SECONDS = 3 * 3600;
/**
 * UNIQUE's neighbourhood where both rows carry a time (reconcile.md pass 3): a request and a statement row at most
 * this far apart may pair on amount alone when nothing else of that account, channel and amount lies this close
 * to either. Wallet payouts land within minutes of their request; a crowd of one amount is still a crowd.
 */
export const UNIQUE_CLOSE_SECONDS = 30 * 60;

const dayCache = new Map<string, number>();

/** Days since 1970-01-01 of a calendar date `YYYY-MM-DD`; throws on anything else. */
export function dayNumber(isoDate: IsoDate): number {
  const cached = dayCache.get(isoDate);
  if (cached !== undefined) return cached;
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(isoDate);
  if (!match || !isValidDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw new Error(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(isoDate)}`);
  }
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
  if (dayCache.size > 100_000) dayCache.clear();
  dayCache.set(isoDate, day);
  return day;
}

/** Seconds since midnight of `HH:MM` or `HH:MM:SS`; null for null; throws on anything else. */
export function secondsOfDay(time: string | null): number | null {
  if (time === null) return null;
  const plain = plainClock(time);
  if (plain >= 0) return plain;
  const match = /^([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?$/.exec(time.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  const seconds = Number(match?.[3] ?? 0);
  if (!match || hours > 23 || minutes > 59 || seconds > 59) {
    throw new Error(`Not a time of day (HH:MM or HH:MM:SS): ${JSON.stringify(time)}`);
  }
  return hours * 3600 + minutes * 60 + seconds;
}

const ZERO = '0'.charCodeAt(0);
/** Where each digit of `HH:MM:SS` stands, and the seconds it counts. */
const CLOCK_DIGITS = [0, 36_000, 1, 3600, 3, 600, 4, 60, 6, 10, 7, 1];

/**
 * `HH:MM:SS` read by its characters, as nearly every row writes it (a regular expression per row cost more than
 * the rest of reading a row); -1 for anything else, which secondsOfDay then reads in full.
 */
function plainClock(time: string): number {
  if (time.length !== 8 || time.charCodeAt(2) !== 58 || time.charCodeAt(5) !== 58) return -1;
  let seconds = 0;
  for (let k = 0; k < CLOCK_DIGITS.length; k += 2) {
    const digit = time.charCodeAt(CLOCK_DIGITS[k]!) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    seconds += digit * CLOCK_DIGITS[k + 1]!;
  }
  const valid = time < '24' && time.charCodeAt(3) < ZERO + 6 && time.charCodeAt(6) < ZERO + 6;
  return valid ? seconds : -1;
}

/** The Jakarta calendar date and wall-clock time of an instant, as BO and statement rows carry them. */
export function toJakartaClock(instant: Date): { date: IsoDate; time: string } {
  const shifted = new Date(instant.getTime() + 7 * 3_600_000);
  return { date: jakartaDate(instant), time: shifted.toISOString().slice(11, 19) };
}

/**
 * A request approved this close to midnight may carry money a statement without times shows on the other date
 * (BCA posts late-evening transfers on the next one).
 */
export const MIDNIGHT_MARGIN_SECONDS = 30 * 60;

/**
 * The gap that ranks candidates: where both rows carry a time, the seconds between them; otherwise the date
 * distance alone, in whole days.
 */
export function gapSeconds(
  dayA: number,
  secondsA: number | null,
  dayB: number,
  secondsB: number | null,
): number {
  if (secondsA === null || secondsB === null) return Math.abs(dayA - dayB) * SECONDS_PER_DAY;
  return Math.abs(dayA * SECONDS_PER_DAY + secondsA - (dayB * SECONDS_PER_DAY + secondsB));
}

/**
 * The gap as EXACT ranks candidates: gapSeconds, except that a statement row without a time on the date after (or
 * before) a request approved within MIDNIGHT_MARGIN_SECONDS of the midnight between them is as near as one of
 * the request's own date: nothing tells which side of midnight its money fell on.
 */
export function rankingGapSeconds(
  requestDay: number,
  requestSeconds: number | null,
  statementDay: number,
  statementSeconds: number | null,
): number {
  const gap = gapSeconds(requestDay, requestSeconds, statementDay, statementSeconds);
  if (statementSeconds !== null || requestSeconds === null) return gap;
  if (statementDay === requestDay + 1 && requestSeconds >= SECONDS_PER_DAY - MIDNIGHT_MARGIN_SECONDS)
    return 0;
  if (statementDay === requestDay - 1 && requestSeconds < MIDNIGHT_MARGIN_SECONDS) return 0;
  return gap;
}
