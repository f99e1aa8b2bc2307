/**
 * Tables with the spec's column names (no camelCase mapping layer). The SQL in migrations/ is generated from
 * this file by drizzle-kit and reviewed; hand-written SQL (triggers) lives in its own numbered migration.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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

/** The audit trail. Append-only: a trigger (migration 0001) refuses UPDATE, DELETE and TRUNCATE. */
export const tracking = pgTable(
  'tracking',
  {
    tracking_id: bigserial('tracking_id', { mode: 'number' }).primaryKey(),
    tracking_website: text('tracking_website').notNull(),
    tracking_username: text('tracking_username').notNull(),
    tracking_role: text('tracking_role').notNull(),
    tracking_activity: text('tracking_activity').notNull(),
    tracking_crated_at: instant('tracking_crated_at').notNull(),
    tracking_account_id: integer('tracking_account_id'),
    tracking_ip: text('tracking_ip'),
  },
  (t) => [index('tracking_website_idx').on(t.tracking_website, t.tracking_id)],
);

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

/** Money columns: numeric(18,2) rupiah, exact; code converts to integer cents at the edges. */
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const businessDate = (name: string) => date(name, { mode: 'string' });

export const UPLOAD_KINDS = ['bo_deposit', 'bo_withdraw', 'mutasi_deposit', 'mutasi_withdraw'] as const;

/** One accepted upload: who, when, what file, for which website and account, and what it added. */
export const upload = pgTable(
  'upload',
  {
    upload_id: bigserial('upload_id', { mode: 'number' }).primaryKey(),
    upload_endpoint: text('upload_endpoint').notNull(),
    upload_format: text('upload_format').notNull(),
    upload_kind: text('upload_kind', { enum: UPLOAD_KINDS }).notNull(),
    upload_website: text('upload_website')
      .notNull()
      .references(() => website.website_code, { onDelete: 'restrict' }),
    upload_akun_bank_id: integer('upload_akun_bank_id').references(() => akunBank.akun_bank_id, {
      onDelete: 'set null',
    }),
    upload_corporate_bank_name: text('upload_corporate_bank_name'),
    upload_corporate_bank_no: text('upload_corporate_bank_no'),
    upload_provider: text('upload_provider'),
    upload_statement_date: businessDate('upload_statement_date'),
    /** The client's file name: metadata only, never a path. */
    upload_file_name: text('upload_file_name').notNull(),
    upload_file_sha256: text('upload_file_sha256').notNull(),
    upload_file_size: integer('upload_file_size').notNull(),
    upload_rows_total: integer('upload_rows_total').notNull(),
    upload_rows_inserted: integer('upload_rows_inserted').notNull(),
    upload_rows_duplicate: integer('upload_rows_duplicate').notNull(),
    upload_rows_skipped: integer('upload_rows_skipped').notNull(),
    upload_summary: jsonb('upload_summary').notNull(),
    upload_date_from: businessDate('upload_date_from'),
    upload_date_to: businessDate('upload_date_to'),
    upload_created_at: instant('upload_created_at').notNull(),
    upload_created_by: integer('upload_created_by').notNull(),
    upload_created_by_name: text('upload_created_by_name').notNull(),
  },
  (t) => [index('upload_website_idx').on(t.upload_website, t.upload_created_at)],
);

/** A statement upload's running balance and its breaks (migration 0008, decision 030). */
export const uploadBalance = pgTable(
  'upload_balance',
  {
    upload_balance_upload_id: bigint('upload_balance_upload_id', { mode: 'number' })
      .primaryKey()
      .references(() => upload.upload_id, { onDelete: 'cascade' }),
    upload_balance_website: text('upload_balance_website').notNull(),
    upload_balance_bank: text('upload_balance_bank').notNull(),
    upload_balance_account_no: text('upload_balance_account_no').notNull(),
    upload_balance_first_date: businessDate('upload_balance_first_date').notNull(),
    upload_balance_first_time: text('upload_balance_first_time'),
    upload_balance_opening: money('upload_balance_opening').notNull(),
    upload_balance_last_date: businessDate('upload_balance_last_date').notNull(),
    upload_balance_last_time: text('upload_balance_last_time'),
    upload_balance_closing: money('upload_balance_closing').notNull(),
    upload_balance_break_count: integer('upload_balance_break_count').notNull(),
    upload_balance_breaks: jsonb('upload_balance_breaks').notNull(),
    upload_balance_gap: jsonb('upload_balance_gap'),
  },
  (t) => [
    index('upload_balance_account_idx').on(
      t.upload_balance_bank,
      t.upload_balance_account_no,
      t.upload_balance_last_date,
    ),
    index('upload_balance_website_idx').on(t.upload_balance_website, t.upload_balance_first_date),
  ],
);

