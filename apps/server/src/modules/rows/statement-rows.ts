/**
 * Every statement over `statement_row`, the statement rows of both sides (decision 049). A matched row holds its
 * pair (`bo_id`, unique), so pairing and unpairing are writes of this table.
 */
import { sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IsoDate, PageParams } from '@rekon/contracts';
import { exec, list, readRows, type Db } from '../../db/client';
import { columnName, tableName } from '../../db/identifier';
import { account, boRow, refusedPair, statementRow, upload } from '../../db/schema';
import type { EngineStatement, NewStatement, PairToStore, Reopened, ReviewFilter, Side } from './row-model';
import { listedStatement, statementRowJson } from './responses';
import { reviewPage, reviewWhere, type ReviewColumns } from './review-filter';
import { copied, copiedOrNull, stageOf } from './stage';

// Moved out (issue 29 added the QRIS RRN); the bench and older callers import it from here.
export { sharedKeys, type SharedKey } from './shared-keys';

const s = alias(statementRow, 's');
const fromStatement = sql`${statementRow} ${sql.identifier('s')}`;

/** A statement row back to pending (a reopened pair, a counterpart gone), showing its own ticket again. */
const BACK_TO_PENDING = sql`${columnName(s.approved)} = false, ${columnName(s.remark)} = null,
  ${columnName(s.ticket)} = ${s.sourceTicket}, ${columnName(s.matchedAt)} = null,
  ${columnName(s.matchPass)} = null, ${columnName(s.approvedBy)} = null, ${columnName(s.boId)} = null,
  ${columnName(s.pairAuto)} = false, ${columnName(s.pairScore)} = null`;

// ---------------------------------------------------------------------------------------------------------------
// Staging (uploads.service.ts): as bo-rows.ts.

const STAGE = 'stage_statement_row';
const staged = alias(statementRow, STAGE);

const STAGED_FIELDS = [
  'side',
  'website',
  'uploadId',
  'fingerprint',
  'line',
  'accountId',
  'corporateBank',
  'source',
  'date',
  'time',
  'amountCents',
  'description',
  'senderName',
  'counterpartyAccount',
  'reference',
  'transactionId',
  'wallet',
  'channel',
  'feeCents',
  'nettCents',
  'sourceStatus',
  'isFee',
  'sourceTicket',
  'ticket',
  'approved',
  'remark',
  'feedId',
  'balanceCents',
] as const satisfies readonly (keyof NewStatement)[];

/** The stage of a statement upload (stage.ts). */
export const statementStage = stageOf<NewStatement, typeof statementRow>(
  statementRow,
  STAGE,
  STAGED_FIELDS,
  (row) => row.legacyFingerprint,
);

// ---------------------------------------------------------------------------------------------------------------
// The engine's view of the rows.

interface EngineRecord {
  id: number;
  account_id: number | null;
  amount_cents: number;
  date: string;
  time: string | null;
  name: string | null;
  reference: string | null;
  ticket: string | null;
  wallet: string | null;
  channel: string | null;
  contested: boolean;
  upload_id: number;
  standing_id: number | null;
  order_key: string;
}

/**
 * What the engine reads of a row of `row` (statement_row or the stage). It reads the gateway's own ticket, not the BO
 * ticket a match wrote over it, and a row's transaction id where it has no reference.
 */
const engineColumns = (row: typeof s | typeof staged) =>
  sql`${row.id} as id, ${row.accountId} as account_id, ${row.amountCents} as amount_cents, ${row.date}::text as date,
      ${row.time} as time, ${row.senderName} as name, coalesce(${row.reference}, ${row.transactionId}) as reference,
      ${row.sourceTicket} as ticket, ${row.wallet} as wallet, ${row.channel} as channel,
      ${row.contested} as contested, ${row.uploadId} as upload_id,
      case when ${row.pairAuto} then ${row.boId} end as standing_id,
      concat_ws('|', ${row.time}, ${row.description}, ${row.reference}, ${row.senderName}, ${row.counterpartyAccount}) as order_key`;

