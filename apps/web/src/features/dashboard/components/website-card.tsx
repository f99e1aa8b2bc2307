import { useId } from 'react';
import type { DashboardWebsite, IsoDate } from '@rekon/contracts';
import { Badge } from '../../../components/ui/badge';
import { MatchRate } from './match-rate';
import { SideFiguresTable } from './side-figures-table';
import { UploadStatus } from './upload-status';
import { WebsiteDetails } from './website-details';

export interface WebsiteCardProps {
  website: DashboardWebsite;
  date: IsoDate;
  /** Figures open View BO / View Mutasi; false for a CS. */
  linked: boolean;
  /** One of several websites: the details under the figures wait behind "Rincian". */
  collapsible: boolean;
  detailsOpen: boolean;
  onDetailsOpenChange: (open: boolean) => void;
}

/** One website's day: what is in, what matched, what waits, and the last 14 days. */
export function WebsiteCard({
  website,
  date,
  linked,
  collapsible,
  detailsOpen,
  onDetailsOpenChange,
}: WebsiteCardProps) {
  const titleId = useId();
  const code = website.website_code;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-2xl border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-800 dark:bg-white/[0.03]"
    >
      <header className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold text-gray-800 dark:text-white/90">
            {website.website_name}{' '}
            <span className="font-normal text-gray-500 dark:text-gray-400">({code})</span>
          </h2>
          <Badge tone="neutral">{website.website_panel}</Badge>
        </div>
        <UploadStatus
          bo={website.bo_uploaded}
          statements={website.statements_uploaded}
          breaks={website.balance_breaks}
        />
      </header>
      <MatchRate
        matched={website.matched_percent}
        auto={website.auto_percent}
        manual={website.manual_percent}
        remarkOnly={website.remark_only_percent}
      />
      <SideFiguresTable
        websiteCode={code}
        date={date}
        deposit={website.deposit}
        withdraw={website.withdraw}
        linked={linked}
      />
      <WebsiteDetails
        website={website}
        date={date}
        linked={linked}
        collapsible={collapsible}
        open={detailsOpen}
        onOpenChange={onDetailsOpenChange}
      />
    </article>
  );
}
