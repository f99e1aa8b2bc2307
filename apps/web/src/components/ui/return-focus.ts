import { useCallback, useRef } from 'react';

/**
 * Radix returns focus to a Dialog.Trigger on close; our dialogs open from ordinary buttons (table rows, the
 * header), so this remembers the element focused when the dialog opened and focuses it again on close.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);
  const restore = useCallback((event: Event) => {
    event.preventDefault();
    // The opener may be gone (the row it belonged to was removed): then focus stays where the browser puts it.
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }, []);
  return { remember, restore };
}
