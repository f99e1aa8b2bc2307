import { getCoreRowModel, useReactTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { Density } from '../../lib/table-view';
import { Checkbox } from './checkbox';
import { PagingFooter, type Paging } from './pager';
import { dataRows, MessageRow, SkeletonRows } from './data-table-body';
import { HEAD_CELL, PAD, SELECT, SNUG_COMFORTABLE, stickyClasses } from './data-table-styles';
import type { Column, RowSelection } from './data-table-types';

export type { Column, RowSelection } from './data-table-types';

declare module '@tanstack/react-table' {
  // The names must match TanStack's own declaration, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    column?: Column<TData>;
  }
}

export interface DataTableProps<Row> {
  /** Names the table and its scroll region for screen readers (visually hidden unless `showCaption`). */
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
  selection?: RowSelection<Row>;
  /** Ids of the columns the person chose not to see. */
  hidden?: readonly string[];
  /** `compact`: one line per row, long texts cut; `comfortable` (default): room, and texts in full. */
  density?: Density;
  /** A long list: the rows scroll inside the table under a header that stays. */
  tall?: boolean;
  /**
   * Many columns (View BO, View Mutasi): comfortable rows pad 12 px a side instead of 16, so the texts in full
   * ("Lega") still fit a 1366 px screen.
   */
  snug?: boolean;
  /** The cells of a totals row after the rows (shown with the rows only). */
  foot?: ReactNode;
  /** "Showing page X of Y", the count, the page size and the pager under the table. */
  paging?: Paging;
}

export const columnId = <Row,>(column: Column<Row>) => column.id ?? column.header;

const SELECT_COLUMN: Column<never> = {
  id: SELECT,
  header: '',
  cell: () => null,
  sticky: 'left',
  className: 'w-11 min-w-11',
};

/**
 * Every list's table (TanStack Table): a focusable scroll region, a header that stays, sticky columns, per-page
 * selection, hidden columns, two densities, an optional totals row and the paging footer, with the loading
 * (skeleton rows, aria-busy), error and empty states of ui.md.
 *
 * Headers and cells are rendered by calling their functions, never as components (decision 036): `flexRender`
 * mounts a function as a component, so a column list built anew on a render (its functions new) would remount
 * every cell, destroying the focused remark field, checkbox or button and losing the next keystrokes.
 */
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
  selection,
  hidden = [],
  density = 'comfortable',
  tall = false,
  snug = false,
  foot,
  paging,
}: DataTableProps<Row>) {
  const definitions: ColumnDef<Row>[] = [
    ...(selection ? [SELECT_COLUMN as Column<Row>] : []),
    ...columns,
  ].map((column) => ({ id: columnId(column), header: column.header, meta: { column } }));
  // TanStack Table hands back functions that React Compiler must not memoise (the library's own advice).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: definitions,
    getRowId: (row) => String(rowKey(row)),
    getCoreRowModel: getCoreRowModel(),
    state: {
      rowSelection: selection?.state ?? {},
      columnVisibility: Object.fromEntries(hidden.map((id) => [id, false])),
    },
    onRowSelectionChange: selection?.onChange,
    enableRowSelection: selection ? (row) => selection.canSelect(row.original) : false,
  });
  const visible = table.getVisibleLeafColumns();
  const pad = snug && density === 'comfortable' ? SNUG_COMFORTABLE : PAD[density];

  const body = isLoading ? (
    <SkeletonRows count={skeletonRows} columnIds={visible.map((column) => column.id)} pad={pad} />
  ) : error || rows.length === 0 ? (
    <MessageRow colSpan={visible.length} error={error} emptyText={emptyText} />
  ) : (
    dataRows(table, { pad, density, selection })
  );

  const selectable = table.getCoreRowModel().rows.some((row) => row.getCanSelect());
  return (
    <>
      {/* Focusable, so a keyboard can scroll the table both ways (axe: scrollable-region-focusable). */}
      <div
        tabIndex={0}
        role="region"
        aria-label={caption}
        className={cn(
          'custom-scrollbar max-w-full overflow-auto rounded-xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900',
          tall && 'max-h-[75vh]',
        )}
      >
        <table
          className="group/table w-full border-separate border-spacing-0"
          data-density={density}
          aria-busy={isLoading}
        >
          <caption
            className={
              showCaption
                ? 'px-4 pt-4 pb-2 text-left font-semibold text-gray-800 dark:text-white/90'
                : 'sr-only'
            }
          >
            {caption}
          </caption>
          <thead>
            <tr>
              {visible.map((leaf) => {
                const column = leaf.columnDef.meta?.column;
                return (
                  <th
                    key={leaf.id}
                    scope="col"
                    className={cn(
                      HEAD_CELL,
                      density === 'compact' ? 'px-2 py-2' : snug ? SNUG_COMFORTABLE : 'px-4 py-3',
                      stickyClasses(column, true),
                    )}
                  >
                    {leaf.id === SELECT && selection ? (
                      <Checkbox
                        className="align-middle"
                        aria-label={selection.allLabel}
                        disabled={!selectable}
                        checked={selectable && table.getIsAllRowsSelected()}
                        indeterminate={table.getIsSomeRowsSelected()}
                        onChange={table.getToggleAllRowsSelectedHandler()}
                      />
                    ) : (
                      column?.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body}</tbody>
          {foot && !isLoading && !error && rows.length > 0 && (
            <tfoot className="font-semibold text-gray-800 dark:text-white/90 [&_td]:bg-gray-50 [&_th]:bg-gray-50 dark:[&_td]:bg-gray-dark dark:[&_th]:bg-gray-dark">
              {foot}
            </tfoot>
          )}
        </table>
      </div>
      {paging && <PagingFooter paging={paging} />}
    </>
  );
}

/** A cell of a totals row (`foot`), padded as the body at comfortable density. */
export function FootCell({
  children,
  className,
  rowHeader = false,
}: {
  children: ReactNode;
  className?: string;
  rowHeader?: boolean;
}) {
  const Cell = rowHeader ? 'th' : 'td';
  return (
    <Cell
      scope={rowHeader ? 'row' : undefined}
      className={cn(
        'border-t-2 border-gray-200 px-4 py-3 text-left text-theme-sm whitespace-nowrap dark:border-gray-700',
        className,
      )}
    >
      {children}
    </Cell>
  );
}
