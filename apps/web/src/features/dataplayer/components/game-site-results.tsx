import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@rekon/contracts';
import { messageOf } from '../../../lib/api-client';
import { useGameSite } from '../api/get-game-site';
import type { ReportFilter } from '../lib/report-filter';
import { GameSiteTable } from './game-site-table';
import { reportPaging } from './report-paging';

/** Game Site mode: one row per date of the range, the Total Sum row, and the pager. */
export function GameSiteResults({ filter }: { filter: ReportFilter }) {
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE.dataPlayer);
  const [page, setPage] = useState(1);
  const report = useGameSite({ ...filter, pageSize, page });
  const data = report.isError ? undefined : report.data;

  return (
    <GameSiteTable
      rows={data?.details ?? []}
      totals={data}
      isLoading={report.isPending}
      error={report.isError ? messageOf(report.error) : null}
      paging={reportPaging({
        page,
        lastPage: data?.last_page ?? 1,
        pageSize,
        onPageChange: setPage,
        onPageSizeChange: (size) => {
          setPageSize(size);
          setPage(1);
        },
        busy: report.isFetching,
      })}
    />
  );
}
