import type { RowSelectionState } from '@tanstack/react-table';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isInEditWindow, MSG, type BulkResponse } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { ColumnChooser } from '../../../components/ui/column-chooser';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { PagingFooter } from '../../../components/ui/pager';
import {
  Notice,
  NoticeSlot,
  useNotice,
  type NoticeState,
  type NoticeTone,
} from '../../../components/ui/notice';
import { messageOf } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useTableView, type TableView } from '../../../lib/table-view';
import { useNow } from '../../../lib/use-now';
import { useApproveBo, useDeleteBo } from '../api/change-bo';
import type { BoList } from '../api/review-lists';
import { useReviewRows } from '../hooks/use-review-rows';
import { DraftBook } from '../lib/draft-book';

import { formatBusinessDate } from '../lib/format-review';
import { wireDateOf, type ReviewFilter } from '../lib/review-filter';
import type { BoColumnContext } from './bo-columns';
import { BoConfirmDialog, type BoAction, type ConfirmRow } from './bo-confirm-dialog';
import { remarkInputId } from './remark-input';
import { NO_DATA_FOUND, choosableColumns } from './review-cells';
import { ReviewSearchBar } from './review-search-bar';

export interface BoResultsProps<Row> {
  list: BoList<Row>;
  columnsOf: (context: BoColumnContext<Row>) => Column<Row>[];
  /** The columns shown and the density until the account chooses its own. */
  defaultView: TableView;
  filter: ReviewFilter;
  /** The signed-in account, sent as the editor (the server takes it from the session anyway). */
  editorId: number;
}

/** The rows of a searched View BO filter: the search boxes, one page of rows with its actions, the pager. */
export function BoResults<Row>({ list, columnsOf, defaultView, filter, editorId }: BoResultsProps<Row>) {
  const found = useReviewRows(list, filter);
  const [view, setView] = useTableView(list.label, editorId, defaultView);
  const { notice, show } = useNotice();
  // Re-read every minute, so the window closes at midnight without a reload.
  const canEdit = isInEditWindow(filter.date, useNow(60_000));
  return (
    <div className="space-y-4">
      {!canEdit && (
        <Notice tone="info">
          Tanggal {formatBusinessDate(filter.date)} di luar rentang edit (hari ini dan 2 hari sebelumnya):
          data hanya bisa dilihat.
        </Notice>
      )}
      {/* Selection, drafts and refusals belong to one page of one search: another page starts afresh. */}
      <BoPage
        key={`${found.searchKey}|${found.page}`}
        list={list}
        columnsOf={columnsOf}
        defaultView={defaultView}
        view={view}
        onViewChange={setView}
        filter={filter}
        editorId={editorId}
        rows={found.rows}
        firstNumber={found.firstNumber}
        isLoading={found.isLoading}
        error={found.error}
        canEdit={canEdit}
        notice={notice}
        onNotice={show}
        searchBar={
          <ReviewSearchBar
            text={found.text}
            onTextChange={found.setText}
            idTracking={found.idTracking}
            onIdTrackingChange={found.setIdTracking}
            textHint="Username / Fullname / Nominal"
          />
        }
      />
      {/* Outside the page above (keyed by page): the pressed pager button keeps the focus (decision 036). */}
      <PagingFooter
        paging={{
          page: found.page,
          totalPages: found.totalPages,
          total: found.total,
          onPageChange: found.setPage,
          busy: found.isFetching,
        }}
      />
    </div>
  );
}

interface BoPageProps<Row> extends BoResultsProps<Row> {
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

/** The page as it was when an action was confirmed, to find the row after the ones acted on. */
interface FocusTarget {
  ids: number[];
  acted: ReadonlySet<number>;
  /** The rows the action was confirmed on: the focus moves once the list holds the refreshed ones. */
  stale: unknown[];
}

/**
 * After an update or delete the focus moves to the first control of the row that followed the rows acted on
 * (or preceded them, at the end of the page), else to the table itself, never to the page body.
 */
function focusRow(target: FocusTarget, current: number[], tableLabel: string) {
  const last = Math.max(...target.ids.map((id, index) => (target.acted.has(id) ? index : -1)));
  const after = target.ids.slice(last + 1).find((id) => current.includes(id) && !target.acted.has(id));
  const before = target.ids
    .slice(0, last)
    .reverse()
    .find((id) => current.includes(id) && !target.acted.has(id));
  const id = after ?? before;
  const row = id === undefined ? null : document.querySelector(`tr[data-row-id="${id}"]`);
  const control = row?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])');
  const table = [...document.querySelectorAll<HTMLElement>('[role="region"]')].find(
    (region) => region.getAttribute('aria-label') === tableLabel,
  );
  (control ?? table)?.focus();
}

interface PendingAction<Row> {
  action: BoAction;
  rows: Row[];
}

