import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_ID_HEADER, UploadResponse, type UploadEndpoint } from '@rekon/contracts';
import { uploadWithProgress } from '../../../lib/api-client';

export interface UploadRequest {
  endpoint: UploadEndpoint;
  fields: Record<string, string>;
  file: File;
  onProgress: (fraction: number) => void;
  /** Names the upload, so its phases can be asked for while the server works (`useUploadPhase`). */
  uploadId: string;
}

/** Sends one file with its form fields (the fields first, the file last) and reads the spec's answer. */
export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ endpoint, fields, file, onProgress, uploadId }: UploadRequest) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('myfile', file, file.name);
      return uploadWithProgress(endpoint, form, UploadResponse, onProgress, { [UPLOAD_ID_HEADER]: uploadId });
    },
    // New rows and matches change every list and total of the data; the session and the IP check stay.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'me' && query.meta?.keepAcrossSessions !== true,
      }),
  });
}