function toEngineStatement(side: Side, website: string, row: EngineRecord): EngineStatement {
  return {
    id: Number(row.id),
    contested: row.contested,
    uploadId: Number(row.upload_id),
    standingBoId: row.standing_id === null ? null : Number(row.standing_id),
    side,
    website,
    accountId: row.account_id,
    amountCents: Number(row.amount_cents),
    date: row.date,
    time: row.time,
    name: row.name,
    reference: row.reference,
    ticket: row.ticket,
    wallet: row.wallet,
    channel: row.channel,
    orderKey: row.order_key,
    isFee: false,
  };
}

/**
 * A row just parsed as the engine would read it back from the stage (`readStagedStatements`), for a run fed from
 * memory: `id` is the one the stage gave it (set once it has); null for a fee row, which the engine never reads.
 */
export function freshEngineStatement(row: NewStatement, id: number): EngineStatement | null {
  if (row.isFee) return null;
  const time = copiedOrNull(row.time);
  const description = copied(row.description);
  const reference = copiedOrNull(row.reference);
  const name = copiedOrNull(row.senderName);
  const counterpartyAccount = copiedOrNull(row.counterpartyAccount);
  return toEngineStatement(row.side, row.website, {
    id,
    account_id: row.accountId,
    amount_cents: row.amountCents,
    date: row.date,
    time,
    name,
    reference: reference ?? copiedOrNull(row.transactionId),
    ticket: copiedOrNull(row.sourceTicket),
    wallet: copiedOrNull(row.wallet),
    channel: copiedOrNull(row.channel),
    contested: false,
    upload_id: row.uploadId,
    standing_id: null,
    // concat_ws: the parts that are there, joined by '|'.
    order_key: [time, description, reference, name, counterpartyAccount]
      .filter((part) => part !== null)
      .join('|'),
  });
}

/** The staged rows the engine may pair (fee rows are explained, never matched). */
export async function readStagedStatements(db: Db, side: Side, website: string): Promise<EngineStatement[]> {
  const rows = await readRows<EngineRecord>(
    db,
    sql`select ${engineColumns(staged)} from ${tableName(STAGE)}
          where not ${staged.isFee}`,
  );
  return rows.map((row) => toEngineStatement(side, website, row));
}

/** The dates the stage covers, how many rows it holds and how many of them the engine may pair (not fees). */
export async function stagedStatementRange(db: Db) {
  const { rows } = await exec<{ from: string | null; to: string | null; n: number; pairable: number }>(
    db,
    sql`select min(${staged.date})::text as from, max(${staged.date})::text as to, count(*)::int as n,
          (count(*) filter (where not ${staged.isFee}))::int as pairable
        from ${tableName(STAGE)}`,
  );
  return {
    from: rows[0]?.from ?? null,
    to: rows[0]?.to ?? null,
    count: rows[0]?.n ?? 0,
    pairable: rows[0]?.pairable ?? 0,
  };
}

async function loadStatements(db: Db, side: Side, website: string, where: SQL) {
  const rows = await readRows<EngineRecord>(
    db,
    sql`select ${engineColumns(s)} from ${fromStatement}
          where ${s.website} = ${website} and ${s.side} = ${side} and ${s.deletedAt} is null and not ${s.isFee}
            and ${where}`,
  );
  return rows.map((row) => toEngineStatement(side, website, row));
}

/**
 * Statement rows of a website dated in [from, to] that a run may pair: pending ones and, with `withStanding`,
 * those an engine run paired that no person has touched.
 */
export function loadOpenStatements(
  db: Db,
  side: Side,
  website: string,
  from: IsoDate,
  to: IsoDate,
  options: { withStanding: boolean } = { withStanding: true },
) {
  const open = options.withStanding ? sql`(not ${s.approved} or ${s.pairAuto})` : sql`not ${s.approved}`;
  return loadStatements(db, side, website, sql`${open} and ${s.date} between ${from}::date and ${to}::date`);
}

