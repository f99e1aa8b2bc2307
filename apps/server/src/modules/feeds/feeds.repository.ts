import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { pushPath, type FeedRow, type SnapBank } from '@rekon/contracts';
import { exec, type Db } from '../../db/client';
import { akunBank, feed, upload } from '../../db/schema';
import { toIso } from '../../lib/text';
import type { Side } from '../rows/row-model';

/**
 * A feed with its account, as the push route, the puller and the screen need it (the secret still sealed).
 * `forShare` holds both rows against a switch-off or removal until the transaction ends.
 */
export async function findFeed(db: Db, feedId: number, { forShare = false } = {}) {
  const query = db
    .select({ feed, account: akunBank })
    .from(feed)
    .innerJoin(akunBank, eq(akunBank.akun_bank_id, feed.feed_akun_bank_id))
    .where(eq(feed.feed_id, feedId));
  const [row] = forShare ? await query.for('share') : await query;
  return row;
}
export type FeedRecord = NonNullable<Awaited<ReturnType<typeof findFeed>>>;

/**
 * A feed that takes rows now, of `kind`: switched on, on a Data Bank account that is switched on too (an upload to
 * a switched-off account is refused as well).
 */
export const isOpen = ({ feed: f, account }: FeedRecord, kind: 'push' | 'snap'): boolean =>
  f.feed_enabled && f.feed_kind === kind && account.akun_bank_status;

/** The feed a batch arrived by, with its Data Bank account: where its rows go. */
export interface FeedTarget {
  feedId: number;
  feedName: string;
  kind: 'push' | 'snap';
  createdBy: number | null;
  account: { id: number; website: string; side: Side; bank: string; name: string; number: string };
}

export const targetOf = ({ feed: f, account }: FeedRecord): FeedTarget => ({
  feedId: f.feed_id,
  feedName: f.feed_name,
  kind: f.feed_kind,
  createdBy: f.feed_created_by,
  account: {
    id: account.akun_bank_id,
    website: account.akun_bank_website,
    side: account.akun_bank_jenis_transaksi,
    bank: account.akun_bank_bank,
    name: account.akun_bank_name,
    number: account.akun_bank_no,
  },
});

/** A feed's batch as an upload record (decision 057): what its rows point at, and what the upload log lists. */
export async function insertFeedUpload(db: Db, target: FeedTarget, body: Buffer, at: Date): Promise<number> {
  const { account } = target;
  const [row] = await db
    .insert(upload)
    .values({
      upload_endpoint: target.kind === 'push' ? pushPath(target.feedId) : `snap:${target.feedId}`,
      upload_format: 'feed',
      upload_kind: account.side === 'DEPO' ? 'mutasi_deposit' : 'mutasi_withdraw',
      upload_website: account.website,
      upload_akun_bank_id: account.id,
      upload_corporate_bank_name: account.name,
      upload_corporate_bank_no: account.number,
      upload_provider: null,
      upload_statement_date: null,
      upload_file_name: `feed-${target.feedId}-${at.toISOString()}.json`,
      upload_file_sha256: createHash('sha256').update(body).digest('hex'),
      upload_file_size: body.length,
      upload_rows_total: 0,
      upload_rows_inserted: 0,
      upload_rows_duplicate: 0,
      upload_rows_skipped: 0,
      upload_summary: {},
      upload_created_at: at,
      upload_created_by: target.createdBy ?? 0,
      upload_created_by_name: `Feed ${target.feedName}`,
    })
    .returning({ id: upload.upload_id });
  return row!.id;
}

/** An accepted arrival: the feed is healthy again (its last error is cleared) and its back-off starts over. */
export async function recordArrival(db: Db, feedId: number, at: Date, rows: number) {
  await db
    .update(feed)
    .set({
      feed_last_arrival_at: at,
      feed_last_rows: rows,
      feed_last_error: null,
      feed_last_error_at: null,
      feed_failures: 0,
    })
    .where(eq(feed.feed_id, feedId));
}

/** A failed pull or a refused push: shown in the feed's health. Returns the failures in a row. */
export async function recordError(db: Db, feedId: number, at: Date, message: string): Promise<number> {
  const [row] = await db
    .update(feed)
    .set({
      feed_last_error: message.slice(0, 500),
      feed_last_error_at: at,
      feed_failures: sql`${feed.feed_failures} + 1`,
    })
    .where(eq(feed.feed_id, feedId))
    .returning({ failures: feed.feed_failures });
  return row?.failures ?? 0;
}

/** A failed test: shown in the feed's health like a pull's error, without counting towards the pulls' back-off. */
export async function recordTestError(db: Db, feedId: number, at: Date, message: string) {
  await db
    .update(feed)
    .set({ feed_last_error: message.slice(0, 500), feed_last_error_at: at })
    .where(eq(feed.feed_id, feedId));
}

/** How long a switched-on feed may stay silent before its health says so: twice its interval, an hour for a push. */
export const silentAfterMs = (kind: 'push' | 'snap', intervalS: number) =>
  kind === 'push' ? Math.max(3600, 2 * intervalS) * 1000 : 2 * intervalS * 1000;

