import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { MSG, ROLES, type WebsiteOption } from '@rekon/contracts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { NoticeTone } from '../../../components/ui/notice';
import { PasswordInput } from '../../../components/ui/password-input';
import { Select } from '../../../components/ui/select';
import { useDialogForm } from '../../../components/ui/use-dialog-form';
import { useAddUser } from '../api/add-user';
import { EMPTY_USER_FORM, missingUserFields, USER_FIELDS, userFormSchema } from '../lib/user-form';

const CREATE_FAILED = '❌ Gagal membuat user.';

export interface AddUserDialogProps {
  websites: WebsiteOption[];
  creatorId: number;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** "New User" (ADMIN only): the new account is active; ADMIN has no website. */
export function AddUserDialog({ websites, creatorId, onResult }: AddUserDialogProps) {
  const id = useId();
  const add = useAddUser();
  const { form, submitWith, ...dialog } = useDialogForm({
    resolver: zodResolver(userFormSchema),
    defaultValues: EMPTY_USER_FORM,
    fields: USER_FIELDS,
    // A check in the browser reads as the server's refusal of the same value would.
    failed: (message) => `${CREATE_FAILED} ${message}`,
    invalid: (message) => `${CREATE_FAILED} ${message}`,
  });
  const { errors } = form.formState;
  const [name = '', password = '', role = 'ADMIN', website = ''] = useWatch({
    control: form.control,
    name: USER_FIELDS,
  });
  const missing = missingUserFields({
    account_name: name,
    account_password: password,
    account_role: role,
    account_website: typeof website === 'string' ? website : String(website ?? ''),
  });

  const submit = submitWith(
    (user) =>
      add.mutateAsync({
        ...user,
        account_website: user.account_role === 'ADMIN' ? null : user.account_website,
        account_created_by: creatorId,
      }),
    (result) => onResult('success', result.message || MSG.userCreated),
  );

  return (
    <FormDialog
      dialog={dialog}
      trigger={
        <>
          <UserPlus aria-hidden="true" className="size-4" />
          New User
        </>
      }
      title="New User"
      onSubmit={submit}
      busy={add.isPending}
      // Submit stays disabled until the form is complete (spec); the text below says why, and is read with it.
      submitDisabled={missing.length > 0}
      submitHintId={`${id}-missing`}
    >
      <FormField id={`${id}-name`} label="Username" error={errors.account_name?.message}>
        {(control) => (
          <Input {...control} {...form.register('account_name')} autoComplete="off" maxLength={50} />
        )}
      </FormField>
      <FormField id={`${id}-password`} label="Password" error={errors.account_password?.message}>
        {(control) => (
          <PasswordInput {...control} {...form.register('account_password')} autoComplete="new-password" />
        )}
      </FormField>
      <FormField id={`${id}-role`} label="Role" error={errors.account_role?.message}>
        {(control) => (
          <Select
            {...control}
            {...form.register('account_role', {
              // An ADMIN belongs to no website: choosing it clears the website.
              onChange: (event: { target: { value: string } }) => {
                if (event.target.value === 'ADMIN') form.setValue('account_website', '');
              },
            })}
          >
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id={`${id}-website`}
        label="Website"
        error={errors.account_website?.message}
        hint={role === 'ADMIN' ? 'ADMIN tidak terikat ke website.' : 'Wajib untuk CHECKER dan CS.'}
      >
        {(control) => (
          <Select {...control} {...form.register('account_website', { disabled: role === 'ADMIN' })}>
            <option value="">-- Pilih Website --</option>
            {websites.map((option) => (
              <option key={option.website_id} value={option.website_id}>
                {option.website_name} ({option.website_code})
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {missing.length > 0 && (
        <p id={`${id}-missing`} className="text-theme-sm text-gray-600 dark:text-gray-300">
          Belum diisi: {missing.join(', ')}.
        </p>
      )}
    </FormDialog>
  );
}
