import { sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '@rekon/contracts';
import { matchDay, type MatchResult } from '@rekon/reconcile';
import { exec, type Db } from '../../db/client';
import * as repo from './reconcile.repository';
import { sideTables } from './sides';

export interface ReconcileScope {
  website: string;
  side: 'DEPO' | 'WD';
  /** The business dates the change touched. */
  from: IsoDate;
  to: IsoDate;
  at: Date;
  /** The uploader, for automatic runs (reconcile.md "What is stored"). */
  actorId: number | null;
}

export type ReconcileCounts = MatchResult['counts'];

/**
 * Serialises every change to one website's matching: two uploads at once, in one process or two, end in
 * one consistent state (reconcile.md "When it runs"). Held until the transaction ends.
 */
export async function lockWebsite(db: Db, website: string) {
  await exec(db, sql`select pg_advisory_xact_lock(hashtext(${`rekon:website:${website}`}))`);
}

/**
 * Runs the engine over the pending rows around the touched dates and stores what it pairs. Call it inside
 * the transaction of the change, after `lockWebsite`. A BO row sees every statement row within a day of it
 * (reconcile.md's window), so BO rows are loaded a day around the dates and statement rows two days.
 */
export async function reconcile(db: Db, scope: ReconcileScope): Promise<ReconcileCounts> {
  const t = sideTables(scope.side);
  const accounts = await repo.loadAccounts(db, scope.website, scope.side);
  const bo = await repo.loadPendingBo(db, t, scope.website, addDays(scope.from, -1), addDays(scope.to, 1));
  const mutasi = await repo.loadPendingMutasi(
    db,
    t,
    scope.website,
    addDays(scope.from, -2),
    addDays(scope.to, 2),
  );
  const result = matchDay({ bo, mutasi, accounts });
  await repo.storePairs(db, t, scope.website, result.pairs, scope.at, scope.actorId);
  const hadInsight = new Set(bo.filter((row) => row.hasInsight).map((row) => row.id));
  await repo.storePendingInsight(db, t, result.pendingBo, hadInsight);
  return result.counts;
}
