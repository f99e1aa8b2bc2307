/**
 * Every statement over `bo_row`, the BO rows of both sides (decision 049). Services speak the row model
 * (row-model.ts); this file alone turns it into SQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, type IsoDate, type PageParams } from '@rekon/contracts';
import { WINDOW_DAYS } from '@rekon/reconcile';
import { exec, list, readRows, type Db } from '../../db/client';
import { columnName, tableName } from '../../db/identifier';
import { jakartaWallClock } from '../../db/jakarta-time';
import { account, boRow, statementRow, upload } from '../../db/schema';
import { playerAccountKey } from './player-account';
import type { EngineBo, NewBo, PairToStore, PendingInsight, Reopened, ReviewFilter, Side } from './row-model';
import { boRowJson, listedBo } from './responses';
import { reviewPage, reviewWhere, type ReviewColumns } from './review-filter';
import { copied, copiedOrNull, stageOf } from './stage';

const b = alias(boRow, 'b');
const s = alias(statementRow, 's');
const fromBo = sql`${boRow} ${sql.identifier('b')}`;

/** When the panel says the request happened: its approve time, else its request time. */
const panelTime = (row: BoAlias) => sql`coalesce(${row.panelApprovedAt}, ${row.requestedAt})`;

/** The business date a BO row had before a match moved it: the Jakarta date of its approve time, else request. */
const ownBusinessDate = (row: BoAlias) =>
  sql`coalesce(${jakartaWallClock(panelTime(row))}::date, ${row.businessDate})`;

/** A BO row back to pending (a reopened pair, a counterpart gone), at its own business date. */
const BACK_TO_PENDING = sql`${columnName(b.approved)} = false, ${columnName(b.remark)} = null,
  ${columnName(b.matchPass)} = null, ${columnName(b.approvedAt)} = null, ${columnName(b.approvedBy)} = null,
  ${columnName(b.businessDate)} = ${ownBusinessDate(b)}`;

/** The matching amount: a withdrawal's nett when set and not zero, else its amount (reconcile.md "Keys"). */
const matchingAmount = (row: BoAlias) =>
  sql`case when ${row.side} = 'WD' then coalesce(nullif(${row.nettCents}, 0), ${row.amountCents}) else ${row.amountCents} end`;

// ---------------------------------------------------------------------------------------------------------------
// Staging: an upload's records are copied into a temporary table shaped like bo_row, then stored once, with what
// the run decided for them (uploads.service.ts).

const STAGE = 'stage_bo_row';
const staged = alias(boRow, STAGE);
/** bo_row under a name: `b`, or the stage, which has its columns. */
type BoAlias = typeof b | typeof staged;

/** The fields an upload stages, in COPY order. */
const STAGED_FIELDS = [
  'side',
  'website',
  'uploadId',
  'fingerprint',
  'line',
  'ticket',
  'requestedAt',
  'panelApprovedAt',
  'businessDate',
  'username',
  'fullname',
  'paymentType',
  'brand',
  'amountCents',
  'adminFeeCents',
  'agentFeeCents',
  'playerFeeCents',
  'nettCents',
  'lastBalanceCents',
  'playerBank',
  'playerBankBank',
  'playerBankHolder',
  'playerBankNo',
  'corporateBank',
  'description',
  'status',
  'handler',
  'panelWebsite',
  'ref',
  'ownRef',
] as const satisfies readonly (keyof NewBo)[];

/** The stage of a BO upload (stage.ts). */
export const boStage = stageOf<NewBo, typeof boRow>(boRow, STAGE, STAGED_FIELDS);

// ---------------------------------------------------------------------------------------------------------------
// The engine's view of the rows.

interface EngineRecord {
  id: number;
  has_insight: boolean;
  ticket: string;
  amount_cents: number;
  nett_cents: number | null;
  business_date: string;
  time: string | null;
  username: string;
  holder: string | null;
  player_bank: string | null;
  player_bank_no: string | null;
  corporate_bank: string;
  ref: string;
  own_ref: string;
  upload_id: number;
  standing_id: number | null;
}

