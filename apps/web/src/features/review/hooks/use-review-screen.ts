import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotice } from '../../../components/ui/notice';
import { messageOf } from '../../../lib/api-client';
import { useExportReview, type ExportFormat, type ExportTarget } from '../api/export-review';
import { REVIEW_KEY } from '../../../lib/query-keys';
import {
  completeFilter,
  INCOMPLETE_FILTER,
  type ReviewFilter,
  type ReviewFilterDraft,
  type ReviewSide,
} from '../lib/review-filter';

const EXPORT_FAILED: Record<ExportFormat, string> = { csv: 'Export gagal.', excel: 'Gagal export file.' };

/**
 * The filter row of a review screen and what it applied: results load only after Search, and changing any
 * filter hides them again (spec section 4). Exports take the filters as they stand.
 */
export function useReviewScreen(initial: ReviewFilterDraft, searchAtOnce: boolean) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [applied, setApplied] = useState<ReviewFilter | null>(() =>
    searchAtOnce ? completeFilter(initial) : null,
  );
  const { notice, show, clear } = useNotice();
  const exporter = useExportReview();

  const change = (next: ReviewFilterDraft) => {
    setDraft(next);
    setApplied(null);
    clear();
  };

  const search = () => {
    const filter = completeFilter(draft);
    if (!filter) {
      show('error', INCOMPLETE_FILTER);
      return;
    }
    clear();
    setApplied(filter);
    // Search again on the same filter asks the server again: others may have uploaded or approved meanwhile.
    void queryClient.invalidateQueries({ queryKey: REVIEW_KEY });
  };

  const exportAs = (targets: Record<ReviewSide, ExportTarget>, format: ExportFormat) => {
    const filter = completeFilter(draft);
    if (!filter) {
      show('error', INCOMPLETE_FILTER);
      return;
    }
    exporter.mutate(
      { list: targets[filter.side], filter, format },
      {
        onSuccess: (fileName) => show('success', `${fileName} berhasil diunduh.`),
        onError: (failure) => show('error', `${EXPORT_FAILED[format]} ${messageOf(failure)}`),
      },
    );
  };

  return {
    draft,
    change,
    applied,
    search,
    exportAs,
    exporting: exporter.isPending ? (exporter.variables?.format ?? null) : null,
    notice,
  };
}

/** One key per applied filter: the results below it start afresh (page 1, empty search) on another. */
export const filterKey = (filter: ReviewFilter) =>
  `${filter.side}|${filter.website}|${filter.status}|${filter.date}|${filter.signal ?? ''}`;
