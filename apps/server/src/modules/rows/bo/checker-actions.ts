/** A checker's approvals and deletions (review/approve.service.ts). */
import type { IsoDate } from '@rekon/contracts';
import { sql } from 'drizzle-orm';
import { type Db, exec, list } from '../../../db/client';
import { columnName } from '../../../db/identifier';
import { account, statementRow } from '../../../db/schema';
import type { Side } from '../row-model';
import { changedIds } from '../changed-ids';
import { BACK_TO_PENDING, b, fromBo, matchingAmount } from './columns';
import { loadBo } from './engine-view';

export interface ApprovalCandidate {
  id: number;
  website: string;
  approved: boolean;
  deleted: boolean;
  date: IsoDate;
  ticket: string;
  contested: boolean;
  /** The matching amount in cents. */
  amountCents: number;
}

/** The rows a bulk action names, of one side, as the action decides whether it may change them. */
export async function approvalCandidates(
  db: Db,
  side: Side,
  ids: readonly number[],
): Promise<Map<number, ApprovalCandidate>> {
  const { rows } = await exec<Omit<ApprovalCandidate, 'amountCents'> & { amount_cents: number }>(
    db,
    sql`select ${b.id} as id, ${b.website} as website, ${b.approved} as approved, ${b.deletedAt} is not null as deleted,
          ${b.businessDate}::text as date, ${b.ticket} as ticket, ${b.contested} as contested,
          ${matchingAmount(b)} as amount_cents
        from ${fromBo} where ${b.side} = ${side} and ${b.id} = any(${list(ids)}::bigint[])`,
  );
  return new Map(
    rows.map(({ amount_cents, ...row }) => [
      Number(row.id),
      { ...row, id: Number(row.id), amountCents: Number(amount_cents) },
    ]),
  );
}

/**
 * Approves pending rows by hand, in one statement: each with the checker's remark, optionally a corrected amount
 * (the uploaded one kept as the original) and, for a row paired with the counterpart the checker chose, that
 * statement's date as its business date. Returns the rows it changed: a row no longer pending is left alone, so
 * of concurrent approvals of one row exactly one changes it.
 */
export function approveByHand(
  db: Db,
  items: readonly { id: number; remark: string; amountCents: number | null; date: IsoDate | null }[],
  at: Date,
  actorId: number,
): Promise<Set<number>> {
  return changedIds(
    db,
    items.length,
    sql`update ${fromBo}
        set ${columnName(b.approved)} = true, ${columnName(b.remark)} = a.remark, ${columnName(b.matchPass)} = 'MANUAL',
            ${columnName(b.approvedAt)} = ${at}::timestamptz, ${columnName(b.approvedBy)} = ${actorId}::int,
            ${columnName(b.contested)} = false, ${columnName(b.suggestions)} = null, ${columnName(b.split)} = null, ${columnName(b.reopened)} = null,
            ${columnName(b.amountOriginalCents)} = case when a.amount <> ${b.amountCents}
              then coalesce(${b.amountOriginalCents}, ${b.amountCents}) else ${b.amountOriginalCents} end,
            ${columnName(b.amountCents)} = coalesce(a.amount, ${b.amountCents}),
            ${columnName(b.businessDate)} = coalesce(a.date, ${b.businessDate})
        from unnest(${list(items.map((item) => item.id))}::bigint[], ${list(items.map((item) => item.remark))}::text[],
          ${list(items.map((item) => item.amountCents))}::bigint[], ${list(items.map((item) => item.date))}::date[])
          as a(id, remark, amount, date)
        where ${b.id} = a.id and not ${b.approved} and ${b.deletedAt} is null
        returning ${b.id} as id`,
  );
}

/** Soft-deletes pending rows: gone from every list and total, kept for the audit trail. Returns those it changed. */
export function deletePendingBo(
  db: Db,
  ids: readonly number[],
  at: Date,
  actorId: number,
): Promise<Set<number>> {
  return changedIds(
    db,
    ids.length,
    sql`update ${fromBo} set ${columnName(b.deletedAt)} = ${at}::timestamptz, ${columnName(b.deletedBy)} = ${actorId}::int
        where ${b.id} = any(${list(ids)}::bigint[]) and not ${b.approved} and ${b.deletedAt} is null
        returning ${b.id} as id`,
  );
}

