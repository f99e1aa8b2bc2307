import { Button } from './button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** A management table's row waiting in "Confirm Action": to be switched on or off, or removed. */
export interface PendingChange<Row> {
  kind: 'remove' | 'status';
  row: Row;
}

export interface StatusRemoveButtonsProps<Row> {
  row: Row;
  active: boolean;
  /** How the buttons name the row to a screen reader ("Remove BCA 1234"). */
  name: string;
  disabled: boolean;
  /** Either button only asks: the change waits in ConfirmChange. */
  onAsk: (change: PendingChange<Row>) => void;
}

/** A row's Activate (or Deactivate) and Remove buttons. */
export function StatusRemoveButtons<Row>({
  row,
  active,
  name,
  disabled,
  onAsk,
}: StatusRemoveButtonsProps<Row>) {
  const status = active ? 'Deactivate' : 'Activate';
  return (
    <>
      <Button
        size="xs"
        variant={active ? 'outline' : 'success'}
        disabled={disabled}
        aria-label={`${status} ${name}`}
        onClick={() => onAsk({ kind: 'status', row })}
      >
        {status}
      </Button>
      <Button
        size="xs"
        variant="danger"
        disabled={disabled}
        aria-label={`Remove ${name}`}
        onClick={() => onAsk({ kind: 'remove', row })}
      >
        Remove
      </Button>
    </>
  );
}

export interface ConfirmChangeProps<Row> extends Omit<
  ConfirmDialogProps,
  'open' | 'onOpenChange' | 'title' | 'message' | 'confirmLabel' | 'busyLabel' | 'tone'
> {
  /** The change asked; null: closed. */
  pending: PendingChange<Row> | null;
  /** The question of each kind of change, naming the row. */
  question: Record<PendingChange<Row>['kind'], (row: Row) => string>;
  onCancel: () => void;
  title?: string;
}

/** "Confirm Action" for a PendingChange: a removal is asked in the danger tone. */
export function ConfirmChange<Row>({
  pending,
  question,
  onCancel,
  title = 'Confirm Action',
  ...dialog
}: ConfirmChangeProps<Row>) {
  const removing = pending?.kind === 'remove';
  return (
    <ConfirmDialog
      {...dialog}
      open={pending !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      message={pending ? question[pending.kind](pending.row) : ''}
      confirmLabel={removing ? 'Yes, Remove' : 'Yes, Confirm'}
      busyLabel={removing ? 'Removing...' : 'Updating...'}
      tone={removing ? 'danger' : 'primary'}
    />
  );
}
