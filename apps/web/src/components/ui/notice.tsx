import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SpecText } from './spec-text';

export type NoticeTone = 'success' | 'error' | 'info' | 'warning';

const TONES: Record<NoticeTone, string> = {
  success:
    'border-success-500 bg-success-50 text-success-800 dark:border-success-500/30 dark:bg-success-500/15 dark:text-success-300',
  error:
    'border-error-500 bg-error-50 text-error-800 dark:border-error-500/30 dark:bg-error-500/15 dark:text-error-300',
  info: 'border-info-500 bg-info-50 text-info-800 dark:border-info-500/30 dark:bg-info-500/15 dark:text-info-300',
  warning:
    'border-warning-500 bg-warning-50 text-warning-800 dark:border-warning-500/30 dark:bg-warning-500/15 dark:text-warning-300',
};

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info, warning: TriangleAlert };

/** An inline alert: `role="alert"` for errors (announced at once), `role="status"` otherwise. */
export function Notice({
  tone,
  children,
  className,
}: {
  tone: NoticeTone;
  children: ReactNode;
  className?: string;
}) {
  const Icon = ICONS[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-xl border p-4 text-sm', TONES[tone], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {/* The tone's icon already says what a leading emoji would. */}
      <div className="min-w-0 break-words">
        {typeof children === 'string' ? <SpecText text={children} /> : children}
      </div>
    </div>
  );
}

export interface NoticeState {
  tone: NoticeTone;
  text: string;
}

/** A notice that hides itself after `hideAfterMs` (4 s in the spec; the delete boxes 5 s). */
export function useNotice(hideAfterMs = 4000) {
  const [notice, setNotice] = useState<NoticeState | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), hideAfterMs);
    return () => clearTimeout(timer);
  }, [notice, hideAfterMs]);
  const show = useCallback((tone: NoticeTone, text: string) => setNotice({ tone, text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}

/** Where a page or dialog shows its current notice, if any. */
export function NoticeSlot({ notice, className }: { notice: NoticeState | null; className?: string }) {
  if (!notice) return null;
  return (
    <Notice tone={notice.tone} className={className}>
      {notice.text}
    </Notice>
  );
}
