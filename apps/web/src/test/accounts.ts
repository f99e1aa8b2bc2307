import type { Me } from '@rekon/contracts';

/** The claims of the bootstrap ADMIN, signed in with its own password (as `endpoints.me` answers them). */
export const ADMIN_ME: Me = {
  account_id: 1,
  account_name: 'admin',
  account_role: 'ADMIN',
  account_website: null,
  website_code: null,
  website_name: null,
  must_change_password: false,
};