/** What the engine reads of a row of `row` (bo_row or the stage); approved rows are read at their own date. */
const engineColumns = (row: BoAlias) =>
  sql`${row.id} as id, ${row.ticket} as ticket, ${row.amountCents} as amount_cents, ${row.nettCents} as nett_cents,
      (case when ${row.approved} then ${ownBusinessDate(row)} else ${row.businessDate} end)::text as business_date,
      to_char(${jakartaWallClock(panelTime(row))}, 'HH24:MI:SS') as time,
      ${row.username} as username, ${row.playerBankHolder} as holder, ${row.playerBankBank} as player_bank,
      ${row.playerBankNo} as player_bank_no, ${row.corporateBank} as corporate_bank, ${row.ref} as ref,
      ${row.ownRef} as own_ref, ${row.uploadId} as upload_id`;

function toEngineBo(side: Side, website: string, row: EngineRecord): EngineBo {
  return {
    id: Number(row.id),
    hasInsight: row.has_insight,
    uploadId: Number(row.upload_id),
    playerAccount: playerAccountKey(row.player_bank, row.player_bank_no, row.username),
    standingMutasiId: row.standing_id === null ? null : Number(row.standing_id),
    side,
    website,
    ticket: row.ticket,
    // Rows that tie on time are ordered by what they say, not by the ids an upload order gave them.
    orderKey: row.ticket,
    amountCents: Number(row.amount_cents),
    nettAmountCents: row.nett_cents === null ? null : Number(row.nett_cents),
    businessDate: row.business_date,
    time: row.time,
    username: row.username || null,
    holderName: row.holder,
    playerBank: row.player_bank,
    corporateBank: row.corporate_bank || null,
    ref: row.ref || null,
    ownRef: row.own_ref || null,
  };
}

/**
 * A row just parsed as the engine would read it back from the stage (`readStagedBo`), for a run fed from memory:
 * `id` is the one the stage gave it (set once it has). Times are WIB wall-clock already (staging.ts), so the Jakarta clock of the
 * stored instant is the local time as parsed.
 */
export function freshEngineBo(row: NewBo, id: number): EngineBo {
  const local = row.panelApprovedAt ?? row.requestedAt;
  return toEngineBo(row.side, row.website, {
    id,
    has_insight: false,
    ticket: copied(row.ticket),
    amount_cents: row.amountCents,
    nett_cents: row.nettCents,
    business_date: row.businessDate,
    time: local === null ? null : local.slice(11, 19),
    username: copied(row.username),
    holder: copiedOrNull(row.playerBankHolder),
    player_bank: copiedOrNull(row.playerBankBank),
    player_bank_no: copiedOrNull(row.playerBankNo),
    corporate_bank: copied(row.corporateBank),
    ref: copied(row.ref),
    own_ref: copied(row.ownRef),
    upload_id: row.uploadId,
    standing_id: null,
  });
}

/** The staged rows as the engine reads them: fresh, pending, paired with nothing yet. */
export async function readStagedBo(db: Db, side: Side, website: string): Promise<EngineBo[]> {
  const rows = await readRows<EngineRecord>(
    db,
    sql`select ${engineColumns(staged)}, false as has_insight, null::bigint as standing_id
          from ${tableName(STAGE)}`,
  );
  return rows.map((row) => toEngineBo(side, website, row));
}

/** The business dates the stage covers and how many rows it holds. */
export async function stagedBoRange(db: Db) {
  const { rows } = await exec<{ from: string | null; to: string | null; n: number }>(
    db,
    sql`select min(${staged.businessDate})::text as from, max(${staged.businessDate})::text as to, count(*)::int as n
        from ${tableName(STAGE)}`,
  );
  const count = rows[0]?.n ?? 0;
  return { from: rows[0]?.from ?? null, to: rows[0]?.to ?? null, count, pairable: count };
}

