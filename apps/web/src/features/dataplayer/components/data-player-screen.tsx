import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MSG, type WebsiteOption } from '@rekon/contracts';
import { Card } from '../../../components/ui/card';
import { NoticeSlot, useNotice } from '../../../components/ui/notice';
import { formatCalendarDate, todayInJakarta } from '../../../lib/format';
import { ALL_WEBSITES, MODE_LABELS, type ReportFilter } from '../lib/report-filter';
import { DataPlayerResults } from './data-player-results';
import { ExportButtons } from './export-buttons';
import { GameSiteResults } from './game-site-results';
import { ReportFilters } from './report-filters';
import { REPORT_KEYS } from '../api/keys';

export interface DataPlayerScreenProps {
  isAdmin: boolean;
  /** ADMIN's website choices (`endpoints.websiteList`). */
  websites: WebsiteOption[];
  /** The website a CHECKER or CS is bound to. */
  ownWebsiteCode: string | null;
}

/** What the results below show, in words: the date fields' own format follows the browser's language. */
function SearchedRange({ filter }: { filter: ReportFilter }) {
  const website = filter.website === ALL_WEBSITES ? 'All websites' : filter.website;
  return (
    <p className="text-theme-sm text-gray-500 dark:text-gray-400">
      {MODE_LABELS[filter.mode]} · {website} · {formatCalendarDate(filter.start)} s.d.{' '}
      {formatCalendarDate(filter.end)}
    </p>
  );
}

/** A search: the filter as it was when Search was pressed, and which press it was. */
interface Submitted {
  filter: ReportFilter;
  run: number;
}

/**
 * Data Player / Game Site (spec section 2): results load only after Search, and changing any filter hides
 * them again (section 4), so what is shown always matches the filter row.
 */
export function DataPlayerScreen({ isAdmin, websites, ownWebsiteCode }: DataPlayerScreenProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ReportFilter>(() => {
    const today = todayInJakarta();
    return {
      mode: 'player',
      website: isAdmin ? ALL_WEBSITES : (ownWebsiteCode ?? ''),
      start: today,
      end: today,
    };
  });
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const { notice, show, clear } = useNotice();

  const change = (next: ReportFilter) => {
    setDraft(next);
    setSubmitted(null);
    setDateError(null);
    clear();
  };

  const search = () => {
    if (draft.end < draft.start) {
      setDateError(MSG.endBeforeStart);
      setSubmitted(null);
      return;
    }
    setDateError(null);
    // Search again means fresh figures: uploads may have landed since the last press.
    void queryClient.invalidateQueries({ queryKey: REPORT_KEYS.all });
    setSubmitted((previous) => ({ filter: draft, run: (previous?.run ?? 0) + 1 }));
  };

  const shown = submitted?.filter ?? null;

  return (
    <Card title="Data Player / Game Site">
      <ReportFilters
        value={draft}
        onChange={change}
        onSearch={search}
        isAdmin={isAdmin}
        websites={websites}
        ownWebsiteCode={ownWebsiteCode}
        dateError={dateError}
        actions={
          draft.mode === 'gamesite' && (
            <ExportButtons filter={shown} onFailure={(message) => show('error', message)} />
          )
        }
      />
      <NoticeSlot notice={notice} />
      {submitted && shown ? (
        // Each Search starts the results afresh: page 1, no username typed.
        <div key={submitted.run} className="space-y-5">
          <SearchedRange filter={shown} />
          {shown.mode === 'player' ? (
            <DataPlayerResults filter={shown} />
          ) : (
            <GameSiteResults filter={shown} />
          )}
        </div>
      ) : (
        <p className="rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center text-theme-sm text-gray-500 dark:border-gray-700 dark:text-gray-400">
          Pilih filter lalu tekan Search untuk menampilkan data.
        </p>
      )}
    </Card>
  );
}
