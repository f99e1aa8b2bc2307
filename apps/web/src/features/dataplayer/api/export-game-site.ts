import { useMutation } from '@tanstack/react-query';
import { formatWireDate, type ReportExportBody, endpoints } from '@rekon/contracts';
import { downloadFile, call } from '../../../lib/api-client';
import type { ReportFilter } from '../lib/report-filter';

export type ExportFormat = 'csv' | 'xlsx';

const EXPORTS = {
  csv: endpoints.gameSiteExport.exportcsvtotaldataplayer,
  xlsx: endpoints.gameSiteExport.exportexceltotaldataplayer,
} as const;

/** POSTs the Game Site export and saves the file the server names; resolves with the name used. */
export function exportGameSite(format: ExportFormat, filter: ReportFilter): Promise<string> {
  const body: ReportExportBody = {
    start: formatWireDate(filter.start),
    end: formatWireDate(filter.end),
    group: filter.website,
  };
  return downloadFile(call(EXPORTS[format]), {
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
