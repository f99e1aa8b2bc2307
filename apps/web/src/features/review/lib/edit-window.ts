import { addDays, EDIT_WINDOW_DAYS, jakartaDate, type IsoDate } from '@rekon/contracts';

/**
 * Whether rows of this bank statement date may still be approved or deleted: today or one of the 2 days before,
 * in Jakarta (spec section 4). The server decides per row; this only spares staff a refused click.
 */
export function isInEditWindow(date: IsoDate, now: Date): boolean {
  const today = jakartaDate(now);
  return date <= today && date > addDays(today, -EDIT_WINDOW_DAYS);
}
