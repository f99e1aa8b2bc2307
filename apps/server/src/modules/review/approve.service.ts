import { sql } from 'drizzle-orm';
import { addDays, jakartaDate, MSG, type BulkResponse, type IsoDate, type RowResult } from '@rekon/contracts';
import { matchDay } from '@rekon/reconcile';
import { exec, list, type Db } from '../../db/client';
import type { Actor } from '../../http/access';
import { centsToDecimal, decimalToCents } from '../../lib/money';
import {
  loadAccounts,
  loadBoById,
  loadPendingMutasi,
  storePairs,
  type StoredPair,
} from '../reconciliation/reconcile.repository';
import { learnFromPairing, refreshContested, type SettledRow } from '../reconciliation/after-manual';
import { lockWebsite } from '../reconciliation/reconcile.service';
import { sideTables, type SideTables } from '../reconciliation/sides';
import { recordAction, type ActionContext } from '../tracking/tracking.service';
import { id } from '../../db/identifier';

export interface ApproveItem {
  id: number;
  remark: string;
  /** A corrected amount in cents, or null to keep the uploaded one. */
  amountCents: number | null;
  /** A pending statement row the checker approves as the counterpart. */
  counterpartId: number | null;
}

interface Candidate {
  id: number;
  website: string;
  approved: boolean;
  deleted: boolean;
  date: string;
  ticket: string;
  contested: boolean;
  /** The matching amount (a withdrawal's nett when set) as numeric text. */
  amount: string;
}

async function loadCandidates(db: Db, t: SideTables, ids: number[]): Promise<Map<number, Candidate>> {
  const b = t.bo;
  const amount = b.nett ? sql`coalesce(nullif(${id(b.nett)}, 0), ${id(b.amount)})` : sql`${id(b.amount)}`;
  const { rows } = await exec<Candidate>(
    db,
    sql`select ${id(b.id)} as id, ${id(b.website)} as website, ${id(b.approve)} as approved,
          ${id(b.deletedAt)} is not null as deleted, ${id(b.date)}::text as date, ${id(b.ticket)} as ticket,
          ${id(b.contested)} as contested, ${amount}::text as amount
        from ${id(b.table)} where ${id(b.id)} = any(${list(ids)}::bigint[])`,
  );
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
}

/** Today or one of the two days before, in Jakarta (spec sections 4 and 9). */
export function isInEditWindow(date: IsoDate, now: Date) {
  const today = jakartaDate(now);
  return date <= today && date >= addDays(today, -2);
}

/**
 * Whether the actor may change a row. Unknown, foreign, deleted, approved and out-of-window rows get the same
 * answer, so a reply says nothing about other websites' rows (security.md B13).
 */
function isEditable(row: Candidate | undefined, actor: Actor, now: Date): row is Candidate {
  if (!row || row.deleted || row.approved) return false;
  if (actor.role !== 'ADMIN' && row.website !== actor.websiteCode) return false;
  return isInEditWindow(row.date, now);
}

