import { formatPercent } from '../lib/figures';

export interface MatchRateProps {
  matched: number | null;
  auto: number | null;
  manual: number | null;
  remarkOnly: number | null;
}

/**
 * The share of the day's BO rows paired with a statement row, split into automatic and manual matches. Rows
 * approved with a remark alone are approved but not matched: they are named beside, outside the percentage.
 */
export function MatchRate({ matched, auto, manual, remarkOnly }: MatchRateProps) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-theme-sm text-gray-500 dark:text-gray-400">Cocok</p>
        <p className="text-2xl font-semibold text-gray-800 tabular-nums dark:text-white/90">
          {formatPercent(matched)}
        </p>
      </div>
      {/* The bar repeats the percentages written next to it. */}
      <div
        aria-hidden="true"
        className="mt-2 flex h-2 overflow-hidden rounded-full bg-gray-100 dark:bg-gray-800"
      >
        <div className="bg-success-500" style={{ width: `${auto ?? 0}%` }} />
        <div className="bg-brand-500" style={{ width: `${manual ?? 0}%` }} />
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-theme-xs text-gray-500 dark:text-gray-400">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2 rounded-full bg-success-500" />
          Otomatis {formatPercent(auto)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2 rounded-full bg-brand-500" />
          Manual {formatPercent(manual)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2 rounded-full bg-gray-400" />
          Approve tanpa mutasi {formatPercent(remarkOnly)}
        </span>
      </p>
    </div>
  );
}
