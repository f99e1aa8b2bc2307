import { z } from 'zod';
import { BooleanInput, MAX_INT4_ID, Role, Timestamp } from './common';
import { MSG } from './messages';

export const AccountName = z
  .string(MSG.usernameInvalid)
  .trim()
  .regex(/^[A-Za-z0-9._-]{3,50}$/, MSG.usernameInvalid);

/** 8-128 characters, no composition rules (ASVS V6.2); the server also refuses common passwords. */
export const NewPassword = z
  .string(MSG.passwordEmpty)
  .min(1, MSG.passwordEmpty)
  .min(8, MSG.passwordTooShort)
  .max(128, MSG.passwordTooLong);

/** A website id as the old client sends it: a number, a numeric string, or empty for none. */
export const WebsiteIdInput = z
  .union([
    z.number().int(MSG.websiteNotFound).positive(MSG.websiteNotFound).max(MAX_INT4_ID, MSG.websiteNotFound),
    z
      .string()
      .regex(/^[0-9]{1,9}$/, MSG.websiteNotFound)
      .transform(Number),
    z.literal('').transform(() => null),
    z.null(),
  ])
  .optional()
  .transform((value) => value ?? null);

export const AddAccountBody = z.object({
  account_name: AccountName,
  account_password: NewPassword,
  account_role: Role.default('ADMIN'),
  account_website: WebsiteIdInput,
  account_status: BooleanInput.default(true),
});
export type AddAccountBody = z.infer<typeof AddAccountBody>;

export const UpdateAccountStatusBody = z.object({ account_status: BooleanInput });
export type UpdateAccountStatusBody = z.infer<typeof UpdateAccountStatusBody>;

export const UpdatePasswordBody = z.object({
  account_password: NewPassword,
  /** Needed when you change your own password (ASVS V6.2.3). */
  current_password: z.string().max(1024).optional(),
});
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBody>;

export const AccountRow = z.object({
  account_id: z.number(),
  account_name: z.string(),
  account_role: Role,
  account_website: z.number().nullable(),
  website_code: z.string().nullable(),
  account_status: z.boolean(),
  account_created_by: z.number().nullable(),
  account_last_edited_at: Timestamp.nullable(),
  account_last_edited_by: z.number().nullable(),
  /**
   * The editor's account name, whatever website the editor belongs to (a CHECKER sees its ADMIN's name, not
   * an id); null when that account is gone.
   */
  account_last_edited_by_name: z.string().nullable(),
  all_data: z.number().optional(),
});
export type AccountRow = z.infer<typeof AccountRow>;
