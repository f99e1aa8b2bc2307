import type { AccountRow } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';

export interface UserActionButtonsProps {
  row: AccountRow;
  isAdmin: boolean;
  /** The row is the signed-in account: its own password may be changed by anyone. */
  isSelf: boolean;
  unlockBusy: boolean;
  onStatus: () => void;
  onPassword: () => void;
  onUnlock: () => void;
  onDelete: () => void;
}

/** The Action cell of "Admin Users": status, password, unlock and delete of one account. */
export function UserActionButtons({
  row,
  isAdmin,
  isSelf,
  unlockBusy,
  onStatus,
  onPassword,
  onUnlock,
  onDelete,
}: UserActionButtonsProps) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Button
        size="xs"
        variant={row.account_status ? 'outline' : 'success'}
        disabled={!isAdmin}
        aria-label={`${row.account_status ? 'Deactivate' : 'Activate'} ${row.account_name}`}
        onClick={onStatus}
      >
        {row.account_status ? 'Deactivate' : 'Activate'}
      </Button>
      <Button
        size="xs"
        variant="outline"
        disabled={!isAdmin && !isSelf}
        aria-label={`Change password of ${row.account_name}`}
        onClick={onPassword}
      >
        Change Password
      </Button>
      <Button
        size="xs"
        variant="outline"
        disabled={!isAdmin || unlockBusy}
        aria-label={`Unlock sign-in of ${row.account_name}`}
        title="Lift every sign-in lock of this account (too many failed sign-ins)"
        onClick={onUnlock}
      >
        Unlock
      </Button>
      <Button
        size="xs"
        variant="danger"
        disabled={!isAdmin}
        aria-label={`Delete ${row.account_name}`}
        onClick={onDelete}
      >
        Delete
      </Button>
    </div>
  );
}
