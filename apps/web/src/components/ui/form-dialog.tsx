import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { Modal, ModalActions } from './dialog';
import { NoticeSlot, type NoticeState } from './notice';

/** The dialog's state, as `useDialogForm` keeps it. */
export interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notice: NoticeState | null;
}

export interface FormDialogProps {
  dialog: DialogState;
  /** The button that opens the dialog (its icon and words); none when something else opens it. */
  trigger?: ReactNode;
  triggerDisabled?: boolean;
  title: string;
  description?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  /** The Submit label while busy ("Submitting...", "Updating..."). */
  busyLabel?: string;
  /** Submit is off until the form can be sent; `submitHintId` then names the text that says why. */
  submitDisabled?: boolean;
  submitHintId?: string;
  children: ReactNode;
}

/** A button that opens a dialog holding one form: its alert on top, the fields, then Cancel and Submit. */
export function FormDialog({
  dialog: { open, onOpenChange, notice },
  trigger,
  triggerDisabled = false,
  title,
  description,
  onSubmit,
  busy,
  busyLabel = 'Submitting...',
  submitDisabled = false,
  submitHintId,
  children,
}: FormDialogProps) {
  return (
    <>
      {trigger !== undefined && (
        <Button disabled={triggerDisabled} onClick={() => onOpenChange(true)}>
          {trigger}
        </Button>
      )}
      <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
          <NoticeSlot notice={notice} />
          {children}
          <ModalActions>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={submitDisabled || busy}
              aria-busy={busy}
              aria-describedby={submitDisabled ? submitHintId : undefined}
            >
              {busy ? busyLabel : 'Submit'}
            </Button>
          </ModalActions>
        </form>
      </Modal>
    </>
  );
}
