/** Writing a run's decisions: fresh rows once, from the stage; stored rows only where something changed. */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, exec, list } from '../../../db/client';
import { columnName } from '../../../db/identifier';
import type { boRow } from '../../../db/schema';
import type { PairToStore, PendingInsight, Reopened } from '../row-model';
import { BACK_TO_PENDING, b, fromBo, staged } from './columns';
import { boStage } from './staging';

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