/** Stored BO rows of a website's side, as the engine reads them, selected by `where` over `b`. */
async function loadBo(db: Db, side: Side, website: string, where: SQL): Promise<EngineBo[]> {
  const rows = await readRows<EngineRecord>(
    db,
    sql`select ${engineColumns(b)},
            ${b.contested} or coalesce(jsonb_array_length(${b.suggestions}), 0) > 0 or ${b.split} is not null
              as has_insight,
            ${s.id} as standing_id
          from ${fromBo}
          left join ${statementRow} ${sql.identifier('s')} on ${s.boId} = ${b.id} and ${s.pairAuto}
          where ${b.website} = ${website} and ${b.side} = ${side} and ${b.deletedAt} is null and ${where}`,
  );
  return rows.map((row) => toEngineBo(side, website, row));
}

/**
 * The rows a run solves again: pending BO rows, and rows an engine run paired that no person has touched (their
 * pair may be reopened), whose own business date lies in [from, to]. A matched row carries its statement's date,
 * at most a day from its own, so the index on the business date still finds it.
 */
export function loadOpenBo(db: Db, side: Side, website: string, from: IsoDate, to: IsoDate) {
  return loadBo(
    db,
    side,
    website,
    sql`(not ${b.approved} or ${s.id} is not null)
        and ${b.businessDate} between ${addDays(from, -WINDOW_DAYS)}::date and ${addDays(to, WINDOW_DAYS)}::date
        and (case when ${b.approved} then ${ownBusinessDate(b)} else ${b.businessDate} end) between ${from}::date and ${to}::date`,
  );
}

