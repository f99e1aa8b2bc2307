/**
 * Business dates are Asia/Jakarta calendar dates (UTC+7, no DST), kept as ISO `YYYY-MM-DD` strings in code.
 * On the wire they are `DD-Mon-YYYY` (`05-Jan-2025`); BO views may send the day unpadded (`5-Jan-2025`).
 */
export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export const JAKARTA_TIME_ZONE = 'Asia/Jakarta';
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

export type IsoDate = string;

/** Parses `DD-Mon-YYYY` or `D-Mon-YYYY` (month name case-insensitive) into `YYYY-MM-DD`, or null. */
export function parseWireDate(text: string): IsoDate | null {
  const match = /^([0-9]{1,2})-([A-Za-z]{3})-([0-9]{4})$/.exec(text);
  if (!match) return null;
  const [, dayText, monthText, yearText] = match as unknown as [string, string, string, string];
  const monthIndex = MONTHS.findIndex((m) => m.toLowerCase() === monthText.toLowerCase());
  if (monthIndex < 0) return null;
  const year = Number(yearText);
  const day = Number(dayText);
  if (!isValidDate(year, monthIndex + 1, day)) return null;
  return toIsoDate(year, monthIndex + 1, day);
}

/** Formats `YYYY-MM-DD` as `DD-Mon-YYYY` (or `D-Mon-YYYY` with `pad: false`). */
export function formatWireDate(isoDate: IsoDate, { pad = true }: { pad?: boolean } = {}): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const dayText = pad ? String(day).padStart(2, '0') : String(day);
  return `${dayText}-${MONTHS[month - 1]}-${year}`;
}

export function isValidDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function toIsoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The Jakarta calendar date of an instant. */
export function jakartaDate(instant: Date): IsoDate {
  return new Date(instant.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Jakarta wall-clock date and time of an instant, `YYYY-MM-DD HH:MM:SS` (as feeds write a mutation's `date`). */
export function jakartaDateTime(instant: Date): string {
  const wib = new Date(instant.getTime() + JAKARTA_OFFSET_MS).toISOString();
  return `${wib.slice(0, 10)} ${wib.slice(11, 19)}`;
}

/** Adds whole days to a calendar date. */
export function addDays(isoDate: IsoDate, days: number): IsoDate {
  const time = Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** The instant a Jakarta calendar day starts. */
export function jakartaDayStart(isoDate: IsoDate): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - JAKARTA_OFFSET_MS);
}

/** The Jakarta wall-clock time of an instant as the staff write it, `HH.MM` (UTC+7, no daylight saving). */
export function jakartaClock(instant: Date): string {
  const shifted = new Date(instant.getTime() + 7 * 3600_000);
  return `${String(shifted.getUTCHours()).padStart(2, '0')}.${String(shifted.getUTCMinutes()).padStart(2, '0')}`;
}
