/** Websites, staff accounts and their sessions, the IP whitelist and the Data Bank accounts. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, instant } from './columns';

export const website = pgTable(
  'website',
  {
    website_id: serial('website_id').primaryKey(),
    website_name: text('website_name').notNull(),
    website_code: text('website_code').notNull().unique('website_code_key'),
    website_panel: text('website_panel', { enum: ['NEXUS', 'LUXE'] }).notNull(),
    website_bo_scale: integer('website_bo_scale').notNull(),
    website_created_at: instant('website_created_at').notNull(),
    website_created_by: integer('website_created_by'),
    website_last_edited_at: instant('website_last_edited_at'),
    website_last_edited_by: integer('website_last_edited_by'),
  },
  (t) => [
    check('website_code_format', sql`${t.website_code} ~ '^[A-Z0-9]{2,20}$'`),
    check('website_panel_value', sql`${t.website_panel} in ('NEXUS', 'LUXE')`),
    check('website_bo_scale_value', sql`${t.website_bo_scale} in (1, 1000)`),
  ],
);

export const account = pgTable(
  'account',
  {
    account_id: serial('account_id').primaryKey(),
    account_name: text('account_name').notNull(),
    /** PHC string (argon2id); never leaves the server. */
    account_password: text('account_password').notNull(),
    account_status: boolean('account_status').notNull().default(true),
    account_role: text('account_role', { enum: ['ADMIN', 'CHECKER', 'CS'] }).notNull(),
    account_website: integer('account_website').references(() => website.website_id, {
      onDelete: 'restrict',
    }),
    /** The bootstrap admin's generated password must be changed at first sign-in (ASVS V6.4.1). */
    account_must_change_password: boolean('account_must_change_password').notNull().default(false),
    account_created_at: instant('account_created_at').notNull(),
    account_created_by: integer('account_created_by'),
    account_last_edited_at: instant('account_last_edited_at'),
    account_last_edited_by: integer('account_last_edited_by'),
  },
  (t) => [
    uniqueIndex('account_name_key').on(sql`lower(${t.account_name})`),
    index('account_website_idx').on(t.account_website),
    check('account_role_value', sql`${t.account_role} in ('ADMIN', 'CHECKER', 'CS')`),
    // An ADMIN belongs to no website; a CHECKER or CS to exactly one.
    check('account_role_website', sql`(${t.account_role} = 'ADMIN') = (${t.account_website} is null)`),
  ],
);

export const session = pgTable(
  'session',
  {
    /** SHA-256 of the cookie token: the token itself is never stored. */
    session_token_hash: bytea('session_token_hash').primaryKey(),
    session_account_id: integer('session_account_id')
      .notNull()
      .references(() => account.account_id, { onDelete: 'cascade' }),
    session_created_at: instant('session_created_at').notNull(),
    session_last_seen_at: instant('session_last_seen_at').notNull(),
    session_expires_at: instant('session_expires_at').notNull(),
    session_ip: text('session_ip').notNull(),
    session_user_agent: text('session_user_agent'),
  },
  (t) => [index('session_account_idx').on(t.session_account_id)],
);

export const whitelist = pgTable(
  'whitelist',
  {
    whitelist_id: serial('whitelist_id').primaryKey(),
    whitelist_ip: text('whitelist_ip').notNull(),
    whitelist_status: boolean('whitelist_status').notNull().default(true),
    whitelist_created_at: instant('whitelist_created_at').notNull(),
    whitelist_created_by: integer('whitelist_created_by'),
    whitelist_last_edited_at: instant('whitelist_last_edited_at'),
    whitelist_last_edited_by: integer('whitelist_last_edited_by'),
  },
  (t) => [uniqueIndex('whitelist_ip_key').on(t.whitelist_ip)],
);

export const akunBank = pgTable(
  'akun_bank',
  {
    akun_bank_id: serial('akun_bank_id').primaryKey(),
    akun_bank_website: text('akun_bank_website')
      .notNull()
      .references(() => website.website_code, { onDelete: 'restrict' }),
    akun_bank_jenis_transaksi: text('akun_bank_jenis_transaksi', { enum: ['DEPO', 'WD'] }).notNull(),
    akun_bank_bank: text('akun_bank_bank', {
      enum: ['BCA', 'BRI', 'MANDIRI', 'BNI', 'CIMB', 'OVO', 'DANA', 'LINKAJA', 'GOPAY'],
    }).notNull(),
    akun_bank_name: text('akun_bank_name').notNull(),
    akun_bank_no: text('akun_bank_no').notNull(),
    akun_bank_status: boolean('akun_bank_status').notNull().default(true),
    akun_bank_created_at: instant('akun_bank_created_at').notNull(),
    akun_bank_created_by: integer('akun_bank_created_by'),
    akun_bank_last_edited_at: instant('akun_bank_last_edited_at'),
    akun_bank_last_edited_by: integer('akun_bank_last_edited_by'),
  },
  (t) => [
    uniqueIndex('akun_bank_identity_key').on(
      t.akun_bank_website,
      t.akun_bank_jenis_transaksi,
      t.akun_bank_bank,
      t.akun_bank_no,
    ),
    check('akun_bank_jenis_value', sql`${t.akun_bank_jenis_transaksi} in ('DEPO', 'WD')`),
    check(
      'akun_bank_bank_value',
      sql`${t.akun_bank_bank} in ('BCA', 'BRI', 'MANDIRI', 'BNI', 'CIMB', 'OVO', 'DANA', 'LINKAJA', 'GOPAY')`,
    ),
    check('akun_bank_no_digits', sql`${t.akun_bank_no} ~ '^[0-9]{5,30}$'`),
  ],
);
