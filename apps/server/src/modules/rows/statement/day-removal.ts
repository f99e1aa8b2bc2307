/** Deleting a day's uploads within 24 hours (review/delete-uploads.service.ts). */
import type { IsoDate } from '@rekon/contracts';
import { sql } from 'drizzle-orm';
import { type Db, exec, list } from '../../../db/client';
import { statementRow, upload } from '../../../db/schema';
import type { Side } from '../row-model';
import { BACK_TO_PENDING, fromStatement, s } from './columns';

const uploadedSince = (cutoff: Date) =>
  sql`exists (select 1 from ${upload} where ${upload.upload_id} = ${s.uploadId} and ${upload.upload_created_at} >= ${cutoff}::timestamptz)`;

/** The website's statement rows of `date` (both sides) uploaded since `cutoff`, with the BO row of their pair. */
export async function recentStatements(db: Db, website: string, date: IsoDate, cutoff: Date) {
  const { rows } = await exec<{ id: number; side: Side; bo: number | null; live: boolean }>(
    db,
    sql`select ${s.id} as id, ${s.side} as side, ${s.boId} as bo, ${s.deletedAt} is null as live from ${fromStatement}
        where ${s.website} = ${website} and ${s.date} = ${date}::date and ${uploadedSince(cutoff)}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    side: row.side,
    boId: row.bo === null ? null : Number(row.bo),
    live: row.live === true,
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
