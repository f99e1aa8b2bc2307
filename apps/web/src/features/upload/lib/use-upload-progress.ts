import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's progress constants (section 9). */
export const PROGRESS = {
  start: 5,
  tickMs: 300,
  minStep: 3,
  maxStep: 10,
  cap: 95,
  callbackCap: 99,
  closeDelayMs: 500,
} as const;

const randomStep = () =>
  PROGRESS.minStep + Math.floor(Math.random() * (PROGRESS.maxStep - PROGRESS.minStep + 1));

/**
 * The upload bar in percent: the spec's timer (start 5, +3..10 every 300 ms, at most 95) blended with the real
 * share of bytes sent (at most 99 until the server answers), whichever is further; 100 on success, 0 on
 * failure, hidden 500 ms later. `percent` is null while no bar shows.
 */
export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const closer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTimers = useCallback(() => {
    clearInterval(ticker.current);
    clearTimeout(closer.current);
  }, []);

  useEffect(() => stopTimers, [stopTimers]);

  const start = useCallback(() => {
    stopTimers();
    setPercent(PROGRESS.start);
    ticker.current = setInterval(() => {
      setPercent((value) =>
        value === null || value >= PROGRESS.cap ? value : Math.min(PROGRESS.cap, value + randomStep()),
      );
    }, PROGRESS.tickMs);
  }, [stopTimers]);

  /** XMLHttpRequest's upload progress, as the share of the body sent (0..1). */
  const report = useCallback((fraction: number) => {
    const sent = Math.min(PROGRESS.callbackCap, Math.round(fraction * 100));
    setPercent((value) => (value === null ? value : Math.max(value, sent)));
  }, []);

  const finish = useCallback(
    (succeeded: boolean) => {
      stopTimers();
      setPercent(succeeded ? 100 : 0);
      closer.current = setTimeout(() => setPercent(null), PROGRESS.closeDelayMs);
    },
    [stopTimers],
  );

  return { percent, start, report, finish };
}
