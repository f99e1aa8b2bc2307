import { messageOf } from '../../../lib/api-client';
import { useGameSite } from '../api/get-game-site';
import type { ReportFilter } from '../lib/report-filter';
import { GameSiteTable } from './game-site-table';
import { useReportPaging } from './report-paging';

/** Game Site mode: one row per date of the range, the Total Sum row, and the pager. */
export function GameSiteResults({ filter }: { filter: ReportFilter }) {
  const { page, pageSize, paging } = useReportPaging();
  const report = useGameSite({ ...filter, pageSize, page });
  const data = report.isError ? undefined : report.data;

  return (
    <GameSiteTable
      rows={data?.details ?? []}
      totals={data}
      isLoading={report.isPending}
      error={report.isError ? messageOf(report.error) : null}
      paging={paging(data?.last_page ?? 1, report.isFetching)}
    />
  );
}
