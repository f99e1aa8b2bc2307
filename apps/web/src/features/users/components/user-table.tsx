import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type AccountRow, type Me } from '@rekon/contracts';
import { StatusBadge } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import type { NoticeTone } from '../../../components/ui/notice';
import { PageSizeSelect } from '../../../components/ui/page-size-select';
import { pageCount } from '../../../components/ui/pages';
import { messageOf } from '../../../lib/api-client';
import { editorName, formatDateTime } from '../../../lib/format';
import { useUsers } from '../api/get-users';
import { useUserActions } from '../lib/use-user-actions';
import { ChangePasswordDialog, type PasswordTarget } from './change-password-dialog';
import { UserActionButtons } from './user-action-buttons';

export interface UserTableProps {
  me: Me;
  onResult: (tone: NoticeTone, text: string) => void;
}

/**
 * "Admin Users": an ADMIN toggles status, deletes, sets any password and lifts sign-in locks (Unlock); everyone else only changes their
 * own password (spec section 6). The server refuses what the spec forbids and its message is shown.
 */
export function UserTable({ me, onResult }: UserTableProps) {
  const isAdmin = me.account_role === 'ADMIN';
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE.users);
  const [page, setPage] = useState(1);
  const [passwordTarget, setPasswordTarget] = useState<PasswordTarget | null>(null);
  const users = useUsers(pageSize, page);
  const rows = users.data?.rows ?? [];
  const totalPages = pageCount(users.data?.total ?? rows.length, pageSize);
  const actions = useUserActions({ rows, page, setPage, onResult });
  const { statusTarget, setStatusTarget, deleteTarget, setDeleteTarget } = actions;

  const columns: Column<AccountRow>[] = [
    {
      header: 'Account Name',
      cell: (row) => row.account_name,
      className: 'font-medium text-gray-800 dark:text-white/90',
    },
    { header: 'Role', cell: (row) => row.account_role },
    { header: 'Website', cell: (row) => row.website_code ?? '-' },
    { header: 'Status', cell: (row) => <StatusBadge active={row.account_status} /> },
    { header: 'Last Edited', cell: (row) => formatDateTime(row.account_last_edited_at), wrap: true },
    {
      header: 'Last Edited By',
      cell: (row) => editorName(row.account_last_edited_by_name, row.account_last_edited_by),
    },
    {
      header: 'Action',
      cell: (row) => (
        <UserActionButtons
          row={row}
          isAdmin={isAdmin}
          isSelf={row.account_id === me.account_id}
          unlockBusy={actions.unlockBusy}
          onStatus={() => setStatusTarget(row)}
          onPassword={() => setPasswordTarget(row)}
          onUnlock={() => actions.unlockUser(row)}
          onDelete={() => setDeleteTarget(row)}
        />
      ),
    },
  ];

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-base font-medium text-gray-800 dark:text-white/90">Admin Users</h3>
        <PageSizeSelect
          sizes={PAGE_SIZES.users}
          value={pageSize}
          onChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </div>
      <DataTable
        caption="Admin Users"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.account_id}
        isLoading={users.isPending}
        error={users.isError ? messageOf(users.error) : null}
        skeletonRows={Math.min(pageSize, 5)}
        paging={{ page, totalPages, onPageChange: setPage, busy: users.isFetching }}
      />

      <ConfirmDialog
        open={statusTarget !== null}
        onOpenChange={(open) => !open && setStatusTarget(null)}
        title="Are you sure?"
        lang="en"
        message={
          statusTarget
            ? `Do you want to ${statusTarget.account_status ? 'deactivate' : 'activate'} the account "${statusTarget.account_name}"?`
            : ''
        }
        confirmLabel="Yes, Confirm"
        busyLabel="Updating..."
        busy={actions.statusBusy}
        onConfirm={actions.confirmStatus}
      />
      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => !open && setDeleteTarget(null)}
        title="Delete User"
        message={
          deleteTarget
            ? `Yakin ingin menghapus akun "${deleteTarget.account_name}" (ID: ${deleteTarget.account_id})?`
            : ''
        }
        confirmLabel="Yes, Delete"
        busyLabel="Deleting..."
        busy={actions.deleteBusy}
        tone="danger"
        onConfirm={actions.confirmDelete}
      />
      <ChangePasswordDialog
        account={passwordTarget}
        isSelf={passwordTarget?.account_id === me.account_id}
        onClose={() => setPasswordTarget(null)}
        onResult={onResult}
      />
    </>
  );
}
