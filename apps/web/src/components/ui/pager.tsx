import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { PageItem } from './pages';

export interface PagerProps {
  page: number;
  items: PageItem[];
  onPageChange: (page: number) => void;
  /** Previous/Next/pages all disabled (while a page loads). */
  disabled?: boolean;
  /** Next is allowed; defaults to "not on the last listed page". */
  hasNext?: boolean;
  label?: string;
}

const BUTTON =
  'flex h-10 min-w-10 items-center justify-center rounded-lg text-theme-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';

/** Previous, numbered pages with ellipses, Next. */
export function Pager({
  page,
  items,
  onPageChange,
  disabled = false,
  hasNext,
  label = 'Pagination',
}: PagerProps) {
  const lastListed = Math.max(1, ...items.filter((item): item is number => item !== 'ellipsis'));
  const canGoNext = hasNext ?? page < lastListed;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={cn(
          BUTTON,
          'gap-1 border border-gray-300 bg-white px-3 text-gray-700 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-300 dark:hover:bg-white/[0.03]',
        )}
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </button>
      <ul className="flex items-center gap-1">
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-500 dark:text-gray-400">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => onPageChange(item)}
                className={cn(
                  BUTTON,
                  'px-2',
                  item === page
                    ? 'bg-brand-500 text-white'
                    : 'text-gray-700 hover:bg-brand-50 hover:text-brand-600 dark:text-gray-300 dark:hover:bg-white/5',
                )}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={cn(
          BUTTON,
          'gap-1 border border-gray-300 bg-white px-3 text-gray-700 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-300 dark:hover:bg-white/[0.03]',
        )}
        disabled={disabled || !canGoNext}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}

/** "Showing page X of Y". */
export function PageStatus({ page, totalPages }: { page: number; totalPages: number }) {
  return (
    <p className="text-theme-sm text-gray-500 dark:text-gray-400">
      Showing page {page} of {totalPages}
    </p>
  );
}
