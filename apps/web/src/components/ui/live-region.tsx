import type { ReactNode } from 'react';

/**
 * A live region that is in the page before its message: screen readers announce what is written into a region
 * that already exists, and may miss an alert element inserted together with its text. Render it always and put
 * the message in it when there is one. `aria-live` without a role: errors are `urgent` (assertive), the rest
 * polite.
 */
export function LiveRegion({ urgent = false, children }: { urgent?: boolean; children?: ReactNode }) {
  return (
    <div
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-live-region={urgent ? 'assertive' : 'polite'}
    >
      {children}
    </div>
  );
}
