/** Deleting a day's uploads within 24 hours (review/delete-uploads.service.ts). */
import type { IsoDate } from '@rekon/contracts';
import { sql } from 'drizzle-orm';
import { type Db, exec, list } from '../../../db/client';
import { boRow, upload } from '../../../db/schema';
import type { Side } from '../row-model';
import { BACK_TO_PENDING, b, fromBo } from './columns';

/** Rows of a website's business date by their upload's time: uploaded since `cutoff`, or before it. */
const uploadedSince = (cutoff: Date) =>
  sql`exists (select 1 from ${upload} where ${upload.upload_id} = ${b.uploadId} and ${upload.upload_created_at} >= ${cutoff}::timestamptz)`;

/**
 * The website's BO rows of `date` (both sides, soft-deleted ones too, `live` false) whose upload is at most as old
 * as `cutoff`.
 */
export async function recentBo(db: Db, website: string, date: IsoDate, cutoff: Date) {
  const { rows } = await exec<{ id: number; side: Side; live: boolean }>(
    db,
    sql`select ${b.id} as id, ${b.side} as side, ${b.deletedAt} is null as live from ${fromBo}
        where ${b.website} = ${website} and ${b.businessDate} = ${date}::date and ${uploadedSince(cutoff)}`,
  );
  return rows.map((row) => ({ id: Number(row.id), side: row.side, live: row.live === true }));
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