/** Pending statement rows of a website dated in [from, to]: what a checker's corrected row is tried against. */
export const loadPendingStatements = (db: Db, side: Side, website: string, from: IsoDate, to: IsoDate) =>
  loadOpenStatements(db, side, website, from, to, { withStanding: false });

/**
 * Statement rows of a website dated in [from, to] that a person paired, with the BO ticket of the pair (which the
 * row shows): never paired again, but listed to a request that could have taken one (reconcile.md "When it runs").
 */
export async function loadSettledStatements(db: Db, side: Side, website: string, from: IsoDate, to: IsoDate) {
  const rows = await readRows<EngineRecord & { paired_ticket: string | null }>(
    db,
    sql`select ${engineColumns(s)}, ${s.ticket} as paired_ticket from ${fromStatement}
          where ${s.website} = ${website} and ${s.side} = ${side} and ${s.deletedAt} is null and not ${s.isFee}
            and ${s.boId} is not null and not ${s.pairAuto} and ${s.date} between ${from}::date and ${to}::date
           `,
  );
  return rows.map((row) => ({
    ...toEngineStatement(side, website, row),
    pairedTicket: row.paired_ticket ?? '',
  }));
}

/** Pending rows still marked contested with one of `amountsCents` around the dates (a contested group's rest). */
export const loadContestedStatements = (
  db: Db,
  side: Side,
  website: string,
  from: IsoDate,
  to: IsoDate,
  amountsCents: readonly number[],
) =>
  loadStatements(
    db,
    side,
    website,
    sql`not ${s.approved} and ${s.contested} and ${s.date} between ${from}::date and ${to}::date
        and ${s.amountCents} = any(${list(amountsCents)}::bigint[])`,
  );

// ---------------------------------------------------------------------------------------------------------------
// Writing a run's decisions.

/** A run's pairs as one JSON parameter, read as a table (bo-rows.ts says why). */
const pairsAs = (pairs: readonly PairToStore[]) =>
  sql`json_to_recordset(${JSON.stringify(
    pairs.map((pair) => ({
      id: pair.statementId,
      bo: pair.boId,
      ticket: pair.boTicket,
      reason: pair.reason,
      pass: pair.pass,
      score: pair.score,
      auto: pair.auto,
    })),
  )}::json) as p(id bigint, bo bigint, ticket text, reason text, pass text, score real, auto boolean)`;

/**
 * Stores the staged rows, each once, with the run's decision: paired (approved with the pair's
 * reason, showing the BO ticket, made by `actorId` at `at`) or pending with its contested mark.
 */
export async function insertStagedStatements(
  db: Db,
  pairs: readonly PairToStore[],
  contested: ReadonlySet<number>,
  at: Date,
  actorId: number | null,
): Promise<void> {
  const decided: Partial<Record<keyof typeof statementRow.$inferInsert, SQL>> = {
    approved: sql`p.id is not null or ${staged.approved}`,
    remark: sql`coalesce(p.reason, ${staged.remark})`,
    ticket: sql`coalesce(p.ticket, ${staged.ticket})`,
    matchedAt: sql`case when p.id is not null then ${at}::timestamptz end`,
    matchPass: sql`p.pass`,
    approvedBy: sql`case when p.id is not null then ${actorId}::int end`,
    boId: sql`p.bo`,
    pairAuto: sql`coalesce(p.auto, false)`,
    pairScore: sql`p.score`,
    contested: sql`c.id is not null`,
  };
  await statementStage.insertStored(
    db,
    decided,
    sql`left join ${pairsAs(pairs)} on p.id = ${staged.id}
        left join unnest(${list([...contested])}::bigint[]) as c(id) on c.id = ${staged.id}`,
  );
}

/**
 * Undoes the statement side of reopened automatic pairs: the rows return to pending, showing the gateway's ticket
 * again and saying why they came back.
 */
