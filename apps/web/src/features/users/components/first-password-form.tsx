import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MSG } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/input';
import { NoticeSlot, useNotice } from '../../../components/ui/notice';
import { PasswordInput } from '../../../components/ui/password-input';
import { messageOf } from '../../../lib/api-client';
import { useUpdatePassword } from '../api/update-password';
import { PASSWORD_FAILED } from './change-password-dialog';

const CONFIRM_MISMATCH = 'Konfirmasi password tidak sama.';

export interface FirstPasswordFormProps {
  accountId: number;
  accountName: string;
  /** Called once the server has accepted the new password. */
  onChanged: () => void;
}

/**
 * The bootstrap admin's first step: the generated password must be replaced before anything else works
 * (every other call answers 403 until then).
 */
export function FirstPasswordForm({ accountId, accountName, onChanged }: FirstPasswordFormProps) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { notice, show } = useNotice();
  const update = useUpdatePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current) return show('error', MSG.currentPasswordRequired);
    if (!password) return show('error', MSG.passwordEmpty);
    if (password !== confirm) return show('error', CONFIRM_MISMATCH);
    update.mutate(
      { accountId, password, currentPassword: current },
      {
        onSuccess: onChanged,
        onError: (error) => show('error', `${PASSWORD_FAILED} ${messageOf(error)}`),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-300">
          <KeyRound aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h1 className="text-xl font-semibold text-gray-800 dark:text-white/90">Ganti Password</h1>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            Akun <strong>{accountName}</strong> memakai password awal. Ganti dulu sebelum melanjutkan.
          </p>
        </div>
      </div>
      <NoticeSlot notice={notice} />
      <div>
        <Label htmlFor={`${id}-current`}>Current Password</Label>
        <PasswordInput
          id={`${id}-current`}
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      </div>
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
      <div>
        <Label htmlFor={`${id}-confirm`}>Confirm New Password</Label>
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={update.isPending} aria-busy={update.isPending}>
        {update.isPending ? 'Updating...' : 'Change Password'}
      </Button>
    </form>
  );
}
