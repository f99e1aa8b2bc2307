import { Toolbar as RadixToolbar } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * A row of buttons that is one Tab stop (WAI-ARIA toolbar, Radix's roving focus): the arrows, Home and End move
 * between its buttons, wrapping at the ends, and Tab comes back to the one last used. A list row's actions then
 * cost one stop, not one per button. Each button goes in a `ToolbarButton asChild`, which skips it while disabled.
 */
export function Toolbar({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <RadixToolbar.Root aria-label={label} orientation="horizontal" loop className={className}>
      {children}
    </RadixToolbar.Root>
  );
}

export const ToolbarButton = RadixToolbar.Button;
