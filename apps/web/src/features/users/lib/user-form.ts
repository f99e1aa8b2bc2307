import { AddAccountBody, MSG, type Role } from '@rekon/contracts';

/** What the New User form holds: the website as its select holds it, '' for none. */
export interface UserFormDefaults {
  account_name: string;
  account_password: string;
  account_role: Role;
  account_website: string;
}

export const EMPTY_USER_FORM: UserFormDefaults = {
  account_name: '',
  account_password: '',
  account_role: 'ADMIN',
  account_website: '',
};

export const USER_FIELDS = ['account_name', 'account_password', 'account_role', 'account_website'] as const;

/** The contract's AddAccountBody, and the rule the server applies next: CHECKER and CS belong to a website. */
export const userFormSchema = AddAccountBody.refine(
  (user) => user.account_role === 'ADMIN' || user.account_website !== null,
  { message: MSG.websiteRequiredForRole, path: ['account_website'] },
);

export type UserFormInput = (typeof userFormSchema)['_zod']['input'];
export type UserFormOutput = (typeof userFormSchema)['_zod']['output'];

/** What the form still lacks, in the order of its fields (spec section 9: the rules of a new user). */
export function missingUserFields(
  form: Pick<UserFormDefaults, 'account_name' | 'account_password' | 'account_role' | 'account_website'>,
): string[] {
  const missing: string[] = [];
  if (form.account_name.trim() === '') missing.push('Username');
  if (form.account_password === '') missing.push('Password');
  if (form.account_role !== 'ADMIN' && form.account_website === '') missing.push('Website');
  return missing;
}