/** Rows by website, in a stable order: each website's changes run under its reconciliation lock. */
function byWebsite<T>(items: T[], websiteOf: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(websiteOf(item), [...(groups.get(websiteOf(item)) ?? []), item]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const listTickets = (tickets: string[]) =>
  tickets.length > 20
    ? `${tickets.slice(0, 20).join(', ')} dan ${tickets.length - 20} lainnya`
    : tickets.join(', ');

/** A refusal message, or the row as settled (for the contested marks of its group). */
type Change = string | SettledRow;

interface BulkOutcome {
  results: RowResult[];
  done: Candidate[];
}

/**
 * The frame of both bulk actions: refuse what may not change, apply `change` row by row under the website's
 * lock, write one audit row for the rows that changed, in one transaction.
 */
async function bulk(
  db: Db,
  t: SideTables,
  ids: number[],
  ctx: ActionContext,
  change: (trx: Db, row: Candidate) => Promise<Change>,
  describe: (done: Candidate[]) => string,
): Promise<BulkOutcome> {
  return db.transaction(async (trx) => {
    const candidates = await loadCandidates(trx, t, ids);
    const results = new Map<number, RowResult>();
    const done: Candidate[] = [];
    const eligible = [...new Set(ids)].flatMap((rowId) => {
      const row = candidates.get(rowId);
      if (isEditable(row, ctx.actor, ctx.at)) return [row];
      results.set(rowId, { id: rowId, ok: false, message: MSG.notEditable });
      return [];
    });
    for (const [website, rows] of byWebsite(eligible, (row) => row.website)) {
      await lockWebsite(trx, website);
      const settled: SettledRow[] = [];
      for (const row of rows) {
        const outcome = await change(trx, row);
        const refusal = typeof outcome === 'string' ? outcome : null;
        results.set(row.id, { id: row.id, ok: refusal === null, message: refusal ?? 'OK' });
        if (refusal !== null) continue;
        done.push(row);
        settled.push(outcome as SettledRow);
      }
      await refreshContested(trx, t, website, settled);
    }
    if (done.length > 0) {
      const websites = [...new Set(done.map((row) => row.website))];
      await recordAction(trx, ctx, websites.length === 1 ? websites[0]! : null, describe(done));
    }
    return { results: ids.map((rowId) => results.get(rowId)!), done };
  });
}

const sideName = (side: 'DEPO' | 'WD') => (side === 'DEPO' ? 'deposit' : 'withdraw');

/**
 * Approves pending BO rows with the checker's remark, an optional corrected amount and an optional
 * counterpart statement row (api.md "Review"). A corrected amount without a counterpart is tried against
 * the pending statement rows by the engine (reconcile.md "When it runs").
 */
export async function approveRows(
  db: Db,
  side: 'DEPO' | 'WD',
  items: ApproveItem[],
  ctx: ActionContext,
): Promise<BulkResponse> {
  const t = sideTables(side);
  const byId = new Map(items.map((item) => [item.id, item]));
  const { results, done } = await bulk(
    db,
    t,
    items.map((item) => item.id),
    ctx,
    (trx, row) => approveOne(trx, t, row, byId.get(row.id)!, ctx),
    (rows) => `Approve ${rows.length} BO ${sideName(side)}: ${listTickets(rows.map((row) => row.ticket))}`,
  );
  return {
    status: done.length > 0,
    message: done.length > 0 ? MSG.rowsApproved(done.length) : MSG.nothingChanged,
    results,
  };
}

async function approveOne(
  trx: Db,
  t: SideTables,
  row: Candidate,
  item: ApproveItem,
  ctx: ActionContext,
): Promise<Change> {
  const b = t.bo;
  const p = t.mutasi.prefix;
  const col = (name: string) => id(`${p}_${name}`);
  let counterpart: { contested: boolean; amount: string } | null = null;
  if (item.counterpartId !== null) {
    const { rows } = await exec<{ contested: boolean; amount: string }>(
      trx,
      sql`select ${col('contested')} as contested, ${col('amount')}::text as amount
          from ${id(t.mutasi.table)} where ${id(t.mutasi.id)} = ${item.counterpartId} and ${col('website')} = ${row.website}
          and not ${col('app')} and ${col('deleted_at')} is null and not ${col('is_fee')}`,
    );
    if (rows.length === 0) return MSG.counterpartUnavailable;
    counterpart = rows[0]!;
  }
  const amount = item.amountCents === null ? null : centsToDecimal(item.amountCents);
  const original = id(`${b.amount}_original`);
  // `not approve` in the guard: of concurrent approvals of one row, exactly one changes it.
  const updated = await exec(
    trx,
    sql`update ${id(b.table)}
        set ${id(b.approve)} = true, ${id(b.ket)} = ${item.remark}, ${id(b.matchPass)} = 'MANUAL',
            ${id(b.approvedAt)} = ${ctx.at}::timestamptz, ${id(b.approvedBy)} = ${ctx.actor.accountId}::int,
            ${id(b.contested)} = false, ${id(b.suggestions)} = null, ${id(b.reopened)} = null,
            ${original} = case when ${amount}::numeric <> ${id(b.amount)} then coalesce(${original}, ${id(b.amount)}) else ${original} end,
            ${id(b.amount)} = coalesce(${amount}::numeric, ${id(b.amount)})
        where ${id(b.id)} = ${row.id} and not ${id(b.approve)} and ${id(b.deletedAt)} is null
        returning ${id(b.id)}`,
  );
  if (updated.rows.length === 0) return MSG.notEditable;

  let pair: StoredPair | null = null;
  if (item.counterpartId !== null) {
    pair = { boId: row.id, mutasiId: item.counterpartId, pass: 'MANUAL', score: null, reason: item.remark };
  } else if (item.amountCents !== null) {
    pair = await engineCounterpart(trx, t, row, item.remark);
  }
  if (pair) {
    // A person's pair: never reopened by a later run.
    await storePairs(trx, t, row.website, [pair], ctx.at, ctx.actor.accountId, false);
    if (item.counterpartId !== null)
      await learnFromPairing(trx, t, row.website, row.id, item.counterpartId, ctx);
  }
  const cents = decimalToCents;
  return {
    date: row.date,
    amountsCents: [
      cents(row.amount),
      ...(item.amountCents === null ? [] : [item.amountCents]),
      ...(counterpart ? [cents(counterpart.amount)] : []),
    ],
    wasContested: row.contested || (counterpart?.contested ?? false),
  };
}

/** The corrected row against the pending statement rows of its window: the engine's pair, if it finds one. */
async function engineCounterpart(
  trx: Db,
  t: SideTables,
  row: Candidate,
  remark: string,
): Promise<StoredPair | null> {
  const bo = await loadBoById(trx, t, row.website, row.id);
  if (!bo) return null;
  const [accounts, mutasi] = [
    await loadAccounts(trx, row.website, t.side),
    await loadPendingMutasi(trx, t, row.website, addDays(bo.businessDate, -1), addDays(bo.businessDate, 1)),
  ];
  const [found] = matchDay({ bo: [bo], mutasi, accounts }).pairs;
  return found ? { ...found, reason: `${remark} (${found.reason})` } : null;
}

/** Soft-deletes pending BO rows: gone from every list and total, kept for the audit trail (api.md). */
export async function deleteRows(
  db: Db,
  side: 'DEPO' | 'WD',
  ids: number[],
  ctx: ActionContext,
): Promise<BulkResponse> {
  const t = sideTables(side);
  const b = t.bo;
  const { results, done } = await bulk(
    db,
    t,
    ids,
    ctx,
    async (trx, row) => {
      const deleted = await exec(
        trx,
        sql`update ${id(b.table)} set ${id(b.deletedAt)} = ${ctx.at}::timestamptz, ${id(b.deletedBy)} = ${ctx.actor.accountId}::int
            where ${id(b.id)} = ${row.id} and not ${id(b.approve)} and ${id(b.deletedAt)} is null returning ${id(b.id)}`,
      );
      if (deleted.rows.length === 0) return MSG.notEditable;
      return { date: row.date, amountsCents: [decimalToCents(row.amount)], wasContested: row.contested };
    },
    (rows) => `Hapus ${rows.length} BO ${sideName(side)}: ${listTickets(rows.map((row) => row.ticket))}`,
  );
  return {
    status: done.length > 0,
    message: done.length > 0 ? MSG.rowsDeleted(done.length) : MSG.nothingChanged,
    results,
  };
}
