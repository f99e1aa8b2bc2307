import { sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '@rekon/contracts';
import { rematch, type MatchedPair, type MatchResult, type Reopening } from '@rekon/reconcile';
import { exec, type Db } from '../../db/client';
import { rupiah } from '../../lib/money';
import { recordActions, type ActionContext } from '../tracking/tracking.service';
import { loadLearnedNames } from './learned-names';
import * as repo from './reconcile.repository';
import { sideTables, type SideTables } from './sides';

/**
 * What set a run going, named on every pair it reopens: the upload that brought new rows, or an ADMIN replaying
 * the current rules over rows already stored (rule replay, decision 045), which brings none.
 */
export type ReconcileChange = { uploadId: number; fileName: string } | { replayBy: string };

/** Which rows a run solves: one side of a website, a day around the business dates the change touched. */
export interface RunScope {
  website: string;
  side: 'DEPO' | 'WD';
  /** The business dates the change touched. */
  from: IsoDate;
  to: IsoDate;
  /** The upload whose rows are new in this run; null when nothing is new (a replay). */
  freshUploadId: number | null;
}

export interface ReconcileScope extends Omit<RunScope, 'freshUploadId'> {
  /** Who and when: the uploader, for automatic runs (reconcile.md "What is stored"). */
  ctx: ActionContext;
  change: ReconcileChange;
}

/** What a run changed: pairs made per pass, pairs reopened, and what is left pending. */
export type ReconcileCounts = MatchResult['counts'] & { reopened: number };

/**
 * What a run would do, computed in memory and not yet written: the engine's answer over the loaded rows, the
 * pairs to store and the automatic pairs to reopen. `applyRun` writes it; a replay's preview only reads it.
 */
export interface RunPlan {
  scope: RunScope;
  result: MatchResult;
  added: MatchedPair[];
  reopened: Reopening[];
  rows: LoadedRows;
  /** BO rows that already showed a contested flag or suggestions: their insight is refreshed even to none. */
  hadInsight: ReadonlySet<number>;
  counts: ReconcileCounts;
}

/**
 * Serialises every change to one website's matching: two uploads at once, in one process or two, end in
 * one consistent state (reconcile.md "When it runs"). Held until the transaction ends.
 */
export async function lockWebsite(db: Db, website: string) {
  await exec(db, sql`select pg_advisory_xact_lock(hashtext(${`rekon:website:${website}`}))`);
}

/**
 * Runs the engine over the rows around the touched dates and stores what changed. Call it inside the
 * transaction of the change, after `lockWebsite`.
 */
export async function reconcile(db: Db, scope: ReconcileScope): Promise<ReconcileCounts> {
  const change = scope.change;
  const plan = await planRun(db, { ...scope, freshUploadId: 'uploadId' in change ? change.uploadId : null });
  return applyRun(db, plan, scope.ctx, change);
}

/**
 * The engine's answer for one side of a website around [from, to], without writing anything. A BO row sees every
 * statement row within a day of it (reconcile.md's window), so BO rows are loaded a day around the dates and
 * statement rows two days.
 *
 * Pending rows and the automatic pairs no person touched are solved again together (decision 037): pairs the
 * result keeps stay as they are, pairs it drops are reopened, and new pairs are stored. The end state of a day is
 * then the same however its files were split and in whatever order they came. Pairs a person made are not given
 * to the engine as rows, only as context (`settled`): they are never reopened.
 */
export async function planRun(db: Db, scope: RunScope): Promise<RunPlan> {
  const t = sideTables(scope.side);
  const accounts = await repo.loadAccounts(db, scope.website, scope.side);
  const learned = await loadLearnedNames(db, scope.website);
  const loadedBo = await repo.loadOpenBo(db, t, scope.website, addDays(scope.from, -1), addDays(scope.to, 1));
  const loadedMutasi = await repo.loadOpenMutasi(
    db,
    t,
    scope.website,
    addDays(scope.from, -2),
    addDays(scope.to, 2),
  );

  const settled = await repo.loadSettledMutasi(
    db,
    t,
    scope.website,
    addDays(scope.from, -2),
    addDays(scope.to, 2),
  );

  // A pair is reopenable when both its rows are here; a row whose partner lies outside the window stays paired.
  const mutasiIds = new Set(loadedMutasi.map((row) => row.id));
  const bo = loadedBo
    .filter((row) => row.standingMutasiId === null || mutasiIds.has(row.standingMutasiId))
    .map((row) => ({ ...row, learnedNames: learned.get(row.playerAccount) ?? null }));
  const boIds = new Set(bo.map((row) => row.id));
  const mutasi = loadedMutasi.filter((row) => row.standingBoId === null || boIds.has(row.standingBoId));
  const standing = bo.flatMap((row) =>
    row.standingMutasiId === null ? [] : [{ boId: row.id, mutasiId: row.standingMutasiId }],
  );

  const { result, added, reopened } = rematch({
    bo,
    mutasi,
    accounts,
    settled,
    standing,
    fresh: {
      bo: bo.filter((row) => row.uploadId === scope.freshUploadId).map((row) => row.id),
      mutasi: mutasi.filter((row) => row.uploadId === scope.freshUploadId).map((row) => row.id),
    },
  });

  const made = (pass: string) => added.filter((pair) => pair.pass === pass).length;
  return {
    scope,
    result,
    added,
    reopened,
    rows: {
      bo: new Map(bo.map((row) => [row.id, row])),
      mutasi: new Map(mutasi.map((row) => [row.id, row])),
    },
    hadInsight: new Set(bo.filter((row) => row.hasInsight).map((row) => row.id)),
    counts: {
      ...result.counts,
      REF: made('REF'),
      EXACT: made('EXACT'),
      UNIQUE: made('UNIQUE'),
      reopened: reopened.length,
    },
  };
}

/**
 * Stores a plan: reopens the pairs it drops (one Tracking row each), stores its new pairs as the actor's
 * automatic pairs, and refreshes the pending rows' contested marks and suggestions. Call it inside the
 * transaction that computed the plan, under `lockWebsite`, so nothing changed in between.
 */
export async function applyRun(
  db: Db,
  plan: RunPlan,
  ctx: ActionContext,
  change: ReconcileChange,
): Promise<ReconcileCounts> {
  const { scope, result, added, reopened, rows } = plan;
  const t = sideTables(scope.side);
  await repo.reopenPairs(
    db,
    t,
    reopened.map(({ pair }) => ({ boId: Number(pair.boId), mutasiId: Number(pair.mutasiId) })),
    reopenNotes(reopened, rows, change),
  );
  await repo.storePairs(db, t, scope.website, added, ctx.at, ctx.actor.accountId, true);
  await repo.storePendingInsight(db, t, result.pendingBo, plan.hadInsight);
  await repo.storeContestedMutasi(
    db,
    t,
    new Map(
      result.pendingMutasi
        .filter((row) => row.contested !== rows.mutasi.get(Number(row.mutasiId))?.contested)
        .map((row) => [Number(row.mutasiId), row.contested]),
    ),
  );
  await recordActions(
    db,
    ctx,
    scope.website,
    reopened.map((reopening) => describeReopening(t, reopening, rows, change)),
  );
  return plan.counts;
}

export interface LoadedRows {
  bo: ReadonlyMap<number, repo.LoadedBo>;
  mutasi: ReadonlyMap<number, repo.LoadedMutasi>;
}

/** The row of the change that reopened a pair, as a checker would search for it. */
function describeCause(reopening: Reopening, rows: LoadedRows): string {
  const cause = reopening.cause;
  if (cause === null) return '';
  if (cause.side === 'BO') return ` (BO ${rows.bo.get(Number(cause.id))?.ticket ?? cause.id})`;
  const row = rows.mutasi.get(Number(cause.id));
  return ` (mutasi ${cause.id}${row?.name ? ` ${row.name}` : ''})`;
}

/** "dibuka ulang: ada kandidat baru dari upload ..." on the rows of a reopened pair that end pending. */
function reopenNotes(reopened: readonly Reopening[], rows: LoadedRows, change: ReconcileChange) {
  const notes = { bo: new Map<number, string>(), mutasi: new Map<number, string>() };
  for (const reopening of reopened) {
    const note =
      'uploadId' in change
        ? `dibuka ulang: ada kandidat baru dari upload #${change.uploadId} ${change.fileName}${describeCause(reopening, rows)}`
        : `dibuka ulang: ulang aturan oleh ${change.replayBy}`;
    notes.bo.set(Number(reopening.pair.boId), note);
    notes.mutasi.set(Number(reopening.pair.mutasiId), note);
  }
  return notes;
}

const OUTCOMES: Record<Reopening['outcome'], string> = {
  contested: 'kembali Pending, contested: pilih manual',
  repaired: 'dipasangkan ulang',
  pending: 'kembali Pending',
};

function describeReopening(t: SideTables, reopening: Reopening, rows: LoadedRows, change: ReconcileChange) {
  const request = rows.bo.get(Number(reopening.pair.boId));
  const credit = rows.mutasi.get(Number(reopening.pair.mutasiId));
  const side = t.side === 'DEPO' ? 'deposit' : 'withdraw';
  return (
    `Pasangan otomatis ${side} dibuka ulang: BO ${request?.ticket ?? reopening.pair.boId} dengan mutasi ` +
    `${reopening.pair.mutasiId}${credit?.name ? ` ${credit.name}` : ''} ${credit ? rupiah(credit.amountCents) : ''}; ` +
    ('uploadId' in change
      ? `kandidat baru dari upload #${change.uploadId} ${change.fileName}${describeCause(reopening, rows)}; `
      : `ulang aturan oleh ${change.replayBy}; `) +
    OUTCOMES[reopening.outcome]
  );
}
