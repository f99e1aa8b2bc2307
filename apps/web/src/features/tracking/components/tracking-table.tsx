import { useId, useState, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type TrackingRow } from '@rekon/contracts';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Input, Label } from '../../../components/ui/input';
import { PageSizeSelect } from '../../../components/ui/page-size-select';
import { pageCount } from '../../../components/ui/pages';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTracking } from '../api/get-tracking';

/** Tracking search applies 500 ms after the last keystroke (spec section 4). */
export const TRACKING_DEBOUNCE_MS = 500;

const columns: Column<TrackingRow>[] = [
  { header: 'ID', cell: (row) => row.tracking_id, className: 'tabular-nums' },
  { header: 'Website', cell: (row) => row.tracking_website },
  {
    header: 'Username',
    cell: (row) => row.tracking_username,
    className: 'font-medium text-gray-800 dark:text-white/90',
  },
  { header: 'Role', cell: (row) => row.tracking_role },
  { header: 'Activity', cell: (row) => row.tracking_activity, className: 'min-w-44', wrap: true },
  { header: 'Created At', cell: (row) => formatDateTime(row.tracking_crated_at) },
];

export interface TrackingTableProps {
  websiteCode: string;
  /** The website chooser, shown first in the filter row. */
  websiteField: ReactNode;
}

/** The read-only activity log of one website (or all, for an ADMIN), with search and paging. */
export function TrackingTable({ websiteCode, websiteField }: TrackingTableProps) {
  const searchId = useId();
  const [text, setText] = useState('');
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE.tracking);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(text.trim(), TRACKING_DEBOUNCE_MS);
  // A new search term or another website starts again at page 1 (adjusted while rendering, not in an effect).
  const filterKey = `${websiteCode}\n${search}`;
  const [pagedFilter, setPagedFilter] = useState(filterKey);
  if (pagedFilter !== filterKey) {
    setPagedFilter(filterKey);
    setPage(1);
  }
  const tracking = useTracking({ websiteCode, search, pageSize, page });

  const rows = tracking.data?.rows ?? [];
  const total = tracking.data?.total ?? null;
  const totalPages = total === null ? page : pageCount(total, pageSize);
  // Without a total, a short page is the last one.
  const hasNext = total === null ? rows.length >= pageSize : page < totalPages;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="w-full sm:w-72">{websiteField}</div>
        <div className="w-full sm:w-72">
          <Label htmlFor={searchId}>Search</Label>
          <Input
            id={searchId}
            type="search"
            placeholder="Cari username/member…"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <PageSizeSelect
        sizes={PAGE_SIZES.tracking}
        value={pageSize}
        onChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
      <DataTable
        caption="Tracking"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.tracking_id}
        isLoading={websiteCode !== '' && tracking.isPending}
        error={tracking.isError ? messageOf(tracking.error) : null}
        skeletonRows={Math.min(pageSize, 5)}
        paging={{
          page,
          totalPages,
          onPageChange: setPage,
          busy: tracking.isFetching,
          numbers: 'siblings',
          hasNext,
        }}
      />
    </>
  );
}
