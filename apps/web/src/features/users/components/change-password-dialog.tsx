import { useId } from 'react';
import { MSG } from '@rekon/contracts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useNotice, type NoticeTone } from '../../../components/ui/notice';
import { EMPTY_PASSWORD_FORM } from '../lib/password-form';
import { usePasswordForm } from '../lib/use-password-form';
import { PasswordFields } from './password-fields';

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
  const { notice, show, clear } = useNotice();
  const { form, submit, isPending } = usePasswordForm({
    accountId: account?.account_id ?? null,
    askCurrent: isSelf,
    askConfirm: false,
    onChanged: (result) => {
      const name = account?.account_name ?? '';
      close();
      onResult('success', result.message || MSG.passwordChanged(name));
    },
    onFailure: (text) => show('error', text),
  });

  function close() {
    form.reset(EMPTY_PASSWORD_FORM);
    clear();
    onClose();
  }

  return (
    <FormDialog
      dialog={{ open: account !== null, onOpenChange: (open) => !open && close(), notice }}
      title="Change Password"
      description={account ? `Set a new password for "${account.account_name}".` : undefined}
      onSubmit={submit}
      busy={isPending}
      busyLabel="Updating..."
    >
      <PasswordFields id={id} form={form} askCurrent={isSelf} askConfirm={false} />
    </FormDialog>
  );
}
