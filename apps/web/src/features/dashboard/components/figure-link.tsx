import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

export interface FigureLinkProps {
  /** Where the figure opens; null shows it without a link (a CS cannot open the review screens). */
  to: string | null;
  /** Read before the figure by screen readers, so the link makes sense out of its table. */
  context: string;
  children: ReactNode;
  /** `block` in a table cell (count over sum); `inline` inside a sentence. */
  layout?: 'block' | 'inline';
}

/** A dashboard figure that opens the review screen filtered to it. */
export function FigureLink({ to, context, children, layout = 'block' }: FigureLinkProps) {
  const shape = layout === 'block' ? 'block' : 'inline';
  if (!to) return <span className={cn(shape, 'text-gray-800 dark:text-white/90')}>{children}</span>;
  return (
    <Link
      to={to}
      className={cn(
        shape,
        'group rounded-sm text-brand-600 hover:text-brand-700 dark:text-brand-300 dark:hover:text-brand-200',
      )}
    >
      <span className="sr-only">{context}: </span>
      {children}
    </Link>
  );
}
