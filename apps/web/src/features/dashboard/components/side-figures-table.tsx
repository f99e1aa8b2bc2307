import type { IsoDate, SideFigures } from '@rekon/contracts';
import { cn } from '../../../lib/cn';
import { formatMoney, formatNumber } from '../../../lib/format';
import { reviewLink, type ReviewScreen, type ReviewSide, type ReviewStatus } from '../lib/review-links';
import { FigureLink } from './figure-link';

interface Figure {
  count: number;
  sum?: number;
  detail?: string;
}

interface FigureRow {
  label: string;
  screen: ReviewScreen;
  status: ReviewStatus;
  figure: (side: SideFigures) => Figure;
  /** A non-zero count that needs someone's attention. */
  attention?: 'warning' | 'error';
}

const ROWS: FigureRow[] = [
  {
    label: 'BO',
    screen: 'bo',
    status: 'all',
    figure: (side) => ({ count: side.bo_count, sum: side.bo_sum }),
  },
  {
    label: 'Approve',
    screen: 'bo',
    status: 'approve',
    figure: (side) => ({
      count: side.auto + side.manual + side.remark_only,
      detail: `otomatis ${formatNumber(side.auto)} · manual ${formatNumber(side.manual)} · tanpa mutasi ${formatNumber(side.remark_only)}`,
    }),
  },
  {
    label: 'Pending BO',
    screen: 'bo',
    status: 'pending',
    figure: (side) => ({ count: side.pending, sum: side.pending_sum }),
    attention: 'warning',
  },
  {
    label: 'Contested',
    screen: 'bo',
    status: 'pending',
    figure: (side) => ({ count: side.contested }),
    attention: 'error',
  },
  {
    label: 'Mutasi',
    screen: 'mutasi',
    status: 'all',
    figure: (side) => ({ count: side.mutasi_count }),
  },
  {
    label: 'Mutasi pending',
    screen: 'mutasi',
    status: 'pending',
    figure: (side) => ({ count: side.mutasi_pending, sum: side.mutasi_pending_sum }),
    attention: 'warning',
  },
];

const SIDES: { side: ReviewSide; label: string; key: 'deposit' | 'withdraw' }[] = [
  { side: 'deposit', label: 'Deposit', key: 'deposit' },
  { side: 'withdraw', label: 'Withdraw', key: 'withdraw' },
];

const ATTENTION = {
  warning: 'text-warning-700 dark:text-warning-400',
  error: 'text-error-700 dark:text-error-400',
};

export interface SideFiguresTableProps {
  websiteCode: string;
  date: IsoDate;
  deposit: SideFigures;
  withdraw: SideFigures;
  /** Figures open View BO / View Mutasi; false for a CS, who has no access to them. */
  linked: boolean;
}

/** The day's figures of both sides, each opening the review screen filtered to it. */
export function SideFiguresTable({ websiteCode, date, deposit, withdraw, linked }: SideFiguresTableProps) {
  const figures = { deposit, withdraw };
  return (
    <table className="w-full table-fixed text-theme-sm">
      <caption className="sr-only">Angka {websiteCode} per sisi</caption>
      <thead>
        <tr className="border-b border-gray-100 dark:border-gray-800">
          <td className="w-[34%] pb-2" />
          {SIDES.map(({ side, label }) => (
            <th
              key={side}
              scope="col"
              className="pb-2 text-left text-theme-xs font-medium text-gray-500 dark:text-gray-400"
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
        {ROWS.map((row) => (
          <tr key={row.label}>
            <th
              scope="row"
              className="py-2 pr-2 text-left align-top font-normal text-gray-600 dark:text-gray-400"
            >
              {row.label}
            </th>
            {SIDES.map(({ side, label, key }) => {
              const figure = row.figure(figures[key]);
              const highlighted = row.attention && figure.count > 0;
              // Nothing to open behind a zero: it stays plain, and muted, so the figures that matter stand out.
              const to =
                linked && figure.count > 0
                  ? reviewLink({ screen: row.screen, side, status: row.status }, websiteCode, date)
                  : null;
              return (
                <td key={side} className="py-2 pr-2 align-top">
                  <FigureLink to={to} context={`${row.label} ${label}`}>
                    <span
                      className={cn(
                        'block text-base leading-6 font-semibold tabular-nums',
                        to && 'group-hover:underline',
                        figure.count === 0 && 'font-medium text-gray-500 dark:text-gray-400',
                        highlighted && row.attention && ATTENTION[row.attention],
                      )}
                    >
                      {formatNumber(figure.count)}
                    </span>
                    {figure.sum !== undefined && (
                      <span className="block text-theme-xs break-words text-gray-500 tabular-nums dark:text-gray-400">
                        {formatMoney(figure.sum)}
                      </span>
                    )}
                    {figure.detail && (
                      <span className="block text-theme-xs text-gray-500 dark:text-gray-400">
                        {figure.detail}
                      </span>
                    )}
                  </FigureLink>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
