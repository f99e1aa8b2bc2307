import { ChevronDown, ChevronUp } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import type { DashboardWebsite, IsoDate } from '@rekon/contracts';
import { RiskSignalsCard } from '../../../widgets/risk-signals/components/risk-signals-card';
import { reviewLink } from '../lib/review-links';
import { FeedFreshness } from './feed-freshness';
import { OldestPending } from './oldest-pending';

// recharts is the largest library of the app: it loads with the first chart shown, not with every page.
const TrendChart = lazy(() => import('./trend-chart'));

function ChartPlaceholder() {
  return <div aria-hidden="true" className="h-56 animate-pulse rounded-xl bg-gray-100 dark:bg-gray-800" />;
}

export interface WebsiteDetailsProps {
  website: DashboardWebsite;
  date: IsoDate;
  linked: boolean;
  /** Several websites on the page: the details wait behind "Rincian" (decision 070). */
  collapsible: boolean;
  /** "Rincian" is open; kept by the page, so another date keeps what was opened. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * What a website card shows under its figures: the oldest pending row, the feeds, the risk signals and the last
 * 14 days. With several websites they wait behind one "Rincian" button per card, so the page stays a list of
 * figures to scan (issue 29 item 9); with one website they are open and the button is not there.
 */
export function WebsiteDetails({
  website,
  date,
  linked,
  collapsible,
  open: opened,
  onOpenChange,
}: WebsiteDetailsProps) {
  const open = opened || !collapsible;
  const panelId = useId();
  const code = website.website_code;
  const Icon = open ? ChevronUp : ChevronDown;
  return (
    <>
      {collapsible && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => onOpenChange(!open)}
          className="inline-flex items-center gap-1 self-start rounded-lg px-2 py-1 text-theme-sm font-medium text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-50 dark:text-brand-300 dark:ring-brand-800 dark:hover:bg-brand-500/10"
        >
          Rincian<span className="sr-only"> {website.website_name}</span>
          <Icon aria-hidden="true" className="size-4" />
        </button>
      )}
      {open && (
        <div id={panelId} className="flex flex-col gap-5">
          <OldestPending
            oldest={website.oldest_pending}
            linkTo={(side) =>
              linked ? reviewLink({ screen: 'bo', side, status: 'pending' }, code, date) : null
            }
          />
          <FeedFreshness feeds={website.feeds} />
          {/* Risk signals show the rows behind them, as the review screens do: staff only, not a CS. */}
          {linked && <RiskSignalsCard websiteCode={code} date={date} />}
          <Suspense fallback={<ChartPlaceholder />}>
            <TrendChart websiteName={website.website_name} series={website.series} />
          </Suspense>
        </div>
      )}
    </>
  );
}
