import { createHash } from 'node:crypto';
import {
  addDays,
  formatWireDate,
  MSG,
  REPLAY_MAX_DAYS,
  REPLAY_PAIR_LIMIT,
  type IsoDate,
  type ReplayApplyResponse,
  type ReplayPair,
  type ReplayPreview,
  type ReplayReopened,
  type ReplaySideCounts,
} from '@rekon/contracts';
import { type Db } from '../../db/client';
import { withRetry } from '../../db/retry';
import * as websites from '../websites/websites.repository';
import { badRequest, conflict, notFound } from '../../http/errors';
import { applyRun, planRun, type ReconcileCounts, type RunPlan } from '../reconciliation/reconcile.service';
import { lockWebsite, roomForAReconciliation } from '../../db/transaction-settings';
import { lastTrackingIdLike } from '../tracking/tracking.repository';
import { recordAction, type ActionContext } from '../tracking/tracking.service';
import { SIDES } from '../rows/row-model';
import { descriptionsOf } from '../rows/statement/checker-actions';
import { centsToRupiah } from '../../lib/money';
import { reasonWithLearnedName } from './learned-reason';

/** A replay's range: one website, the business dates from..to (both included). */
export interface ReplayRange {
  website: string;
  from: IsoDate;
  to: IsoDate;
}

/**
 * The current rules over the rows of a website still open in the range, both sides, written nowhere. It runs
 * under the website lock like an upload's run so it reads one consistent state (no upload, approval or delete of
 * that website is halfway), and its transaction writes nothing.
 */
export async function previewReplay(db: Db, range: ReplayRange): Promise<ReplayPreview> {
  await checkRange(db, range);
  return db.transaction(async (trx) => {
    const plans = await planReplay(trx, range);
    return describePlans(trx, range, plans, await lastApplyOf(trx, range.website));
  });
}

/**
 * Applies the current rules to the range: the same run as an upload's (`planRun` then `applyRun`), with no new
 * rows, under the website lock, in one transaction with its Tracking row. The plan is computed again under the
 * lock and must be the one the ADMIN previewed (`preview_token`): when the data changed so that the pairs or the
 * reopenings differ, nothing is applied (409) and the ADMIN previews again.
 */
export async function applyReplay(
  db: Db,
  range: ReplayRange,
  previewToken: string,
  ctx: ActionContext,
): Promise<ReplayApplyResponse> {
  await checkRange(db, range);
  return withRetry(() =>
    db.transaction(async (trx) => {
      const plans = await planReplay(trx, range);
      // The last apply of the website is part of the token: once applied, a preview is spent, even one whose
      // plan was empty and would compute the same again (decision 063).
      if (planToken(range, plans, await lastApplyOf(trx, range.website)) !== previewToken)
        throw conflict(MSG.replayStale);
      const change = { replayBy: ctx.actor.accountName };
      const counts: ReplaySideCounts[] = [];
      for (const plan of plans)
        counts.push(sideCounts(plan.scope.side, await applyRun(trx, plan, ctx, change)));
      const paired = plans.reduce((sum, plan) => sum + plan.added.length, 0);
      const reopened = plans.reduce((sum, plan) => sum + plan.reopened.length, 0);
      await recordAction(trx, ctx, range.website, describeApply(range, counts));
      return {
        status: true as const,
        message: MSG.replayApplied(paired, reopened),
        data: { sides: counts, paired, reopened },
      };
    }),
  );
}

/** Refuses a range that is reversed or longer than REPLAY_MAX_DAYS, and a website that does not exist. */
async function checkRange(db: Db, range: ReplayRange) {
  if (range.to < range.from) throw badRequest(MSG.endBeforeStart);
  if (addDays(range.from, REPLAY_MAX_DAYS - 1) < range.to)
    throw badRequest(MSG.replayRangeTooLong(REPLAY_MAX_DAYS));
  if (!(await websites.findByCode(db, range.website))) throw notFound(MSG.websiteNotFound);
}

/** Both sides' plans, under the website lock, inside the caller's transaction. */
async function planReplay(trx: Db, range: ReplayRange): Promise<RunPlan[]> {
  await roomForAReconciliation(trx);
  await lockWebsite(trx, range.website);
  const plans: RunPlan[] = [];
  for (const side of SIDES) {
    plans.push(
      await planRun(trx, {
        website: range.website,
        side,
        from: range.from,
        to: range.to,
        fresh: null,
      }),
    );
  }
  return plans;
}

/** The Tracking id of the website's last applied replay (written under the website lock), or null. */
const lastApplyOf = (trx: Db, website: string) =>
  lastTrackingIdLike(trx, website, `${APPLY_ACTIVITY_PREFIX}%`);

/**
 * Names a plan by what it would write: per side the pairs it adds (rows, pass, reason) and the pairs it reopens.
 * Two plans with the same token write the same pairs; insight (suggestions, contested marks) follows the data.
 */
