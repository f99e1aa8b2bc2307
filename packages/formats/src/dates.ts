import { isValidDate, jakartaDate, toIsoDate, type IsoDate } from '@rekon/contracts';

/** A Jakarta calendar date with an optional Jakarta (WIB) wall-clock time `HH:MM:SS`. */
export interface DateTime {
  date: IsoDate;
  time: string | null;
}

/** `YYYY-MM-DD HH:MM:SS` in WIB: how BO request and approve times are kept. */
export type LocalDateTime = string;

export const formatDateTime = ({ date, time }: DateTime): LocalDateTime => (time ? `${date} ${time}` : date);

const pad2 = (value: number) => String(value).padStart(2, '0');

const TIME = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?(?:\.\d{1,6})?\s*(AM|PM|WIB)?$/i;

/** `HH:MM(:SS)`, `HH.MM.SS` (BNIDirect), optionally followed by AM/PM or `WIB`. */
export function parseTime(text: string): string | null {
  if (text.length === 8) {
    const fixed = fixedTime(text, 0, true);
    if (fixed !== undefined) return fixed;
  }
  const match = TIME.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? '0');
  const meridiem = match[4]?.toUpperCase();
  if (meridiem === 'AM' || meridiem === 'PM') {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'PM' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
}

const isTimeMark = (char: string | undefined) => char === ':' || char === '.';

/**
 * `HH:MM:SS` (or `HH:MM` when `seconds` is false) at `at` up to the end of `text`, `:` or `.` between, as
 * portals write every row: read without `TIME`, to the same result as `parseTime`; undefined for any other text.
 */
function fixedTime(text: string, at: number, seconds: boolean): string | null | undefined {
  if (text.length !== at + (seconds ? 8 : 5) || !isTimeMark(text[at + 2])) return undefined;
  const hours = twoDigits(text, at);
  const minutes = twoDigits(text, at + 3);
  const second = seconds ? twoDigits(text, at + 6) : 0;
  if (Number.isNaN(hours + minutes + second) || (seconds && !isTimeMark(text[at + 5]))) return undefined;
  if (hours > 23 || minutes > 59 || second > 59) return null;
  return `${text.slice(at, at + 2)}:${text.slice(at + 3, at + 5)}:${seconds ? text.slice(at + 6, at + 8) : '00'}`;
}

/** BRI `JAM_TRAN`: `hhmmss` without leading zeros (`35` is 00:00:35, `91502` is 09:15:02). */
export function parseCompactTime(text: string): string | null {
  const digits = text.trim();
  if (!/^\d{1,6}$/.test(digits)) return null;
  const full = digits.padStart(6, '0');
  return parseTime(`${full.slice(0, 2)}:${full.slice(2, 4)}:${full.slice(4, 6)}`);
}

/** Statements repeat the same few dates on every row: validated dates are remembered (bounded). */
const knownDates = new Map<number, IsoDate | null>();

function dateOf(year: number, month: number, day: number): IsoDate | null {
  const key = year * 10_000 + month * 100 + day;
  let date = knownDates.get(key);
  if (date === undefined) {
    if (knownDates.size >= 4096) knownDates.clear();
    date = Number.isInteger(key) && isValidDate(year, month, day) ? toIsoDate(year, month, day) : null;
    knownDates.set(key, date);
  }
  return date;
}

const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

/**
 * ISO dates: `YYYY-MM-DD`, with an optional time after a space or `T`, and an optional offset (`Z`,
 * `+07:00`); a time with an offset is converted to WIB, a time without one is taken as WIB already.
 */
export function parseIsoDateTime(text: string): DateTime | null {
  const canonical = canonicalIsoDateTime(text);
  if (canonical !== undefined) return canonical;
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const date = dateOf(Number(match[1]), Number(match[2]), Number(match[3]));
  if (!date) return null;
  if (!match[4]) return { date, time: null };
  const time = parseTime(match[4]);
  if (!time) return null;
  const offset = match[5];
  if (!offset) return { date, time };
  const offsetMinutes =
    offset.toUpperCase() === 'Z'
      ? 0
      : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(-2)));
  return shiftToWib({ date, time }, offsetMinutes);
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?)(?:\.\d{1,9})?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** The number written by two ASCII digits at `at`, or NaN. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - 48;
  const ones = text.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : NaN;
}

/**
 * `YYYY-MM-DD` and `YYYY-MM-DD HH:MM:SS` exactly, as panels write every row, read without the regular
 * expressions: the same result as the general path, or undefined for any other text (the general path
 * reads it).
 */
function canonicalIsoDateTime(text: string): DateTime | null | undefined {
  if (text.length !== 10 && text.length !== 19) return undefined;
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  if (Number.isNaN(year + month + day) || text[4] !== '-' || text[7] !== '-') return undefined;
  if (text.length === 10) {
    const date = dateOf(year, month, day);
    return date ? { date, time: null } : null;
  }
  const hours = twoDigits(text, 11);
  const minutes = twoDigits(text, 14);
  const seconds = twoDigits(text, 17);
  if (Number.isNaN(hours + minutes + seconds)) return undefined;
  if ((text[10] !== ' ' && text[10] !== 'T') || text[13] !== ':' || text[16] !== ':') return undefined;
  const date = dateOf(year, month, day);
  if (!date || hours > 23 || minutes > 59 || seconds > 59) return null;
  return { date, time: text.slice(11) };
}

