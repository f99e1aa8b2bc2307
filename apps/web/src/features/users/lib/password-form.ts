import { MSG, UpdatePasswordBody } from '@rekon/contracts';

export const CONFIRM_MISMATCH = 'Konfirmasi password tidak sama.';

export interface PasswordFormDefaults {
  current_password: string;
  account_password: string;
  confirm_password: string;
}

export const EMPTY_PASSWORD_FORM: PasswordFormDefaults = {
  current_password: '',
  account_password: '',
  confirm_password: '',
};

/** The fields in the order the form shows them (the first invalid one takes the focus). */
export const PASSWORD_FIELDS = ['current_password', 'account_password', 'confirm_password'] as const;

/**
 * The contract's UpdatePasswordBody (8-128 characters, its messages), plus what only the form asks: the
 * current password when the account is your own, and the confirmation on the first-password screen. Both
 * checks run even when the new password is still invalid, so every missing field is marked at once.
 */
export function passwordFormSchema({ askCurrent, askConfirm }: { askCurrent: boolean; askConfirm: boolean }) {
  return UpdatePasswordBody.extend({ confirm_password: UpdatePasswordBody.shape.current_password })
    .refine((form) => !askCurrent || Boolean(form.current_password), {
      message: MSG.currentPasswordRequired,
      path: ['current_password'],
      when: () => true,
    })
    .refine((form) => !askConfirm || form.confirm_password === form.account_password, {
      message: CONFIRM_MISMATCH,
      path: ['confirm_password'],
      when: () => true,
    });
}

type PasswordSchema = ReturnType<typeof passwordFormSchema>;
/** What the form holds, and what the schema makes of it. */
export type PasswordFormInput = PasswordSchema['_zod']['input'];
export type PasswordFormOutput = PasswordSchema['_zod']['output'];
