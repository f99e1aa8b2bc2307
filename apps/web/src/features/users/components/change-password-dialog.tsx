import { useId, useState, type FormEvent } from 'react';
import { MSG } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/input';
import { NoticeSlot, useNotice, type NoticeTone } from '../../../components/ui/notice';
import { PasswordInput } from '../../../components/ui/password-input';
import { messageOf } from '../../../lib/api-client';
import { useUpdatePassword } from '../api/update-password';

export const PASSWORD_FAILED = '❌ Gagal memperbarui password.';

export interface PasswordTarget {
  account_id: number;
  account_name: string;
}

export interface ChangePasswordDialogProps {
  /** The account whose password changes; null keeps the dialog closed. */
  account: PasswordTarget | null;
  /** Your own account: the current password is asked too. */
  isSelf: boolean;
  onClose: () => void;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** Sets a new password: anyone's for an ADMIN, your own (with the current one) for everybody. */
export function ChangePasswordDialog({ account, isSelf, onClose, onResult }: ChangePasswordDialogProps) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const { notice, show, clear } = useNotice();
  const update = useUpdatePassword();

  const close = () => {
    setCurrent('');
    setPassword('');
    clear();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!account) return;
    if (isSelf && !current) return show('error', MSG.currentPasswordRequired);
    if (!password) return show('error', MSG.passwordEmpty);
    update.mutate(
      { accountId: account.account_id, password, ...(isSelf ? { currentPassword: current } : {}) },
      {
        onSuccess: (result) => {
          close();
          onResult('success', result.message || MSG.passwordChanged(account.account_name));
        },
        onError: (error) => show('error', `${PASSWORD_FAILED} ${messageOf(error)}`),
      },
    );
  };

  return (
    <Modal
      open={account !== null}
      onOpenChange={(open) => !open && close()}
      title="Change Password"
      description={account ? `Set a new password for "${account.account_name}".` : undefined}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <NoticeSlot notice={notice} />
        {isSelf && (
          <div>
            <Label htmlFor={`${id}-current`}>Current Password</Label>
            <PasswordInput
              id={`${id}-current`}
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
          </div>
        )}
        <div>
          <Label htmlFor={`${id}-new`}>New Password</Label>
          <PasswordInput
            id={`${id}-new`}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p className="mt-1.5 text-theme-xs text-gray-500 dark:text-gray-400">
            8-128 karakter; bukan password umum dan tidak memuat username.
          </p>
        </div>
        <ModalActions>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? 'Updating...' : 'Submit'}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
