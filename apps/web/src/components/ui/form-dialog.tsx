import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { Modal, ModalActions } from './dialog';
import { NoticeSlot, type NoticeState } from './notice';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  notice: NoticeState | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  /** The Submit label while busy ("Submitting...", "Updating..."). */
  busyLabel?: string;
  /** Submit is off until the form can be sent; `submitHintId` then names the text that says why. */
  submitDisabled?: boolean;
  submitHintId?: string;
  children: ReactNode;
}

/** A dialog holding one form: its alert on top, the fields, then Cancel and Submit. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  notice,
  onSubmit,
  busy,
  busyLabel = 'Submitting...',
  submitDisabled = false,
  submitHintId,
  children,
}: FormDialogProps) {
  return (
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
  );
}
