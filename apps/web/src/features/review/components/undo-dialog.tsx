import { useRef, useState } from 'react';
import { MSG, type BulkResponse } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/dialog';
import { NoticeSlot, useNotice } from '../../../components/ui/notice';
import { messageOf } from '../../../lib/api-client';
import { DeskRemark, OutsideEditWindow } from './desk-fields';

export interface UndoDialogProps {
  open: boolean;
  /** "Batalkan mutasi Rp 80.000", "Batalkan D7104878": the dialog's name. */
  title: string;
  description: string;
  /** Outside the edit window nothing can be undone: the dialog says so. */
  canEdit: boolean;
  /** Sends the undo of the one row with its remark; the answer is per row. */
  send: (remark: string) => Promise<BulkResponse>;
  onClose: () => void;
  /** The row is Pending again: the answer for the page's notice. */
  onDone: (message: string) => void;
}

/**
 * The undo of a pair, an approval or an explanation (issue 29, decision 055), from View BO or View Mutasi: the
 * Keterangan is required and takes the focus first; the row's own refusal (the edit window, someone else's
 * change) shows in the dialog, which stays open; Escape and Cancel give the focus back to the row's button.
 */
export function UndoDialog({ open, title, description, canEdit, send, onClose, onDone }: UndoDialogProps) {
  const [remark, setRemark] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const remarkRef = useRef<HTMLInputElement>(null);
  const { notice, show, clear } = useNotice();
  const close = () => {
    setRemark('');
    setInvalid(false);
    clear();
    onClose();
  };
  const refuse = (text: string) => {
    show('error', text);
    remarkRef.current?.focus();
  };

  const undo = async () => {
    if (!remark.trim()) {
      setInvalid(true);
      refuse(MSG.remarkRequired);
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      const answer = await send(remark.trim());
      const result = answer.results[0];
      if (result?.ok) {
        close();
        onDone(answer.message);
      } else refuse(result?.message ?? answer.message);
    } catch (failure) {
      refuse(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={(next) => !next && close()} title={title} description={description}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (canEdit && !busy) void undo();
        }}
      >
        <NoticeSlot notice={notice} />
        <p className="text-theme-sm text-gray-700 dark:text-gray-300">
          Baris ini dan pasangannya kembali ke Pending; pasangan yang dibatalkan tidak dibuat lagi otomatis.
        </p>
        <DeskRemark
          inputRef={remarkRef}
          value={remark}
          onChange={setRemark}
          disabled={!canEdit}
          invalid={invalid}
        />
        {!canEdit && <OutsideEditWindow />}
        <ModalActions>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!canEdit || busy}>
            Batalkan
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
