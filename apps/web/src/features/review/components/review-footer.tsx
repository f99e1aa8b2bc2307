import { PageStatus, Pager } from '../../../components/ui/pager';
import { windowedPages } from '../../../components/ui/pages';
import { formatNumber } from '../../../lib/format';

export interface ReviewFooterProps {
  page: number;
  totalPages: number;
  total: number | null;
  onPageChange: (page: number) => void;
  busy: boolean;
}

/** "Showing page X of Y", the row count, and the pager (disabled while a page loads). */
export function ReviewFooter({ page, totalPages, total, onPageChange, busy }: ReviewFooterProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <PageStatus page={page} totalPages={totalPages} />
        {total !== null && (
          <p className="text-theme-sm text-gray-500 dark:text-gray-400">({formatNumber(total)} data)</p>
        )}
      </div>
      <Pager
        page={page}
        items={windowedPages(page, totalPages)}
        onPageChange={onPageChange}
        disabled={busy}
      />
    </div>
  );
}