/**
 * Pending requests of a website's side whose business date lies in [from, to], as the engine reads them: the
 * candidates of a pending statement row (View Mutasi's suggestions), optionally only those of one ticket.
 */
export function loadPendingBo(
  db: Db,
  side: Side,
  website: string,
  from: IsoDate,
  to: IsoDate,
  ticket: string | null = null,
) {
  return loadBo(
    db,
    side,
    website,
    sql`not ${b.approved} and ${b.businessDate} between ${from}::date and ${to}::date
        ${ticket === null ? sql`` : sql`and upper(${b.ticket}) = upper(${ticket})`}`,
  );
}

/**
 * Approved rows back to pending by a person's undo (decision 055), in one statement: at their own business date,
 * with the uploaded amount again when a checker had corrected it. Returns the rows it changed.
 */
export function undoBoApprovals(db: Db, ids: readonly number[]): Promise<Set<number>> {
  return changedIds(
    db,
    ids.length,
    sql`update ${fromBo} set ${BACK_TO_PENDING}, ${columnName(b.reopened)} = null, ${columnName(b.contested)} = false,
          ${columnName(b.suggestions)} = null, ${columnName(b.split)} = null,
          ${columnName(b.amountCents)} = coalesce(${b.amountOriginalCents}, ${b.amountCents}),
          ${columnName(b.amountOriginalCents)} = null
        where ${b.id} = any(${list(ids)}::bigint[]) and ${b.approved} and ${b.deletedAt} is null
        returning ${b.id} as id`,
  );
}

/** Who approved BO rows and when, by id: the answer to acting on a row someone else changed. */
export async function approvedByOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { by: string | null; at: Date | null }>();
  const { rows } = await exec<{ id: number; by: string | null; at: string | null }>(
    db,
    sql`select ${b.id} as id, (select ${account.account_name} from ${account} where ${account.account_id} = ${b.approvedBy}) as by,
          ${b.approvedAt} as at
        from ${fromBo} where ${b.id} = any(${list(ids)}::bigint[])`,
  );
  return new Map(
    rows.map((row) => [Number(row.id), { by: row.by, at: row.at === null ? null : new Date(row.at) }]),
  );
}

/** BO rows by id, as the engine reads them: rows a checker just corrected, tried by the engine again. */
export function loadBoByIds(db: Db, side: Side, website: string, ids: readonly number[]) {
  return ids.length === 0
    ? Promise.resolve([])
    : loadBo(db, side, website, sql`${b.id} = any(${list(ids)}::bigint[])`);
}

/** What pairings can teach (learned names): each request's names and account, and its counterpart's name. */
export async function pairedNames(db: Db, pairs: readonly { boId: number; statementId: number }[]) {
  if (pairs.length === 0) return [];
  const { rows } = await exec<{
    bo: number;
    ticket: string;
    holder: string | null;
    player_bank: string | null;
    player_bank_no: string | null;
    username: string | null;
    statement_name: string | null;
  }>(
    db,
    sql`select ${b.id} as bo, ${b.ticket} as ticket, ${b.playerBankHolder} as holder,
          ${b.playerBankBank} as player_bank, ${b.playerBankNo} as player_bank_no, ${b.username} as username,
          ${statementRow.senderName} as statement_name
        from unnest(${list(pairs.map((pair) => pair.boId))}::bigint[], ${list(pairs.map((pair) => pair.statementId))}::bigint[])
          as p(bo, statement)
        join ${fromBo} on ${b.id} = p.bo
        left join ${statementRow} on ${statementRow.id} = p.statement`,
  );
  return rows.map((row) => ({
    boId: Number(row.bo),
    ticket: row.ticket,
    holder: row.holder,
    playerBank: row.player_bank,
    playerBankNo: row.player_bank_no,
    username: row.username,
    statementName: row.statement_name,
  }));
}
