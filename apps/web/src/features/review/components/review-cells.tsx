import type { ReactNode } from 'react';
import { CutText } from '../../../components/ui/cut-text';
import type { Column } from '../../../components/ui/data-table';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { formatShortDateTime } from '../lib/format-review';

/** The column kinds View BO and View Mutasi share. */

export const dash = (value: string | null | undefined) => (value ? value : '-');

export const text = <Row,>(
  id: string,
  header: string,
  value: (row: Row) => ReactNode,
  extra: Partial<Column<Row>> = {},
): Column<Row> => ({ id, header, cell: (row) => value(row), ...extra });

/** A text cut to one line at `width` (a Tailwind max-width class), whole on hover and for screen readers. */
export const cut = <Row,>(
  id: string,
  header: string,
  value: (row: Row) => string | null | undefined,
  width: string,
  extra: Partial<Column<Row>> = {},
) => text<Row>(id, header, (row) => <CutText text={dash(value(row))} className={width} />, extra);

/**
 * An instant as `05/06 14.05`, its full date and seconds on hover. "Lega" rows may put the time under the date:
 * a narrower column is what lets their texts in full fit a 1366 px screen.
 */
export const instant = <Row,>(id: string, header: string, value: (row: Row) => string | null) =>
  text<Row>(
    id,
    header,
    (row) => {
      const stamp = value(row);
      return <span title={formatDateTime(stamp)}>{formatShortDateTime(stamp)}</span>;
    },
    { className: 'group-data-[density=comfortable]/table:whitespace-normal' },
  );

/** "No", counted on from the page's first row; it stays at the left while the table scrolls. */
export const numberColumn = <Row,>(firstNumber: number, stickyOffset?: string): Column<Row> => ({
  id: 'no',
  header: 'No',
  cell: (_row, index) => formatNumber(firstNumber + index),
  sticky: 'left',
  stickyOffset,
  className: 'tabular-nums',
});

/** Whether a column id may be hidden: the row's number, its status and its actions always show. */
export const ALWAYS_SHOWN = new Set(['no', 'status', 'action']);

/** The message of an empty result (spec section 8). */
export const NO_DATA_FOUND = '🚫 No data found.';

/** The columns "Kolom" offers: all but the row's number, status and actions. */
export const choosableColumns = <Row,>(columns: Column<Row>[]) =>
  columns
    .filter((column) => !ALWAYS_SHOWN.has(column.id ?? column.header))
    .map((column) => ({ id: column.id ?? column.header, header: column.header }));
