import { useMutation } from '@tanstack/react-query';
import { downloadFile, call } from '../../../lib/api-client';
import { wireDateOf, type ReviewFilter } from '../lib/review-filter';
import type { ReviewList } from './review-lists';

/** What an export needs to know of a list. */
export type ExportTarget = Pick<ReviewList<never>, 'screen' | 'exportCsv' | 'exportExcel' | 'exportName'>;

export type ExportFormat = 'csv' | 'excel';

/** The whole filtered set (every page) as a file, saved under the server's name. */
export function useExportReview() {
  return useMutation({
    mutationFn: ({
      list,
      filter,
      format,
    }: {
      list: ExportTarget;
      filter: ReviewFilter;
      format: ExportFormat;
    }) => {
      const date = wireDateOf(filter.date, list.screen);
      const extension = format === 'csv' ? 'csv' : 'xlsx';
      return downloadFile(call(format === 'csv' ? list.exportCsv : list.exportExcel), {
        json: { date, status: filter.status, group: filter.website },
        fallbackName: `${list.exportName}_${filter.website}_${filter.status}_${date}.${extension}`,
      });
    },
  });
}