/** The original bytes of each upload, gzip-compressed, kept for audit. */
export const uploadFile = pgTable('upload_file', {
  upload_file_upload_id: bigint('upload_file_upload_id', { mode: 'number' })
    .primaryKey()
    .references(() => upload.upload_id, { onDelete: 'cascade' }),
  upload_file_gzip: bytea('upload_file_gzip').notNull(),
});

/** A BO deposit request from a panel export (spec section 3, "BO deposit row"). */
export const boDeposit = pgTable(
  'bo_deposit',
  {
    bo_id: bigserial('bo_id', { mode: 'number' }).primaryKey(),
    bo_upload_id: bigint('bo_upload_id', { mode: 'number' })
      .notNull()
      .references(() => upload.upload_id),
    /** Source, website, ticket, amount… and the row's occurrence index: one row, once (api.md "Uploads"). */
    bo_fingerprint: text('bo_fingerprint').notNull(),
    bo_line: integer('bo_line').notNull(),
    bo_raw: jsonb('bo_raw').notNull(),
    /** The website the upload was made for (scope); `bo_website` is what the panel wrote. */
    bo_website_code: text('bo_website_code')
      .notNull()
      .references(() => website.website_code),
    bo_approve: boolean('bo_approve').notNull().default(false),
    ket_app: text('ket_app'),
    ticket_no: text('ticket_no').notNull(),
    req_date: instant('req_date'),
    app_date: instant('app_date'),
    /** The business date: Jakarta date of the approve time until matched, then the statement's date. */
    bank_statement_date: businessDate('bank_statement_date').notNull(),
    user_name: text('user_name').notNull(),
    full_name: text('full_name').notNull(),
    payment_type: text('payment_type').notNull(),
    depo_amount: money('depo_amount').notNull(),
    /** The amount as uploaded, kept when a checker corrects `depo_amount`. */
    depo_amount_original: money('depo_amount_original'),
    admin_fee: money('admin_fee').notNull(),
    agent_fee: money('agent_fee').notNull(),
    player_fee: money('player_fee').notNull(),
    nett_amount: money('nett_amount'),
    player_bank: text('player_bank').notNull(),
    player_bank_bank: text('player_bank_bank'),
    player_bank_holder: text('player_bank_holder'),
    player_bank_no: text('player_bank_no'),
    corporate_bank: text('corporate_bank').notNull(),
    bo_desc: text('bo_desc').notNull(),
    bo_status: text('bo_status').notNull(),
    bo_handler: text('bo_handler').notNull(),
    bo_website: text('bo_website').notNull(),
    player_ref: text('player_ref').notNull(),
    player_own_ref: text('player_own_ref').notNull(),
    bo_match_pass: text('bo_match_pass'),
    bo_approved_at: instant('bo_approved_at'),
    /** Null for an automatic match. */
    bo_approved_by: integer('bo_approved_by'),
    bo_contested: boolean('bo_contested').notNull().default(false),
    bo_suggestions: jsonb('bo_suggestions'),
    /** Why an automatic pair of this row was reopened (reconcile.md "When it runs"), while it stays pending. */
    bo_reopened: text('bo_reopened'),
    bo_deleted_at: instant('bo_deleted_at'),
    bo_deleted_by: integer('bo_deleted_by'),
  },
  (t) => [
    uniqueIndex('bo_deposit_fingerprint_key').on(t.bo_fingerprint),
    index('bo_deposit_day_idx')
      .on(t.bo_website_code, t.bank_statement_date, t.bo_id)
      .where(sql`${t.bo_deleted_at} is null`),
    index('bo_deposit_upload_idx').on(t.bo_upload_id),
    // Data Player and Game Site select by approve time (else request time) within a website.
    index('bo_deposit_time_idx')
      .on(t.bo_website_code, sql`coalesce(${t.app_date}, ${t.req_date})`)
      .where(sql`${t.bo_deleted_at} is null`),
    // Risk signals (decision 044): a day's approvals by a person and amount edits, a few among thousands.
    index('bo_deposit_by_hand_idx')
      .on(t.bo_website_code, t.bank_statement_date)
      .where(sql`${t.bo_approved_by} is not null and ${t.bo_deleted_at} is null`),
  ],
);

