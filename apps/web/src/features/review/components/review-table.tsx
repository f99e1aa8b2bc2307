import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { SpecTextWithIcon } from '../../../components/ui/spec-text';
import { cn } from '../../../lib/cn';

declare module '@tanstack/react-table' {
  // The names must match TanStack's own declaration, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Stays in view while the table scrolls sideways (`right` only from 768 px, where there is room). */
    sticky?: 'left' | 'right';
    /** The left offset of a second sticky column (a Tailwind `left-*` class). */
    stickyOffset?: string;
    /** Classes of the body cells (width, alignment, emphasis). */
    className?: string;
    /** Long text wraps instead of widening the table. */
    wrap?: boolean;
  }
}

/**
 * Renders a header or cell definition by calling it, never as a component. `flexRender` mounts a function as a
 * component, so a column list built anew on a render (its functions new) would remount every cell: the
 * focused remark field, checkbox or button would be destroyed and the next keystrokes lost. Called as plain
 * functions, the elements they return keep their place and React updates them in place.
 */
function renderPart<Context>(part: string | ((context: Context) => ReactNode) | undefined, context: Context) {
  return typeof part === 'function' ? part(context) : part;
}

/** The message of an empty result (spec section 8). */
export const NO_DATA_FOUND = '🚫 No data found.';

export interface ReviewTableProps<Row> {
  /** Names the table and its scroll region for screen readers. */
  caption: string;
  columns: ColumnDef<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  isLoading: boolean;
  /** A failed load's message, shown in place of the rows. */
  error?: string | null;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: OnChangeFn<RowSelectionState>;
  canSelect?: (row: Row) => boolean;
  skeletonRows?: number;
}

// Every cell has an opaque background, so sticky cells hide what scrolls beneath them.
const BODY_CELL =
  'border-b border-gray-100 bg-white px-3 py-3 align-top text-theme-sm text-gray-700 group-hover:bg-gray-50 group-data-[selected=true]:bg-brand-25 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300 dark:group-hover:bg-gray-dark dark:group-data-[selected=true]:bg-gray-800';
const HEAD_CELL =
  'sticky top-0 z-20 border-b border-gray-200 bg-gray-50 px-3 py-3 text-left text-theme-xs font-medium whitespace-nowrap text-gray-500 dark:border-gray-800 dark:bg-gray-dark dark:text-gray-400';

function stickyClasses(sticky: 'left' | 'right' | undefined, offset: string | undefined, head: boolean) {
  if (sticky === 'left')
    return cn(
      'sticky',
      offset ?? 'left-0',
      head ? 'z-30' : 'z-10',
      'shadow-[inset_-1px_0_0_var(--color-gray-200)] dark:shadow-[inset_-1px_0_0_var(--color-gray-800)]',
    );
  if (sticky === 'right')
    return cn(
      'md:sticky md:right-0',
      head ? 'md:z-30' : 'md:z-10',
      'md:shadow-[inset_1px_0_0_var(--color-gray-200)] dark:md:shadow-[inset_1px_0_0_var(--color-gray-800)]',
    );
  return undefined;
}

/**
 * The review screens' wide table (TanStack Table): a scroll region with a sticky header, sticky first columns and
 * a sticky action column, per-page row selection, and the loading (skeleton rows, aria-busy), error and empty
 * states of ui.md.
 */
export function ReviewTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  isLoading,
  error,
  rowSelection = {},
  onRowSelectionChange,
  canSelect,
  skeletonRows = 5,
}: ReviewTableProps<Row>) {
  // TanStack Table hands back functions that React Compiler must not memoise (the library's own advice).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    state: { rowSelection },
    onRowSelectionChange,
    enableRowSelection: canSelect ? (row) => canSelect(row.original) : false,
  });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const columnCount = headers.length;

  let body: ReactNode;
  if (isLoading) {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      <tr key={`skeleton-${index}`} aria-hidden="true">
        {headers.map((header) => (
          <td key={header.id} className={cn(BODY_CELL, 'py-4')}>
            <div className="h-4 w-full min-w-8 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
          </td>
        ))}
      </tr>
    ));
  } else if (error || rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={cn(BODY_CELL, 'py-8')}>
          {/* Sticky, so the message stays in view however far the table is scrolled sideways. */}
          <div className="sticky left-3 inline-block">
            {error ? (
              <span role="alert" className="text-error-700 dark:text-error-400">
                {error}
              </span>
            ) : (
              <span className="text-gray-500 dark:text-gray-400">
                <SpecTextWithIcon text={NO_DATA_FOUND} />
              </span>
            )}
          </div>
        </td>
      </tr>
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr key={row.id} className="group" data-row-id={row.id} data-selected={row.getIsSelected()}>
        {row.getVisibleCells().map((cell) => {
          const meta = cell.column.columnDef.meta;
          return (
            <td
              key={cell.id}
              className={cn(
                BODY_CELL,
                meta?.wrap ? 'whitespace-normal' : 'whitespace-nowrap',
                stickyClasses(meta?.sticky, meta?.stickyOffset, false),
                meta?.className,
              )}
            >
              {renderPart(cell.column.columnDef.cell, cell.getContext())}
            </td>
          );
        })}
      </tr>
    ));
  }

  return (
    // Focusable, so a keyboard can scroll the table both ways (axe: scrollable-region-focusable).
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="custom-scrollbar max-h-[75vh] max-w-full overflow-auto rounded-xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900"
    >
      <table className="w-full border-separate border-spacing-0" aria-busy={isLoading}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => {
              const meta = header.column.columnDef.meta;
              return (
                <th
                  key={header.id}
                  scope="col"
                  className={cn(HEAD_CELL, stickyClasses(meta?.sticky, meta?.stickyOffset, true))}
                >
                  {header.isPlaceholder
                    ? null
                    : renderPart(header.column.columnDef.header, header.getContext())}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
