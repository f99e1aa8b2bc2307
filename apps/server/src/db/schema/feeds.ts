/** Live statement feeds. */
import { FEED_KINDS } from '@rekon/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { akunBank } from './access';
import { instant } from './columns';

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
