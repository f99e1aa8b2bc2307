import { useMutation } from '@tanstack/react-query';
import { formatWireDate, type ReportExportBody } from '@rekon/contracts';
import { downloadFile } from '../../../lib/api-client';
import type { ReportFilter } from '../lib/report-filter';

export type ExportFormat = 'csv' | 'xlsx';

const EXPORT_PATHS: Record<ExportFormat, string> = {
  csv: '/api/exportcsvtotaldataplayer',
  xlsx: '/api/exportexceltotaldataplayer',
};

/** POSTs the Game Site export and saves the file the server names; resolves with the name used. */
export function exportGameSite(format: ExportFormat, filter: ReportFilter): Promise<string> {
  const body: ReportExportBody = {
    start: formatWireDate(filter.start),
    end: formatWireDate(filter.end),
    group: filter.website,
  };
  return downloadFile('POST', EXPORT_PATHS[format], {
    json: body,
    fallbackName: `gamesite_${filter.website}_${body.start}_${body.end}.${format}`,
  });
}

// A mutation, so a 401 here signs the user out like any other call (lib/query-client.ts).
export const useExportGameSite = () =>
  useMutation({
    mutationFn: ({ format, filter }: { format: ExportFormat; filter: ReportFilter }) =>
      exportGameSite(format, filter),
  });
