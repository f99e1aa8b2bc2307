import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { jakartaDate, MSG, type IsoDate } from '@rekon/contracts';
import { readFeedDescription } from '@rekon/formats';
import type { Database, Db } from '../../db/client';
import { withRetry } from '../../db/retry';
import { inTransaction } from '../../db/transaction';
import type { Actor } from '../../http/access';
import { notFound } from '../../http/errors';
import { textJob, type HeavyWork } from '../../lib/heavy-work';
import { applyRun, planRun, type FreshStage } from '../reconciliation/reconcile.service';
import { lockWebsite } from '../../db/transaction-settings';
import type { NewStatement } from '../rows/row-model';
import * as statementRows from '../rows/statement';
import { record } from '../tracking/tracking.service';
import { feedFingerprint, fingerprintsOfFile } from '../uploads/fingerprint';
import { dropSameTransactions } from '../uploads/same-transactions';
import * as uploads from '../uploads/uploads.repository';
import type { FeedMutation } from './feed-batch';
import * as repo from './feeds.repository';
import type { FeedTarget } from './feeds.repository';

export interface FeedArrival {
  inserted: number;
  duplicate: number;
  matched: number;
  /** Rows of the other direction (debits on a deposit account...), counted, never stored (formats.md). */
  skipped: number;
  uploadId: number;
}

/**
 * One arrival of a feed, all or nothing, exactly like an upload of those rows (decision 057): the batch is recorded as
 * an upload of its own (endpoint the feed's, format `feed`, its body kept gzip-compressed as the original), its rows
 * staged with their fingerprints, the rows already held leave the stage (the same mutation again, or the same
 * transaction from another source), the engine runs over the account's window and each new row is stored once with
 * the state the run gave it. The feed's health and one Tracking row go in the same transaction. It takes its turn in
 * the heavy-work queue like an upload's parse (decision 039).
 */
export async function ingestFeedBatch(
  database: Database,
  heavy: HeavyWork,
  feed: FeedTarget,
  body: Buffer,
  mutations: readonly FeedMutation[],
  at: Date,
  ip: string | null,
): Promise<FeedArrival> {
  return heavy.run(textJob(body.length, 0), () =>
    withRetry(() =>
      inTransaction(database, async (tx) => {
        const { db } = tx;
        await repo.raiseWorkMem(db);
        await lockWebsite(db, feed.account.website);
        // The feed and its account were checked before the batch waited for the lock: a switch-off or a removal
        // committed meanwhile takes effect now (and one arriving now waits for these rows).
        const current = await repo.findFeed(db, feed.feedId, { forShare: true });
        if (!current || !repo.isOpen(current, feed.kind)) throw notFound(MSG.feedNotFound);
        const uploadId = await repo.insertFeedUpload(db, feed, body, at);
        const wanted = feed.account.side === 'DEPO' ? 'CR' : 'DB';
        const rows = mutations.filter((row) => row.direction === wanted);
        const skipped = mutations.length - rows.length;
        // The same mutation twice in one batch (a service that resends within a batch) is one row.
        const seen = new Set<string>();
        const once = rows.filter((row) => {
          if (row.mutationId === null) return true;
          if (seen.has(row.mutationId)) return false;
          seen.add(row.mutationId);
          return true;
        });
        const fingerprints = fingerprintsOfFile();
        const staged = once.map((row) => newFedStatement(feed, uploadId, fingerprints, row));
        const stage = statementRows.statementStage;
        await stage.create(db);
        await tx.copyIn(
          stage.name,
          stage.columns,
          staged.map((row) => stage.values(row)),
        );
        const duplicate =
          rows.length -
          once.length +
          (await stage.dropStored(db)) +
          (await dropSameTransactions(db, {
            side: feed.account.side,
            accountId: feed.account.id,
            feedId: feed.feedId,
          }));
        const range = await statementRows.stagedStatementRange(db);
        const inserted = range.count;
        let matched = 0;
        const actor: Actor = {
          accountId: feed.createdBy ?? 0,
          accountName: `Feed ${feed.feedName}`,
          role: 'ADMIN',
          websiteId: null,
          websiteCode: null,
          websiteName: null,
          mustChangePassword: false,
          sessionHash: Buffer.alloc(0),
        };
        const ctx = { actor, ip: ip ?? '', at };
        if (inserted > 0 && range.from && range.to) {
          const fresh: FreshStage = {
            kind: 'statement',
            uploadId,
            pairable: range.pairable,
            read: async () => ({
              bo: [],
              statements: await statementRows.readStagedStatements(
                db,
                feed.account.side,
                feed.account.website,
              ),
            }),
          };
          const plan = await planRun(db, {
            website: feed.account.website,
            side: feed.account.side,
            from: range.from,
            to: range.to,
            fresh,
          });
          const counts = await applyRun(db, plan, ctx, { uploadId, fileName: `feed ${feed.feedName}` });
          matched = counts.REF + counts.EXACT + counts.UNIQUE;
        }
        const balance = await balanceTrail(db, feed, mutations);
        await uploads.storeOriginalBytes(db, uploadId, gzipSync(body));
        await uploads.finishUploadRecord(db, uploadId, {
          total: mutations.length,
          inserted,
          duplicate,
          skipped,
          summary: {
            feed_id: feed.feedId,
            feed_name: feed.feedName,
            rows_total: mutations.length,
            rows_inserted: inserted,
            rows_duplicate: duplicate,
            rows_skipped: skipped,
            matched,
            ...balance,
          },
          from: range.from ?? firstDate(mutations),
          to: range.to ?? lastDate(mutations),
        });
        await repo.recordArrival(db, feed.feedId, at, mutations.length);
        await record(db, {
          website: feed.account.website,
          username: `Feed ${feed.feedName}`,
          role: 'FEED',
          activity:
            `Feed ${feed.feedName}: ${inserted} mutasi masuk, ${matched} cocok` +
            (duplicate > 0 ? `, ${duplicate} sudah ada` : '') +
            (skipped > 0 ? `, ${skipped} dilewati (arah lain)` : '') +
            (balance.balance_breaks > 0 ? `; saldo tidak nyambung ${balance.balance_breaks}x` : '') +
            ` (akun ${feed.account.bank} ${feed.account.number})`,
          at,
          accountId: null,
          ip,
        });
        return { inserted, duplicate, matched, skipped, uploadId };
      }),
    ),
  );
}

