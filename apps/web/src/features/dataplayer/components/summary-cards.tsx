import { ArrowDownToLine, ArrowUpFromLine, Hash, Scale, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatMoney, formatNumber } from '../../../lib/format';

export interface ReportTotals {
  grand_total_deposit: number;
  grand_total_withdraw: number;
  total_balance: number;
  grand_total_transactions: number;
}

/** What a failed load shows: zeros, as the spec's list failures do (section 8). */
export const NO_TOTALS: ReportTotals = {
  grand_total_deposit: 0,
  grand_total_withdraw: 0,
  total_balance: 0,
  grand_total_transactions: 0,
};

interface SummaryCard {
  label: string;
  icon: LucideIcon;
  iconClass: string;
  value: (totals: ReportTotals) => string;
  negative?: (totals: ReportTotals) => boolean;
}

const CARDS: SummaryCard[] = [
  {
    label: 'Total Deposit',
    icon: ArrowDownToLine,
    iconClass: 'bg-success-50 text-success-700 dark:bg-success-500/15 dark:text-success-400',
    value: (totals) => formatMoney(totals.grand_total_deposit),
  },
  {
    label: 'Total Withdraw',
    icon: ArrowUpFromLine,
    iconClass: 'bg-error-50 text-error-700 dark:bg-error-500/15 dark:text-error-400',
    value: (totals) => formatMoney(totals.grand_total_withdraw),
  },
  {
    label: 'Balance',
    icon: Scale,
    iconClass: 'bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-300',
    value: (totals) => formatMoney(totals.total_balance),
    negative: (totals) => totals.total_balance < 0,
  },
  {
    label: 'Total Transactions',
    icon: Hash,
    iconClass: 'bg-info-50 text-info-700 dark:bg-info-500/15 dark:text-info-400',
    value: (totals) => formatNumber(totals.grand_total_transactions),
  },
];

/** Total Deposit, Total Withdraw, Balance and Total Transactions over the whole range (not the page). */
export function SummaryCards({ totals }: { totals: ReportTotals | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-busy={totals === undefined}>
      {CARDS.map((card) => {
        const Icon = card.icon;
        return (
          // A <dl> holds only <div>s of <dt> and <dd>: the icon sits inside the term.
          <div
            key={card.label}
            className="min-w-0 rounded-2xl border border-gray-200 p-3 sm:p-4 dark:border-gray-800"
          >
            <dt className="flex items-center gap-2 text-theme-xs text-gray-500 sm:gap-3 sm:text-theme-sm dark:text-gray-400">
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-10 sm:rounded-xl',
                  card.iconClass,
                )}
              >
                <Icon className="size-4 sm:size-5" />
              </span>
              {card.label}
            </dt>
            <dd
              className={cn(
                'mt-2 text-base font-semibold break-words text-gray-800 tabular-nums sm:mt-3 sm:text-xl dark:text-white/90',
                totals && card.negative?.(totals) && 'text-error-700 dark:text-error-400',
              )}
            >
              {totals ? (
                card.value(totals)
              ) : (
                <span className="mt-1 block h-6 w-32 animate-pulse rounded bg-gray-200 dark:bg-gray-800">
                  <span className="sr-only">Memuat…</span>
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
