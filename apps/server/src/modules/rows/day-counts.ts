import type { IsoDate } from '@rekon/contracts';
import type { Side } from './row-model';

/** What both kinds of rows count per website, side and day for the dashboard. */
export interface DayCounts {
  website: string;
  side: Side;
  date: IsoDate;
  count: number;
  pending: number;
  pendingCents: number;
}

/** A day-figures result row, selected as `website, side, date, count, pending, pending_cents`, read. */
export const dayCountsOf = (row: Record<string, string | number>): DayCounts => ({
  website: String(row.website),
  side: row.side as Side,
  date: String(row.date),
  count: Number(row.count),
  pending: Number(row.pending),
  pendingCents: Number(row.pending_cents),
});
