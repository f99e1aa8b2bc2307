import type { OnChangeFn, RowSelectionState } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** What a table's parts share: its columns and its row selection (apart, so the parts need not import the table). */
export interface Column<Row> {
  /** The key the column chooser and the saved choices use; the header when not given. */
  id?: string;
  header: string;
  /** Called as a plain function, never mounted as a component: see `DataTable`. */
  cell: (row: Row, index: number) => ReactNode;
  /** Classes of the body cells (width, alignment, emphasis). */
  className?: string;
  /** Long text wraps instead of widening the table. */
  wrap?: boolean;
  /** Stays in view while the table scrolls sideways (`right` only from 768 px, where there is room). */
  sticky?: 'left' | 'right';
  /** The left offset of a second sticky column (a Tailwind `left-*` class). */
  stickyOffset?: string;
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
}

/** Per-page row selection: a box per row that may be chosen, and "select all" in the header. */
export interface RowSelection<Row> {
  state: RowSelectionState;
  onChange: OnChangeFn<RowSelectionState>;
  canSelect: (row: Row) => boolean;
  /** The accessible name of a row's box, e.g. "Select D6104878". */
  labelOf: (row: Row) => string;
  /** The accessible name of the header's box. */
  allLabel: string;
}
