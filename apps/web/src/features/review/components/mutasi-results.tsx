import { useState } from 'react';
import { ColumnChooser } from '../../../components/ui/column-chooser';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { NoticeSlot, useNotice } from '../../../components/ui/notice';
import { formatMoney } from '../../../lib/format';
import { useTableView, type TableView } from '../../../lib/table-view';
import { useNow } from '../../../lib/use-now';
import type { MutasiList } from '../api/review-lists';
import { useDeskAction } from '../api/statement-desk';
import { useRefocusRow } from '../hooks/use-refocus-row';
import { useReviewRows } from '../hooks/use-review-rows';
import { formatBusinessDate } from '../lib/format-review';
import { isInEditWindow } from '@rekon/contracts';
import type { ReviewFilter } from '../lib/review-filter';
import type { MutasiActions } from './mutasi-columns';
import { MutasiDeskDialog } from './mutasi-desk-dialog';
import { NO_DATA_FOUND, choosableColumns } from './review-cells';
import { ReviewSearchBar } from './review-search-bar';
import { UndoDialog } from './undo-dialog';

export interface MutasiResultsProps<Row> {
  list: MutasiList<Row>;
  columnsOf: (firstNumber: number, actions: MutasiActions<Row>) => Column<Row>[];
  /** The columns shown and the density until the account chooses its own. */
  defaultView: TableView;
  filter: ReviewFilter;
  /** The signed-in account: the column choice is kept per account. */
  viewerId: number;
}

/**
 * The statement rows of a searched View Mutasi filter, 100 per page, with the statement side of the desk on each
 * row (decision 054): "Saran" on a pending row, "Batalkan" on a settled one within the edit window.
 */
export function MutasiResults<Row>({
  list,
  columnsOf,
  defaultView,
  filter,
  viewerId,
}: MutasiResultsProps<Row>) {
  const found = useReviewRows(list, filter);
  const [view, setView] = useTableView(list.label, viewerId, defaultView);
  const { notice, show } = useNotice();
  const [desk, setDesk] = useState<{ row: Row; mode: 'saran' | 'undo' } | null>(null);
  const deskAction = useDeskAction(list);
  const refocus = useRefocusRow(found.rows);
  const canEdit = isInEditWindow(filter.date, useNow(60_000));
  const columns = columnsOf(found.firstNumber, {
    canEdit,
    onSaran: (row) => setDesk({ row, mode: 'saran' }),
    onUndo: (row) => setDesk({ row, mode: 'undo' }),
  });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ReviewSearchBar {...found.searchBoxes} textHint="Nama / Nominal" />
        <ColumnChooser columns={choosableColumns(columns)} view={view} onChange={setView} />
      </div>
      <NoticeSlot notice={notice} />
      <DataTable
        caption={list.label}
        columns={columns}
        rows={found.rows}
        rowKey={list.idOf}
        isLoading={found.isLoading}
        error={found.error}
        emptyText={NO_DATA_FOUND}
        hidden={view.hidden}
        density={view.density}
        tall
        snug
        paging={found.paging}
      />
      <MutasiDeskDialog
        list={list}
        row={desk?.mode === 'saran' ? desk.row : null}
        canEdit={canEdit}
        onClose={() => setDesk(null)}
        onDone={(message) => show('success', message)}
      />
      <UndoDialog
        open={desk?.mode === 'undo'}
        title={`Batalkan mutasi ${formatMoney(desk ? list.amountOf(desk.row) : 0)}`}
        description={
          desk
            ? `${list.nameOf(desk.row) ?? 'tanpa nama'} · ${formatBusinessDate(list.dateOf(desk.row))}`
            : ''
        }
        canEdit={canEdit}
        send={(remark) =>
          deskAction.mutateAsync({ id: desk ? list.idOf(desk.row) : 0, action: { kind: 'undo', remark } })
        }
        onClose={() => setDesk(null)}
        onDone={(message) => {
          if (desk) refocus(list.idOf(desk.row));
          show('success', message);
        }}
      />
    </div>
  );
}
