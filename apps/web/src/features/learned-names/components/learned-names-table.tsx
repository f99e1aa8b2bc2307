import { useState } from 'react';
import { LIST_PAGE_SIZE, type LearnedNameRow } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import type { NoticeTone } from '../../../components/ui/notice';
import { pageCount } from '../../../components/ui/pages';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDeleteLearnedName } from '../api/delete-learned-name';
import { useLearnedNames } from '../api/get-learned-names';
import { formatPlayerAccount, formatScore } from '../lib/format-learned-name';

export const NO_LEARNED_NAMES = 'Belum ada nama yang dipelajari.';

export interface LearnedNamesTableProps {
  /** A website code, or `all`. */
  websiteCode: string;
  onResult: (tone: NoticeTone, text: string) => void;
}

const emphasis = 'font-medium text-gray-800 dark:text-white/90';

const columns = (onDelete: (row: LearnedNameRow) => void): Column<LearnedNameRow>[] => [
  { header: 'Website', cell: (row) => row.learned_name_website },
  {
    header: 'Rekening pemain',
    cell: (row) => formatPlayerAccount(row.learned_name_account),
    className: 'tabular-nums',
  },
  {
    header: 'Nama di panel',
    cell: (row) => row.learned_name_holder,
    className: `min-w-36 ${emphasis}`,
    wrap: true,
  },
  {
    header: 'Nama di mutasi',
    cell: (row) => row.learned_name_statement,
    className: `min-w-36 ${emphasis}`,
    wrap: true,
  },
  {
    header: 'Skor',
    cell: (row) => formatScore(row.learned_name_score),
    className: 'text-right tabular-nums',
  },
  { header: 'Tiket', cell: (row) => row.learned_name_ticket },
  { header: 'Diajarkan oleh', cell: (row) => row.learned_name_created_by_name },
  { header: 'Waktu', cell: (row) => formatDateTime(row.learned_name_created_at) },
  {
    header: 'Aksi',
    cell: (row) => (
      <Button
        size="xs"
        variant="danger"
        aria-label={`Hapus ${row.learned_name_statement} untuk ${formatPlayerAccount(row.learned_name_account)}`}
        onClick={() => onDelete(row)}
      >
        Hapus
      </Button>
    ),
  },
];

/** The names checkers taught Rekon, 100 per page; an ADMIN removes one after a confirmation. */
export function LearnedNamesTable({ websiteCode, onResult }: LearnedNamesTableProps) {
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<LearnedNameRow | null>(null);
  const learned = useLearnedNames(websiteCode, LIST_PAGE_SIZE, page);
  const remove = useDeleteLearnedName();

  const rows = learned.data?.rows ?? [];
  const totalPages = pageCount(learned.data?.total ?? rows.length, LIST_PAGE_SIZE);

  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending.learned_name_id, {
      onSuccess: (result) => {
        onResult('success', result.message);
        if (rows.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => onResult('error', messageOf(error)),
      onSettled: () => setPending(null),
    });
  };

  return (
    <>
      <DataTable
        caption="Nama Dipelajari"
        columns={columns(setPending)}
        rows={rows}
        rowKey={(row) => row.learned_name_id}
        isLoading={learned.isPending}
        error={learned.isError ? messageOf(learned.error) : null}
        emptyText={NO_LEARNED_NAMES}
        paging={{ page, totalPages, onPageChange: setPage, busy: learned.isFetching }}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Hapus Nama Dipelajari"
        message={
          pending
            ? `Hapus nama “${pending.learned_name_statement}” untuk rekening ${formatPlayerAccount(pending.learned_name_account)} (${pending.learned_name_holder})? Rekon tidak lagi memakainya untuk mencocokkan; pasangan yang sudah ada tetap.`
            : ''
        }
        confirmLabel="Ya, Hapus"
        cancelLabel="Batal"
        busyLabel="Menghapus..."
        busy={remove.isPending}
        tone="danger"
        onConfirm={confirm}
      />
    </>
  );
}
