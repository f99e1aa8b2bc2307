import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_ID_HEADER, UploadResponse } from '@rekon/contracts';
import { retryWhenBusy, uploadWithProgress, type BusyWait, call } from '../../../lib/api-client';
import type { UploadTarget } from '../lib/upload-choices';

export interface UploadRequest {
  endpoint: UploadTarget;
  fields: Record<string, string>;
  file: File;
  onProgress: (fraction: number) => void;
  /** Names the upload, so its phases can be asked for while the server works (`useUploadPhase`). */
  uploadId: string;
  /** Told when a busy server (503) is waited for before the next try, and null when that try starts. */
  onBusy?: (wait: BusyWait | null) => void;
}

/**
 * Sends one file with its form fields (the fields first, the file last) and reads the spec's answer. A busy
 * server's refusal (503, nothing stored) is sent again after its Retry-After, a few times (decision 039).
 */
export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ endpoint, fields, file, onProgress, uploadId, onBusy }: UploadRequest) =>
      retryWhenBusy(
        () => {
          const form = new FormData();
          for (const [name, value] of Object.entries(fields)) form.append(name, value);
          form.append('myfile', file, file.name);
          return uploadWithProgress(call(endpoint), form, UploadResponse, onProgress, {
            [UPLOAD_ID_HEADER]: uploadId,
          });
        },
        { onWait: onBusy },
      ),
    // New rows and matches change every list and total of the data; the session and the IP check stay.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'me' && query.meta?.keepAcrossSessions !== true,
      }),
  });
}