export async function reopenStatements(db: Db, reopened: readonly Reopened[]) {
  if (reopened.length === 0) return;
  await exec(
    db,
    sql`update ${fromStatement} set ${BACK_TO_PENDING}, ${columnName(s.reopened)} = r.note
        from json_to_recordset(${JSON.stringify(reopened.map((row) => ({ id: row.statementId, note: row.note })))}::json)
          as r(id bigint, note text)
        where ${s.id} = r.id`,
  );
}

/** Pairs stored statement rows: approved with the pair's reason, showing the BO ticket, made by `actorId` at `at`. */
export async function pairStoredStatements(
  db: Db,
  pairs: readonly PairToStore[],
  at: Date,
  actorId: number | null,
) {
  if (pairs.length === 0) return;
  await exec(
    db,
    sql`update ${fromStatement} set ${columnName(s.approved)} = true, ${columnName(s.remark)} = p.reason,
          ${columnName(s.ticket)} = p.ticket, ${columnName(s.matchedAt)} = ${at}::timestamptz,
          ${columnName(s.matchPass)} = p.pass, ${columnName(s.approvedBy)} = ${actorId}::int,
          ${columnName(s.boId)} = p.bo, ${columnName(s.pairAuto)} = p.auto, ${columnName(s.pairScore)} = p.score,
          ${columnName(s.contested)} = false, ${columnName(s.reopened)} = null
        from ${pairsAs(pairs)}
        where ${s.id} = p.id`,
  );
}

/** Sets the contested mark of the stored rows whose mark changed. */
export async function storeStatementContested(db: Db, changed: ReadonlyMap<number, boolean>) {
  if (changed.size === 0) return;
  await exec(
    db,
    sql`update ${fromStatement} set ${columnName(s.contested)} = c.contested
        from unnest(${list([...changed.keys()])}::bigint[], ${list([...changed.values()])}::boolean[]) as c(id, contested)
        where ${s.id} = c.id`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// A checker's choice of counterpart (review/approve.service.ts).

/** Pending, undeleted, non-fee statement rows of the website among `ids`: what a checker may pick as counterparts. */
export async function pendingCounterparts(db: Db, side: Side, website: string, ids: readonly number[]) {
  if (ids.length === 0)
    return new Map<
      number,
      { contested: boolean; amountCents: number; date: IsoDate; accountId: number | null }
    >();
  const { rows } = await exec<{
    id: number;
    contested: boolean;
    amount_cents: number;
    date: string;
    account_id: number | null;
  }>(
    db,
    sql`select ${s.id} as id, ${s.contested} as contested, ${s.amountCents} as amount_cents, ${s.date}::text as date,
          ${s.accountId} as account_id
        from ${fromStatement}
        where ${s.id} = any(${list(ids)}::bigint[]) and ${s.side} = ${side} and ${s.website} = ${website}
          and not ${s.approved} and ${s.deletedAt} is null and not ${s.isFee}`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        contested: row.contested,
        amountCents: Number(row.amount_cents),
        date: row.date,
        accountId: row.account_id === null ? null : Number(row.account_id),
      },
    ]),
  );
}

/** A statement row as the desk decides on it (View Mutasi's suggestions, explanations and undo). */
export interface DeskStatement {
  id: number;
  website: string;
  date: IsoDate;
  amountCents: number;
  approved: boolean;
  deleted: boolean;
  isFee: boolean;
  contested: boolean;
  reopened: string | null;
  remark: string | null;
  matchPass: string | null;
  boId: number | null;
  pairAuto: boolean;
  approvedBy: string | null;
  matchedAt: Date | null;
  name: string | null;
  /** The row as the engine reads it. */
  engine: EngineStatement;
}

