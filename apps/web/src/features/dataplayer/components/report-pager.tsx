import { PAGE_SIZES } from '@rekon/contracts';
import { PageSizeSelect } from '../../../components/ui/page-size-select';
import { PageStatus, Pager } from '../../../components/ui/pager';

export interface ReportPagerProps {
  page: number;
  lastPage: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** While a page loads, Previous and Next wait. */
  disabled: boolean;
}

/** Page size (10, 20, 50 or 100), "Showing page X of Y", and Previous/Next around the current page. */
export function ReportPager({
  page,
  lastPage,
  pageSize,
  onPageChange,
  onPageSizeChange,
  disabled,
}: ReportPagerProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <PageSizeSelect sizes={PAGE_SIZES.dataPlayer} value={pageSize} onChange={onPageSizeChange} />
        <PageStatus page={page} totalPages={lastPage} />
      </div>
      <Pager
        page={page}
        items={[page]}
        onPageChange={onPageChange}
        disabled={disabled}
        hasNext={page < lastPage}
      />
    </div>
  );
}
