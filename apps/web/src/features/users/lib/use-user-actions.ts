import { useState } from 'react';
import { MSG, type AccountRow } from '@rekon/contracts';
import type { NoticeTone } from '../../../components/ui/notice';
import { messageOf } from '../../../lib/api-client';
import { useDeleteUser } from '../api/delete-user';
import { useUnlockUser } from '../api/unlock-user';
import { useUpdateUserStatus } from '../api/update-user-status';

const STATUS_FAILED = '❌ Gagal mengubah status.';
const deleteFailed = (name: string) => `❌ Gagal menghapus akun "${name}".`;
const unlockFailed = (name: string) => `❌ Gagal membuka blokir login "${name}".`;

export interface UserActionsContext {
  /** The rows of the page shown, and the page: deleting its last row steps back a page. */
  rows: AccountRow[];
  page: number;
  setPage: (page: number) => void;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** The admin's actions on an account: status and delete wait for a confirmation, unlock runs at once. */
export function useUserActions({ rows, page, setPage, onResult }: UserActionsContext) {
  const [statusTarget, setStatusTarget] = useState<AccountRow | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<AccountRow | null>(null);
  const updateStatus = useUpdateUserStatus();
  const remove = useDeleteUser();
  const unlock = useUnlockUser();

  const unlockUser = (row: AccountRow) =>
    unlock.mutate(row.account_id, {
      onSuccess: (result) => onResult('success', result.message || MSG.userUnlocked(row.account_name, 1)),
      onError: (error) => onResult('error', `${unlockFailed(row.account_name)} ${messageOf(error)}`),
    });

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

  return {
    statusTarget,
    setStatusTarget,
    deleteTarget,
    setDeleteTarget,
    confirmStatus,
    confirmDelete,
    unlockUser,
    statusBusy: updateStatus.isPending,
    deleteBusy: remove.isPending,
    unlockBusy: unlock.isPending,
  };
}