/** A BO withdraw request from a panel export (spec section 3, "BO withdraw row"). */
export const boWithdraw = pgTable(
  'bo_withdraw',
  {
    wd_bo_id: bigserial('wd_bo_id', { mode: 'number' }).primaryKey(),
    wd_upload_id: bigint('wd_upload_id', { mode: 'number' })
      .notNull()
      .references(() => upload.upload_id),
    wd_fingerprint: text('wd_fingerprint').notNull(),
    wd_line: integer('wd_line').notNull(),
    wd_raw: jsonb('wd_raw').notNull(),
    wd_website_code: text('wd_website_code')
      .notNull()
      .references(() => website.website_code),
    wd_bo_approve: boolean('wd_bo_approve').notNull().default(false),
    wd_ket_app: text('wd_ket_app'),
    wd_ticket_no: text('wd_ticket_no').notNull(),
    wd_req_date: instant('wd_req_date'),
    wd_app_date: instant('wd_app_date'),
    /** The business date, as `bank_statement_date` of deposits. */
    wd_bank_date: businessDate('wd_bank_date').notNull(),
    wd_username: text('wd_username').notNull(),
    wd_fullname: text('wd_fullname').notNull(),
    wd_payment_type: text('wd_payment_type').notNull(),
    wd_brand: text('wd_brand').notNull(),
    wd_amount: money('wd_amount').notNull(),
    wd_amount_original: money('wd_amount_original'),
    wd_player_fee: money('wd_player_fee').notNull(),
    wd_agent_fee: money('wd_agent_fee').notNull(),
    wd_nett_amount: money('wd_nett_amount'),
    wd_player_bank: text('wd_player_bank').notNull(),
    wd_player_bank_bank: text('wd_player_bank_bank'),
    wd_player_bank_holder: text('wd_player_bank_holder'),
    wd_player_bank_no: text('wd_player_bank_no'),
    wd_corp_bank: text('wd_corp_bank').notNull(),
    wd_remarks: text('wd_remarks').notNull(),
    wd_status: text('wd_status').notNull(),
    wd_handler: text('wd_handler').notNull(),
    wd_website: text('wd_website').notNull(),
    wd_ref_code: text('wd_ref_code').notNull(),
    wd_own_ref_code: text('wd_own_ref_code').notNull(),
    wd_last_balance: money('wd_last_balance'),
    wd_match_pass: text('wd_match_pass'),
    wd_approved_at: instant('wd_approved_at'),
    wd_approved_by: integer('wd_approved_by'),
    wd_contested: boolean('wd_contested').notNull().default(false),
    wd_suggestions: jsonb('wd_suggestions'),
    wd_reopened: text('wd_reopened'),
    wd_deleted_at: instant('wd_deleted_at'),
    wd_deleted_by: integer('wd_deleted_by'),
  },
  (t) => [
    uniqueIndex('bo_withdraw_fingerprint_key').on(t.wd_fingerprint),
    index('bo_withdraw_day_idx')
      .on(t.wd_website_code, t.wd_bank_date, t.wd_bo_id)
      .where(sql`${t.wd_deleted_at} is null`),
    index('bo_withdraw_upload_idx').on(t.wd_upload_id),
    index('bo_withdraw_time_idx')
      .on(t.wd_website_code, sql`coalesce(${t.wd_app_date}, ${t.wd_req_date})`)
      .where(sql`${t.wd_deleted_at} is null`),
    index('bo_withdraw_by_hand_idx')
      .on(t.wd_website_code, t.wd_bank_date)
      .where(sql`${t.wd_approved_by} is not null and ${t.wd_deleted_at} is null`),
  ],
);