/** Statement rows of one side by id, with their state and the name of who settled them. */
export async function deskStatements(db: Db, side: Side, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, DeskStatement>();
  const rows = await readRows<
    EngineRecord & {
      website: string;
      approved: boolean;
      deleted: boolean;
      is_fee: boolean;
      reopened: string | null;
      remark: string | null;
      match_pass: string | null;
      bo_id: number | null;
      pair_auto: boolean;
      approved_by: string | null;
      matched_at: string | null;
    }
  >(
    db,
    sql`select ${engineColumns(s)}, ${s.website} as website, ${s.approved} as approved,
          ${s.deletedAt} is not null as deleted, ${s.isFee} as is_fee, ${s.reopened} as reopened,
          ${s.remark} as remark, ${s.matchPass} as match_pass, ${s.boId} as bo_id, ${s.pairAuto} as pair_auto,
          (select ${account.account_name} from ${account} where ${account.account_id} = ${s.approvedBy}) as approved_by,
          ${s.matchedAt} as matched_at
        from ${fromStatement}
        where ${s.side} = ${side} and ${s.id} = any(${list(ids)}::bigint[])`,
  );
  return new Map(
    rows.map((row): [number, DeskStatement] => [
      Number(row.id),
      {
        id: Number(row.id),
        website: row.website,
        date: row.date,
        amountCents: Number(row.amount_cents),
        approved: row.approved,
        deleted: row.deleted,
        isFee: row.is_fee,
        contested: row.contested,
        reopened: row.reopened,
        remark: row.remark,
        matchPass: row.match_pass,
        boId: row.bo_id === null ? null : Number(row.bo_id),
        pairAuto: row.pair_auto,
        approvedBy: row.approved_by,
        matchedAt: row.matched_at === null ? null : new Date(row.matched_at),
        name: row.name,
        engine: toEngineStatement(side, row.website, row),
      },
    ]),
  );
}

/**
 * Explains pending statement rows without a BO row (decision 054): approved with the category's pass and the
 * checker's words, by `actorId` at `at`. Returns the rows it changed: a row no longer pending is left alone.
 */
