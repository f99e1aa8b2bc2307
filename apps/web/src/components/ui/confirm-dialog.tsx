import { useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Modal, ModalActions } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** "Cancel" on the spec's screens; Rekon's own Indonesian screens say "Batal". */
  cancelLabel?: string;
  busyLabel?: string;
  busy?: boolean;
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
  children?: ReactNode;
  /** `en` where the spec's wording of the question is English; the page itself is Indonesian. */
  lang?: string;
}

/** A yes/no question. Cancel takes the initial focus, so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy = false,
  tone = 'primary',
  onConfirm,
  children,
  lang,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      initialFocus={cancel}
      size="sm"
      lang={lang}
    >
      {children}
      <ModalActions>
        <Button ref={cancel} variant="outline" onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        {/* aria-disabled, not disabled: a disabled button loses the focus to the page body while it works. */}
        <Button
          variant={tone}
          aria-disabled={busy || undefined}
          aria-busy={busy}
          onClick={() => !busy && onConfirm()}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
