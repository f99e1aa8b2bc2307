import { useId, useState } from 'react';
import { LIST_PAGE_SIZE, MSG, type UploadHistoryRow } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Modal, ModalActions } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { NoticeSlot, useNotice, type NoticeTone } from '../../../components/ui/notice';
import { pageCount } from '../../../components/ui/pages';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { downloadOriginal, useUndoUpload, useUploadHistory } from '../api/upload-history';

export const NO_UPLOADS = 'Tidak ada data';

const KINDS: Record<string, string> = {
  bo_deposit: 'BO Deposit',
  bo_withdraw: 'BO Withdraw',
  mutasi_deposit: 'Mutasi Deposit',
  mutasi_withdraw: 'Mutasi Withdraw',
};

const count = (value: number) => formatNumber(value);
const number = { className: 'text-right tabular-nums' };

function columns(
  onUndo: (row: UploadHistoryRow) => void,
  onDownload: (row: UploadHistoryRow) => void,
): Column<UploadHistoryRow>[] {
  return [
    { id: 'id', header: 'ID', cell: (row) => `#${row.upload_id}`, className: 'tabular-nums' },
    { id: 'at', header: 'Waktu', cell: (row) => formatDateTime(row.created_at) },
    { id: 'by', header: 'Oleh', cell: (row) => row.created_by },
    { id: 'file', header: 'File', cell: (row) => row.file_name, wrap: true, className: 'min-w-40' },
    { id: 'kind', header: 'Jenis', cell: (row) => `${KINDS[row.kind] ?? row.kind} (${row.format})` },
    { id: 'account', header: 'Akun', cell: (row) => row.account ?? '-' },
    { id: 'date', header: 'Tanggal Mutasi', cell: (row) => row.statement_date ?? '-' },
    { id: 'added', header: 'Ditambah', cell: (row) => count(row.rows_inserted), ...number },
    { id: 'duplicate', header: 'Duplikat', cell: (row) => count(row.rows_duplicate), ...number },
    { id: 'skipped', header: 'Dilewati', cell: (row) => count(row.rows_skipped), ...number },
    { id: 'pairs', header: 'Pasangan', cell: (row) => count(row.pairs_made), ...number },
    { id: 'balance', header: 'Peringatan saldo', cell: (row) => count(row.balance_warnings), ...number },
    {
      id: 'present',
      header: 'Baris tersisa',
      cell: (row) => (row.undone_at ? `Dibatalkan oleh ${row.undone_by ?? '-'}` : count(row.rows_present)),
      className: 'tabular-nums',
    },
    {
      id: 'action',
      header: 'Aksi',
      cell: (row) => (
        <div className="flex gap-2">
          {row.has_file && (
            <Button
              size="xs"
              variant="outline"
              aria-label={`Unduh file ${row.file_name}`}
              onClick={() => onDownload(row)}
            >
              Unduh
            </Button>
          )}
          {row.can_undo && (
            <Button
              size="xs"
              variant="danger"
              aria-label={`Batalkan upload #${row.upload_id}`}
              onClick={() => onUndo(row)}
            >
              Batalkan
            </Button>
          )}
        </div>
      ),
    },
  ];
}

/**
 * A website's uploads, newest first, 100 per page (decision 056): what each added and paired, its original file,
 * and the undo of one upload within 24 hours, with a Keterangan.
 */
export function UploadHistoryTable({
  websiteCode,
  onResult,
}: {
  websiteCode: string;
  onResult: (tone: NoticeTone, text: string) => void;
}) {
  const id = useId();
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<UploadHistoryRow | null>(null);
  const [remark, setRemark] = useState('');
  const { notice, show, clear } = useNotice();
  const history = useUploadHistory(websiteCode, page);
  const undo = useUndoUpload();
  const rows = history.data?.rows ?? [];
  const totalPages = pageCount(history.data?.total ?? rows.length, LIST_PAGE_SIZE);

  const close = () => {
    setPending(null);
    setRemark('');
    clear();
  };
  const confirm = () => {
    if (!pending) return;
    if (!remark.trim()) {
      show('error', MSG.remarkRequired);
      return;
    }
    undo.mutate(
      { uploadId: pending.upload_id, remark: remark.trim() },
      {
        onSuccess: (answer) => {
          close();
          onResult('success', answer.message);
        },
        onError: (error) => show('error', messageOf(error)),
      },
    );
  };
  const download = (row: UploadHistoryRow) => {
    downloadOriginal(row).catch((error: unknown) => onResult('error', messageOf(error)));
  };

  return (
    <>
      <DataTable
        caption="Riwayat Upload"
        columns={columns(setPending, download)}
        rows={rows}
        rowKey={(row) => row.upload_id}
        isLoading={history.isPending}
        error={history.isError ? messageOf(history.error) : null}
        emptyText={NO_UPLOADS}
        paging={{ page, totalPages, onPageChange: setPage, busy: history.isFetching }}
      />
      <Modal
        open={pending !== null}
        onOpenChange={(open) => !open && !undo.isPending && close()}
        title={pending ? `Batalkan upload #${pending.upload_id}` : 'Batalkan upload'}
        description={
          pending
            ? `${pending.file_name}: ${count(pending.rows_present)} baris dihapus, pasangannya dibatalkan, dan tanggalnya dicocokkan ulang dengan data yang tersisa. Hapus per hari tetap di menu Delete.`
            : undefined
        }
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <NoticeSlot notice={notice} />
          <div>
            <Label htmlFor={`${id}-remark`}>Keterangan</Label>
            <Input
              id={`${id}-remark`}
              value={remark}
              maxLength={500}
              autoComplete="off"
              onChange={(event) => setRemark(event.target.value)}
            />
          </div>
          <ModalActions>
            <Button variant="outline" onClick={close} disabled={undo.isPending}>
              Batal
            </Button>
            <Button type="submit" variant="danger" disabled={undo.isPending}>
              {undo.isPending ? 'Membatalkan...' : 'Batalkan upload'}
            </Button>
          </ModalActions>
        </form>
      </Modal>
    </>
  );
}
