import type { ReactNode } from 'react';
import type { GameSiteDayRow } from '@rekon/contracts';
import { cn } from '../../../lib/cn';
import { formatCalendarDate, formatMoney, formatNumber } from '../../../lib/format';
import type { ReportTotals } from './summary-cards';

export const GAME_SITE_EMPTY_TEXT = 'No data';

const HEADERS = ['Tanggal', 'Total Depo', 'Total WD', 'Total Transaksi', 'Balance'] as const;
const CELL = 'px-4 py-3 text-theme-sm whitespace-nowrap tabular-nums';

const balanceClass = (value: number) => (value < 0 ? 'text-error-700 dark:text-error-400' : undefined);

export interface GameSiteTableProps {
  rows: GameSiteDayRow[];
  /** The whole range's totals: the Total Sum row. */
  totals: ReportTotals | undefined;
  isLoading: boolean;
  error: string | null;
}

/**
 * The per-date table with its Total Sum row (spec section 2). DataTable has no footer, and the Total Sum
 * belongs in a <tfoot>, so this table draws itself in the same look.
 */
export function GameSiteTable({ rows, totals, isLoading, error }: GameSiteTableProps) {
  let body: ReactNode;
  if (isLoading) {
    body = Array.from({ length: 5 }, (_, index) => (
      <tr key={index} aria-hidden="true">
        {HEADERS.map((header) => (
          <td key={header} className={CELL}>
            <div className="h-4 w-full max-w-32 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
          </td>
        ))}
      </tr>
    ));
  } else if (error || rows.length === 0) {
    body = (
      <tr>
        <td
          colSpan={HEADERS.length}
          className={cn(
            CELL,
            'py-8 text-center',
            error ? 'text-error-700 dark:text-error-400' : 'text-gray-500 dark:text-gray-400',
          )}
        >
          {error ? <span role="alert">{error}</span> : GAME_SITE_EMPTY_TEXT}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={row.date} className="hover:bg-gray-50 dark:hover:bg-white/[0.02]">
        <th scope="row" className={cn(CELL, 'text-left font-medium text-gray-800 dark:text-white/90')}>
          {formatCalendarDate(row.date)}
        </th>
        <td className={cn(CELL, 'text-gray-700 dark:text-gray-300')}>{formatMoney(row.total_deposit)}</td>
        <td className={cn(CELL, 'text-gray-700 dark:text-gray-300')}>{formatMoney(row.total_withdraw)}</td>
        <td className={cn(CELL, 'text-gray-700 dark:text-gray-300')}>
          {formatNumber(row.total_transactions)}
        </td>
        <td className={cn(CELL, 'text-gray-700 dark:text-gray-300', balanceClass(row.balance))}>
          {formatMoney(row.balance)}
        </td>
      </tr>
    ));
  }
  const showTotals = !isLoading && !error && rows.length > 0 && totals;

  return (
    // Focusable, so a keyboard can scroll a table wider than the screen (axe: scrollable-region-focusable).
    <div
      tabIndex={0}
      role="region"
      aria-label="Game Site"
      className="custom-scrollbar max-w-full overflow-x-auto rounded-xl border border-gray-200 dark:border-gray-800"
    >
      <table className="w-full" aria-busy={isLoading}>
        <caption className="sr-only">Game Site</caption>
        <thead className="border-b border-gray-100 bg-gray-50/60 dark:border-gray-800 dark:bg-white/[0.02]">
          <tr>
            {HEADERS.map((header) => (
              <th
                key={header}
                scope="col"
                className="px-4 py-3 text-left text-theme-xs font-medium whitespace-nowrap text-gray-500 dark:text-gray-400"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">{body}</tbody>
        {showTotals && (
          <tfoot className="border-t-2 border-gray-200 bg-gray-50/60 font-semibold text-gray-800 dark:border-gray-700 dark:bg-white/[0.02] dark:text-white/90">
            <tr>
              <th scope="row" className={cn(CELL, 'text-left')}>
                Total Sum
              </th>
              <td className={CELL}>{formatMoney(totals.grand_total_deposit)}</td>
              <td className={CELL}>{formatMoney(totals.grand_total_withdraw)}</td>
              <td className={CELL}>{formatNumber(totals.grand_total_transactions)}</td>
              <td className={cn(CELL, balanceClass(totals.total_balance))}>
                {formatMoney(totals.total_balance)}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