/** The feeds of a website (null: every website), with their health as of `now` (`today` in Jakarta). */
export async function listFeeds(
  db: Db,
  website: string | null,
  now: Date,
  today: string,
): Promise<FeedRow[]> {
  const rows = await db
    .select({
      feed,
      account: akunBank,
      rowsToday: sql<number>`(select count(*)::int from statement_row s where s.feed_id = ${feed.feed_id}
        and s.date = ${today}::date and s.deleted_at is null)`,
      matchedToday: sql<number>`(select count(*)::int from statement_row s where s.feed_id = ${feed.feed_id}
        and s.date = ${today}::date and s.deleted_at is null and s.bo_id is not null)`,
      // Breaks of the running balance in today's batches (Jakarta), from each batch's summary (feed-ingest.ts).
      breaksToday: sql<number>`(select coalesce(sum((u.upload_summary ->> 'balance_breaks')::int), 0)::int
        from upload u where u.upload_format = 'feed' and u.upload_akun_bank_id = ${feed.feed_akun_bank_id}
          and (u.upload_summary ->> 'feed_id')::int = ${feed.feed_id}
          and (u.upload_created_at at time zone 'Asia/Jakarta')::date = ${today}::date)`,
    })
    .from(feed)
    .innerJoin(akunBank, eq(akunBank.akun_bank_id, feed.feed_akun_bank_id))
    .where(website === null ? undefined : and(eq(akunBank.akun_bank_website, website)))
    .orderBy(asc(feed.feed_id));
  return rows.map(({ feed: f, account, rowsToday, matchedToday, breaksToday }) => {
    const since = f.feed_last_arrival_at ?? f.feed_last_edited_at ?? f.feed_created_at;
    const silent =
      f.feed_enabled && now.getTime() - since.getTime() > silentAfterMs(f.feed_kind, f.feed_interval_s);
    const snap = f.feed_snap;
    return {
      feed_id: f.feed_id,
      feed_name: f.feed_name,
      feed_kind: f.feed_kind,
      feed_enabled: f.feed_enabled,
      feed_interval_s: f.feed_interval_s,
      feed_allowed_ips: f.feed_allowed_ips,
      push_path: f.feed_kind === 'push' ? pushPath(f.feed_id) : null,
      akun_bank_id: account.akun_bank_id,
      akun_bank_website: account.akun_bank_website,
      akun_bank_jenis_transaksi: account.akun_bank_jenis_transaksi,
      akun_bank_bank: account.akun_bank_bank,
      akun_bank_name: account.akun_bank_name,
      akun_bank_no: account.akun_bank_no,
      snap: snap
        ? {
            bank: (snap.bank ?? 'standard') as SnapBank,
            base_url: snap.base_url ?? '',
            client_id: snap.client_id ?? '',
            partner_id: snap.partner_id ?? '',
            channel_id: snap.channel_id ?? '',
          }
        : null,
      health: {
        last_arrival_at: f.feed_last_arrival_at ? toIso(f.feed_last_arrival_at) : null,
        last_rows: f.feed_last_rows,
        rows_today: Number(rowsToday),
        matched_today: Number(matchedToday),
        balance_breaks_today: Number(breaksToday),
        last_error: f.feed_last_error,
        last_error_at: f.feed_last_error_at ? toIso(f.feed_last_error_at) : null,
        silent,
        silent_since: silent ? toIso(since) : null,
      },
      feed_created_at: f.feed_created_at.toISOString(),
      feed_last_edited_at: f.feed_last_edited_at ? toIso(f.feed_last_edited_at) : null,
    };
  });
}

/** Switched-on SNAP feeds whose next pull is due at `now`. */
export async function dueSnapFeeds(db: Db, now: Date): Promise<number[]> {
  const { rows } = await exec<{ id: number }>(
    db,
    sql`select ${feed.feed_id} as id from ${feed}
        where ${feed.feed_kind} = 'snap' and ${feed.feed_enabled}
          and (${feed.feed_next_pull_at} is null or ${feed.feed_next_pull_at} <= ${now}::timestamptz)
        order by ${feed.feed_id}`,
  );
  return rows.map((row) => Number(row.id));
}

export async function setNextPull(db: Db, feedId: number, at: Date) {
  await db.update(feed).set({ feed_next_pull_at: at }).where(eq(feed.feed_id, feedId));
}

type NewFeed = typeof feed.$inferInsert;
export type FeedChange = Partial<typeof feed.$inferInsert>;

export async function insertFeed(db: Db, values: NewFeed): Promise<number> {
  const [row] = await db.insert(feed).values(values).returning({ feed_id: feed.feed_id });
  return row!.feed_id;
}

export async function updateFeed(db: Db, feedId: number, change: FeedChange) {
  await db.update(feed).set(change).where(eq(feed.feed_id, feedId));
}

export async function deleteFeed(db: Db, feedId: number) {
  await db.delete(feed).where(eq(feed.feed_id, feedId));
}

/** Where a pull of the feed starts: its newest live row's date and time (`YYYY-MM-DD HH:MM:SS`), if any. */
export async function newestRowAt(db: Db, feedId: number): Promise<string | null | undefined> {
  const { rows } = await exec<{ at: string | null }>(
    db,
    sql`select max((date + coalesce(time, '00:00:00')::time)::text) as at from statement_row
        where feed_id = ${feedId} and deleted_at is null`,
  );
  return rows[0]?.at;
}

/** A point of the running balance: when, and the balance after the row. */
export interface BalancePoint {
  at: string;
  balanceCents: number;
}

/** Where the account's previous feed batch left the running balance, if one recorded it. */
export async function lastFeedBalance(db: Db, akunBankId: number): Promise<BalancePoint | null> {
  const { rows } = await exec<{ last: BalancePoint | null }>(
    db,
    sql`select upload_summary -> 'last_balance' as last from upload
        where upload_format = 'feed' and upload_akun_bank_id = ${akunBankId}
          and upload_summary ? 'last_balance' and upload_summary -> 'last_balance' <> 'null'::jsonb
        order by upload_id desc limit 1`,
  );
  return rows[0]?.last ?? null;
}

/** A batch's sort and match need more than the default work memory; for this transaction only. */
export async function raiseWorkMem(db: Db) {
  await exec(db, sql`set local work_mem = '64MB'`);
}
