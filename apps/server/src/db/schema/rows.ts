/** The row tables: BO requests and statement rows. */
import { JENIS_TRANSAKSI } from '@rekon/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessDate, cents, instant } from './columns';

/** What every stored row has, of either kind: its id, side and website, and where it came from. */
const rowOrigin = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  side: text('side', { enum: JENIS_TRANSAKSI }).notNull(),
  website: text('website').notNull(),
  uploadId: bigint('upload_id', { mode: 'number' }).notNull(),
  /**
   * What identifies the row, plus its occurrence in its file: one row, once (uploads/fingerprint.ts, api.md
   * "Uploads").
   */
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

/**
 * A BO request of a panel export: a deposit (spec section 3 "BO deposit row") or a withdrawal ("BO withdraw row").
 */
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
