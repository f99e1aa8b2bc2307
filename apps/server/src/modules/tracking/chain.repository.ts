import { desc, sql } from 'drizzle-orm';
import { exec, type Db } from '../../db/client';
import { trackingVerification } from '../../db/schema';

/** The reads and writes of the Tracking chain's verification (chain.ts holds the walk and its verdicts). */

/** The fields the hash covers, as text the way the database's tracking_canonical() sees them. */
export interface ChainRow {
  id: string;
  website: string;
  username: string;
  role: string;
  /** The creation time in microseconds since 1970-01-01 UTC. */
  micros: string;
  activity: string;
  accountId: string | null;
  ip: string | null;
  prevHash: string | null;
  hash: string | null;
}

/** Makes the rest of the transaction one read-only snapshot. */
export async function readOnlySnapshot(trx: Db) {
  await exec(trx, sql`set transaction isolation level repeatable read, read only`);
}

/** The chain's head: the last row id it names and that row's hash; undefined when the head row was removed. */
export async function readHead(trx: Db) {
  const { rows: heads } = await exec<{ last: string; hash: string }>(
    trx,
    sql`select chain_last_id::text as last, chain_hash as hash from tracking_chain`,
  );
  return heads[0];
}

/** Up to `limit` Tracking rows after `afterId` (null: from the first), in id order, as the hash covers them. */
export async function readChainPage(trx: Db, afterId: string | null, limit: number): Promise<ChainRow[]> {
  const { rows }: { rows: ChainRow[] } = await exec<ChainRow>(
    trx,
    sql`select tracking_id::text as "id", tracking_website as "website", tracking_username as "username",
               tracking_role as "role",
               ((extract(epoch from tracking_crated_at) * 1000000)::bigint)::text as "micros",
               tracking_activity as "activity", tracking_account_id::text as "accountId",
               tracking_ip as "ip", tracking_prev_hash as "prevHash", tracking_hash as "hash"
          from tracking where tracking_id > ${afterId ?? '-1'}::bigint
         order by tracking_id limit ${limit}`,
  );
  return rows;
}

export async function insertVerification(db: Db, values: typeof trackingVerification.$inferInsert) {
  await db.insert(trackingVerification).values(values);
}

export async function findLastVerification(db: Db) {
  const [row] = await db
    .select()
    .from(trackingVerification)
    .orderBy(desc(trackingVerification.verification_id))
    .limit(1);
  return row;
}
