import { jakartaDate, type IsoDate } from '@rekon/contracts';

/** Today on the Jakarta calendar (the date fields' default, spec section 2). */
export const todayInJakarta = (): IsoDate => jakartaDate(new Date());

// A calendar date is no instant: formatting its UTC midnight in UTC shows the same day everywhere.
const calendarFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'UTC',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

/** `05 Jun 2026` for `2026-06-05`. */
export function formatCalendarDate(isoDate: IsoDate): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : calendarFormat.format(new Date(time));
}
