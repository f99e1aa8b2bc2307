import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PageParams } from '@rekon/contracts';
import { exec, type Db } from '../../db/client';
import { tracking } from '../../db/schema';
import { pageWindow } from '../../http/paging';

/** Escapes LIKE wildcards so a search for `50%` finds the text `50%`. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the audit trail, newest first. `website` null means every row (ADMIN's "all"). */
export async function listPage(db: Db, website: string | null, search: string | null, page: PageParams) {
  const conditions: SQL[] = [];
  if (website) conditions.push(eq(tracking.tracking_website, website));
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      or(ilike(tracking.tracking_username, pattern), ilike(tracking.tracking_activity, pattern))!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(page);
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(tracking).where(where).orderBy(desc(tracking.tracking_id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(tracking).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      tracking_id: row.tracking_id,
      tracking_website: row.tracking_website,
      tracking_username: row.tracking_username,
      tracking_role: row.tracking_role,
      tracking_activity: row.tracking_activity,
      tracking_crated_at: row.tracking_crated_at.toISOString(),
    })),
    total: totalRow?.total ?? 0,
  };
}

/** Audit rows, in one statement. */
export async function insertRows(db: Db, rows: (typeof tracking.$inferInsert)[]) {
  await db.insert(tracking).values(rows);
}

/** The id of the website's last Tracking row whose activity is `like` the pattern, or null. */
export async function lastTrackingIdLike(db: Db, website: string, like: string): Promise<number | null> {
  const { rows } = await exec<{ id: number | string | null }>(
    db,
    sql`select max(tracking_id) as id from tracking where tracking_website = ${website} and tracking_activity like ${like}`,
  );
  const id = rows[0]?.id;
  return id === null || id === undefined ? null : Number(id);
}