/** The statement columns both sides share; each side prefixes them (`mutasi_`, `mutasiwd_`). */
function statementColumns<P extends 'mutasi' | 'mutasiwd'>(p: P) {
  return {
    upload_id: bigint(`${p}_upload_id`, { mode: 'number' })
      .notNull()
      .references(() => upload.upload_id),
    fingerprint: text(`${p}_fingerprint`).notNull(),
    line: integer(`${p}_line`).notNull(),
    raw: jsonb(`${p}_raw`).notNull(),
    website: text(`${p}_website`)
      .notNull()
      .references(() => website.website_code),
    app: boolean(`${p}_app`).notNull().default(false),
    ketapp: text(`${p}_ketapp`),
    amount: money(`${p}_amount`).notNull(),
    ticket: text(`${p}_ticket`),
    app_date: instant(`${p}_app_date`),
    player_bank_name: text(`${p}_player_bank_name`),
    corporate_bank: text(`${p}_corporate_bank`).notNull(),
    /** The statement's own date of the row (Jakarta). */
    date: businessDate(`${p}_date`).notNull(),
    /** WIB wall-clock time when the source has one (`HH:MM:SS`). */
    time: text(`${p}_time`),
    akun_bank_id: integer(`${p}_akun_bank_id`).references(() => akunBank.akun_bank_id, {
      onDelete: 'set null',
    }),
    source: text(`${p}_source`).notNull(),
    description: text(`${p}_description`).notNull(),
    counterparty_account: text(`${p}_counterparty_account`),
    reference: text(`${p}_reference`),
    wallet: text(`${p}_wallet`),
    fee: money(`${p}_fee`),
    nett: money(`${p}_nett`),
    status: text(`${p}_status`),
    is_fee: boolean(`${p}_is_fee`).notNull().default(false),
    /** The bank or wallet the description names as the other side (formats.md), for the matcher's channel. */
    channel: text(`${p}_channel`),
    /** The gateway's own ticket; `ticket` shows the BO ticket once matched, this one is kept for a reopening. */
    source_ticket: text(`${p}_source_ticket`),
    contested: boolean(`${p}_contested`).notNull().default(false),
    reopened: text(`${p}_reopened`),
    match_pass: text(`${p}_match_pass`),
    approved_by: integer(`${p}_approved_by`),
    deleted_at: instant(`${p}_deleted_at`),
    deleted_by: integer(`${p}_deleted_by`),
  };
}

/** A statement credit (deposit side); spec section 3 "Mutasi deposit row". */
export const mutasiDeposit = pgTable(
  'mutasi_deposit',
  {
    mutasi_id: bigserial('mutasi_id', { mode: 'number' }).primaryKey(),
    mutasi_transaction_id: text('mutasi_transaction_id'),
    ...prefixKeys('mutasi', statementColumns('mutasi')),
  },
  (t) => [
    uniqueIndex('mutasi_deposit_fingerprint_key').on(t.mutasi_fingerprint),
    index('mutasi_deposit_day_idx')
      .on(t.mutasi_website, t.mutasi_date, t.mutasi_id)
      .where(sql`${t.mutasi_deleted_at} is null`),
    index('mutasi_deposit_upload_idx').on(t.mutasi_upload_id),
    // Risk signals look a day's references and gateway tickets up across accounts and websites (decision 044).
    index('mutasi_deposit_reference_idx')
      .on(sql`upper(btrim(${t.mutasi_reference}))`)
      .where(sql`${t.mutasi_deleted_at} is null`),
    index('mutasi_deposit_source_ticket_idx')
      .on(sql`upper(btrim(${t.mutasi_source_ticket}))`)
      .where(sql`${t.mutasi_deleted_at} is null`),
  ],
);

/** A statement debit (withdraw side); the same columns with the `mutasiwd_` prefix and no transaction id. */
export const mutasiWithdraw = pgTable(
  'mutasi_withdraw',
  {
    mutasiwd_id: bigserial('mutasiwd_id', { mode: 'number' }).primaryKey(),
    ...prefixKeys('mutasiwd', statementColumns('mutasiwd')),
  },
  (t) => [
    uniqueIndex('mutasi_withdraw_fingerprint_key').on(t.mutasiwd_fingerprint),
    index('mutasi_withdraw_day_idx')
      .on(t.mutasiwd_website, t.mutasiwd_date, t.mutasiwd_id)
      .where(sql`${t.mutasiwd_deleted_at} is null`),
    index('mutasi_withdraw_upload_idx').on(t.mutasiwd_upload_id),
    index('mutasi_withdraw_reference_idx')
      .on(sql`upper(btrim(${t.mutasiwd_reference}))`)
      .where(sql`${t.mutasiwd_deleted_at} is null`),
    index('mutasi_withdraw_source_ticket_idx')
      .on(sql`upper(btrim(${t.mutasiwd_source_ticket}))`)
      .where(sql`${t.mutasiwd_deleted_at} is null`),
  ],
);

function prefixKeys<P extends string, C extends Record<string, unknown>>(prefix: P, columns: C) {
  return Object.fromEntries(Object.entries(columns).map(([key, column]) => [`${prefix}_${key}`, column])) as {
    [K in keyof C as `${P}_${K & string}`]: C[K];
  };
}

/**
 * A matched pair. The unique keys on both sides are what guarantees that no row is ever in two pairs
 * (security.md G4), whatever the concurrency.
 */
