import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, MSG, PAGE_SIZES, type AccountRow, type Me } from '@rekon/contracts';
import { StatusBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import type { NoticeTone } from '../../../components/ui/notice';
import { PageSizeSelect } from '../../../components/ui/page-size-select';
import { pageCount } from '../../../components/ui/pages';
import { messageOf } from '../../../lib/api-client';
import { editorName, formatDateTime } from '../../../lib/format';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useUnlockUser } from '../api/unlock-user';
import { useUpdateUserStatus } from '../api/update-user-status';
import { ChangePasswordDialog, type PasswordTarget } from './change-password-dialog';

const STATUS_FAILED = '❌ Gagal mengubah status.';
const deleteFailed = (name: string) => `❌ Gagal menghapus akun "${name}".`;
const unlockFailed = (name: string) => `❌ Gagal membuka blokir login "${name}".`;

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
  const [statusTarget, setStatusTarget] = useState<AccountRow | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<AccountRow | null>(null);
  const [passwordTarget, setPasswordTarget] = useState<PasswordTarget | null>(null);
  const users = useUsers(pageSize, page);
  const updateStatus = useUpdateUserStatus();
  const remove = useDeleteUser();
  const unlock = useUnlockUser();

  const unlockUser = (row: AccountRow) =>
    unlock.mutate(row.account_id, {
      onSuccess: (result) => onResult('success', result.message || MSG.userUnlocked(row.account_name, 1)),
      onError: (error) => onResult('error', `${unlockFailed(row.account_name)} ${messageOf(error)}`),
    });

  const rows = users.data?.rows ?? [];
  const totalPages = pageCount(users.data?.total ?? rows.length, pageSize);

  const confirmStatus = () => {
    if (!statusTarget) return;
    const active = !statusTarget.account_status;
    updateStatus.mutate(
      { accountId: statusTarget.account_id, active },
      {
        onSuccess: (result) =>
          onResult('success', result.message || MSG.userStatusChanged(statusTarget.account_name, active)),
        onError: (error) => onResult('error', `${STATUS_FAILED} ${messageOf(error)}`),
        onSettled: () => setStatusTarget(null),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleteTarget) return;
    remove.mutate(deleteTarget.account_id, {
      onSuccess: (result) => {
        onResult('success', result.message || MSG.userDeleted(deleteTarget.account_name));
        // The page's last row is gone: show the page before it rather than an empty one.
        if (rows.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => onResult('error', `${deleteFailed(deleteTarget.account_name)} ${messageOf(error)}`),
      onSettled: () => setDeleteTarget(null),
    });
  };

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
      cell: (row) => {
        const isSelf = row.account_id === me.account_id;
        return (
          <div className="flex flex-wrap gap-1.5">
            <Button
              size="xs"
              variant={row.account_status ? 'outline' : 'success'}
              disabled={!isAdmin}
              aria-label={`${row.account_status ? 'Deactivate' : 'Activate'} ${row.account_name}`}
              onClick={() => setStatusTarget(row)}
            >
              {row.account_status ? 'Deactivate' : 'Activate'}
            </Button>
            <Button
              size="xs"
              variant="outline"
              disabled={!isAdmin && !isSelf}
              aria-label={`Change password of ${row.account_name}`}
              onClick={() => setPasswordTarget(row)}
            >
              Change Password
            </Button>
            <Button
              size="xs"
              variant="outline"
              disabled={!isAdmin || unlock.isPending}
              aria-label={`Unlock sign-in of ${row.account_name}`}
              title="Lift every sign-in lock of this account (too many failed sign-ins)"
              onClick={() => unlockUser(row)}
            >
              Unlock
            </Button>
            <Button
              size="xs"
              variant="danger"
              disabled={!isAdmin}
              aria-label={`Delete ${row.account_name}`}
              onClick={() => setDeleteTarget(row)}
            >
              Delete
            </Button>
          </div>
        );
      },
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
        busy={updateStatus.isPending}
        onConfirm={confirmStatus}
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
        busy={remove.isPending}
        tone="danger"
        onConfirm={confirmDelete}
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
