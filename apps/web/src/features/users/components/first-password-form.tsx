import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { NoticeSlot, useNotice } from '../../../components/ui/notice';
import { usePasswordForm } from '../lib/use-password-form';
import { PasswordFields } from './password-fields';

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
  const { notice, show } = useNotice();
  const { form, submit, isPending } = usePasswordForm({
    accountId,
    askCurrent: true,
    askConfirm: true,
    onChanged: () => onChanged(),
    onFailure: (text) => show('error', text),
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
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
      <PasswordFields id={id} form={form} askCurrent askConfirm />
      <Button type="submit" className="w-full" disabled={isPending} aria-busy={isPending}>
        {isPending ? 'Updating...' : 'Change Password'}
      </Button>
    </form>
  );
}
