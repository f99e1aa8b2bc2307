import { formatWireDate, type IsoDate } from '@rekon/contracts';

export type ReviewScreen = 'bo' | 'mutasi';
export type ReviewSide = 'deposit' | 'withdraw';
export type ReviewStatus = 'pending' | 'approve' | 'all';

export interface ReviewTarget {
  screen: ReviewScreen;
  side: ReviewSide;
  status: ReviewStatus;
}

const PATHS: Record<ReviewScreen, string> = { bo: '/view-bo', mutasi: '/view-mutasi' };

/**
 * The review screen opened on one figure: View BO and View Mutasi read `type`, `website`, `date`
 * (DD-Mon-YYYY) and `status` from the query string and search at once.
 */
export function reviewLink(target: ReviewTarget, websiteCode: string, date: IsoDate): string {
  const params = new URLSearchParams({
    type: target.side,
    website: websiteCode,
    date: formatWireDate(date),
    status: target.status,
  });
  return `${PATHS[target.screen]}?${params.toString()}`;
}
