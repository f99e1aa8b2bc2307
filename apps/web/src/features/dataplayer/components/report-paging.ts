import { PAGE_SIZES } from '@rekon/contracts';
import type { Paging } from '../../../components/ui/pager';

export interface ReportPagingOptions {
  page: number;
  lastPage: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** While a page loads, Previous and Next wait. */
  busy: boolean;
}

/** The reports' paging: page size (10, 20, 50 or 100), "Showing page X of Y", Previous/Next around the page. */
export function reportPaging(options: ReportPagingOptions): Paging {
  return {
    page: options.page,
    totalPages: options.lastPage,
    onPageChange: options.onPageChange,
    busy: options.busy,
    numbers: 'current',
    pageSize: { sizes: PAGE_SIZES.dataPlayer, value: options.pageSize, onChange: options.onPageSizeChange },
  };
}
