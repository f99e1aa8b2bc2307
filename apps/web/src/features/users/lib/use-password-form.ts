import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf, type Ok } from '../../../lib/api-client';
import { firstErrorOf, tieServerErrors } from '../../../lib/forms';
import { useUpdatePassword } from '../api/update-password';
import {
  EMPTY_PASSWORD_FORM,
  PASSWORD_FIELDS,
  passwordFormSchema,
  type PasswordFormInput,
  type PasswordFormOutput,
} from '../lib/password-form';

export const PASSWORD_FAILED = '❌ Gagal memperbarui password.';

export interface PasswordFormOptions {
  accountId: number | null;
  askCurrent: boolean;
  askConfirm: boolean;
  onChanged: (result: Ok) => void;
  /** The alert to show: the first field's message on a check in the browser, the server's refusal otherwise. */
  onFailure: (text: string) => void;
}

/** The change-password and first-password forms: one schema, one submit, one way of reporting. */
export function usePasswordForm({
  accountId,
  askCurrent,
  askConfirm,
  onChanged,
  onFailure,
}: PasswordFormOptions) {
  const schema = useMemo(() => passwordFormSchema({ askCurrent, askConfirm }), [askCurrent, askConfirm]);
  const form = useForm<PasswordFormInput, unknown, PasswordFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_PASSWORD_FORM,
  });
  const update = useUpdatePassword();

  const submit = form.handleSubmit(
    (values) => {
      if (accountId === null) return;
      update.mutate(
        {
          accountId,
          password: values.account_password,
          ...(askCurrent ? { currentPassword: values.current_password ?? '' } : {}),
        },
        {
          onSuccess: onChanged,
          onError: (error) => {
            tieServerErrors(error, form.setError, PASSWORD_FIELDS);
            onFailure(`${PASSWORD_FAILED} ${messageOf(error)}`);
          },
        },
      );
    },
    (errors) => onFailure(firstErrorOf(errors, PASSWORD_FIELDS) ?? ''),
  );

  return { form, submit, isPending: update.isPending };
}
