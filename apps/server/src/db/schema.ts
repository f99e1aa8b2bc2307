/**
 * Tables with the spec's column names (no camelCase mapping layer). The SQL in migrations/ is generated from
 * this file by drizzle-kit and reviewed; hand-written SQL (triggers) lives in its own numbered migration.
 */
import { FEED_KINDS, JENIS_TRANSAKSI } from '@rekon/contracts';
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
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
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
    /**
     * The chain (migration 0017, decision 066): the previous row's hash and this row's, written by the
     * database's trigger whatever an insert says (NOT NULL in the database; left out of inserts here).
     */
    tracking_prev_hash: text('tracking_prev_hash'),
    tracking_hash: text('tracking_hash'),
  },
  (t) => [index('tracking_website_idx').on(t.tracking_website, t.tracking_id)],
);

/** The Tracking chain's head: the last row's id and hash, one row, moved only by the chaining trigger. */
export const trackingChain = pgTable(
  'tracking_chain',
  {
    chain_key: boolean('chain_key').primaryKey().default(true),
    chain_last_id: bigint('chain_last_id', { mode: 'number' }).notNull(),
    chain_hash: text('chain_hash').notNull(),
  },
  () => [check('tracking_chain_one_row', sql`"chain_key"`)],
);

/** Each `npm run audit:verify` (decision 066): when, and whether the chain held. */
export const trackingVerification = pgTable('tracking_verification', {
  verification_id: bigserial('verification_id', { mode: 'number' }).primaryKey(),
  verification_at: instant('verification_at').notNull(),
  verification_ok: boolean('verification_ok').notNull(),
  verification_rows: bigint('verification_rows', { mode: 'number' }).notNull(),
  verification_broken_id: bigint('verification_broken_id', { mode: 'number' }),
  verification_message: text('verification_message').notNull(),
});

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

/**
 * The original bytes of each upload, gzip-compressed once and kept for audit: the gzip stream cut into parts of
 * about 1 MiB, written as it is compressed (no upload is held whole in memory). A row's raw cells are read back
 * from here by its line number (uploads/original-file.ts).
 */
export const uploadFile = pgTable(
  'upload_file',
  {
    upload_file_upload_id: bigint('upload_file_upload_id', { mode: 'number' })
      .notNull()
      .references(() => upload.upload_id, { onDelete: 'cascade' }),
    upload_file_part: integer('upload_file_part').notNull(),
    upload_file_gzip: bytea('upload_file_gzip').notNull(),
  },
  (t) => [primaryKey({ columns: [t.upload_file_upload_id, t.upload_file_part] })],
);

/** Money in the row tables: integer cents (decision 049), formatted only where it leaves the server. */
const cents = (name: string) => bigint(name, { mode: 'number' });

/** What every stored row has, of either kind: its id, side and website, and where it came from. */
const rowOrigin = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  side: text('side', { enum: JENIS_TRANSAKSI }).notNull(),
  website: text('website').notNull(),
  uploadId: bigint('upload_id', { mode: 'number' }).notNull(),
  /** What identifies the row, plus its occurrence in its file: one row, once (uploads/fingerprint.ts, api.md "Uploads"). */
  fingerprint: uuid('fingerprint').notNull(),
  /** The row's line in the stored original file, where its raw cells are. */
  line: integer('line').notNull(),
});

/*
 * The row tables (decision 049): one table per kind, both sides in it, the side a column. Names are neutral; the
 * spec's `bo_*`, `wd_*`, `mutasi_*` and `mutasiwd_*` fields are written only by the response mapping
 * (modules/rows/responses.ts). Rows carry no foreign keys: every row comes with its upload, in the transaction that
 * records that upload (whose own foreign key keeps a website with data from being deleted), and a key checked per
 * row cost a tenth of a busy upload.
 */

