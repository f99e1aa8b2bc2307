import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { PageSizeSelect } from './page-size-select';
import { siblingPages, windowedPages, type PageItem } from './pages';

export interface PagerProps {
  page: number;
  items: PageItem[];
  onPageChange: (page: number) => void;
  /**
   * Previous/Next/pages all disabled (while a page loads). They stay focusable (`aria-disabled`, clicks
   * ignored): a natively disabled button drops the focus of the one just pressed to the page body.
   */
  disabled?: boolean;
  /** Next is allowed; defaults to "not on the last listed page". */
  hasNext?: boolean;
  label?: string;
}

const BUTTON =
  'flex h-10 min-w-10 items-center justify-center rounded-lg text-theme-sm font-medium aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/**
 * A pager button: disabled by `aria-disabled`, so it keeps the focus while the next page loads. `skip` takes it
 * out of the Tab order where it can do nothing whatever loads (Previous on the first page, Next on the last,
 * every button of a single-page list): a keyboard user does not walk three dead stops after each list.
 */
function PagerButton({
  off,
  skip,
  onPress,
  ...props
}: Omit<ComponentProps<'button'>, 'disabled' | 'onClick'> & {
  off: boolean;
  skip: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      aria-disabled={off || undefined}
      tabIndex={skip ? -1 : undefined}
      onClick={() => !off && onPress()}
      {...props}
    />
  );
}

const STEP =
  'gap-1 border border-gray-300 bg-white px-3 text-gray-700 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-300 dark:hover:bg-white/[0.03]';

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
  const singlePage = page <= 1 && !canGoNext;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <PagerButton
        className={cn(BUTTON, STEP)}
        off={disabled || page <= 1}
        skip={page <= 1}
        onPress={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </PagerButton>
      <ul className="flex items-center gap-1">
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-500 dark:text-gray-400">
              …
            </li>
          ) : (
            <li key={item}>
              <PagerButton
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                off={disabled}
                skip={singlePage}
                onPress={() => onPageChange(item)}
                className={cn(
                  BUTTON,
                  'px-2',
                  item === page
                    ? 'bg-brand-500 text-white'
                    : 'text-gray-700 hover:bg-brand-50 hover:text-brand-600 dark:text-gray-300 dark:hover:bg-white/5',
                )}
              >
                {item}
              </PagerButton>
            </li>
          ),
        )}
      </ul>
      <PagerButton
        className={cn(BUTTON, STEP)}
        off={disabled || !canGoNext}
        skip={!canGoNext}
        onPress={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </PagerButton>
    </nav>
  );
}

/** "Showing page X of Y", a live region: a screen reader hears the new page when it comes. */
export function PageStatus({ page, totalPages }: { page: number; totalPages: number }) {
  return (
    <p role="status" className="text-theme-sm text-gray-500 dark:text-gray-400">
      Showing page {page} of {totalPages}
    </p>
  );
}

/** The paging of a list: what `PagingFooter` shows under its table. */
export interface Paging {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** A page is loading: the pager waits. */
  busy: boolean;
  /**
   * The page numbers offered: five around the current one with the ends (`window`, the lists), one sibling each
   * side with the ends (`siblings`, tracking), or the current page alone (`current`, the reports).
   */
  numbers?: 'window' | 'siblings' | 'current';
  /** Next is allowed (when the total is unknown); defaults to "not on the last page". */
  hasNext?: boolean;
  /** The rows of the whole result, shown as "(N data)". */
  total?: number | null;
  /** The pager's accessible name, where a screen has more than one list. */
  label?: string;
  /** A "Show [N] entries per page" chooser in the footer. */
  pageSize?: { sizes: readonly number[]; value: number; onChange: (size: number) => void };
}

function pageItems({ page, totalPages, numbers = 'window' }: Paging): PageItem[] {
  if (numbers === 'siblings') return siblingPages(page, totalPages);
  if (numbers === 'current') return [page];
  return windowedPages(page, totalPages);
}

/** Under every list: the page size (when offered), "Showing page X of Y", the row count, and the pager. */
export function PagingFooter({ paging }: { paging: Paging }) {
  const { page, totalPages, total, pageSize } = paging;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {pageSize && (
          <PageSizeSelect sizes={pageSize.sizes} value={pageSize.value} onChange={pageSize.onChange} />
        )}
        <div className="flex flex-wrap items-baseline gap-x-3">
          <PageStatus page={page} totalPages={totalPages} />
          {total !== undefined && total !== null && (
            <p className="text-theme-sm text-gray-500 dark:text-gray-400">({formatNumber(total)} data)</p>
          )}
        </div>
      </div>
      <Pager
        page={page}
        items={pageItems(paging)}
        onPageChange={paging.onPageChange}
        disabled={paging.busy}
        label={paging.label}
        hasNext={paging.hasNext ?? (paging.numbers === 'current' ? page < totalPages : undefined)}
      />
    </div>
  );
}
