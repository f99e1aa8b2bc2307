import { JAKARTA_TIME_ZONE } from '@rekon/contracts';

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

const longDateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: JAKARTA_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const clockFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: JAKARTA_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const numberFormat = new Intl.NumberFormat(LOCALE);

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
