/** Writing a run's decisions. */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, exec, list } from '../../../db/client';
import { columnName } from '../../../db/identifier';
import type { statementRow } from '../../../db/schema';
import type { PairToStore, Reopened } from '../row-model';
import { BACK_TO_PENDING, fromStatement, s, staged } from './columns';
import { statementStage } from './staging';

/** A run's pairs as one JSON parameter, read as a table (../bo/run-writes.ts says why). */
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

/**
 * Pairs stored statement rows: approved with the pair's reason, showing the BO ticket, made by `actorId` at `at`.
 */
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
