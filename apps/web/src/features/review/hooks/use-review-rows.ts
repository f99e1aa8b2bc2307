import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LIST_PAGE_SIZE } from '@rekon/contracts';
import { pageCount } from '../../../components/ui/pages';
import { messageOf } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { reviewRowsQuery, type ReviewList } from '../api/review-lists';
import type { ReviewFilter } from '../lib/review-filter';
import { reviewSearch, SEARCH_DEBOUNCE_MS } from '../lib/search-term';

/**
 * Other staff approve and upload all day: a shown page is asked for again this often (issue 29), in the
 * background, so a row another session changed shows within 15 seconds. A background refresh neither marks the
 * table busy nor disables the pager (a disabled button would drop the focus), and the drafts live in the page's
 * book, so typed text and the focus stay where they are.
 */
export const REFRESH_MS = 15_000;

/**
 * The rows of an applied filter: the two search boxes (applied 400 ms after the last keystroke, back to page 1)
 * and the page of 100 rows.
 */
export function useReviewRows<Row>(list: ReviewList<Row>, filter: ReviewFilter) {
  const [text, setText] = useState('');
  const [idTracking, setIdTracking] = useState('');
  const [page, setPage] = useState(1);
  const search = reviewSearch(
    useDebouncedValue(text, SEARCH_DEBOUNCE_MS),
    useDebouncedValue(idTracking, SEARCH_DEBOUNCE_MS),
  );
  // A new search starts again at page 1 (adjusted while rendering, not in an effect).
  const searchKey = search ? `${search.kind}:${search.term}` : '';
  const [pagedSearch, setPagedSearch] = useState(searchKey);
  if (pagedSearch !== searchKey) {
    setPagedSearch(searchKey);
    setPage(1);
  }
  const query = useQuery({ ...reviewRowsQuery(list, filter, search, page), refetchInterval: REFRESH_MS });
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? null;
  // Rows deleted from the last page left it empty: show the page before.
  if (query.isSuccess && !query.isFetching && rows.length === 0 && page > 1) setPage(page - 1);

  return {
    searchKey,
    page,
    rows,
    firstNumber: (page - 1) * LIST_PAGE_SIZE + 1,
    isLoading: query.isPending,
    error: query.isError ? messageOf(query.error) : null,
    /** The two boxes of ReviewSearchBar. */
    searchBoxes: { text, onTextChange: setText, idTracking, onIdTrackingChange: setIdTracking },
    /** The pager under the table. */
    paging: {
      page,
      totalPages: total === null ? page : pageCount(total, LIST_PAGE_SIZE),
      total,
      onPageChange: setPage,
      // A refresh of the rows shown is not a load: only a new page or search is.
      busy: query.isFetching && !query.isRefetching,
    },
  };
}