/**
 * The batch's running balance (feeds.md "Health"): every row of it, both directions, in time order, from the last
 * point the account's previous feed batch ended at when this one starts after it. A row whose balance is not the
 * one before it plus a credit (or minus a debit) is a break: a mutation the feed did not send. Rows without a
 * balance are passed over.
 */
async function balanceTrail(db: Db, feed: FeedTarget, mutations: readonly FeedMutation[]) {
  const points = mutations
    .filter((row) => row.balanceCents !== null)
    .map((row) => ({ row, at: `${row.date} ${row.time}` }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.row.line - b.row.line));
  let previous = await repo.lastFeedBalance(db, feed.account.id);
  if (previous && points[0] && points[0].at < previous.at) previous = null;
  let breaks = 0;
  for (const { row, at } of points) {
    const signed = row.direction === 'CR' ? row.amountCents : -row.amountCents;
    if (previous && previous.balanceCents + signed !== row.balanceCents) breaks++;
    previous = { at, balanceCents: row.balanceCents! };
  }
  return { balance_breaks: breaks, last_balance: previous };
}

const firstDate = (rows: readonly FeedMutation[]): IsoDate | null =>
  rows.reduce<IsoDate | null>((min, row) => (min === null || row.date < min ? row.date : min), null);
const lastDate = (rows: readonly FeedMutation[]): IsoDate | null =>
  rows.reduce<IsoDate | null>((max, row) => (max === null || row.date > max ? row.date : max), null);

/**
 * A fed row as a statement row of its account (feeds.md "One row per transaction"). Its fingerprint is the service's
 * mutation id on that account where it sends one (a retry is the same row, whatever else it changed), else what the
 * row says with its running balance, as a file's row.
 */
function newFedStatement(
  feed: FeedTarget,
  uploadId: number,
  fingerprints: ReturnType<typeof fingerprintsOfFile>,
  row: FeedMutation,
): NewStatement {
  const { account } = feed;
  const party = readFeedDescription(account.bank, row.description, row.direction);
  const identity = row.mutationId
    ? { fingerprint: feedFingerprint(['feed', account.id, row.mutationId]), legacyFingerprint: null }
    : {
        ...fingerprints.ofStatement(
          ['feed', account.id, row.date, row.time, row.direction, row.amountCents, row.description],
          row.balanceCents,
        ),
        legacyFingerprint: null,
      };
  return {
    side: account.side,
    website: account.website,
    uploadId,
    ...identity,
    line: row.line,
    accountId: account.id,
    corporateBank: `${account.bank} ${account.name} ${account.number}`,
    source: 'feed',
    date: row.date,
    time: row.time,
    amountCents: row.amountCents,
    description: row.description,
    senderName: party.name ?? party.wallet,
    counterpartyAccount: party.account,
    reference: null,
    transactionId: null,
    wallet: party.wallet,
    channel: party.bank ?? null,
    feeCents: null,
    nettCents: null,
    sourceStatus: null,
    isFee: party.isFee,
    sourceTicket: null,
    ticket: null,
    approved: party.isFee,
    remark: party.isFee ? 'Biaya bank' : null,
    feedId: feed.feedId,
    balanceCents: row.balanceCents,
  };
}

/** Today's date in Jakarta: what "rows today" of a feed's health counts. */
export const todayOf = (at: Date) => jakartaDate(at);

export const bodyDigest = (body: Buffer) => createHash('sha256').update(body).digest('hex');
