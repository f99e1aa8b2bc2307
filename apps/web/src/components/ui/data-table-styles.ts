import { cn } from '../../lib/cn';
import type { Density } from '../../lib/table-view';
import type { Column } from './data-table-types';

/** The id of the selection column (the row boxes). */
export const SELECT = '__select';

// A one-line row is 36 px and an inline control (32 px) fits it.
export const PAD: Record<Density, string> = { compact: 'h-9 px-2 py-0.5', comfortable: 'px-4 py-3' };
export const SNUG_COMFORTABLE = 'px-3 py-3';
// Every cell is opaque, so sticky cells hide what scrolls beneath them.
export const BODY_CELL =
  'border-b border-gray-100 bg-white text-theme-sm text-gray-700 group-hover/row:bg-gray-50 group-data-[selected=true]/row:bg-brand-25 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300 dark:group-hover/row:bg-gray-dark dark:group-data-[selected=true]/row:bg-gray-800';
export const HEAD_CELL =
  'sticky top-0 z-20 border-b border-gray-200 bg-gray-50 text-left text-theme-xs font-medium whitespace-nowrap text-gray-500 dark:border-gray-800 dark:bg-gray-dark dark:text-gray-400';

export function stickyClasses<Row>(column: Column<Row> | undefined, head: boolean) {
  if (column?.sticky === 'left')
    return cn(
      'sticky',
      column.stickyOffset ?? 'left-0',
      head ? 'z-30' : 'z-10',
      'shadow-[inset_-1px_0_0_var(--color-gray-200)] dark:shadow-[inset_-1px_0_0_var(--color-gray-800)]',
    );
  if (column?.sticky === 'right')
    return cn(
      'md:sticky md:right-0',
      head ? 'md:z-30' : 'md:z-10',
      'md:shadow-[inset_1px_0_0_var(--color-gray-200)] dark:md:shadow-[inset_1px_0_0_var(--color-gray-800)]',
    );
  return undefined;
}
