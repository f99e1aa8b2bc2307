import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

type Announce = (text: string, urgent: boolean) => void;

const AnnounceContext = createContext<Announce>(() => {});

/**
 * The app's two live regions, in the page from the first paint: screen readers announce what is written into a
 * region that already exists, and may miss an alert element inserted together with its text. Messages are
 * written here; the notice on screen is for the eyes. `aria-live` (no role) keeps them visible while a dialog
 * hides the rest of the page from screen readers.
 */
export function LiveRegionProvider({ children }: { children: ReactNode }) {
  const [polite, setPolite] = useState('');
  const [assertive, setAssertive] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announce = useCallback<Announce>((text, urgent) => {
    const write = urgent ? setAssertive : setPolite;
    // Emptied first, so the same message twice in a row is announced twice.
    write('');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => write(text), 100);
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div className="sr-only" aria-live="polite" aria-atomic="true" data-live-region="polite">
        {polite}
      </div>
      <div className="sr-only" aria-live="assertive" aria-atomic="true" data-live-region="assertive">
        {assertive}
      </div>
    </AnnounceContext.Provider>
  );
}

/** Writes a message into the app's live region: errors at once (assertive), the rest politely. */
export const useAnnounce = () => useContext(AnnounceContext);
