import { useId, useMemo, useState } from 'react';
import type { DataPlayerRow } from '@rekon/contracts';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Input, Label } from '../../../components/ui/input';
import { messageOf } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDataPlayer } from '../api/get-data-player';
import { formatCalendarDate, formatMoney } from '../../../lib/format';
import type { ReportFilter } from '../lib/report-filter';
import { useReportPaging } from './report-paging';
import { NO_TOTALS, SummaryCards } from './summary-cards';

/** A typed username applies 400 ms after the last keystroke and starts again at page 1 (spec section 4). */
export const USERNAME_DEBOUNCE_MS = 400;

export const NO_DATA_TEXT = '🚫 No data found.';
export const USERNAME_NOT_FOUND_TEXT = '❗ Username not found in this period.';

// Rows carry no id, and one player may send the same amount twice a day: the position keys the row.
type NumberedRow = DataPlayerRow & { position: number };

const moneyOrDash = (value: number) => (value === 0 ? '-' : formatMoney(value));

function bankOf(row: DataPlayerRow): string {
  const parts = [row.player_bank_name, row.player_bank_no].filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(' - ') : '-';
}

/** Data Player mode: the range's totals, the username search, and one page of transactions. */
export function DataPlayerResults({ filter }: { filter: ReportFilter }) {
  const searchId = useId();
  const [text, setText] = useState('');
  const { page, setPage, pageSize, paging } = useReportPaging();
  const username = useDebouncedValue(text.trim(), USERNAME_DEBOUNCE_MS);
  // A new username starts again at page 1 (adjusted while rendering, not in an effect).
  const [pagedUsername, setPagedUsername] = useState(username);
  if (pagedUsername !== username) {
    setPagedUsername(username);
    setPage(1);
  }

  const report = useDataPlayer({ ...filter, username, pageSize, page });
  const data = report.isError ? undefined : report.data;
  const offset = (page - 1) * pageSize;
  const rows = useMemo<NumberedRow[]>(
    () => (data?.details ?? []).map((row, index) => ({ ...row, position: offset + index + 1 })),
    [data, offset],
  );

  const columns: Column<NumberedRow>[] = [
    { header: 'No', cell: (row) => row.position, className: 'tabular-nums' },
    { header: 'Transaction Date', cell: (row) => formatCalendarDate(row.date) },
    { header: 'Operator', cell: (row) => row.handler || '-' },
    {
      header: 'Username',
      cell: (row) => row.username,
      className: 'font-medium text-gray-800 dark:text-white/90',
    },
    { header: 'Website', cell: (row) => row.website },
    { header: 'Bank name and number', cell: bankOf, className: 'min-w-44', wrap: true },
    { header: 'Deposit', cell: (row) => moneyOrDash(row.deposit), className: 'tabular-nums' },
    { header: 'Withdraw', cell: (row) => moneyOrDash(row.withdraw), className: 'tabular-nums' },
  ];

  return (
    <>
      <SummaryCards totals={report.isError ? NO_TOTALS : data} />
      <div className="w-full sm:w-72">
        <Label htmlFor={searchId}>Username</Label>
        <Input
          id={searchId}
          type="search"
          placeholder="Cari username…"
          autoComplete="off"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <DataTable
        caption="Data Player"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.position}
        isLoading={report.isPending}
        error={report.isError ? messageOf(report.error) : null}
        emptyText={username ? USERNAME_NOT_FOUND_TEXT : NO_DATA_TEXT}
        skeletonRows={5}
        paging={paging(data?.last_page ?? 1, report.isFetching)}
      />
    </>
  );
}
