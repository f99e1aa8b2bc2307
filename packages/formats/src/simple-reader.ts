import type { HeaderMatch } from './header';
import { RowView, type Emit, type RowReader } from './layout';

/**
 * A reader for layouts where every row stands alone: `read` turns one row into a record, or returns
 * null after recording its problems on the view. `skip` names a status that keeps a valid row out.
 */
export function simpleReader<R>(
  header: HeaderMatch,
  read: (row: RowView) => R | null,
  options: {
    /** Rows recognised as totals before reading (NXPAY `Grand Total`, panel `GRAND TOTAL`). */
    isTotal?: (row: RowView) => boolean;
    /** The status text when the row is valid but not imported, else null. */
    skip?: (row: RowView, record: R | null) => string | null;
  } = {},
): RowReader<R> {
  return {
    read(cells: string[], line: number, emit: Emit<R>) {
      const row = new RowView(cells, header);
      if (options.isTotal?.(row)) {
        emit(line, cells, { kind: 'total' });
        return;
      }
      const record = read(row);
      const skipReason = options.skip?.(row, record) ?? null;
      if (skipReason !== null) {
        emit(line, cells, {
          kind: 'skipped',
          reason: skipReason,
          record: row.problems.length === 0 ? record : null,
        });
      } else if (record === null || row.problems.length > 0) {
        emit(line, cells, { kind: 'invalid', problems: row.problems });
      } else {
        emit(line, cells, { kind: 'record', record });
      }
    },
    finish() {},
  };
}
