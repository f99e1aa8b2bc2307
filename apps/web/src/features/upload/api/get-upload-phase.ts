import { useQuery } from '@tanstack/react-query';
import { UploadProgress, endpoints } from '@rekon/contracts';
import { getJson, call } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';

/** A random id for one upload; `crypto.getRandomValues` works where `randomUUID` does not (plain http). */
export function newUploadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What the server is doing with a running upload, asked twice a second until it answers
 * (`endpoints.uploadProgress`); null when no upload runs.
 */
export function useUploadPhase(uploadId: string | null) {
  const query = useQuery({
    queryKey: ['upload-progress', uploadId],
    queryFn: () => getJson(call(endpoints.uploadProgress, { id: uploadId ?? '' }), UploadProgress),
    enabled: uploadId !== null,
    refetchInterval: 500,
    gcTime: 0,
    staleTime: 0,
  });
  return uploadId !== null ? (query.data ?? null) : null;
}

/** The phase as the Upload screen says it; nothing while the bytes are still on their way (the bar says it). */
export function phaseText({ phase, rows }: UploadProgress): string | null {
  const count = rows === null ? '' : `${formatNumber(rows)} `;
  switch (phase) {
    case 'receiving':
      return null;
    case 'reading':
      return 'Server membaca dan memeriksa file…';
    case 'storing':
      return `Menyimpan ${count}baris…`;
    case 'matching':
      return `Mencocokkan ${count}baris baru…`;
    case 'done':
      return 'Selesai.';
  }
}
