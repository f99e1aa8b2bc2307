import type { SplitRow, SuggestionRow } from '@rekon/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatMoney, formatNumber } from '../../../lib/format';
import type { RowDraft } from '../lib/draft-book';
import { splitTitle, suggestionTitle } from '../lib/suggestion-titles';

/** The bulk confirm lists at most this many rows, then how many others (spec section 9). */
export const MAX_LISTED_ROWS = 5;

/** One row as the confirm dialog names it. */
export interface ConfirmRow {
  id: number;
  ticket: string;
  username: string;
  amount: number;
  draft: RowDraft;
  counterpart: SuggestionRow | null;
  /** A split payment's group picked as the counterpart (issue 28), or null. */
  group: SplitRow | null;
}

export type BoAction = 'update' | 'delete';

/** Asked in the confirm of an approval with no statement row chosen (issue 29). */
export const NO_CREDIT_QUESTION = 'Belum ada mutasi untuk tiket ini. Approve tanpa mutasi?';

export interface BoConfirmDialogProps {
  action: BoAction | null;
  rows: ConfirmRow[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

function titleOf(action: BoAction, rows: ConfirmRow[]) {
  const single = rows.length === 1 ? rows[0] : undefined;
  if (action === 'update')
    return single ? `Update ${single.ticket}` : `Submit ${formatNumber(rows.length)} data`;
  return single ? `Delete ${single.ticket}` : `Delete ${formatNumber(rows.length)} data`;
}

function RowLine({ row, action }: { row: ConfirmRow; action: BoAction }) {
  const corrected = action === 'update' && row.draft.amount !== '' ? Number(row.draft.amount) : null;
  return (
    <li className="rounded-lg bg-gray-50 px-3 py-2 dark:bg-white/[0.03]">
      <p className="font-medium text-gray-800 dark:text-white/90">
        {row.ticket} · {row.username} ·{' '}
        {corrected === null ? (
          formatMoney(row.amount)
        ) : (
          <>
            {formatMoney(corrected)} <span className="font-normal">(asli {formatMoney(row.amount)})</span>
          </>
        )}
      </p>
      {action === 'update' && (
        <>
          <p>Ket: “{row.draft.remark.trim()}”</p>
          {row.counterpart === null && (
            // Approving money nobody saw arrive asks again (issue 29); the risk card counts it per checker.
            <p lang="id" className="text-warning-700 dark:text-warning-400">
              {NO_CREDIT_QUESTION}
            </p>
          )}
          {row.counterpart && (
            <p>
              Pasangan: {suggestionTitle(row.counterpart)}
              {row.counterpart.amount !== (corrected ?? row.amount) && (
                <span className="text-warning-700 dark:text-warning-400"> — nominal berbeda</span>
              )}
            </p>
          )}
          {row.group && <p>Pasangan: {splitTitle(row.group)}</p>}
        </>
      )}
    </li>
  );
}

function messageOf(isUpdate: boolean, single: boolean) {
  if (isUpdate)
    return single
      ? 'Approve this row with its remark? An approved row can no longer be edited or deleted.'
      : 'Approve these rows with their remarks? Approved rows can no longer be edited or deleted.';
  return single
    ? 'Delete this pending row? It disappears from every list.'
    : 'Delete these pending rows? They disappear from every list.';
}

/** The confirm of one row's Update or Delete, and of "Submit N data" / "Delete N data". */
export function BoConfirmDialog({ action, rows, busy, onCancel, onConfirm }: BoConfirmDialogProps) {
  const shown = rows.slice(0, MAX_LISTED_ROWS);
  const others = rows.length - shown.length;
  const isUpdate = action === 'update';
  return (
    <ConfirmDialog
      open={action !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={action ? titleOf(action, rows) : ''}
      message={messageOf(isUpdate, rows.length === 1)}
      confirmLabel={isUpdate ? (rows.length === 1 ? 'Yes, Update' : 'Yes, Submit') : 'Yes, Delete'}
      busyLabel={isUpdate ? (rows.length === 1 ? 'Updating...' : 'Submitting...') : 'Deleting...'}
      busy={busy}
      tone={isUpdate ? 'primary' : 'danger'}
      onConfirm={onConfirm}
      lang="en"
    >
      <ul className="space-y-2 text-sm text-gray-600 dark:text-gray-400">
        {action && shown.map((row) => <RowLine key={row.id} row={row} action={action} />)}
      </ul>
      {others > 0 && (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
          … and {formatNumber(others)} {others === 1 ? 'other' : 'others'}
        </p>
      )}
    </ConfirmDialog>
  );
}
