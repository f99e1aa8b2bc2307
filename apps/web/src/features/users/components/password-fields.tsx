import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import type { PasswordFormInput, PasswordFormOutput } from '../lib/password-form';

const NEW_PASSWORD_HINT = '8-128 karakter; bukan password umum dan tidak memuat username.';

export interface PasswordFieldsProps {
  id: string;
  form: UseFormReturn<PasswordFormInput, unknown, PasswordFormOutput>;
  askCurrent: boolean;
  askConfirm: boolean;
}

/** Current (your own account), new and confirmation (first password): the one set of password fields. */
export function PasswordFields({ id, form, askCurrent, askConfirm }: PasswordFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      {askCurrent && (
        <FormField id={`${id}-current`} label="Current Password" error={errors.current_password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('current_password')}
              autoComplete="current-password"
            />
          )}
        </FormField>
      )}
      <FormField
        id={`${id}-new`}
        label="New Password"
        error={errors.account_password?.message}
        hint={NEW_PASSWORD_HINT}
      >
        {(control) => (
          <PasswordInput {...control} {...form.register('account_password')} autoComplete="new-password" />
        )}
      </FormField>
      {askConfirm && (
        <FormField id={`${id}-confirm`} label="Confirm New Password" error={errors.confirm_password?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register('confirm_password')} autoComplete="new-password" />
          )}
        </FormField>
      )}
    </>
  );
}
