import { Radio, TriangleAlert } from 'lucide-react';
import type { DashboardFeed } from '@rekon/contracts';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime, formatNumber } from '../../../lib/format';

/** One feed's account and how fresh it is: its last arrival, today's rows, and what is wrong with it. */
function FeedLine({ feed }: { feed: DashboardFeed }) {
  const { health } = feed;
  return (
    <li className="space-y-1">
      <p className="text-gray-700 dark:text-gray-300">
        <span className="font-medium">
          {feed.akun_bank_bank} {feed.akun_bank_no}
        </span>{' '}
        <span className="text-gray-500 dark:text-gray-400">
          ({feed.akun_bank_name}, {feed.akun_bank_jenis_transaksi === 'DEPO' ? 'Deposit' : 'Withdraw'}) · feed{' '}
          {feed.feed_kind === 'snap' ? 'SNAP' : 'push'} “{feed.feed_name}”
        </span>
      </p>
      <p className="text-gray-600 dark:text-gray-400">
        Terakhir masuk: {health.last_arrival_at ? formatDateTime(health.last_arrival_at) : 'belum ada'} · hari
        ini {formatNumber(health.rows_today)} mutasi, {formatNumber(health.matched_today)} cocok
      </p>
      <div className="flex flex-wrap gap-2">
        {!feed.feed_enabled && <Badge tone="neutral">Nonaktif</Badge>}
        {health.silent && (
          <Badge tone="warning">
            <TriangleAlert aria-hidden="true" className="mr-1 size-3.5" />
            Tidak ada kiriman sejak {formatDateTime(health.silent_since)}
          </Badge>
        )}
        {health.balance_breaks_today > 0 && (
          <Badge tone="warning">
            Saldo tidak nyambung {formatNumber(health.balance_breaks_today)}x hari ini
          </Badge>
        )}
        {health.last_error && (
          <Badge tone="error">
            Error terakhir{health.last_error_at ? ` (${formatDateTime(health.last_error_at)})` : ''}:{' '}
            {health.last_error}
          </Badge>
        )}
      </div>
    </li>
  );
}

/**
 * Each account with a live feed and its freshness now (feeds.md "Health you can see"): a feed silent longer than
 * expected, a balance break between fed rows, or its last error stands out. Nothing when the website has no feed.
 */
export function FeedFreshness({ feeds }: { feeds: DashboardFeed[] }) {
  if (feeds.length === 0) return null;
  return (
    <section
      aria-label="Feed mutasi"
      className="flex items-start gap-3 rounded-xl bg-gray-50 px-4 py-3 text-theme-sm dark:bg-white/[0.03]"
    >
      <Radio aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500 dark:text-gray-400" />
      <ul className="w-full space-y-3">
        {feeds.map((feed) => (
          <FeedLine key={feed.feed_id} feed={feed} />
        ))}
      </ul>
    </section>
  );
}
