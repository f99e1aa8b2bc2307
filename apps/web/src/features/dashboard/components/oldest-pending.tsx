import { Hourglass } from 'lucide-react';
import type { DashboardWebsite } from '@rekon/contracts';
import { formatAge } from '../lib/figures';
import { FigureLink } from './figure-link';

export interface OldestPendingProps {
  oldest: DashboardWebsite['oldest_pending'];
  /** View BO filtered to the row's side and pending; null for a CS. */
  linkTo: (side: 'deposit' | 'withdraw') => string | null;
}

/** The pending BO row that has waited longest, and for how long. */
export function OldestPending({ oldest, linkTo }: OldestPendingProps) {
  return (
    <div className="flex items-start gap-3 rounded-xl bg-gray-50 px-4 py-3 text-theme-sm dark:bg-white/[0.03]">
      <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500 dark:text-gray-400" />
      {oldest ? (
        <p className="text-gray-600 dark:text-gray-400">
          Pending tertua:{' '}
          <FigureLink
            to={linkTo(oldest.side === 'DEPO' ? 'deposit' : 'withdraw')}
            context="Pending tertua"
            layout="inline"
          >
            <span className="font-medium group-hover:underline">
              {oldest.ticket} ({oldest.side === 'DEPO' ? 'Deposit' : 'Withdraw'})
            </span>
          </FigureLink>{' '}
          · menunggu {formatAge(oldest.age_hours)}
        </p>
      ) : (
        <p className="text-gray-600 dark:text-gray-400">Tidak ada BO pending.</p>
      )}
    </div>
  );
}