/** Converts a wall-clock time at a UTC offset (minutes east of UTC) to the Jakarta date and time. */
export function shiftToWib({ date, time }: DateTime, offsetMinutes: number): DateTime {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes, seconds] = (time ?? '00:00:00').split(':').map(Number) as [number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, day, hours, minutes - offsetMinutes, seconds));
  const wib = new Date(instant.getTime() + 7 * 3_600_000);
  return {
    date: jakartaDate(instant),
    time:
      time === null
        ? null
        : `${pad2(wib.getUTCHours())}:${pad2(wib.getUTCMinutes())}:${pad2(wib.getUTCSeconds())}`,
  };
}

export type DayMonthOrder = 'dmy' | 'mdy';

const SLASH_DATE = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})(?:\s+(.+))?$/;

/** The two leading numbers of a slash date (`12/06/2026 09:30`), for deciding the day/month order. */
export function slashDateParts(text: string): [number, number] | null {
  const match = SLASH_DATE.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * `DD/MM/YYYY`, `DD/MM/YY`, `DD-MM-YYYY` (or month first with `mdy`, as in `8/20/2026 12:07:21 AM`),
 * with an optional time `HH:MM(:SS)`, `HH.MM.SS`, AM/PM.
 */
export function parseSlashDateTime(text: string, order: DayMonthOrder): DateTime | null {
  const fixed = fixedSlashDateTime(text, order);
  if (fixed !== undefined) return fixed;
  const match = SLASH_DATE.exec(text.trim());
  if (!match) return null;
  const first = Number(match[1]);
  const second = Number(match[2]);
  const [day, month] = order === 'dmy' ? [first, second] : [second, first];
  const date = dateOf(fullYear(match[3] ?? ''), month, day);
  if (!date) return null;
  if (!match[4]) return { date, time: null };
  const time = parseTime(match[4]);
  return time ? { date, time } : null;
}

const isDateMark = (char: string | undefined) => char === '/' || char === '-';

/**
 * `DD/MM/YYYY` or `DD/MM/YY` (`/` or `-`), alone or with ` HH:MM` or ` HH:MM:SS` (`:` or `.`), at fixed
 * places, as statements write every row: read without `SLASH_DATE` and `TIME`, to the same result as the
 * general path; undefined for any other text. Never an ISO date (no digit at index 2) nor a month name.
 */
function fixedSlashDateTime(text: string, order: DayMonthOrder): DateTime | null | undefined {
  const length = text.length;
  const dateLength = length === 8 || text[8] === ' ' ? 8 : 10;
  if (length < dateLength || !isDateMark(text[2]) || !isDateMark(text[5])) return undefined;
  const first = twoDigits(text, 0);
  const second = twoDigits(text, 3);
  const year = dateLength === 8 ? 2000 + twoDigits(text, 6) : twoDigits(text, 6) * 100 + twoDigits(text, 8);
  if (Number.isNaN(first + second + year)) return undefined;
  let time: string | null = null;
  if (length > dateLength) {
    if (text[dateLength] !== ' ') return undefined;
    const read = fixedTime(text, dateLength + 1, length - dateLength - 1 === 8);
    if (read === undefined) return undefined;
    if (read === null) return null;
    time = read;
  }
  const date = order === 'dmy' ? dateOf(year, second, first) : dateOf(year, first, second);
  return date ? { date, time } : null;
}

const MONTH_NAMES: readonly (readonly string[])[] = [
  ['jan', 'januari', 'january'],
  ['feb', 'februari', 'february', 'peb'],
  ['mar', 'maret', 'march'],
  ['apr', 'april'],
  ['mei', 'may'],
  ['jun', 'juni', 'june'],
  ['jul', 'juli', 'july'],
  ['agu', 'agt', 'agustus', 'aug', 'august'],
  ['sep', 'sept', 'september'],
  ['okt', 'oktober', 'oct', 'october'],
  ['nov', 'nop', 'november'],
  ['des', 'desember', 'dec', 'december'],
];
/** English and Indonesian month names and abbreviations → month number. */
const MONTH_NUMBERS = new Map(
  MONTH_NAMES.flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);

/** `01 Jun 2026`, `1 Juni 2026`, `05-Jan-2025`, optionally followed by a time. */
export function parseMonthNameDate(text: string): DateTime | null {
  const match = /^(\d{1,2})[\s-]+([A-Za-z]{3,9})[\s-]+(\d{4})(?:\s+(.+))?$/.exec(text.trim());
  if (!match) return null;
  const month = MONTH_NUMBERS.get((match[2] ?? '').toLowerCase());
  if (month === undefined) return null;
  const date = dateOf(Number(match[3]), month, Number(match[1]));
  if (!date) return null;
  if (!match[4]) return { date, time: null };
  const time = parseTime(match[4]);
  return time ? { date, time } : null;
}

/** Any day-first date a statement may carry: ISO, `DD/MM/YYYY`, `DD Mon YYYY`. */
export function parseStatementDateTime(text: string): DateTime | null {
  // Most statement rows: a day-first date at fixed places, which is no ISO date and no month name.
  const fixed = fixedSlashDateTime(text, 'dmy');
  if (fixed !== undefined) return fixed;
  return parseIsoDateTime(text) ?? parseSlashDateTime(text, 'dmy') ?? parseMonthNameDate(text);
}

/**
 * KlikBCA's `DD/MM` has no year: the statement date's year, or the year before when the month is
 * later than the statement date's month (a 30/12 row on a statement of 2 January).
 */
export function dateFromDayMonth(day: number, month: number, statementDate: IsoDate): IsoDate | null {
  // Read at fixed positions: every row of a statement asks, and split/map showed in profiles.
  const statementYear = Number(statementDate.slice(0, 4));
  const statementMonth = Number(statementDate.slice(5, 7));
  return dateOf(month > statementMonth ? statementYear - 1 : statementYear, month, day);
}
