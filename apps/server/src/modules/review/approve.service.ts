import {
  addDays,
  isInEditWindow,
  jakartaClock,
  MSG,
  type BulkResponse,
  type IsoDate,
  type RowResult,
} from '@rekon/contracts';
import { matchDay, WINDOW_DAYS } from '@rekon/reconcile';
import type { Db } from '../../db/client';
import { isInWebsiteScope, type Actor } from '../../http/access';
import { rupiah } from '../../lib/money';
import { engineAccounts } from '../akunbank/akunbank.repository';
import { learnFromPairings, refreshContested, type SettledRow } from '../reconciliation/after-manual';
import { withRetry } from '../../db/retry';
import { lockWebsite } from '../../db/transaction-settings';
import * as boRows from '../rows/bo';
import type { ApprovalCandidate } from '../rows/bo/checker-actions';
import type { PairToStore, Side } from '../rows/row-model';
import * as statementRows from '../rows/statement';
import { recordAction, type ActionContext } from '../tracking/tracking.service';

export interface ApproveItem {
  id: number;
  remark: string;
  /** A corrected amount in cents, or null to keep the uploaded one. */
  amountCents: number | null;
  /** A pending statement row the checker approves as the counterpart. */
  counterpartId: number | null;
  /**
   * Or a split payment's group (issue 28): two or three pending statement rows of one account, inside the window,
   * that together are the row's (corrected) amount, all linked to the row.
   */
  groupIds: number[] | null;
}

type Candidate = ApprovalCandidate;

/**
 * Whether the actor may change a row. Unknown, foreign, deleted, approved and out-of-window rows get the same
 * answer, so a reply says nothing about other websites' rows (security.md B13).
 */
function isEditable(row: Candidate | undefined, actor: Actor, now: Date): row is Candidate {
  if (!row || row.deleted || row.approved) return false;
  if (!isInWebsiteScope(actor, row.website)) return false;
  return isInEditWindow(row.date, now);
}

