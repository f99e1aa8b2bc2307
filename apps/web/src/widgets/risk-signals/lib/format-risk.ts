import type { IsoDate } from '@rekon/contracts';

/** `05/06/2026` for `2026-06-05` (id-ID dates, style.md). */
export function formatDayMonthYear(date: IsoDate): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}
