/** What checkers taught Rekon or decided: learned names, risk settings, refused pairs. */
import { JENIS_TRANSAKSI } from '@rekon/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { website } from './access';
import { instant } from './columns';

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
