import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { LiveRegion } from './live-region';
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

/** How long a message that is not an error stays (decision 048): long enough to read, and never while in use. */
export const NOTICE_FADE_MS = 10_000;

export interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  className?: string;
  /** Shows a close button. */
  onDismiss?: () => void;
  /** Marks the mouse or the focus resting on the notice (a fading notice waits). */
  onHold?: (held: boolean) => void;
}

/**
 * An inline message. It has no live role of its own: it is announced by the `LiveRegion` it is written into
 * (`NoticeSlot` holds two, polite and assertive), which was in the page before it.
 */
export function Notice({ tone, children, className, onDismiss, onHold }: NoticeProps) {
  const Icon = ICONS[tone];
  return (
    <div
      data-notice={tone}
      className={cn('flex items-start gap-3 rounded-xl border p-4 text-sm', TONES[tone], className)}
      onMouseEnter={() => onHold?.(true)}
      onMouseLeave={() => onHold?.(false)}
      onFocus={() => onHold?.(true)}
      onBlur={() => onHold?.(false)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {/* The tone's icon already says what a leading emoji would. */}
      <div className="min-w-0 flex-1 break-words">
        {typeof children === 'string' ? <SpecText text={children} /> : children}
      </div>
      {onDismiss && (
        <button
          type="button"
          aria-label="Tutup pesan"
          className="-m-1 shrink-0 rounded-md p-1 hover:bg-black/5 dark:hover:bg-white/10"
          onClick={onDismiss}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}

export interface NoticeState {
  tone: NoticeTone;
  text: string;
}

/**
 * The current message of a page or dialog. An error stays until it is closed or the next message replaces it; any
 * other fades after `NOTICE_FADE_MS`, but not while the mouse or the focus rests on it (WCAG 2.2.1, decision 048).
 */
export function useNotice() {
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const show = useCallback((tone: NoticeTone, text: string) => setNotice({ tone, text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}

/**
 * Calls `onExpire` `fadeAfterMs` after `subject` (the message shown, null for none) appears, unless the mouse or
 * the focus holds it; with `fadeAfterMs` null it never expires. Returns the `onHold` of its notice.
 */
export function useFading(subject: object | null, fadeAfterMs: number | null, onExpire: () => void) {
  const [heldSubject, setHeldSubject] = useState<object | null>(null);
  const held = subject !== null && heldSubject === subject;
  useEffect(() => {
    if (subject === null || held || fadeAfterMs === null) return;
    const timer = setTimeout(onExpire, fadeAfterMs);
    return () => clearTimeout(timer);
  }, [subject, held, fadeAfterMs, onExpire]);
  return useCallback((hold: boolean) => setHeldSubject(hold ? subject : null), [subject]);
}

/** Where a page or dialog shows its current notice, if any. */
export function NoticeSlot({
  notice,
  onDismiss,
  className,
}: {
  notice: NoticeState | null;
  onDismiss?: () => void;
  className?: string;
}) {
  const [closed, setClosed] = useState<NoticeState | null>(null);
  const dismiss = useCallback(() => {
    setClosed(notice);
    onDismiss?.();
  }, [notice, onDismiss]);
  const shown = notice !== null && notice !== closed;
  const hold = useFading(shown ? notice : null, notice?.tone === 'error' ? null : NOTICE_FADE_MS, dismiss);
  const current =
    notice && shown ? (
      <Notice tone={notice.tone} className={className} onDismiss={dismiss} onHold={hold}>
        {notice.text}
      </Notice>
    ) : null;
  return (
    <>
      <LiveRegion>{current && notice?.tone !== 'error' ? current : null}</LiveRegion>
      <LiveRegion urgent>{current && notice?.tone === 'error' ? current : null}</LiveRegion>
    </>
  );
}
