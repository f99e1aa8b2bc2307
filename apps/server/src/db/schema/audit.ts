/** The audit trail (Tracking), its hash chain and its verifications. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

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
