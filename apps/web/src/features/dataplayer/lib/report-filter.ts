import type { IsoDate } from '@rekon/contracts';

/** Data Player lists transactions; Game Site sums them per date (spec section 2). */
export type ReportMode = 'player' | 'gamesite';

export const MODE_LABELS: Record<ReportMode, string> = { player: 'Data Player', gamesite: 'Game Site' };

/** An ADMIN may read every website at once; the server takes `all` in place of a code. */
export const ALL_WEBSITES = 'all';

export interface ReportFilter {
  mode: ReportMode;
  /** A website code, or `all`. */
  website: string;
  start: IsoDate;
  end: IsoDate;
}
