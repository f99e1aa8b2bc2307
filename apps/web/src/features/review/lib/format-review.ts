import { JAKARTA_TIME_ZONE } from '@rekon/contracts';
import { formatMoney } from '../../../lib/format';

const timeFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: JAKARTA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `05 Jun 2026` for a `YYYY-MM-DD` business date; `-` when there is none. */
export { formatCalendarDate as formatBusinessDate } from '../../../lib/format';

/** A statement time as printed (`14:05:00` → `14.05`), the Indonesian way. */
export function formatStatementTime(value: string | null): string | null {
  if (!value) return null;
  const match = /^([0-9]{1,2}):([0-9]{2})/.exec(value);
  if (!match) return value;
  return `${match[1]!.padStart(2, '0')}.${match[2]}`;
}

/** `Rp 1.250.000`, or `-` for an amount the source did not give. */
export function formatOptionalMoney(value: number | null | undefined): string {
  return value === null || value === undefined ? '-' : formatMoney(value);
}

/** Jakarta hour and minute of an instant (for compact lists). */
export function formatInstantTime(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : timeFormat.format(time);
}

const shortDateTimeFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: JAKARTA_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `05/06 14.05` (Jakarta) for a one-line row: a review list holds one day, so the year says nothing there. */
export function formatShortDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : shortDateTimeFormat.format(time).replace(',', '');
}