export async function explainStatements(
  db: Db,
  items: readonly { id: number; pass: string; remark: string }[],
  at: Date,
  actorId: number,
): Promise<Set<number>> {
  if (items.length === 0) return new Set();
  const { rows } = await exec<{ id: number }>(
    db,
    sql`update ${fromStatement} set ${columnName(s.approved)} = true, ${columnName(s.remark)} = e.remark,
          ${columnName(s.matchPass)} = e.pass, ${columnName(s.matchedAt)} = ${at}::timestamptz,
          ${columnName(s.approvedBy)} = ${actorId}::int, ${columnName(s.contested)} = false,
          ${columnName(s.reopened)} = null
        from unnest(${list(items.map((item) => item.id))}::bigint[], ${list(items.map((item) => item.pass))}::text[],
          ${list(items.map((item) => item.remark))}::text[]) as e(id, pass, remark)
        where ${s.id} = e.id and not ${s.approved} and ${s.deletedAt} is null and not ${s.isFee}
        returning ${s.id} as id`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/** The statement rows paired with any of `boIds`, by BO row. */
export async function statementsPairedWith(db: Db, boIds: readonly number[]) {
  const paired = new Map<number, number[]>();
  if (boIds.length === 0) return paired;
  const { rows } = await exec<{ id: number; bo: number }>(
    db,
    sql`select ${s.id} as id, ${s.boId} as bo from ${fromStatement}
        where ${s.boId} = any(${list(boIds)}::bigint[]) and ${s.deletedAt} is null
        order by ${s.id}`,
  );
  // A split payment's request (issue 28) is paired with all the credits of its group.
  for (const row of rows) paired.set(Number(row.bo), [...(paired.get(Number(row.bo)) ?? []), Number(row.id)]);
  return paired;
}

/** Settled statement rows back to pending by a person's undo (decision 055). Returns the rows it changed. */
export async function undoStatements(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await exec<{ id: number }>(
    db,
    sql`update ${fromStatement} set ${BACK_TO_PENDING}, ${columnName(s.reopened)} = null,
          ${columnName(s.contested)} = false
        where ${s.id} = any(${list(ids)}::bigint[]) and ${s.approved} and ${s.deletedAt} is null and not ${s.isFee}
        returning ${s.id} as id`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/** The refused pairs of the given statement rows: what the engine and the suggestions read. */
export async function loadRefusedPairs(db: Db, statementIds: readonly number[]) {
  if (statementIds.length === 0) return [];
  const { rows } = await exec<{ bo: number; statement: number }>(
    db,
    sql`select ${refusedPair.boId} as bo, ${refusedPair.statementId} as statement from ${refusedPair}
        where ${refusedPair.statementId} = any(${list(statementIds)}::bigint[])`,
  );
  return rows.map((row) => ({ boId: Number(row.bo), mutasiId: Number(row.statement) }));
}

/** Refusals of rows about to be removed (an upload's undo, the 24-hour delete) go with them. */
export async function forgetRefusals(db: Db, boIds: readonly number[], statementIds: readonly number[]) {
  if (boIds.length === 0 && statementIds.length === 0) return;
  await exec(
    db,
    sql`delete from ${refusedPair} where ${refusedPair.boId} = any(${list(boIds)}::bigint[])
          or ${refusedPair.statementId} = any(${list(statementIds)}::bigint[])`,
  );
}

/** The description of statement rows by id, as the statement printed it: what a checker recognises a row by. */
export async function descriptionsOf(db: Db, ids: readonly number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const { rows } = await exec<{ id: number; description: string | null }>(
    db,
    sql`select ${s.id} as id, ${s.description} as description from ${fromStatement}
        where ${s.id} = any(${list(ids)}::bigint[])`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.description]));
}

// ---------------------------------------------------------------------------------------------------------------
// Deleting a day's uploads within 24 hours (review/delete-uploads.service.ts).

const uploadedSince = (cutoff: Date) =>
  sql`exists (select 1 from ${upload} where ${upload.upload_id} = ${s.uploadId} and ${upload.upload_created_at} >= ${cutoff}::timestamptz)`;

/** The website's statement rows of `date` (both sides) uploaded since `cutoff`, with the BO row of their pair. */
export async function recentStatements(db: Db, website: string, date: IsoDate, cutoff: Date) {
  const { rows } = await exec<{ id: number; side: Side; bo: number | null }>(
    db,
    sql`select ${s.id} as id, ${s.side} as side, ${s.boId} as bo from ${fromStatement}
        where ${s.website} = ${website} and ${s.date} = ${date}::date and ${uploadedSince(cutoff)}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    side: row.side,
    boId: row.bo === null ? null : Number(row.bo),
  }));
}

export async function countOlderStatements(db: Db, website: string, date: IsoDate, cutoff: Date) {
  const { rows } = await exec<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${fromStatement}
        where ${s.website} = ${website} and ${s.date} = ${date}::date and ${s.deletedAt} is null
          and not ${uploadedSince(cutoff)}`,
  );
  return rows[0]?.n ?? 0;
}

/** Statement rows paired with any of `boIds` (rows about to go) return to pending, showing their own ticket. */
export async function unpairStatementsOf(db: Db, boIds: readonly number[]) {
  if (boIds.length === 0) return;
  await exec(
    db,
    sql`update ${fromStatement} set ${BACK_TO_PENDING}
        where ${s.boId} = any(${list(boIds)}::bigint[])`,
  );
}

export async function removeStatements(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await exec(db, sql`delete from ${statementRow} where ${statementRow.id} = any(${list(ids)}::bigint[])`);
}

// ---------------------------------------------------------------------------------------------------------------
// Review lists and exports (review.routes.ts, review/export.service.ts), in the spec's fields (responses.ts).

const listed = listedStatement;
const fromListed = sql`${statementRow} ${sql.identifier('p')}`;
const LISTED: ReviewColumns = {
  id: listed.id,
  side: listed.side,
  website: listed.website,
  date: listed.date,
  approved: listed.approved,
  deletedAt: listed.deletedAt,
  amountCents: listed.amountCents,
  ticket: listed.ticket,
  names: [listed.senderName, listed.description],
};

export function listStatementPage(db: Db, side: Side, filter: ReviewFilter, paging: PageParams) {
  return reviewPage(
    db,
    fromListed,
    LISTED,
    reviewWhere(LISTED, side, filter),
    statementRowJson[side],
    paging,
  );
}

export const statementExportSource = (side: Side, filter: ReviewFilter) => ({
  from: fromListed,
  where: reviewWhere(LISTED, side, filter),
  id: listed.id,
});

// ---------------------------------------------------------------------------------------------------------------
// Reports (reports/dashboard.repository.ts).

export interface StatementDayFigures {
  website: string;
  side: Side;
  date: IsoDate;
  /** Fee rows are explained as fees: never counted. */
  count: number;
  pending: number;
  pendingCents: number;
}

/** The websites' statement figures per side and date over [from, to]. */
export async function statementDayFigures(
  db: Db,
  websites: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<StatementDayFigures[]> {
  const { rows } = await exec<Record<string, string | number>>(
    db,
    sql`select ${s.website} as website, ${s.side} as side, ${s.date}::text as date, count(*)::int as count,
          count(*) filter (where not ${s.approved})::int as pending,
          coalesce(sum(${s.amountCents}) filter (where not ${s.approved}), 0)::float8 as pending_cents
        from ${fromStatement}
        where ${s.deletedAt} is null and not ${s.isFee} and ${s.website} = any(${list(websites)}::text[])
          and ${s.date} between ${from}::date and ${to}::date
        group by 1, 2, 3`,
  );
  return rows.map((row) => ({
    website: String(row.website),
    side: row.side as Side,
    date: String(row.date),
    count: Number(row.count),
    pending: Number(row.pending),
    pendingCents: Number(row.pending_cents),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Risk signals (insights/insights.service.ts, decision 044).

/** A day's deposit credit with the BO deposit it is paired with: the input of the two funding signals. */
export interface FundingPair {
  boId: number;
  mutasiId: number;
  userName: string;
  senderName: string | null;
  senderAccount: string | null;
}

/**
 * A day's statement credits with the BO deposit each is paired with. A busy day is 50k pairs, so PostgreSQL writes
 * them as one JSON text of arrays and the server parses it once, with no row objects in between.
 */
export async function fundingPairs(db: Db, website: string, date: IsoDate): Promise<FundingPair[]> {
  const bo = alias(boRow, 'b');
  const { rows } = await exec<{ json: string }>(
    db,
    sql`select coalesce(json_agg(json_build_array(${bo.id}, ${s.id}, ${bo.username}, ${s.senderName},
            ${s.counterpartyAccount})), '[]')::text as json
        from ${fromStatement}
        join ${boRow} ${sql.identifier('b')} on ${bo.id} = ${s.boId} and ${bo.deletedAt} is null
        where ${s.website} = ${website} and ${s.side} = 'DEPO' and ${s.date} = ${date}::date
          and ${s.deletedAt} is null and ${s.approved} and not ${s.isFee}`,
  );
  const tuples = JSON.parse(rows[0]!.json) as [number, number, string, string | null, string | null][];
  return tuples.map(([boId, mutasiId, userName, senderName, senderAccount]) => ({
    boId,
    mutasiId,
    userName,
    senderName,
    senderAccount,
  }));
}

/** Whether the upload `uploadId` still holds statement rows it added (none deleted since, 24-hour delete aside). */
export const uploadHoldsStatements = (uploadId: Column) =>
  sql`exists (select 1 from ${statementRow} where ${statementRow.uploadId} = ${uploadId} and ${statementRow.deletedAt} is null)`;

/**
 * A Data Bank account removed: its statement rows keep their corporate account text and lose the link (what a
 * foreign key's ON DELETE SET NULL did before decision 049).
 */
export async function forgetAccount(db: Db, accountId: number) {
  await exec(
    db,
    sql`update ${fromStatement} set ${columnName(s.accountId)} = null where ${s.accountId} = ${accountId}`,
  );
}
