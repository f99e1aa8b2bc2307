/** A checker's choice of counterpart (review/approve.service.ts). */
import type { IsoDate } from '@rekon/contracts';
import { sql } from 'drizzle-orm';
import { type Db, exec, list, readRows } from '../../../db/client';
import { columnName } from '../../../db/identifier';
import { account, refusedPair } from '../../../db/schema';
import type { EngineStatement, Side } from '../row-model';
import { changedIds } from '../changed-ids';
import { BACK_TO_PENDING, fromStatement, s } from './columns';
import { type EngineRecord, engineColumns, toEngineStatement } from './engine-view';

/**
 * Pending, undeleted, non-fee statement rows of the website among `ids`: what a checker may pick as counterparts.
 */
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
export function explainStatements(
  db: Db,
  items: readonly { id: number; pass: string; remark: string }[],
  at: Date,
  actorId: number,
): Promise<Set<number>> {
  return changedIds(
    db,
    items.length,
    sql`update ${fromStatement} set ${columnName(s.approved)} = true, ${columnName(s.remark)} = e.remark,
          ${columnName(s.matchPass)} = e.pass, ${columnName(s.matchedAt)} = ${at}::timestamptz,
          ${columnName(s.approvedBy)} = ${actorId}::int, ${columnName(s.contested)} = false,
          ${columnName(s.reopened)} = null
        from unnest(${list(items.map((item) => item.id))}::bigint[], ${list(items.map((item) => item.pass))}::text[],
          ${list(items.map((item) => item.remark))}::text[]) as e(id, pass, remark)
        where ${s.id} = e.id and not ${s.approved} and ${s.deletedAt} is null and not ${s.isFee}
        returning ${s.id} as id`,
  );
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
export function undoStatements(db: Db, ids: readonly number[]): Promise<Set<number>> {
  return changedIds(
    db,
    ids.length,
    sql`update ${fromStatement} set ${BACK_TO_PENDING}, ${columnName(s.reopened)} = null,
          ${columnName(s.contested)} = false
        where ${s.id} = any(${list(ids)}::bigint[]) and ${s.approved} and ${s.deletedAt} is null and not ${s.isFee}
        returning ${s.id} as id`,
  );
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

/** A pair a person undid: never made again automatically, nor offered first again, for those two rows. */
export type Refusal = typeof refusedPair.$inferInsert;

/** Records pairs a person undid (decision 055); a pair refused before stays as it was. */
export async function refusePairs(db: Db, refusals: readonly Refusal[]) {
  if (refusals.length > 0)
    await db
      .insert(refusedPair)
      .values([...refusals])
      .onConflictDoNothing();
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