export function planToken(
  range: ReplayRange,
  plans: readonly {
    scope: Pick<RunPlan['scope'], 'side'>;
    added: RunPlan['added'];
    reopened: RunPlan['reopened'];
  }[],
  /** The website's last apply (lastApplyOf): an apply spends every preview made before it. */
  lastApply: number | null = null,
) {
  const content = plans.map((plan) => ({
    side: plan.scope.side,
    added: plan.added.map((pair) => `${pair.boId}|${pair.mutasiId}|${pair.pass}|${pair.reason}`).sort(),
    reopened: plan.reopened.map(({ pair }) => `${pair.boId}|${pair.mutasiId}`).sort(),
  }));
  return createHash('sha256')
    .update(JSON.stringify({ website: range.website, from: range.from, to: range.to, content, lastApply }))
    .digest('hex');
}

const sideCounts = (side: 'DEPO' | 'WD', counts: ReconcileCounts): ReplaySideCounts => ({
  side,
  matched: { REF: counts.REF, EXACT: counts.EXACT, UNIQUE: counts.UNIQUE },
  reopened: counts.reopened,
  pending_bo: counts.pendingBo,
  pending_mutasi: counts.pendingMutasi,
  contested_groups: counts.contestedGroups,
});

async function describePlans(
  trx: Db,
  range: ReplayRange,
  plans: readonly RunPlan[],
  lastApply: number | null,
): Promise<ReplayPreview> {
  const pairs: ReplayPair[] = [];
  const reopened: ReplayReopened[] = [];
  let pairsTotal = 0;
  for (const plan of plans) {
    const side = plan.scope.side;
    pairsTotal += plan.added.length;
    const listed = [...plan.added]
      .map((pair) => ({
        pair,
        bo: plan.rows.bo.get(Number(pair.boId))!,
        mutasi: plan.rows.mutasi.get(Number(pair.mutasiId))!,
      }))
      .sort(
        (a, b) =>
          a.bo.businessDate.localeCompare(b.bo.businessDate) || a.bo.ticket.localeCompare(b.bo.ticket),
      )
      .slice(0, Math.max(0, REPLAY_PAIR_LIMIT - pairs.length));
    const reopenedRows = plan.reopened.slice(0, REPLAY_PAIR_LIMIT);
    const descriptions = await descriptionsOf(trx, [
      ...listed.map(({ mutasi }) => mutasi.id),
      ...reopenedRows.map(({ pair }) => Number(pair.mutasiId)),
    ]);
    for (const { pair, bo, mutasi } of listed) {
      pairs.push({
        side,
        pass: pair.pass,
        score: pair.score,
        reason: reasonWithLearnedName(pair.reason, bo.learnedNames, mutasi.name),
        bo_id: bo.id,
        bo_ticket: bo.ticket,
        bo_username: bo.username,
        bo_amount: centsToRupiah(bo.nettAmountCents ? bo.nettAmountCents : bo.amountCents),
        bo_date: bo.businessDate,
        mutasi_id: mutasi.id,
        mutasi_description: descriptions.get(mutasi.id) ?? null,
        mutasi_name: mutasi.name,
        mutasi_amount: centsToRupiah(mutasi.amountCents),
        mutasi_date: mutasi.date,
      });
    }
    for (const { pair, outcome } of reopenedRows) {
      const mutasi = plan.rows.mutasi.get(Number(pair.mutasiId));
      reopened.push({
        side,
        bo_ticket: plan.rows.bo.get(Number(pair.boId))?.ticket ?? String(pair.boId),
        mutasi_id: Number(pair.mutasiId),
        mutasi_description: descriptions.get(Number(pair.mutasiId)) ?? mutasi?.name ?? null,
        amount: centsToRupiah(mutasi?.amountCents ?? 0),
        outcome,
      });
    }
  }
  return {
    website: range.website,
    from: formatWireDate(range.from),
    to: formatWireDate(range.to),
    sides: plans.map((plan) => sideCounts(plan.scope.side, plan.counts)),
    pairs,
    pairs_total: pairsTotal,
    reopened,
    preview_token: planToken(range, plans, lastApply),
  };
}

const APPLY_ACTIVITY_PREFIX = 'Ulang aturan ';

/** The apply's Tracking row, in the words of an upload's. */
function describeApply(range: ReplayRange, counts: readonly ReplaySideCounts[]) {
  const parts = counts.map((c) => {
    const name = c.side === 'DEPO' ? 'deposit' : 'withdraw';
    return (
      `${name}: cocok REF ${c.matched.REF}, EXACT ${c.matched.EXACT}, UNIQUE ${c.matched.UNIQUE}; ` +
      (c.reopened > 0 ? `${c.reopened} pasangan otomatis dibuka ulang; ` : '') +
      `pending BO ${c.pending_bo}, mutasi ${c.pending_mutasi}, contested ${c.contested_groups}`
    );
  });
  return `${APPLY_ACTIVITY_PREFIX}${formatWireDate(range.from)} s/d ${formatWireDate(range.to)}: ${parts.join(' | ')}`;
}