/** A BO request of a panel export: a deposit (spec section 3 "BO deposit row") or a withdrawal ("BO withdraw row"). */
export const boRow = pgTable(
  'bo_row',
  {
    ...rowOrigin(),
    /** `website` is the website the upload was made for (scope); `panelWebsite` is what the panel wrote. */
    ticket: text('ticket').notNull(),
    requestedAt: instant('requested_at'),
    panelApprovedAt: instant('panel_approved_at'),
    /** The business date: Jakarta date of the approve time until matched, then the statement's date. */
    businessDate: businessDate('business_date').notNull(),
    username: text('username').notNull(),
    fullname: text('fullname').notNull(),
    /** Deposits: the payment type. */
    paymentType: text('payment_type'),
    /** Withdrawals: the brand. */
    brand: text('brand'),
    amountCents: cents('amount_cents').notNull(),
    /** The amount as uploaded, kept when a checker corrects `amountCents`. */
    amountOriginalCents: cents('amount_original_cents'),
    /** Deposits only. */
    adminFeeCents: cents('admin_fee_cents'),
    agentFeeCents: cents('agent_fee_cents').notNull(),
    playerFeeCents: cents('player_fee_cents').notNull(),
    nettCents: cents('nett_cents'),
    /** Withdrawals only. */
    lastBalanceCents: cents('last_balance_cents'),
    playerBank: text('player_bank').notNull(),
    playerBankBank: text('player_bank_bank'),
    playerBankHolder: text('player_bank_holder'),
    playerBankNo: text('player_bank_no'),
    corporateBank: text('corporate_bank').notNull(),
    /** `bo_desc` of a deposit, `wd_remarks` of a withdrawal. */
    description: text('description').notNull(),
    status: text('status').notNull(),
    handler: text('handler').notNull(),
    panelWebsite: text('panel_website').notNull(),
    ref: text('ref').notNull(),
    ownRef: text('own_ref').notNull(),
    approved: boolean('approved').notNull().default(false),
    /** `ket_app`: the engine's reason or the checker's remark. */
    remark: text('remark'),
    matchPass: text('match_pass'),
    approvedAt: instant('approved_at'),
    approvedBy: integer('approved_by'),
    contested: boolean('contested').notNull().default(false),
    suggestions: jsonb('suggestions'),
    /** A pending request's split payment (issue 28): the group of credits the engine suggests, or null. */
    split: jsonb('split'),
    /** Why an automatic pair of this row was reopened (reconcile.md "When it runs"), while it stays pending. */
    reopened: text('reopened'),
    deletedAt: instant('deleted_at'),
    deletedBy: integer('deleted_by'),
  },
  (t) => [
    uniqueIndex('bo_row_fingerprint_key').on(t.fingerprint),
    check('bo_row_side_value', sql`${t.side} in ('DEPO', 'WD')`),
    // Review lists, the engine's window and the 24-hour delete: a website's side on a business date.
    index('bo_row_day_idx')
      .on(t.website, t.side, t.businessDate, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Data Player and Game Site select by approve time (else request time) within a website.
    index('bo_row_time_idx')
      .on(t.website, sql`coalesce(${t.panelApprovedAt}, ${t.requestedAt})`)
      .where(sql`${t.deletedAt} is null`),
    // Risk signals (decision 044): a day's approvals by a person and amount edits, a few among thousands.
    index('bo_row_by_hand_idx')
      .on(t.website, t.side, t.businessDate)
      .where(sql`${t.approvedBy} is not null and ${t.deletedAt} is null`),
  ],
);

/**
 * A statement row: a credit (deposit side, spec section 3 "Mutasi deposit row") or a debit (withdraw side). A
 * matched row holds its pair: the BO row (`boId`, unique, so no row is ever in two pairs: security.md G4), how
 * and by whom it was made (reconcile.md "What is stored").
 */
export const statementRow = pgTable(
  'statement_row',
  {
    ...rowOrigin(),
    /** The Data Bank account the statement was uploaded for; null for a gateway (or a removed account). */
    accountId: integer('account_id'),
    corporateBank: text('corporate_bank').notNull(),
    /** The upload format that read it (bca, qris, ...). */
    source: text('source').notNull(),
    /** The statement's own date of the row (Jakarta). */
    date: businessDate('date').notNull(),
    /** WIB wall-clock time when the source has one (`HH:MM:SS`). */
    time: text('time'),
    amountCents: cents('amount_cents').notNull(),
    description: text('description').notNull(),
    /** The sender's (or receiver's) name as the statement prints it, or the wallet where it prints none. */
    senderName: text('sender_name'),
    counterpartyAccount: text('counterparty_account'),
    reference: text('reference'),
    /** Deposits: the gateway's transaction id. */
    transactionId: text('transaction_id'),
    wallet: text('wallet'),
    /** The bank or wallet the description names as the other side (formats.md), for the matcher's channel. */
    channel: text('channel'),
    feeCents: cents('fee_cents'),
    nettCents: cents('nett_cents'),
    sourceStatus: text('source_status'),
    isFee: boolean('is_fee').notNull().default(false),
    /** The gateway's own ticket; `ticket` shows the BO ticket once matched, this one is kept for a reopening. */
    sourceTicket: text('source_ticket'),
    ticket: text('ticket'),
    approved: boolean('approved').notNull().default(false),
    remark: text('remark'),
    /** When the row was matched (`mutasi_app_date`). */
    matchedAt: instant('matched_at'),
    matchPass: text('match_pass'),
    approvedBy: integer('approved_by'),
    /** The BO row of its pair. */
    boId: bigint('bo_id', { mode: 'number' }),
    /** The pair was made by an engine run (a later run may reopen it), not by a person. */
    pairAuto: boolean('pair_auto').notNull().default(false),
    pairScore: real('pair_score'),
    contested: boolean('contested').notNull().default(false),
    reopened: text('reopened'),
    deletedAt: instant('deleted_at'),
    deletedBy: integer('deleted_by'),
    /** The feed that brought the row (migration 0014, decision 057); null for a row of an uploaded file. */
    feedId: integer('feed_id'),
    /** The running balance after the row where its source gives one: what identifies it across sources. */
    balanceCents: cents('balance_cents'),
  },
  (t) => [
    uniqueIndex('statement_row_fingerprint_key').on(t.fingerprint),
    // A feed's rows today (its health) and a file's look-up of the rows a feed already brought.
    index('statement_row_feed_idx')
      .on(t.accountId, t.date)
      .where(sql`${t.feedId} is not null`),
    check('statement_row_side_value', sql`${t.side} in ('DEPO', 'WD')`),
    index('statement_row_day_idx')
      .on(t.website, t.side, t.date, t.id)
      .where(sql`${t.deletedAt} is null`),
    // An upload's balance trail counts while rows it added are still there (uploads/balance.ts).
    index('statement_row_upload_idx').on(t.uploadId),
    // The statement rows of a BO row's pair: one, or a split payment's group of two or three (issue 28).
    index('statement_row_pair_idx')
      .on(t.boId)
      .where(sql`${t.boId} is not null`),
    // Risk signals look a day's references and gateway tickets up across accounts and websites (decision 044).
    index('statement_row_reference_idx')
      .on(sql`upper(btrim(${t.reference}))`)
      .where(sql`${t.reference} is not null and ${t.deletedAt} is null`),
    index('statement_row_source_ticket_idx')
      .on(sql`upper(btrim(${t.sourceTicket}))`)
      .where(sql`${t.sourceTicket} is not null and ${t.deletedAt} is null`),
  ],
);

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

/**
 * A live statement feed of one Data Bank account (docs/design/feeds.md, decision 057): a push webhook that a
 * mutation-watch service calls, or a SNAP Bank Statement pull. Secrets are stored sealed (AES-256-GCM with the key
 * of `FEED_SECRET_KEY`, feeds/secret-box.ts), never in clear; the health columns are written by each arrival.
 */
export const feed = pgTable(
  'feed',
  {
    feed_id: serial('feed_id').primaryKey(),
    feed_akun_bank_id: integer('feed_akun_bank_id')
      .notNull()
      .references(() => akunBank.akun_bank_id, { onDelete: 'cascade' }),
    feed_name: text('feed_name').notNull(),
    feed_kind: text('feed_kind', { enum: FEED_KINDS }).notNull(),
    /** Push: the HMAC secret; SNAP: `{client_secret, private_key}`; sealed. */
    feed_secret: text('feed_secret').notNull(),
    /** Addresses or CIDRs a push may come from; empty: any. */
    feed_allowed_ips: jsonb('feed_allowed_ips').$type<string[]>().notNull(),
    /** SNAP settings that are not secret: base URL, client id, partner id, channel id, bank adapter. */
    feed_snap: jsonb('feed_snap').$type<Record<string, string> | null>(),
    feed_interval_s: integer('feed_interval_s').notNull(),
    feed_enabled: boolean('feed_enabled').notNull().default(true),
    feed_last_arrival_at: instant('feed_last_arrival_at'),
    feed_last_rows: integer('feed_last_rows'),
    feed_last_error: text('feed_last_error'),
    feed_last_error_at: instant('feed_last_error_at'),
    /** SNAP: consecutive failures (the back-off doubles with each) and when the next pull is due. */
    feed_failures: integer('feed_failures').notNull().default(0),
    feed_next_pull_at: instant('feed_next_pull_at'),
    feed_created_at: instant('feed_created_at').notNull(),
    feed_created_by: integer('feed_created_by'),
    feed_last_edited_at: instant('feed_last_edited_at'),
    feed_last_edited_by: integer('feed_last_edited_by'),
  },
  (t) => [
    uniqueIndex('feed_name_key').on(sql`lower(${t.feed_name})`),
    index('feed_akun_bank_idx').on(t.feed_akun_bank_id),
    check('feed_kind_value', sql`${t.feed_kind} in ('push', 'snap')`),
    check('feed_interval_range', sql`${t.feed_interval_s} between 60 and 86400`),
  ],
);

/**
 * A pair a person undid (decision 055): a BO row and a statement row the engine never pairs again and offers last
 * among their suggestions. Kept while both rows exist; a row removed by an upload's undo or the 24-hour delete takes
 * its refusals with it.
 */
export const refusedPair = pgTable(
  'refused_pair',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    website: text('website').notNull(),
    side: text('side', { enum: JENIS_TRANSAKSI }).notNull(),
    boId: bigint('bo_id', { mode: 'number' }).notNull(),
    statementId: bigint('statement_id', { mode: 'number' }).notNull(),
    /** The remark of the undo. */
    remark: text('remark').notNull(),
    refusedAt: instant('refused_at').notNull(),
    refusedBy: integer('refused_by'),
  },
  (t) => [
    uniqueIndex('refused_pair_key').on(t.boId, t.statementId),
    index('refused_pair_statement_idx').on(t.statementId),
  ],
);
