import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@rekon/contracts';
import type { Paging } from '../../../components/ui/pager';

/**
 * The reports' page and page size (10, 20, 50 or 100; a new size starts at page 1), and the paging their table
 * shows: "Showing page X of Y" and Previous/Next around the current page.
 */
export function useReportPaging() {
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE.dataPlayer);
  const [page, setPage] = useState(1);
  const paging = (lastPage: number, busy: boolean): Paging => ({
    page,
    totalPages: lastPage,
    onPageChange: setPage,
    busy,
    numbers: 'current',
    pageSize: {
      sizes: PAGE_SIZES.dataPlayer,
      value: pageSize,
      onChange: (size) => {
        setPageSize(size);
        setPage(1);
      },
    },
  });
  return { page, setPage, pageSize, paging };
}
