import { useEffect, useRef } from 'react';

/**
 * Moves the focus to an element once the next render has put it on the page: `focusNext(id)` from an event
 * handler whose state change shows (or enables) that element.
 */
export function useFocusAfterRender() {
  const next = useRef<string | null>(null);
  useEffect(() => {
    if (next.current === null) return;
    document.getElementById(next.current)?.focus();
    next.current = null;
  });
  return (id: string) => {
    next.current = id;
  };
}
