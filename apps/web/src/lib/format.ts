import { isValidDate, jakartaDate, JAKARTA_TIME_ZONE, toIsoDate, type IsoDate } from '@rekon/contracts';

// Every date and number staff see: Indonesian locale, Jakarta time, 24-hour clock (spec section 9).
const LOCALE = 'id-ID';

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: JAKARTA_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const LONG_DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: JAKARTA_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const longDateTimeFormat = new Intl.DateTimeFormat(LOCALE, LONG_DATE_TIME);
const clockFormat = new Intl.DateTimeFormat(LOCALE, { ...LONG_DATE_TIME, second: '2-digit' });

const numberFormat = new Intl.NumberFormat(LOCALE);

// A calendar date is no instant: formatting its UTC midnight in UTC shows the same day in every time zone.
const calendarDateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'UTC',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

const longCalendarDateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'UTC',
  weekday: 'long',
  day: '2-digit',
  month: 'long',
  year: 'numeric',
});

function calendarMidnight(isoDate: IsoDate): Date | null {
  const time = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? null : new Date(time);
}

/** Today on the Jakarta calendar: every date field's default (spec section 2). */
export const todayInJakarta = (): IsoDate => jakartaDate(new Date());

/** `05 Jun 2026` for the calendar date `2026-06-05`; `-` when there is none. */
export function formatCalendarDate(isoDate: IsoDate | null | undefined): string {
  if (!isoDate) return '-';
  const date = calendarMidnight(isoDate);
  return date ? calendarDateFormat.format(date) : isoDate;
}

/** `Jumat, 05 Juni 2026` for the calendar date `2026-06-05`; empty when it is no date. */
export function formatLongCalendarDate(isoDate: IsoDate): string {
  const date = calendarMidnight(isoDate);
  return date ? longCalendarDateFormat.format(date) : '';
}

/** `24/11/2026`: how a date field shows the calendar date `2026-11-24`, whatever the browser's language. */
export function formatDayMonthYear(isoDate: IsoDate): string {
  const [year, month, day] = isoDate.split('-');
  return year && month && day ? `${day}/${month}/${year}` : '';
}

/**
 * Reads what a person typed in a date field: `24/11/2026` (also `24-11-2026`, `24.11.2026`, a one-digit day or
 * month) or a pasted ISO `2026-11-24`. Null when it is no calendar date.
 */
export function parseDayMonthYear(text: string): IsoDate | null {
  const trimmed = text.trim();
  const iso = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(trimmed);
  const dayFirst = /^([0-9]{1,2})[/.-]([0-9]{1,2})[/.-]([0-9]{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]].map(Number)
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  return isValidDate(year, month, day) ? toIsoDate(year, month, day) : null;
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `05 Jan 2025, 14.30.05` (Jakarta), or `-` when there is no time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '-';
}

/** `Minggu, 5 Januari 2025 pukul 14.30` (Jakarta): the long weekday and date of the Data Bank table. */
export function formatLongDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? longDateTimeFormat.format(date) : '-';
}

/** The header's live clock: `Minggu, 5 Januari 2025 pukul 14.30.05` (Jakarta). */
export function formatClock(value: Date): string {
  return clockFormat.format(value);
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** `Rp 1.250.000`. */
export function formatMoney(value: number): string {
  const sign = value < 0 ? '-' : '';
  return `${sign}Rp ${numberFormat.format(Math.abs(value))}`;
}

/** "Last Edited By" (spec section 2): the editor's account name, else the raw id, else "-". */
export function editorName(name: string | null, accountId: number | null): string {
  return name ?? (accountId === null ? '-' : String(accountId));
}

/** Hour and minute on the Jakarta wall clock (UTC+7, no daylight saving). */
export function jakartaTime(value: Date): { hour: number; minute: number } {
  const shifted = new Date(value.getTime() + 7 * 60 * 60 * 1000);
  return { hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() };
}
