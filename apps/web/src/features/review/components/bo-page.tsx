import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ColumnChooser } from '../../../components/ui/column-chooser';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { NoticeSlot, type NoticeState, type NoticeTone } from '../../../components/ui/notice';
import { formatNumber } from '../../../lib/format';
import type { TableView } from '../../../lib/table-view';
import type { BoList } from '../api/review-lists';
import { useBoActions } from '../hooks/use-bo-actions';
import { useRefocusRow } from '../hooks/use-refocus-row';
import type { ReviewFilter } from '../lib/review-filter';
import type { BoColumnContext } from './bo-columns';
import { BoConfirmDialog } from './bo-confirm-dialog';
import { BoUndoDialog } from './bo-undo-dialog';
import { NO_DATA_FOUND, choosableColumns } from './review-cells';

export interface BoPageProps<Row> {
  list: BoList<Row>;
  columnsOf: (context: BoColumnContext<Row>) => Column<Row>[];
  filter: ReviewFilter;
  editorId: number;
  view: TableView;
  onViewChange: (view: TableView) => void;
  rows: Row[];
  firstNumber: number;
  isLoading: boolean;
  error: string | null;
  canEdit: boolean;
  notice: NoticeState | null;
  onNotice: (tone: NoticeTone, text: string) => void;
  searchBar: ReactNode;
}

/** One page of View BO rows: the search boxes, the bulk Submit and Delete, the table, and its dialogs. */
export function BoPage<Row>({
  list,
  columnsOf,
  view,
  onViewChange,
  filter,
  editorId,
  rows,
  firstNumber,
  isLoading,
  error,
  canEdit,
  notice,
  onNotice,
  searchBar,
}: BoPageProps<Row>) {
  const actions = useBoActions({ list, filter, editorId, rows, onNotice });
  const [undoing, setUndoing] = useState<Row | null>(null);
  const refocus = useRefocusRow(rows);
  const canApprove = filter.status !== 'approve';
  const { selected } = actions;

  const columns = columnsOf({
    list,
    firstNumber,
    canEdit,
    canApprove,
    book: actions.book,
    errors: actions.errors,
    density: view.density,
    onUpdate: (row) => actions.askUpdate([row]),
    onDelete: (row) => actions.askDelete([row]),
    onUndo: setUndoing,
  });

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        {searchBar}
        <div className="flex flex-wrap gap-3">
          <ColumnChooser columns={choosableColumns(columns)} view={view} onChange={onViewChange} />
          {canApprove && (
            <>
              <Button
                disabled={!canEdit || selected.length === 0}
                onClick={() => actions.askUpdate(selected)}
              >
                Submit {formatNumber(selected.length)} data
              </Button>
              <Button
                variant="danger"
                disabled={!canEdit || selected.length === 0}
                onClick={() => actions.askDelete(selected)}
              >
                Delete {formatNumber(selected.length)} data
              </Button>
            </>
          )}
        </div>
      </div>
      <NoticeSlot notice={notice} />
      <DataTable
        caption={list.label}
        columns={columns}
        rows={rows}
        rowKey={list.idOf}
        isLoading={isLoading}
        error={error}
        emptyText={NO_DATA_FOUND}
        selection={{
          state: actions.selection,
          onChange: actions.setSelection,
          canSelect: (row) => canEdit && canApprove && !list.isApproved(row),
          labelOf: (row) => `Select ${list.ticketOf(row)}`,
          allLabel: 'Select all pending rows on this page',
        }}
        hidden={view.hidden}
        density={view.density}
        tall
        snug
      />
      <BoConfirmDialog
        action={actions.pending?.action ?? null}
        rows={actions.confirmRows}
        busy={actions.busy}
        onCancel={actions.cancel}
        onConfirm={actions.confirm}
      />
      <BoUndoDialog
        list={list}
        row={undoing}
        canEdit={canEdit}
        onClose={() => setUndoing(null)}
        onDone={(message) => {
          if (undoing) refocus(list.idOf(undoing));
          onNotice('success', message);
        }}
      />
    </>
  );
}
