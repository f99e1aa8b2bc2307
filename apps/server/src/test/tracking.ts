import { sql } from 'drizzle-orm';
import { exec, type Db } from '../db/client';

export interface TrackingRecord {
  tracking_id: number;
  tracking_website: string;
  tracking_username: string;
  tracking_role: string;
  tracking_activity: string;
}

/** The id of the newest audit row, to read what an action adds after it. */
export async function lastTrackingId(db: Db): Promise<number> {
  const { rows } = await exec<{ id: number | null }>(
    db,
    sql`select max(tracking_id)::int as id from tracking`,
  );
  return rows[0]?.id ?? 0;
}

export async function trackingSince(db: Db, id: number): Promise<TrackingRecord[]> {
  const { rows } = await exec<TrackingRecord>(
    db,
    sql`select tracking_id::int as tracking_id, tracking_website, tracking_username, tracking_role, tracking_activity
        from tracking where tracking_id > ${id} order by tracking_id`,
  );
  return rows;
}
