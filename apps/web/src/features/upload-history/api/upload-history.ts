import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, LIST_PAGE_SIZE, UndoUploadResponse, UploadHistoryRow } from '@rekon/contracts';
import { call, downloadFile, getPage, sendForData } from '../../../lib/api-client';

export const UPLOAD_HISTORY_KEY = ['uploadhistory'] as const;

/** One page of a website's uploads, newest first (decision 056). */
export const uploadHistoryQuery = (websiteCode: string, page: number) =>
  queryOptions({
    queryKey: [...UPLOAD_HISTORY_KEY, websiteCode, page],
    queryFn: () =>
      getPage(
        call(endpoints.uploadHistory, { websiteCode, pageSize: LIST_PAGE_SIZE, page }),
        UploadHistoryRow,
      ),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });

export const useUploadHistory = (websiteCode: string, page: number) =>
  useQuery({ ...uploadHistoryQuery(websiteCode, page), enabled: websiteCode !== '' });

/** Undoes one upload within 24 hours: its rows go, their pairs are undone, its dates are solved again. */
export function useUndoUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uploadId, remark }: { uploadId: number; remark: string }) =>
      UndoUploadResponse.parse(await sendForData(call(endpoints.undoUpload, { uploadId }), { remark })),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** The upload's original file, as it was uploaded (a Tracking row on the server). */
export const downloadOriginal = (row: UploadHistoryRow) =>
  downloadFile(call(endpoints.uploadFile, { uploadId: row.upload_id }), { fallbackName: row.file_name });
