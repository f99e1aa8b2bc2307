import type { Table } from '@tanstack/react-table';
import { cn } from '../../lib/cn';
import type { Density } from '../../lib/table-view';
import { Checkbox } from './checkbox';
import type { RowSelection } from './data-table-types';
import { BODY_CELL, SELECT, stickyClasses } from './data-table-styles';
import { SpecTextWithIcon } from './spec-text';

/** The loading state: grey bars in every visible column, hidden from screen readers (the table is aria-busy). */
export function SkeletonRows({ count, columnIds, pad }: { count: number; columnIds: string[]; pad: string }) {
  return Array.from({ length: count }, (_, index) => (
    <tr key={`skeleton-${index}`} aria-hidden="true">
      {columnIds.map((id) => (
        <td key={id} className={cn(BODY_CELL, pad)}>
          <div className="my-1 h-4 w-full max-w-32 min-w-8 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
        </td>
      ))}
    </tr>
  ));
}

/** The one row of a failed load (its message, announced) or of an empty list. */
export function MessageRow({
  colSpan,
  error,
  emptyText,
}: {
  colSpan: number;
  error?: string | null;
  emptyText: string;
}) {
  return (
    <tr>
      <td colSpan={colSpan} className={cn(BODY_CELL, 'px-4 py-8')}>
        {/* Sticky, so the message stays in view however far the table is scrolled sideways. */}
        <div className="sticky left-4 inline-block">
          {error ? (
            <span role="alert" className="text-error-700 dark:text-error-400">
              {error}
            </span>
          ) : (
            <span className="text-gray-500 dark:text-gray-400">
              <SpecTextWithIcon text={emptyText} />
            </span>
          )}
        </div>
      </td>
    </tr>
  );
}

/**
 * The rows of data. A plain function called by `DataTable`, not a component: the cells are called as functions
 * (decision 036), and the rows read the table's selection state on every render of the table.
 */
export function dataRows<Row>(
  table: Table<Row>,
  { pad, density, selection }: { pad: string; density: Density; selection?: RowSelection<Row> },
) {
  return table.getRowModel().rows.map((row) => (
    <tr key={row.id} className="group/row" data-row-id={row.id} data-selected={row.getIsSelected()}>
      {row.getVisibleCells().map((cell) => {
        const column = cell.column.columnDef.meta?.column;
        const Cell = column?.rowHeader ? 'th' : 'td';
        return (
          <Cell
            key={cell.id}
            scope={column?.rowHeader ? 'row' : undefined}
            className={cn(
              BODY_CELL,
              pad,
              // Top-aligned, one line as tall as a control: a row grown by its suggestions keeps the rest on top.
              density === 'compact' ? 'align-top leading-8' : 'align-top',
              column?.wrap ? 'whitespace-normal' : 'whitespace-nowrap',
              column?.rowHeader && 'text-left font-medium text-gray-800 dark:text-white/90',
              stickyClasses(column, false),
              column?.className,
            )}
          >
            {cell.column.id === SELECT && selection ? (
              <Checkbox
                className="align-middle"
                aria-label={selection.labelOf(row.original)}
                disabled={!row.getCanSelect()}
                checked={row.getIsSelected()}
                onChange={row.getToggleSelectedHandler()}
              />
            ) : (
              column?.cell(row.original, row.index)
            )}
          </Cell>
        );
      })}
    </tr>
  ));
}
