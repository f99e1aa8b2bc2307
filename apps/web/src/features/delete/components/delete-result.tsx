import { CircleAlert, CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';

/** The delete boxes hide after 5 seconds (spec sections 4 and 9). */
export const DELETE_RESULT_MS = 5000;

export type DeleteOutcome = { ok: true; message: string; raw: unknown } | { ok: false; message: string };

/** The outcome of the last delete, cleared after 5 s. */
export function useDeleteOutcome() {
  const [outcome, setOutcome] = useState<DeleteOutcome | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), DELETE_RESULT_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const show = useCallback((next: DeleteOutcome) => setOutcome(next), []);
  return { outcome, show };
}

/** A green box with the server's message and its raw answer, or a red box with the failure. */
export function DeleteResult({ outcome }: { outcome: DeleteOutcome | null }) {
  if (!outcome) return null;
  if (!outcome.ok) {
    return (
      <div
        role="alert"
        className="flex items-start gap-3 rounded-xl border border-error-500 bg-error-50 p-4 text-sm text-error-800 dark:border-error-500/30 dark:bg-error-500/15 dark:text-error-300"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="min-w-0 break-words">{outcome.message}</p>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-success-500 bg-success-50 p-4 text-sm text-success-800 dark:border-success-500/30 dark:bg-success-500/15 dark:text-success-300"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="font-medium break-words">{outcome.message}</p>
        <pre
          aria-label="Raw response"
          className="custom-scrollbar max-h-48 overflow-auto rounded-lg bg-white/70 p-3 font-mono text-theme-xs whitespace-pre-wrap text-gray-800 dark:bg-black/20 dark:text-gray-200"
        >
          {JSON.stringify(outcome.raw, null, 2)}
        </pre>
      </div>
    </div>
  );
}

/** The success text: the answer's message, else "Berhasil"; "Sukses" for an answer that is not an object. */
export function successMessageOf(raw: unknown): string {
  if (typeof raw !== 'object' || raw === null) return 'Sukses';
  const message = 'message' in raw && typeof raw.message === 'string' ? raw.message : '';
  return message || 'Berhasil';
}

/** The failure text: the server's message or the error's, else "Gagal menghapus data.". */
export function failureMessageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Gagal menghapus data.';
}
