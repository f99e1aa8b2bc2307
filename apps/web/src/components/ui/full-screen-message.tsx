import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** A page-sized message: the IP check, the session check, a load that failed. */
export function FullScreenMessage({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <div
      role="status"
      aria-busy={busy}
      className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center text-gray-600 dark:text-gray-400"
    >
      {busy && <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-500" />}
      <div className="text-sm">{children}</div>
    </div>
  );
}
