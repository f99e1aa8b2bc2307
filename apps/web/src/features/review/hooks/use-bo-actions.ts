import type { RowSelectionState } from '@tanstack/react-table';
import { useEffect, useRef, useState } from 'react';
import { MSG, type BulkResponse } from '@rekon/contracts';
import type { NoticeTone } from '../../../components/ui/notice';
import { messageOf } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useApproveBo, useDeleteBo } from '../api/change-bo';
import type { BoList } from '../api/review-lists';
import type { BoAction, ConfirmRow } from '../components/bo-confirm-dialog';
import { remarkInputId } from '../components/remark-input';
import { DraftBook } from '../lib/draft-book';
import { focusRow, type FocusTarget } from '../lib/focus-row';
import { wireDateOf, type ReviewFilter } from '../lib/review-filter';

interface PendingAction<Row> {
  action: BoAction;
  rows: Row[];
}

export interface BoActionsInput<Row> {
  list: BoList<Row>;
  filter: ReviewFilter;
  editorId: number;
  /** The page's rows as listed now. */
  rows: Row[];
  onNotice: (tone: NoticeTone, text: string) => void;
}

/**
 * What one page of View BO does with its rows: the drafts (remarks, amounts, counterparts), the selection, each
 * row's refusal, the Update and Delete asked and confirmed, and where the focus goes once the list shows the
 * result.
 */
export function useBoActions<Row>({ list, filter, editorId, rows, onNotice }: BoActionsInput<Row>) {
  const [book] = useState(() => new DraftBook());
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(() => new Map());
  const [pending, setPending] = useState<PendingAction<Row> | null>(null);
  const approve = useApproveBo(list);
  const remove = useDeleteBo(list);
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
        focusAfter.current = {
          ids: rows.map(list.idOf),
          acted,
          stale: rows,
          // After an approval the next row's Ket is where the checker works on (issue 29 item 9).
          field: pending.action === 'update' ? 'remark' : 'first',
        };
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

  return {
    book,
    selection,
    setSelection,
    errors,
    selected,
    pending,
    busy: approve.isPending || remove.isPending,
    askUpdate,
    askDelete,
    confirm,
    cancel: () => setPending(null),
    confirmRows,
  };
}
