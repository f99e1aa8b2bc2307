import { z } from 'zod';
import { MSG } from './messages';
import { NO_CONTROL_CHARACTERS, Role } from './common';

export const LoginBody = z.object({
  // No account name holds a control character (AccountName): such a name is refused like a wrong one.
  account_name: z
    .string(MSG.loginRequired)
    .trim()
    .min(1, MSG.loginRequired)
    .max(100, MSG.loginFailed)
    .regex(NO_CONTROL_CHARACTERS, MSG.loginFailed),
  // Passwords are verified exactly as typed: never trimmed or case-folded.
  account_password: z.string(MSG.loginRequired).min(1, MSG.loginRequired).max(1024, MSG.loginFailed),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** The signed-in user's claims (the cookie is HttpOnly, so the web app reads them here). */
export const Me = z.object({
  account_id: z.number(),
  account_name: z.string(),
  account_role: Role,
  account_website: z.number().nullable(),
  website_code: z.string().nullable(),
  website_name: z.string().nullable(),
  must_change_password: z.boolean(),
});
export type Me = z.infer<typeof Me>;

export const LoginResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: Me,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** What `GET /api/whitelist` answers: the IP gate of the web app. */
export const WhitelistCheck = z.object({ message: z.enum(['Success', 'Forbidden']), ip: z.string() });
export type WhitelistCheck = z.infer<typeof WhitelistCheck>;