/** Rows by website, in a stable order: each website's changes run under its reconciliation lock. */
function byWebsite(rows: readonly Candidate[]) {
  const groups = new Map<string, Candidate[]>();
  for (const row of rows) groups.set(row.website, [...(groups.get(row.website) ?? []), row]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const listTickets = (tickets: string[]) =>
  tickets.length > 20
    ? `${tickets.slice(0, 20).join(', ')} dan ${tickets.length - 20} lainnya`
    : tickets.join(', ');

/** Per row of a website's batch: a refusal message, or the row as settled (for the contested marks of its group). */
type Changes = Map<number, string | SettledRow>;

interface BulkOutcome {
  results: RowResult[];
  done: Candidate[];
}

/**
 * The frame of both bulk actions: refuse what may not change, apply `change` to each website's rows at once under
 * that website's lock, write one audit row for the rows that changed, in one transaction.
 */
async function bulk(
  db: Db,
  side: Side,
  ids: number[],
  ctx: ActionContext,
  change: (trx: Db, website: string, rows: Candidate[]) => Promise<Changes>,
  describe: (done: Candidate[]) => string,
): Promise<BulkOutcome> {
  // A deadlock or serialization failure is retried whole (security.md 1.9): everything here is in the transaction.
  return withRetry(() =>
    db.transaction(async (trx) => {
      const candidates = await boRows.approvalCandidates(trx, side, ids);
      const results = new Map<number, RowResult>();
      const done: Candidate[] = [];
      // A row of the actor's own website someone already approved answers who and when (issue 29); any other
      // refusal keeps the one answer (security.md B13).
      const settledOwn = [...candidates.values()].filter(
        (row) => row.approved && !row.deleted && isInWebsiteScope(ctx.actor, row.website),
      );
      const approvers = await boRows.approvedByOf(
        trx,
        settledOwn.map((row) => row.id),
      );
      const refusal = (rowId: number) => {
        const by = approvers.get(rowId);
        return by?.by && by.at ? MSG.alreadyApprovedBy(by.by, jakartaClock(by.at)) : MSG.notEditable;
      };
      const eligible = [...new Set(ids)].flatMap((rowId) => {
        const row = candidates.get(rowId);
        if (isEditable(row, ctx.actor, ctx.at)) return [row];
        results.set(rowId, { id: rowId, ok: false, message: refusal(rowId) });
        return [];
      });
      const groups = byWebsite(eligible);
      // Every website is locked before the first change: learning a name writes a Tracking row, which holds the
      // trail's head until commit, and no website lock may be waited for after that (decision 066).
      for (const [website] of groups) await lockWebsite(trx, website);
      for (const [website, rows] of groups) {
        const changes = await change(trx, website, rows);
        const settled: SettledRow[] = [];
        for (const row of rows) {
          const outcome = changes.get(row.id) ?? MSG.notEditable;
          const refusal = typeof outcome === 'string' ? outcome : null;
          results.set(row.id, { id: row.id, ok: refusal === null, message: refusal ?? 'OK' });
          if (refusal !== null) continue;
          done.push(row);
          settled.push(outcome as SettledRow);
        }
        await refreshContested(trx, side, website, settled);
      }
      if (done.length > 0) {
        const websites = [...new Set(done.map((row) => row.website))];
        await recordAction(trx, ctx, websites.length === 1 ? websites[0]! : null, describe(done));
      }
      return { results: ids.map((rowId) => results.get(rowId)!), done };
    }),
  );
}

/** Whether a statement row's date lies within the engine's window of a BO row's business date. */
const isWithinWindowOf = (boDate: IsoDate, statementDate: IsoDate) =>
  statementDate >= addDays(boDate, -WINDOW_DAYS) && statementDate <= addDays(boDate, WINDOW_DAYS);

const sideName = (side: Side) => (side === 'DEPO' ? 'deposit' : 'withdraw');

/**
 * Approves pending BO rows with the checker's remark, an optional corrected amount and an optional
 * counterpart statement row (api.md "Review"). A corrected amount without a counterpart is tried against
 * the pending statement rows by the engine (reconcile.md "When it runs").
 */
export async function approveRows(
  db: Db,
  side: Side,
  items: ApproveItem[],
  ctx: ActionContext,
): Promise<BulkResponse> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const { results, done } = await bulk(
    db,
    side,
    items.map((item) => item.id),
    ctx,
    (trx, website, rows) =>
      approveBatch(
        trx,
        side,
        website,
        rows.map((row) => ({ row, item: byId.get(row.id)! })),
        ctx,
      ),
    (rows) =>
      `Approve ${rows.length} BO ${sideName(side)}: ${listTickets(
        rows.map((row) => {
          const group = byId.get(row.id)!.groupIds;
          return group ? `${row.ticket} (grup mutasi ${group.join(' + ')})` : row.ticket;
        }),
      )}`,
  );
  return {
    status: done.length > 0,
    message: done.length > 0 ? MSG.rowsApproved(done.length) : MSG.nothingChanged,
    results,
  };
}

/**
 * One website's approvals, set-based: the counterparts checked in one read, the rows approved in one statement,
 * their pairs stored in one statement per table, the names they teach learned together.
 */
async function approveBatch(
  trx: Db,
  side: Side,
  website: string,
  batch: { row: Candidate; item: ApproveItem }[],
  ctx: ActionContext,
): Promise<Changes> {
  const changes: Changes = new Map();
  const available = await statementRows.pendingCounterparts(
    trx,
    side,
    website,
    batch.flatMap(({ item }) => [
      ...(item.counterpartId === null ? [] : [item.counterpartId]),
      ...(item.groupIds ?? []),
    ]),
  );
  // Two rows naming one counterpart: the first takes it, the second is told it is gone. A counterpart lies within
  // the engine's window of the row (the day before to the day after, reconcile.md), where its suggestions come
  // from: a pair would move the row to the statement's date, and no further.
  const taken = new Set<number>();
  const approvable = batch.filter(({ row, item }) => {
    if (item.groupIds !== null) {
      const refusal = groupRefusal(row, item, available, taken);
      if (refusal !== null) changes.set(row.id, refusal);
      else for (const id of item.groupIds) taken.add(id);
      return refusal === null;
    }
    if (item.counterpartId === null) return true;
    const counterpart = available.get(item.counterpartId);
    if (!counterpart || !isWithinWindowOf(row.date, counterpart.date) || taken.has(item.counterpartId)) {
      changes.set(row.id, MSG.counterpartUnavailable);
      return false;
    }
    taken.add(item.counterpartId);
    return true;
  });
  const approved = await boRows.approveByHand(
    trx,
    approvable.map(({ item }) => ({
      ...item,
      date: counterpartsOf(item).reduce<IsoDate | null>((latest, id) => {
        const date = available.get(id)!.date;
        return latest === null || date > latest ? date : latest;
      }, null),
    })),
    ctx.at,
    ctx.actor.accountId,
  );
  const approvedItems = approvable.filter(({ row }) => approved.has(row.id));

  const chosen: PairToStore[] = approvedItems.flatMap(({ row, item }) =>
    counterpartsOf(item).map((statementId) => ({
      boId: row.id,
      statementId,
      boTicket: row.ticket,
      statementDate: available.get(statementId)!.date,
      pass: 'MANUAL',
      score: null,
      reason: item.remark,
      auto: false,
    })),
  );
  const corrected = approvedItems.filter(
    ({ item }) => counterpartsOf(item).length === 0 && item.amountCents !== null,
  );
  const found = await engineCounterparts(trx, side, website, corrected, taken);
  // A person's pairs, the engine's finds for corrected amounts included: never reopened by a later run. The BO
  // rows of the chosen pairs are approved with their pair already (approveByHand).
  const pairs = [...chosen, ...found];
  await boRows.pairStoredBo(trx, found, ctx.at, ctx.actor.accountId);
  await statementRows.pairStoredStatements(trx, pairs, ctx.at, ctx.actor.accountId);
  await learnFromPairings(trx, website, chosen, ctx);

  for (const { row, item } of approvable) {
    if (!approved.has(row.id)) {
      changes.set(row.id, MSG.notEditable);
      continue;
    }
    const counterparts = counterpartsOf(item).map((id) => available.get(id)!);
    changes.set(row.id, {
      date: row.date,
      amountsCents: [
        row.amountCents,
        ...(item.amountCents === null ? [] : [item.amountCents]),
        ...counterparts.map((counterpart) => counterpart.amountCents),
      ],
      wasContested: row.contested || counterparts.some((counterpart) => counterpart.contested),
    });
  }
  return changes;
}

/** The statement rows a checker approves a BO row with: its counterpart, or its split payment's group. */
const counterpartsOf = (item: ApproveItem): number[] =>
  item.groupIds ?? (item.counterpartId === null ? [] : [item.counterpartId]);

type Available = Awaited<ReturnType<typeof statementRows.pendingCounterparts>>;

/**
 * Why a split payment's group (issue 28) may not be the row's counterpart, or null when it may: every credit
 * pending, of the row's website and side, not taken by an earlier row of the batch, inside the engine's window of
 * the row, all of one Data Bank account, and together exactly the row's amount (the corrected one when given).
 */
function groupRefusal(
  row: Candidate,
  item: ApproveItem,
  available: Available,
  taken: ReadonlySet<number>,
): string | null {
  const group = item.groupIds!;
  if (item.counterpartId !== null) return MSG.splitWithCounterpart;
  if (new Set(group).size !== group.length) return MSG.splitRepeated;
  const credits = group.map((id) => available.get(id));
  if (
    group.some((id) => taken.has(id)) ||
    credits.some((credit) => !credit || !isWithinWindowOf(row.date, credit.date))
  )
    return MSG.counterpartUnavailable;
  const accounts = new Set(credits.map((credit) => credit!.accountId));
  if (accounts.size !== 1 || accounts.has(null)) return MSG.splitOtherAccount;
  const sum = credits.reduce((total, credit) => total + credit!.amountCents, 0);
  const amount = item.amountCents ?? row.amountCents;
  return sum === amount ? null : MSG.splitWrongSum(rupiah(sum), rupiah(amount));
}

/**
 * The corrected rows against the pending statement rows of their window (those just picked as counterparts left
 * out), in one engine run: the pairs it finds, each with the checker's remark before the engine's reason.
 */
async function engineCounterparts(
  trx: Db,
  side: Side,
  website: string,
  corrected: readonly { row: Candidate; item: ApproveItem }[],
  taken: ReadonlySet<number>,
): Promise<PairToStore[]> {
  if (corrected.length === 0) return [];
  const bo = await boRows.loadBoByIds(
    trx,
    side,
    website,
    corrected.map(({ row }) => row.id),
  );
  if (bo.length === 0) return [];
  const dates = bo.map((row) => row.businessDate).sort();
  const statements = (
    await statementRows.loadPendingStatements(
      trx,
      side,
      website,
      addDays(dates[0]!, -WINDOW_DAYS),
      addDays(dates.at(-1)!, WINDOW_DAYS),
    )
  ).filter((statement) => !taken.has(statement.id));
  const { pairs } = matchDay({
    bo,
    mutasi: statements,
    accounts: await engineAccounts(trx, website, side),
    refused: await statementRows.loadRefusedPairs(
      trx,
      statements.map((row) => row.id),
    ),
  });
  const remarkOf = new Map(corrected.map(({ row, item }) => [row.id, item.remark]));
  const ticketOf = new Map(bo.map((row) => [row.id, row.ticket]));
  const dateOf = new Map(statements.map((row) => [row.id, row.date]));
  return pairs.map((pair) => ({
    boId: Number(pair.boId),
    statementId: Number(pair.mutasiId),
    boTicket: ticketOf.get(Number(pair.boId))!,
    statementDate: dateOf.get(Number(pair.mutasiId))!,
    pass: pair.pass,
    score: pair.score,
    reason: `${remarkOf.get(Number(pair.boId))!} (${pair.reason})`,
    auto: false,
  }));
}

/** Soft-deletes pending BO rows, in one statement: gone from every list and total, kept for the audit trail. */
export async function deleteRows(
  db: Db,
  side: Side,
  ids: number[],
  ctx: ActionContext,
): Promise<BulkResponse> {
  const { results, done } = await bulk(
    db,
    side,
    ids,
    ctx,
    async (trx, _website, rows) => {
      const deleted = await boRows.deletePendingBo(
        trx,
        rows.map((row) => row.id),
        ctx.at,
        ctx.actor.accountId,
      );
      return new Map(
        rows.map((row) => [
          row.id,
          deleted.has(row.id)
            ? { date: row.date, amountsCents: [row.amountCents], wasContested: row.contested }
            : MSG.notEditable,
        ]),
      );
    },
    (rows) => `Hapus ${rows.length} BO ${sideName(side)}: ${listTickets(rows.map((row) => row.ticket))}`,
  );
  return {
    status: done.length > 0,
    message: done.length > 0 ? MSG.rowsDeleted(done.length) : MSG.nothingChanged,
    results,
  };
}
