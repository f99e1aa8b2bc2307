/** What the sign-in limits count and remember. */
import { bigserial, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Failed sign-ins, counted per account+IP, per account and per IP (security.md G5). */
export const loginFailure = pgTable(
  'login_failure',
  {
    login_failure_id: bigserial('login_failure_id', { mode: 'number' }).primaryKey(),
    login_failure_account_key: text('login_failure_account_key').notNull(),
    login_failure_ip: text('login_failure_ip').notNull(),
    login_failure_at: instant('login_failure_at').notNull(),
  },
  (t) => [
    index('login_failure_account_idx').on(t.login_failure_account_key, t.login_failure_at),
    index('login_failure_ip_idx').on(t.login_failure_ip, t.login_failure_at),
  ],
);

export const loginLockout = pgTable(
  'login_lockout',
  {
    login_lockout_scope: text('login_lockout_scope', { enum: ['account_ip', 'account', 'ip'] }).notNull(),
    /** The account key, or '' for a lock on an IP alone. */
    login_lockout_account_key: text('login_lockout_account_key').notNull(),
    /** The client IP, or '' for a lock on an account alone. */
    login_lockout_ip: text('login_lockout_ip').notNull(),
    login_lockout_until: instant('login_lockout_until').notNull(),
    /** How many times this key was locked in a row; each lock doubles the cool-down (up to an hour). */
    login_lockout_level: integer('login_lockout_level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.login_lockout_scope, t.login_lockout_account_key, t.login_lockout_ip] })],
);

/**
 * Addresses an account signed in from with its right password (migration 0016, decision 062): the account-wide
 * sign-in hold does not apply there. Forgotten after 90 days.
 */
export const loginKnown = pgTable(
  'login_known',
  {
    login_known_account_key: text('login_known_account_key').notNull(),
    login_known_ip: text('login_known_ip').notNull(),
    login_known_at: instant('login_known_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'login_known_pk', columns: [t.login_known_account_key, t.login_known_ip] }),
    index('login_known_at_idx').on(t.login_known_at),
  ],
);
