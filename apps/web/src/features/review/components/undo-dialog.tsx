import { useState } from 'react';
import type { BulkResponse } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { NoticeSlot } from '../../../components/ui/notice';
import { messageOf } from '../../../lib/api-client';
import { useDeskRemark } from '../hooks/use-desk-remark';
import { DeskClosing } from './desk-fields';

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
  const [busy, setBusy] = useState(false);
  const desk = useDeskRemark();
  const close = () => {
    desk.reset();
    onClose();
  };

  const undo = async () => {
    const remark = desk.required();
    if (remark === null) return;
    setBusy(true);
    try {
      const answer = await send(remark);
      const result = answer.results[0];
      if (result?.ok) {
        close();
        onDone(answer.message);
      } else desk.refuse(result?.message ?? answer.message);
    } catch (failure) {
      desk.refuse(messageOf(failure));
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
        <NoticeSlot notice={desk.notice} />
        <p className="text-theme-sm text-gray-700 dark:text-gray-300">
          Baris ini dan pasangannya kembali ke Pending; pasangan yang dibatalkan tidak dibuat lagi otomatis.
        </p>
        <DeskClosing {...desk.field} canEdit={canEdit} onCancel={close}>
          <Button type="submit" variant="danger" disabled={!canEdit || busy}>
            Batalkan
          </Button>
        </DeskClosing>
      </form>
    </Modal>
  );
}
