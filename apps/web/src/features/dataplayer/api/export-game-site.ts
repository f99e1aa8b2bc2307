import { useMutation } from '@tanstack/react-query';
import { formatWireDate, MSG, type ReportExportBody } from '@rekon/contracts';
import { ApiError } from '../../../lib/api-client';
import type { ReportFilter } from '../lib/report-filter';

export type ExportFormat = 'csv' | 'xlsx';

const EXPORT_PATHS: Record<ExportFormat, string> = {
  csv: '/api/exportcsvtotaldataplayer',
  xlsx: '/api/exportexceltotaldataplayer',
};

/** The name in `Content-Disposition` (the UTF-8 `filename*` first), or null. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A malformed escape: the plain name below still serves.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

async function messageOfFailure(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: fall through to the status.
  }
  return response.status >= 500 ? MSG.serverError : `HTTP ${response.status}`;
}

/** Hands a downloaded file to the browser's download manager. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * POSTs the Game Site export and saves the file the server names. The answer is a file, not JSON, so this
 * cannot go through lib/api-client.ts's JSON helpers; it keeps their rules (cookie sent, server message kept).
 */
export async function exportGameSite(format: ExportFormat, filter: ReportFilter): Promise<string> {
  const body: ReportExportBody = {
    start: formatWireDate(filter.start),
    end: formatWireDate(filter.end),
    group: filter.website,
  };
  let response: Response;
  try {
    response = await fetch(EXPORT_PATHS[format], {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError('Tidak dapat terhubung ke server.', 0);
  }
  if (!response.ok) throw new ApiError(await messageOfFailure(response), response.status);
  const name =
    fileNameFrom(response.headers.get('content-disposition')) ??
    `gamesite_${filter.website}_${body.start}_${body.end}.${format}`;
  saveFile(await response.blob(), name);
  return name;
}

// A mutation, so a 401 here signs the user out like any other call (lib/query-client.ts).
export const useExportGameSite = () =>
  useMutation({
    mutationFn: ({ format, filter }: { format: ExportFormat; filter: ReportFilter }) =>
      exportGameSite(format, filter),
  });
