import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/dialog';
import { formatNumber } from '../../../lib/format';

export interface UploadConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Label and value pairs, in the spec's order. */
  rows: [string, string][];
  /** For a BO export: the website's scale (formats.md: shown in the upload confirmation). */
  boScale: number | null;
  onConfirm: () => void;
}

const scaleNote = (scale: number) =>
  scale === 1000 ? 'nominal di file dibaca dalam ribuan rupiah' : 'nominal di file dibaca dalam rupiah';

/** "Batal" / "Ya, Lanjutkan" over what is about to be uploaded; Batal takes the focus. */
export function UploadConfirmDialog({
  open,
  onOpenChange,
  rows,
  boScale,
  onConfirm,
}: UploadConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Konfirmasi Upload"
      description="Periksa kembali data berikut sebelum file diupload."
      initialFocus={cancel}
    >
      <dl className="divide-y divide-gray-100 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[8.5rem_1fr] gap-3 px-4 py-2.5 text-sm">
            <dt className="text-gray-500 dark:text-gray-400">{label}</dt>
            <dd className="min-w-0 font-medium break-words text-gray-800 dark:text-white/90">{value}</dd>
          </div>
        ))}
        {boScale !== null && (
          <div className="grid grid-cols-[8.5rem_1fr] gap-3 px-4 py-2.5 text-sm">
            <dt className="text-gray-500 dark:text-gray-400">Skala BO</dt>
            <dd className="min-w-0 font-medium text-gray-800 dark:text-white/90">
              ×{formatNumber(boScale)}{' '}
              <span className="font-normal text-gray-500 dark:text-gray-400">({scaleNote(boScale)})</span>
            </dd>
          </div>
        )}
      </dl>
      <ModalActions>
        <Button ref={cancel} variant="outline" onClick={() => onOpenChange(false)}>
          Batal
        </Button>
        <Button onClick={onConfirm}>Ya, Lanjutkan</Button>
      </ModalActions>
    </Modal>
  );
}