export const matchDeposit = pgTable('match_deposit', {
  match_id: bigserial('match_id', { mode: 'number' }).primaryKey(),
  match_bo_id: bigint('match_bo_id', { mode: 'number' })
    .notNull()
    .unique('match_deposit_bo_key')
    .references(() => boDeposit.bo_id),
  match_mutasi_id: bigint('match_mutasi_id', { mode: 'number' })
    .notNull()
    .unique('match_deposit_mutasi_key')
    .references(() => mutasiDeposit.mutasi_id),
  match_website: text('match_website').notNull(),
  match_pass: text('match_pass').notNull(),
  match_score: doublePrecision('match_score'),
  match_reason: text('match_reason').notNull(),
  match_created_at: instant('match_created_at').notNull(),
  match_created_by: integer('match_created_by'),
  /** Made by an engine run (reopenable when a later upload brings a rival), not by a person. */
  match_auto: boolean('match_auto').notNull().default(false),
});

export const matchWithdraw = pgTable('match_withdraw', {
  match_id: bigserial('match_id', { mode: 'number' }).primaryKey(),
  match_wd_bo_id: bigint('match_wd_bo_id', { mode: 'number' })
    .notNull()
    .unique('match_withdraw_bo_key')
    .references(() => boWithdraw.wd_bo_id),
  match_mutasiwd_id: bigint('match_mutasiwd_id', { mode: 'number' })
    .notNull()
    .unique('match_withdraw_mutasi_key')
    .references(() => mutasiWithdraw.mutasiwd_id),
  match_website: text('match_website').notNull(),
  match_pass: text('match_pass').notNull(),
  match_score: doublePrecision('match_score'),
  match_reason: text('match_reason').notNull(),
  match_created_at: instant('match_created_at').notNull(),
  match_created_by: integer('match_created_by'),
  /** Made by an engine run (reopenable when a later upload brings a rival), not by a person. */
  match_auto: boolean('match_auto').notNull().default(false),
});

/**
 * A statement name a checker taught Rekon for one player's bank account on one website (reconcile.md "Learned
 * names"): approving a BO row with a counterpart whose name scored below 0.85.
 */
export const learnedName = pgTable(
  'learned_name',
  {
    learned_name_id: bigserial('learned_name_id', { mode: 'number' }).primaryKey(),
    learned_name_website: text('learned_name_website')
      .notNull()
      .references(() => website.website_code),
    /** The player's bank account: `BCA|1234567890`, or `user:<username>` when the panel gives no number. */
    learned_name_account: text('learned_name_account').notNull(),
    /** The holder name the panel shows for that account. */
    learned_name_holder: text('learned_name_holder').notNull(),
    /** The statement name as printed, and normalised (what the engine compares). */
    learned_name_statement: text('learned_name_statement').notNull(),
    learned_name_normalized: text('learned_name_normalized').notNull(),
    learned_name_score: doublePrecision('learned_name_score'),
    /** The approval that taught it. */
    learned_name_ticket: text('learned_name_ticket').notNull(),
    learned_name_created_at: instant('learned_name_created_at').notNull(),
    learned_name_created_by: integer('learned_name_created_by'),
    learned_name_created_by_name: text('learned_name_created_by_name').notNull(),
  },
  (t) => [
    uniqueIndex('learned_name_key').on(
      t.learned_name_website,
      t.learned_name_account,
      t.learned_name_normalized,
    ),
  ],
);

/**
 * A website's risk-signal thresholds, set by an ADMIN (decision 044). A website without a row keeps the defaults
 * (DEFAULT_RISK_THRESHOLDS in the contracts).
 */
export const riskSetting = pgTable(
  'risk_setting',
  {
    risk_setting_website: text('risk_setting_website')
      .primaryKey()
      .references(() => website.website_code, { onDelete: 'cascade' }),
    /** A sender (account number, else name) funding this many different usernames in a day is a signal. */
    risk_setting_sender_min_users: integer('risk_setting_sender_min_users').notNull(),
    /** A username funded from this many different sender names in a day is a signal. */
    risk_setting_user_min_senders: integer('risk_setting_user_min_senders').notNull(),
    risk_setting_updated_at: instant('risk_setting_updated_at').notNull(),
    risk_setting_updated_by: integer('risk_setting_updated_by'),
    risk_setting_updated_by_name: text('risk_setting_updated_by_name').notNull(),
  },
  (t) => [
    check('risk_setting_sender_min_users_range', sql`${t.risk_setting_sender_min_users} between 2 and 20`),
    check('risk_setting_user_min_senders_range', sql`${t.risk_setting_user_min_senders} between 2 and 20`),
  ],
);
