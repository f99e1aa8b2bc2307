import { formatMoney } from '../../../lib/format';
import { useUndoBo } from '../api/change-bo';
import type { BoList } from '../api/review-lists';
import { UndoDialog } from './undo-dialog';

export interface BoUndoDialogProps<Row> {
  list: BoList<Row>;
  /** The approved row whose pair or approval to take back; null: closed. */
  row: Row | null;
  canEdit: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** View BO's "Batalkan" (issue 29): the same undo dialog and rules as View Mutasi's, from the request's side. */
export function BoUndoDialog<Row>({ list, row, canEdit, onClose, onDone }: BoUndoDialogProps<Row>) {
  const undo = useUndoBo(list);
  return (
    <UndoDialog
      open={row !== null}
      title={`Batalkan ${row === null ? '' : list.ticketOf(row)}`}
      description={row === null ? '' : `${list.usernameOf(row)} · ${formatMoney(list.amountOf(row))}`}
      canEdit={canEdit}
      send={(remark) => undo.mutateAsync({ id: row === null ? 0 : list.idOf(row), remark })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