/** Pending rows still marked contested with one of `amountsCents` around the dates (a contested group's rest). */
export function loadContestedBo(
  db: Db,
  side: Side,
  website: string,
  from: IsoDate,
  to: IsoDate,
  amountsCents: readonly number[],
) {
  return loadBo(
    db,
    side,
    website,
    sql`not ${b.approved} and ${b.contested} and ${b.businessDate} between ${from}::date and ${to}::date
        and ${matchingAmount(b)} = any(${list(amountsCents)}::bigint[])`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Writing a run's decisions: fresh rows once, from the stage; stored rows only where something changed.

/*
 * A run's decisions reach PostgreSQL as one JSON parameter each, read as a table with json_to_recordset: one native
 * JSON.stringify on the way out instead of an escaped array literal per column (48,000 pairs: 30 ms against 120 ms).
 */
const pairsAs = (pairs: readonly PairToStore[]) =>
  sql`json_to_recordset(${JSON.stringify(
    pairs.map((pair) => ({
      id: pair.boId,
      reason: pair.reason,
      pass: pair.pass,
      date: pair.statementDate,
      auto: pair.auto,
    })),
  )}::json) as p(id bigint, reason text, pass text, date date, auto boolean)`;

const insightAs = (insight: readonly PendingInsight[]) =>
  sql`json_to_recordset(${JSON.stringify(insight)}::json) as i(id bigint, contested boolean, suggestions jsonb, split jsonb)`;

/**
 * Stores the staged rows, each once, with the run's decision: paired (approved with the pair's
 * reason, at the statement's date) or pending (with its contested mark and suggestions, when it has any). A BO row
 * names a person as its approver only when a person paired it.
 */
export async function insertStagedBo(
  db: Db,
  pairs: readonly PairToStore[],
  insight: readonly PendingInsight[],
  at: Date,
  actorId: number | null,
): Promise<void> {
  const decided: Partial<Record<keyof typeof boRow.$inferInsert, SQL>> = {
    approved: sql`p.id is not null`,
    remark: sql`p.reason`,
    matchPass: sql`p.pass`,
    approvedAt: sql`case when p.id is not null then ${at}::timestamptz end`,
    approvedBy: sql`case when not p.auto then ${actorId}::int end`,
    businessDate: sql`coalesce(p.date, ${staged.businessDate})`,
    contested: sql`coalesce(i.contested, false)`,
    suggestions: sql`i.suggestions`,
    split: sql`i.split`,
  };
  await boStage.insertStored(
    db,
    decided,
    sql`left join ${pairsAs(pairs)} on p.id = ${staged.id} left join ${insightAs(insight)} on i.id = ${staged.id}`,
  );
}

/**
 * Undoes the BO side of reopened automatic pairs: the rows return to pending, at their own business date, saying
 * why they came back.
 */
export async function reopenBo(db: Db, reopened: readonly Reopened[]) {
  if (reopened.length === 0) return;
  await exec(
    db,
    sql`update ${fromBo} set ${BACK_TO_PENDING}, ${columnName(b.reopened)} = r.note
        from json_to_recordset(${JSON.stringify(reopened.map((row) => ({ id: row.boId, note: row.note })))}::json)
          as r(id bigint, note text)
        where ${b.id} = r.id`,
  );
}

/** Approves stored BO rows as the BO side of `pairs`: the pair's reason, the statement's date as business date. */
export async function pairStoredBo(db: Db, pairs: readonly PairToStore[], at: Date, actorId: number | null) {
  if (pairs.length === 0) return;
  await exec(
    db,
    sql`update ${fromBo} set ${columnName(b.approved)} = true, ${columnName(b.remark)} = p.reason,
          ${columnName(b.matchPass)} = p.pass, ${columnName(b.approvedAt)} = ${at}::timestamptz,
          ${columnName(b.approvedBy)} = case when not p.auto then ${actorId}::int end,
          ${columnName(b.businessDate)} = p.date, ${columnName(b.contested)} = false,
          ${columnName(b.suggestions)} = null, ${columnName(b.split)} = null, ${columnName(b.reopened)} = null
        from ${pairsAs(pairs)}
        where ${b.id} = p.id`,
  );
}

/** Sets the contested mark and suggestions of stored pending rows. */
export async function storeBoInsight(db: Db, insight: readonly PendingInsight[]) {
  if (insight.length === 0) return;
  await exec(
    db,
    sql`update ${fromBo} set ${columnName(b.contested)} = i.contested, ${columnName(b.suggestions)} = i.suggestions,
          ${columnName(b.split)} = i.split
        from ${insightAs(insight)}
        where ${b.id} = i.id`,
  );
}

/** Clears the contested mark of pending rows whose group a person resolved. */
export async function clearBoContested(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await exec(
    db,
    sql`update ${fromBo} set ${columnName(b.contested)} = false where ${b.id} = any(${list(ids)}::bigint[])`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// A checker's approvals and deletions (review/approve.service.ts).

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
export async function approveByHand(
  db: Db,
  items: readonly { id: number; remark: string; amountCents: number | null; date: IsoDate | null }[],
  at: Date,
  actorId: number,
): Promise<Set<number>> {
  if (items.length === 0) return new Set();
  const { rows } = await exec<{ id: number }>(
    db,
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
  return new Set(rows.map((row) => Number(row.id)));
}

/** Soft-deletes pending rows: gone from every list and total, kept for the audit trail. Returns those it changed. */
export async function deletePendingBo(
  db: Db,
  ids: readonly number[],
  at: Date,
  actorId: number,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await exec<{ id: number }>(
    db,
    sql`update ${fromBo} set ${columnName(b.deletedAt)} = ${at}::timestamptz, ${columnName(b.deletedBy)} = ${actorId}::int
        where ${b.id} = any(${list(ids)}::bigint[]) and not ${b.approved} and ${b.deletedAt} is null
        returning ${b.id} as id`,
  );
  return new Set(rows.map((row) => Number(row.id)));
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
export async function undoBoApprovals(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await exec<{ id: number }>(
    db,
    sql`update ${fromBo} set ${BACK_TO_PENDING}, ${columnName(b.reopened)} = null, ${columnName(b.contested)} = false,
          ${columnName(b.suggestions)} = null, ${columnName(b.split)} = null,
          ${columnName(b.amountCents)} = coalesce(${b.amountOriginalCents}, ${b.amountCents}),
          ${columnName(b.amountOriginalCents)} = null
        where ${b.id} = any(${list(ids)}::bigint[]) and ${b.approved} and ${b.deletedAt} is null
        returning ${b.id} as id`,
  );
  return new Set(rows.map((row) => Number(row.id)));
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

// ---------------------------------------------------------------------------------------------------------------
// Deleting a day's uploads within 24 hours (review/delete-uploads.service.ts).

/** Rows of a website's business date by their upload's time: uploaded since `cutoff`, or before it. */
const uploadedSince = (cutoff: Date) =>
  sql`exists (select 1 from ${upload} where ${upload.upload_id} = ${b.uploadId} and ${upload.upload_created_at} >= ${cutoff}::timestamptz)`;

/** The website's BO rows of `date` (both sides, soft-deleted ones too) whose upload is at most as old as `cutoff`. */
export async function recentBo(db: Db, website: string, date: IsoDate, cutoff: Date) {
  const { rows } = await exec<{ id: number; side: Side }>(
    db,
    sql`select ${b.id} as id, ${b.side} as side from ${fromBo}
        where ${b.website} = ${website} and ${b.businessDate} = ${date}::date and ${uploadedSince(cutoff)}`,
  );
  return rows.map((row) => ({ id: Number(row.id), side: row.side }));
}

/** How many of the website's live BO rows of `date` were uploaded before `cutoff`. */
export async function countOlderBo(db: Db, website: string, date: IsoDate, cutoff: Date) {
  const { rows } = await exec<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${fromBo}
        where ${b.website} = ${website} and ${b.businessDate} = ${date}::date and ${b.deletedAt} is null
          and not ${uploadedSince(cutoff)}`,
  );
  return rows[0]?.n ?? 0;
}

/** Rows whose counterpart is gone return to pending, at their own business date. */
export async function unpairBo(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await exec(
    db,
    sql`update ${fromBo} set ${BACK_TO_PENDING}
        where ${b.id} = any(${list(ids)}::bigint[])`,
  );
}

export async function removeBo(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await exec(db, sql`delete from ${boRow} where ${boRow.id} = any(${list(ids)}::bigint[])`);
}

// ---------------------------------------------------------------------------------------------------------------
// Review lists and exports (review.routes.ts, review/export.service.ts), in the spec's fields (responses.ts).

const listed = listedBo;
const fromListed = sql`${boRow} ${sql.identifier('p')}`;
const LISTED: ReviewColumns = {
  id: listed.id,
  side: listed.side,
  website: listed.website,
  date: listed.businessDate,
  approved: listed.approved,
  deletedAt: listed.deletedAt,
  amountCents: listed.amountCents,
  ticket: listed.ticket,
  names: [listed.username, listed.fullname],
};

export function listBoPage(db: Db, side: Side, filter: ReviewFilter, paging: PageParams) {
  return reviewPage(db, fromListed, LISTED, reviewWhere(LISTED, side, filter), boRowJson[side], paging);
}

/** The rows an export reads: `from` (the table under `p`), `where`, in `order`. */
export const boExportSource = (side: Side, filter: ReviewFilter) => ({
  from: fromListed,
  where: reviewWhere(LISTED, side, filter),
  id: listed.id,
});

// ---------------------------------------------------------------------------------------------------------------
// Reports (reports/dashboard.repository.ts, reports/reports.repository.ts).

export interface BoDayFigures {
  website: string;
  side: Side;
  date: IsoDate;
  count: number;
  sumCents: number;
  /** Approved with a statement row paired by an engine run, or by a person. */
  auto: number;
  manual: number;
  /** Approved by a person with a remark alone: approved, not matched. */
  remarkOnly: number;
  pending: number;
  pendingCents: number;
  contested: number;
}

/** The websites' BO figures per side and business date over [from, to]. */
export async function boDayFigures(
  db: Db,
  websites: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<BoDayFigures[]> {
  // A match is a BO row paired with its statement row; an approval with a remark alone pairs nothing.
  const paired = sql`exists (select 1 from ${statementRow} where ${statementRow.boId} = ${b.id})`;
  const byEngine = sql`${b.matchPass} in ('REF', 'EXACT', 'UNIQUE')`;
  const { rows } = await exec<Record<string, string | number>>(
    db,
    sql`select ${b.website} as website, ${b.side} as side, ${b.businessDate}::text as date, count(*)::int as count,
          sum(${b.amountCents})::float8 as sum_cents,
          count(*) filter (where ${b.approved} and ${paired} and ${byEngine})::int as auto,
          count(*) filter (where ${b.approved} and ${paired} and not coalesce(${byEngine}, false))::int as manual,
          count(*) filter (where ${b.approved} and not ${paired})::int as remark_only,
          count(*) filter (where not ${b.approved})::int as pending,
          coalesce(sum(${b.amountCents}) filter (where not ${b.approved}), 0)::float8 as pending_cents,
          count(*) filter (where not ${b.approved} and ${b.contested})::int as contested
        from ${fromBo}
        where ${b.deletedAt} is null and ${b.website} = any(${list(websites)}::text[])
          and ${b.businessDate} between ${from}::date and ${to}::date
        group by 1, 2, 3`,
  );
  return rows.map((row) => ({
    website: String(row.website),
    side: row.side as Side,
    date: String(row.date),
    count: Number(row.count),
    sumCents: Number(row.sum_cents),
    auto: Number(row.auto),
    manual: Number(row.manual),
    remarkOnly: Number(row.remark_only),
    pending: Number(row.pending),
    pendingCents: Number(row.pending_cents),
    contested: Number(row.contested),
  }));
}

/** Each website's oldest pending BO row (either side) of `date` or before, by its request time. */
export async function oldestPendingBo(db: Db, websites: readonly string[], date: IsoDate) {
  const { rows } = await exec<{ website: string; ticket: string; side: Side; at: Date | string }>(
    db,
    sql`select distinct on (${b.website}) ${b.website} as website, ${b.ticket} as ticket, ${b.side} as side,
          coalesce(${b.requestedAt}, ${b.panelApprovedAt}) as at
        from ${fromBo}
        where not ${b.approved} and ${b.deletedAt} is null and ${b.businessDate} <= ${date}::date
          and ${b.website} = any(${list(websites)}::text[])
          and coalesce(${b.requestedAt}, ${b.panelApprovedAt}) is not null
        order by ${b.website}, coalesce(${b.requestedAt}, ${b.panelApprovedAt})`,
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

/**
 * Every BO deposit and withdrawal (not deleted) whose approve time (else request time) falls in [from, to) and, when
 * given, of one website and a username like `username`: one row per transaction as Data Player and Game Site read
 * them (api.md "Reports"), amounts in cents. The instant range keeps the index on the approve time usable.
 */
export function reportTransactions(filter: {
  website: string | null;
  from: Date;
  to: Date;
  usernamePattern?: string;
}): SQL {
  // The same expression as bo_row_time_idx's, so that the index serves the range.
  const time = panelTime(b);
  return sql`select ${jakartaWallClock(time)}::date::text as date, ${b.handler} as handler,
      ${b.username} as username, ${b.website} as website, ${b.playerBankHolder} as player_bank_name,
      ${b.playerBankNo} as player_bank_no,
      case when ${b.side} = 'DEPO' then ${b.amountCents} else 0 end as deposit_cents,
      case when ${b.side} = 'WD' then ${b.amountCents} else 0 end as withdraw_cents,
      case when ${b.side} = 'DEPO' then 1 else 2 end as side, ${b.id} as id
    from ${fromBo}
    where ${b.deletedAt} is null and ${time} >= ${filter.from}::timestamptz and ${time} < ${filter.to}::timestamptz
      ${filter.website ? sql`and ${b.website} = ${filter.website}` : sql``}
      ${filter.usernamePattern ? sql`and ${b.username} ilike ${filter.usernamePattern}` : sql``}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The rows behind risk signals (insights/insights.service.ts, decision 044).

/** A row behind a signal: a BO row with its paired statement row, or a statement row with its paired BO row. */
export interface SignalDetail {
  side: Side;
  boId: number | null;
  ticket: string | null;
  username: string | null;
  holderName: string | null;
  statementId: number | null;
  senderName: string | null;
  senderAccount: string | null;
  reference: string | null;
  account: string | null;
  date: string;
  time: string | null;
  amountCents: number;
  amountOriginalCents: number | null;
  /** The account name of the person who approved the BO row by hand. */
  approvedBy: string | null;
  remark: string | null;
}

const m = alias(statementRow, 'm');
const approver = alias(account, 'a');

/** Signal rows of one side, BO first (`from: 'bo'`) or statement first, chosen by `where` over `b` and `m`. */
async function signalDetails(
  db: Db,
  side: Side,
  from: 'bo' | 'statement',
  where: SQL,
): Promise<SignalDetail[]> {
  const joins =
    from === 'bo'
      ? sql`${fromBo} left join ${statementRow} ${sql.identifier('m')} on ${m.boId} = ${b.id}`
      : sql`${statementRow} ${sql.identifier('m')} left join ${fromBo} on ${b.id} = ${m.boId} and ${b.deletedAt} is null`;
  const { rows } = await exec<Record<string, unknown>>(
    db,
    sql`select ${b.id}::float8 as bo, ${b.ticket} as ticket, ${b.username} as username,
          coalesce(nullif(btrim(${b.playerBankHolder}), ''), ${b.fullname}) as holder_name,
          ${m.id}::float8 as statement_id, ${m.senderName} as sender_name, ${m.counterpartyAccount} as sender_account,
          coalesce(${m.reference}, ${m.sourceTicket}) as reference,
          coalesce(${m.corporateBank}, ${b.corporateBank}) as account,
          coalesce(${m.date}, ${b.businessDate})::text as date, ${m.time} as time,
          coalesce(${b.amountCents}, ${m.amountCents})::float8 as amount_cents,
          ${b.amountOriginalCents}::float8 as amount_original_cents,
          ${approver.account_name} as approved_by, case when ${b.approvedBy} is not null then ${b.remark} end as remark
        from ${joins}
        left join ${account} ${sql.identifier('a')} on ${approver.account_id} = ${b.approvedBy}
        where ${from === 'bo' ? sql`${b.side} = ${side}` : sql`${m.side} = ${side}`} and ${where}
        order by coalesce(${b.id}, 0), ${m.id}`,
  );
  return rows.map((row) => ({
    side,
    boId: row.bo as number | null,
    ticket: row.ticket as string | null,
    username: row.username as string | null,
    holderName: row.holder_name as string | null,
    statementId: row.statement_id as number | null,
    senderName: row.sender_name as string | null,
    senderAccount: row.sender_account as string | null,
    reference: row.reference as string | null,
    account: row.account as string | null,
    date: row.date as string,
    time: row.time as string | null,
    amountCents: row.amount_cents as number,
    amountOriginalCents: row.amount_original_cents as number | null,
    approvedBy: row.approved_by as string | null,
    remark: row.remark as string | null,
  }));
}

/** The day's deposits a person approved with a statement row as the counterpart. */
export const manualPairDetails = (db: Db, website: string, date: IsoDate) =>
  signalDetails(
    db,
    'DEPO',
    'bo',
    sql`${b.website} = ${website} and ${b.businessDate} = ${date}::date and ${b.deletedAt} is null
      and ${b.approvedBy} is not null and ${m.id} is not null and not ${m.pairAuto}`,
  );

/** The day's rows of one side whose amount a person changed (always while approving: an approver is set). */
export const amountEditDetails = (db: Db, side: Side, website: string, date: IsoDate) =>
  signalDetails(
    db,
    side,
    'bo',
    sql`${b.website} = ${website} and ${b.businessDate} = ${date}::date and ${b.deletedAt} is null
      and ${b.approvedBy} is not null and ${b.amountOriginalCents} is not null`,
  );

/** The day's deposits a person approved with no statement row at all (issue 29): money nobody saw arrive. */
export const approvedWithoutCreditDetails = (db: Db, website: string, date: IsoDate) =>
  signalDetails(
    db,
    'DEPO',
    'bo',
    sql`${b.website} = ${website} and ${b.businessDate} = ${date}::date and ${b.deletedAt} is null
      and ${b.approved} and ${b.approvedBy} is not null and ${m.id} is null`,
  );

export const detailsOfBo = (db: Db, side: Side, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : signalDetails(db, side, 'bo', sql`${b.id} = any(${list(ids)}::bigint[])`);

export const detailsOfStatements = (db: Db, side: Side, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : signalDetails(db, side, 'statement', sql`${m.id} = any(${list(ids)}::bigint[])`);
