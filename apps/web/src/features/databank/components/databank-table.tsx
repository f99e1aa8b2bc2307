import { useState } from 'react';
import { BANK_LABELS, type AkunBankRow } from '@rekon/contracts';
import { StatusBadge } from '../../../components/ui/badge';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { pageCount } from '../../../components/ui/pages';
import {
  ConfirmChange,
  StatusRemoveButtons,
  type PendingChange,
} from '../../../components/ui/status-or-remove';
import { editorName, formatLongDateTime } from '../../../lib/format';
import { useDeleteAkunBank, useUpdateAkunBankStatus } from '../api/change-akun-bank';
import { useAkunBank } from '../../../lib/akun-bank';

/** The spec leaves the bank table's page size open. */
export const DATABANK_PAGE_SIZE = 10;

export interface DatabankTableProps {
  /** The website whose accounts are listed; '' lists nothing. */
  websiteCode: string;
  canManage: boolean;
}

/** "Table Data Bank": Activate/Deactivate and Remove are ADMIN-only and confirmed in "Confirm Action". */
export function DatabankTable({ websiteCode, canManage }: DatabankTableProps) {
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<PendingChange<AkunBankRow> | null>(null);
  const accounts = useAkunBank(websiteCode, DATABANK_PAGE_SIZE, page);
  const remove = useDeleteAkunBank();
  const updateStatus = useUpdateAkunBankStatus();

  // A failed load leaves the list empty (spec section 7).
  const rows = accounts.isError ? [] : (accounts.data?.rows ?? []);
  const totalPages = pageCount(accounts.data?.total ?? rows.length, DATABANK_PAGE_SIZE);

  const confirm = () => {
    if (!pending) return;
    const { row } = pending;
    // After either action the dialog closes and the list reloads; failures are silent (spec section 4).
    const done = { onSettled: () => setPending(null) };
    if (pending.kind === 'remove') {
      remove.mutate(row.akun_bank_id, {
        ...done,
        onSuccess: () => {
          if (rows.length === 1 && page > 1) setPage(page - 1);
        },
      });
    } else {
      updateStatus.mutate({ akunBankId: row.akun_bank_id, active: !row.akun_bank_status }, done);
    }
  };

  const columns: Column<AkunBankRow>[] = [
    { header: 'Website', cell: (row) => row.akun_bank_website },
    { header: 'Jenis Transaksi', cell: (row) => row.akun_bank_jenis_transaksi },
    { header: 'Bank', cell: (row) => BANK_LABELS[row.akun_bank_bank] },
    {
      header: 'Account Name',
      cell: (row) => row.akun_bank_name,
      className: 'min-w-36 font-medium text-gray-800 dark:text-white/90',
      wrap: true,
    },
    { header: 'Account Number', cell: (row) => row.akun_bank_no, className: 'tabular-nums' },
    { header: 'Status', cell: (row) => <StatusBadge active={row.akun_bank_status} /> },
    {
      header: 'Last Edited',
      cell: (row) => formatLongDateTime(row.akun_bank_last_edited_at),
      className: 'min-w-40',
      wrap: true,
    },
    {
      header: 'Last Edited By',
      cell: (row) => editorName(row.akun_bank_last_edited_by_name, row.akun_bank_last_edited_by),
    },
    {
      header: 'Action',
      cell: (row) => (
        <div className="flex flex-wrap gap-1.5">
          <StatusRemoveButtons
            row={row}
            active={row.akun_bank_status}
            name={`${row.akun_bank_name} ${row.akun_bank_no}`}
            disabled={!canManage}
            onAsk={setPending}
          />
        </div>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="Table Data Bank"
        columns={columns}
        rows={rows}
        rowKey={(item) => item.akun_bank_id}
        isLoading={websiteCode !== '' && accounts.isPending}
        paging={{ page, totalPages, onPageChange: setPage, busy: accounts.isFetching }}
      />
      <ConfirmChange
        pending={pending}
        onCancel={() => setPending(null)}
        question={{
          remove: (row) =>
            `Remove bank account ${row.akun_bank_name} (${BANK_LABELS[row.akun_bank_bank]} - ${row.akun_bank_no})?`,
          status: (row) =>
            `${row.akun_bank_status ? 'Deactivate' : 'Activate'} bank account ${row.akun_bank_name} (${row.akun_bank_no})?`,
        }}
        busy={remove.isPending || updateStatus.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