function BoPage<Row>({
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
  const [book] = useState(() => new DraftBook());
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(() => new Map());
  const [pending, setPending] = useState<PendingAction<Row> | null>(null);
  const approve = useApproveBo(list);
  const remove = useDeleteBo(list);
  const canApprove = filter.status !== 'approve';
  const selected = rows.filter((row) => selection[String(list.idOf(row))]);
  // Where the focus goes once the list shows the result of an update or delete (the rows acted on may be gone).
  const focusAfter = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    if (!target || rows === target.stale) return;
    focusAfter.current = null;
    focusRow(target, rows.map(list.idOf), list.label);
  }, [rows, list]);

  /** The spec's first rule of an update: every row needs its remark. */
  const haveRemarks = (targets: Row[]) => {
    const missing = targets.filter((row) => !book.get(list.idOf(row)).remark.trim());
    if (missing.length === 0) return true;
    setErrors((previous) => {
      const next = new Map(previous);
      for (const row of missing) next.set(list.idOf(row), MSG.remarkRequired);
      return next;
    });
    onNotice('error', MSG.remarkRequired);
    document.getElementById(remarkInputId(list.idOf(missing[0]!)))?.focus();
    return false;
  };

  const askUpdate = (targets: Row[]) => {
    if (targets.length > 0 && haveRemarks(targets)) setPending({ action: 'update', rows: targets });
  };
  const askDelete = (targets: Row[]) => {
    if (targets.length > 0) setPending({ action: 'delete', rows: targets });
  };

  /** Each row's answer goes next to it; the rows that changed leave the selection. */
  const showResults = (response: BulkResponse) => {
    setErrors((previous) => {
      const next = new Map(previous);
      for (const result of response.results) {
        if (result.ok) next.delete(result.id);
        else next.set(result.id, result.message);
      }
      return next;
    });
    setSelection((previous) => {
      const next = { ...previous };
      for (const result of response.results) if (result.ok) delete next[String(result.id)];
      return next;
    });
    const refused = response.results.filter((result) => !result.ok).length;
    onNotice(
      response.status ? 'success' : 'error',
      response.status && refused > 0
        ? `${response.message} ${formatNumber(refused)} data ditolak.`
        : response.message,
    );
  };

  const confirm = () => {
    if (!pending) return;
    const acted = new Set(pending.rows.map(list.idOf));
    const handlers = {
      onSuccess: (response: BulkResponse) => {
        focusAfter.current = { ids: rows.map(list.idOf), acted, stale: rows };
        showResults(response);
      },
      onError: (failure: unknown) => onNotice('error', messageOf(failure)),
      onSettled: () => setPending(null),
    };
    if (pending.action === 'update') {
      const items = pending.rows.map((row) => {
        const id = list.idOf(row);
        const draft = book.get(id);
        return {
          id,
          remark: draft.remark.trim(),
          amount: draft.amount,
          counterpartId: draft.counterpartId,
          groupIds: draft.groupIds,
        };
      });
      approve.mutate({ wireDate: wireDateOf(filter.date, 'bo'), items, editorId }, handlers);
    } else {
      remove.mutate({ ids: pending.rows.map(list.idOf), editorId }, handlers);
    }
  };

  const confirmRows: ConfirmRow[] = (pending?.rows ?? []).map((row) => {
    const id = list.idOf(row);
    const draft = book.get(id);
    return {
      id,
      ticket: list.ticketOf(row),
      username: list.usernameOf(row),
      amount: list.amountOf(row),
      draft,
      counterpart: list.suggestionsOf(row).find((item) => item.mutasi_id === draft.counterpartId) ?? null,
      group: draft.groupIds === null ? null : list.splitOf(row),
    };
  });

  const columns = columnsOf({
    list,
    firstNumber,
    canEdit,
    canApprove,
    book,
    errors,
    density: view.density,
    onUpdate: (row) => askUpdate([row]),
    onDelete: (row) => askDelete([row]),
  });

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        {searchBar}
        <div className="flex flex-wrap gap-3">
          <ColumnChooser columns={choosableColumns(columns)} view={view} onChange={onViewChange} />
          {canApprove && (
            <>
              <Button disabled={!canEdit || selected.length === 0} onClick={() => askUpdate(selected)}>
                Submit {formatNumber(selected.length)} data
              </Button>
              <Button
                variant="danger"
                disabled={!canEdit || selected.length === 0}
                onClick={() => askDelete(selected)}
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
          state: selection,
          onChange: setSelection,
          canSelect: (row) => canEdit && canApprove && !list.isApproved(row),
          labelOf: (row) => `Select ${list.ticketOf(row)}`,
          allLabel: 'Select all pending rows on this page',
        }}
        hidden={view.hidden}
        density={view.density}
        tall
      />
      <BoConfirmDialog
        action={pending?.action ?? null}
        rows={confirmRows}
        busy={approve.isPending || remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </>
  );
}
