import type pg from 'pg';
import { addDays, FEED_MAX_AGE_DAYS, jakartaDate } from '@rekon/contracts';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { HeavyWork } from '../../lib/heavy-work';
import type { SecretBox } from './secret-box';
import { readBatch } from './feed-batch';
import { ingestFeedBatch, type FeedArrival } from './feed-ingest';
import * as repo from './feeds.repository';
import { snapSettingsOf } from './feeds.service';
import { fetchStatement, SnapError, snapTimestamp } from './snap-client';

export interface PullDeps {
  database: Database;
  heavy: HeavyWork;
  box: SecretBox | undefined;
  clock: () => Date;
  log?: { warn: (obj: object, msg: string) => void };
  /** Each call to the bank gives up after this long (default 15 s). */
  timeoutMs?: number;
}

export type PullOutcome =
  | { feedId: number; status: 'pulled'; arrival: FeedArrival; rows: number }
  | { feedId: number; status: 'failed'; error: string; retryAt: Date }
  | { feedId: number; status: 'busy' };

/** The longest back-off after failures in a row: the interval doubles with each, up to an hour (or one interval). */
const MAX_BACKOFF_MS = 3_600_000;

/** Any constant: the advisory-lock class of "one pull of this account at a time" (migrate.ts has its own). */
export const PULL_LOCK_CLASS = 726_931_030;

/** Accounts this process is pulling right now: the in-process half of the lock. */
const pulling = new Set<number>();

/**
 * Runs `work` while holding the account's pull lock, or answers null when another pull of it runs (here or in
 * another process on the same PostgreSQL: a session-level advisory lock on a connection of its own, released after).
 * The embedded database serves one process only (its data folder is locked), so the in-process set is the lock.
 */
async function withPullLock<T>(
  database: Database,
  accountId: number,
  work: () => Promise<T>,
): Promise<T | null> {
  if (pulling.has(accountId)) return null;
  pulling.add(accountId);
  try {
    if (database.engine === 'pglite') return await work();
    const client = await (database.client as pg.Pool).connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, $2) as locked',
        [PULL_LOCK_CLASS, accountId],
      );
      if (!rows[0]?.locked) return null;
      try {
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1, $2)', [PULL_LOCK_CLASS, accountId]);
      }
    } finally {
      client.release();
    }
  } finally {
    pulling.delete(accountId);
  }
}

/** Where the next pull of a feed starts: its newest row (the bank repeats that second, fingerprints drop it), else today. */
async function pullFrom(deps: PullDeps, feedId: number, now: Date): Promise<string> {
  const last = await repo.newestRowAt(deps.database.db, feedId);
  const today = jakartaDate(now);
  // A batch holding a row older than FEED_MAX_AGE_DAYS is refused whole (feed-batch.ts): a feed silent for longer
  // asks from the oldest day a batch may hold, or every pull after it would be refused.
  const oldest = `${addDays(today, -FEED_MAX_AGE_DAYS)} 00:00:00`;
  const from = !last ? `${today} 00:00:00` : last < oldest ? oldest : last;
  return `${from.slice(0, 10)}T${from.slice(11, 19)}+07:00`;
}

/**
 * One pull of a SNAP feed (decision 058): the bank's rows since the newest one held, every page, read as a push's
 * rows and stored as one batch of the feed (all or nothing, each transaction once, matched on arrival). A failure is
 * the feed's last error and puts the next pull off: the interval doubled per failure in a row, at most an hour.
 */
export async function pullFeed(deps: PullDeps, feedId: number): Promise<PullOutcome | null> {
  const found = await repo.findFeed(deps.database.db, feedId);
  if (!found || !repo.isOpen(found, 'snap') || !found.feed.feed_snap) return null;
  const outcome = await withPullLock(
    deps.database,
    found.account.akun_bank_id,
    async (): Promise<PullOutcome> => {
      const now = deps.clock();
      const interval = found.feed.feed_interval_s * 1000;
      try {
        const settings = snapSettingsOf(deps.box, found);
        const rows = await fetchStatement(
          settings,
          await pullFrom(deps, feedId, now),
          snapTimestamp(now),
          deps.clock,
          { timeoutMs: deps.timeoutMs },
        );
        const mutations = readBatch(rows, found.account.akun_bank_no, now);
        const arrival = await ingestFeedBatch(
          deps.database,
          deps.heavy,
          repo.targetOf(found),
          Buffer.from(JSON.stringify(rows)),
          mutations,
          now,
          null,
        );
        await repo.setNextPull(deps.database.db, feedId, new Date(now.getTime() + interval));
        return { feedId, status: 'pulled', arrival, rows: rows.length };
      } catch (err) {
        const message =
          err instanceof SnapError || err instanceof HttpError
            ? err.message
            : 'Tarikan gagal (kesalahan server).';
        if (!(err instanceof SnapError || err instanceof HttpError))
          deps.log?.warn({ err, feed: feedId }, 'SNAP pull failed');
        const failures = await repo.recordError(deps.database.db, feedId, now, message);
        // Never sooner than the interval: an hour's cap would have a feed pulled every six hours pulled hourly.
        const retryAt = new Date(
          now.getTime() +
            Math.min(interval * 2 ** Math.max(0, failures - 1), Math.max(MAX_BACKOFF_MS, interval)),
        );
        await repo.setNextPull(deps.database.db, feedId, retryAt);
        return { feedId, status: 'failed', error: message, retryAt };
      }
    },
  );
  return outcome ?? { feedId, status: 'busy' };
}

/** Pulls every switched-on SNAP feed that is due now, one after the other. */
export async function pullDue(deps: PullDeps): Promise<PullOutcome[]> {
  const out: PullOutcome[] = [];
  for (const feedId of await repo.dueSnapFeeds(deps.database.db, deps.clock())) {
    const outcome = await pullFeed(deps, feedId);
    if (outcome) out.push(outcome);
  }
  return out;
}

/** The puller of a running server: every `tickMs`, the due feeds (a tick still running is not started again). */
export function startSnapPuller(deps: PullDeps, tickMs = 15_000): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = pullDue(deps)
      .catch((err: unknown) => deps.log?.warn({ err }, 'SNAP puller tick failed'))
      .finally(() => {
        running = null;
      });
  }, tickMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
