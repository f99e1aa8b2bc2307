import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SpecTextWithIcon } from './spec-text';

export interface Column<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
  /** Long text (dates, activities) wraps instead of widening the table. */
  wrap?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers (visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  isLoading: boolean;
  /** The message of a failed load, shown in place of the rows. */
  error?: string | null;
  emptyText?: string;
  skeletonRows?: number;
}

const CELL = 'px-4 py-3 text-theme-sm';

/** A plain table with the loading (skeleton rows, aria-busy), error and empty states of ui.md. */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  isLoading,
  error,
  emptyText = 'No data',
  skeletonRows = 5,
}: DataTableProps<Row>) {
  let body: ReactNode;
  if (isLoading) {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      <tr key={`skeleton-${index}`} aria-hidden="true">
        {columns.map((column) => (
          <td key={column.header} className={CELL}>
            <div className="h-4 w-full max-w-32 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
          </td>
        ))}
      </tr>
    ));
  } else if (error) {
    body = (
      <tr>
        <td
          colSpan={columns.length}
          className={cn(CELL, 'py-8 text-center text-error-700 dark:text-error-400')}
        >
          <span role="alert">{error}</span>
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td
          colSpan={columns.length}
          className={cn(CELL, 'py-8 text-center text-gray-500 dark:text-gray-400')}
        >
          <SpecTextWithIcon text={emptyText} />
        </td>
      </tr>
    );
  } else {
    body = rows.map((row, index) => (
      <tr key={rowKey(row)} className="hover:bg-gray-50 dark:hover:bg-white/[0.02]">
        {columns.map((column) => (
          <td
            key={column.header}
            className={cn(
              CELL,
              column.wrap ? 'whitespace-normal' : 'whitespace-nowrap',
              'text-gray-700 dark:text-gray-300',
              column.className,
            )}
          >
            {column.cell(row, index)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    // Focusable, so a keyboard can scroll a table wider than the screen (axe: scrollable-region-focusable).
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="custom-scrollbar max-w-full overflow-x-auto rounded-xl border border-gray-200 dark:border-gray-800"
    >
      <table className="w-full" aria-busy={isLoading}>
        <caption
          className={
            showCaption ? 'px-4 pt-4 text-left font-semibold text-gray-800 dark:text-white/90' : 'sr-only'
          }
        >
          {caption}
        </caption>
        <thead className="border-b border-gray-100 bg-gray-50/60 dark:border-gray-800 dark:bg-white/[0.02]">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className="px-4 py-3 text-left text-theme-xs font-medium whitespace-nowrap text-gray-500 dark:text-gray-400"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">{body}</tbody>
      </table>
    </div>
  );
}
