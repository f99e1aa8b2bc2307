import { useCallback, useState } from 'react';
import { LiveRegion } from '../../../components/ui/live-region';
import { NOTICE_FADE_MS, Notice, useFading } from '../../../components/ui/notice';

export type DeleteOutcome = { ok: true; message: string; raw: unknown } | { ok: false; message: string };

/**
 * The outcome of the last delete. The spec hides both boxes after 5 s; a failure now stays until closed or the
 * next delete, and a success stays at least 10 s and not while held (decision 048).
 */
export function useDeleteOutcome() {
  const [outcome, setOutcome] = useState<DeleteOutcome | null>(null);
  const show = useCallback((next: DeleteOutcome) => setOutcome(next), []);
  const clear = useCallback(() => setOutcome(null), []);
  return { outcome, show, clear };
}

/** A green box with the server's message and its raw answer, or a red box with the failure. */
export function DeleteResult({ outcome, onClose }: { outcome: DeleteOutcome | null; onClose: () => void }) {
  const hold = useFading(outcome, outcome?.ok ? NOTICE_FADE_MS : null, onClose);
  return (
    <>
      <LiveRegion>{outcome?.ok && <Success outcome={outcome} onClose={onClose} onHold={hold} />}</LiveRegion>
      <LiveRegion urgent>
        {outcome && !outcome.ok && (
          <Notice tone="error" onDismiss={onClose} onHold={hold}>
            <p>{outcome.message}</p>
          </Notice>
        )}
      </LiveRegion>
    </>
  );
}

function Success({
  outcome,
  onClose,
  onHold,
}: {
  outcome: { message: string; raw: unknown };
  onClose: () => void;
  onHold: (held: boolean) => void;
}) {
  return (
    <Notice tone="success" onDismiss={onClose} onHold={onHold}>
      <div className="space-y-2">
        <p className="font-medium">{outcome.message}</p>
        <pre
          aria-label="Raw response"
          className="custom-scrollbar max-h-48 overflow-auto rounded-lg bg-white/70 p-3 font-mono text-theme-xs whitespace-pre-wrap text-gray-800 dark:bg-black/20 dark:text-gray-200"
        >
          {JSON.stringify(outcome.raw, null, 2)}
        </pre>
      </div>
    </Notice>
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
