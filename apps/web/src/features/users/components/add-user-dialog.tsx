import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MSG, ROLES, type WebsiteOption } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NoticeSlot, useNotice, type NoticeTone } from '../../../components/ui/notice';
import { PasswordInput } from '../../../components/ui/password-input';
import { Select } from '../../../components/ui/select';
import { messageOf } from '../../../lib/api-client';
import { firstErrorOf, tieServerErrors } from '../../../lib/forms';
import { useAddUser } from '../api/add-user';
import {
  EMPTY_USER_FORM,
  missingUserFields,
  USER_FIELDS,
  userFormSchema,
  type UserFormInput,
  type UserFormOutput,
} from '../lib/user-form';

const CREATE_FAILED = '❌ Gagal membuat user.';

export interface AddUserDialogProps {
  websites: WebsiteOption[];
  creatorId: number;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** "New User" (ADMIN only): the new account is active; ADMIN has no website. */
export function AddUserDialog({ websites, creatorId, onResult }: AddUserDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { notice, show, clear } = useNotice();
  const add = useAddUser();
  const form = useForm<UserFormInput, unknown, UserFormOutput>({
    resolver: zodResolver(userFormSchema),
    defaultValues: EMPTY_USER_FORM,
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

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset(EMPTY_USER_FORM);
      clear();
    }
  };

  const submit = form.handleSubmit(
    (user) =>
      add.mutate(
        {
          ...user,
          account_website: user.account_role === 'ADMIN' ? null : user.account_website,
          account_created_by: creatorId,
        },
        {
          onSuccess: (result) => {
            onOpenChange(false);
            onResult('success', result.message || MSG.userCreated);
          },
          onError: (error) => {
            tieServerErrors(error, form.setError, USER_FIELDS);
            show('error', `${CREATE_FAILED} ${messageOf(error)}`);
          },
        },
      ),
    // The same words and shape as the server's refusal of the same value.
    (invalid) => show('error', `${CREATE_FAILED} ${firstErrorOf(invalid, USER_FIELDS)}`),
  );

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" className="size-4" />
        New User
      </Button>
      <Modal open={open} onOpenChange={onOpenChange} title="New User">
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <NoticeSlot notice={notice} />
          <FormField id={`${id}-name`} label="Username" error={errors.account_name?.message}>
            {(control) => (
              <Input {...control} {...form.register('account_name')} autoComplete="off" maxLength={50} />
            )}
          </FormField>
          <FormField id={`${id}-password`} label="Password" error={errors.account_password?.message}>
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('account_password')}
                autoComplete="new-password"
              />
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
          {/* Submit stays disabled until the form is complete (spec); this says why, and is read with it. */}
          {missing.length > 0 && (
            <p id={`${id}-missing`} className="text-theme-sm text-gray-600 dark:text-gray-300">
              Belum diisi: {missing.join(', ')}.
            </p>
          )}
          <ModalActions>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={missing.length > 0 || add.isPending}
              aria-busy={add.isPending}
              aria-describedby={missing.length > 0 ? `${id}-missing` : undefined}
            >
              {add.isPending ? 'Submitting...' : 'Submit'}
            </Button>
          </ModalActions>
        </form>
      </Modal>
    </>
  );
}
