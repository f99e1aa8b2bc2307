import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { PageParams } from '@rekon/contracts';
import { exec, type Db } from '../../db/client';
import { editor, isEditorOf } from '../../db/editor';
import { whitelist } from '../../db/schema';

type NewEntry = typeof whitelist.$inferInsert;
type EntryChange = Partial<typeof whitelist.$inferInsert>;
import { pageWindow } from '../../http/paging';
import { toIso } from '../../lib/text';

export async function listPage(db: Db, page: PageParams) {
  const { limit, offset } = pageWindow(page);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ row: whitelist, editorName: editor.account_name })
      .from(whitelist)
      .leftJoin(editor, isEditorOf(whitelist.whitelist_last_edited_by, whitelist.whitelist_created_by))
      .orderBy(asc(whitelist.whitelist_id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(whitelist),
  ]);
  return {
    rows: rows.map(({ row, editorName }) => ({
      Whitelist_id: row.whitelist_id,
      Whitelist_ip: row.whitelist_ip,
      Whitelist_status: row.whitelist_status,
      Whitelist_last_edited_at: toIso(row.whitelist_last_edited_at ?? row.whitelist_created_at),
      Whitelist_last_edited_by: row.whitelist_last_edited_by ?? row.whitelist_created_by,
      Whitelist_last_edited_by_name: editorName,
    })),
    total: totalRow?.total ?? 0,
  };
}

export async function findById(db: Db, id: number) {
  const [row] = await db.select().from(whitelist).where(eq(whitelist.whitelist_id, id));
  return row;
}

export async function findByIp(db: Db, ip: string) {
  const [row] = await db.select().from(whitelist).where(eq(whitelist.whitelist_ip, ip));
  return row;
}

/** Any constant: one advisory-lock key for every change to the whitelist, in every process. */
const WHITELIST_LOCK_KEY = 726_931_003;

/**
 * Serializes whitelist changes: two admins switching off each other's entries at once would each see the
 * other's entry still active and together empty the list. Held until the transaction ends.
 */
export const lockWhitelist = (trx: Db) => exec(trx, sql`select pg_advisory_xact_lock(${WHITELIST_LOCK_KEY})`);

/** Every entry, oldest first (the server console's list). */
export function listAll(db: Db) {
  return db.select().from(whitelist).orderBy(asc(whitelist.whitelist_id));
}

/** The addresses of the active entries. */
export async function activeIps(db: Db): Promise<string[]> {
  const rows = await db
    .select({ ip: whitelist.whitelist_ip })
    .from(whitelist)
    .where(eq(whitelist.whitelist_status, true));
  return rows.map((row) => row.ip);
}

/** How many active entries there are besides `exceptId`. */
export async function countOtherActive(db: Db, exceptId: number) {
  const [others] = await db
    .select({ n: count() })
    .from(whitelist)
    .where(and(eq(whitelist.whitelist_status, true), ne(whitelist.whitelist_id, exceptId)));
  return others?.n ?? 0;
}

export async function countEntries(db: Db) {
  const [{ total } = { total: 0 }] = (
    await exec<{ total: number }>(db, sql`select count(*)::int as total from whitelist`)
  ).rows;
  return total;
}

export async function insertEntries(db: Db, values: NewEntry[]) {
  await db.insert(whitelist).values(values);
}

export async function insertEntry(db: Db, values: NewEntry) {
  const [row] = await db
    .insert(whitelist)
    .values(values)
    .returning({ Whitelist_id: whitelist.whitelist_id, Whitelist_ip: whitelist.whitelist_ip });
  return row!;
}

export async function updateEntry(db: Db, id: number, change: EntryChange) {
  await db.update(whitelist).set(change).where(eq(whitelist.whitelist_id, id));
}

export async function deleteEntry(db: Db, id: number) {
  await db.delete(whitelist).where(eq(whitelist.whitelist_id, id));
}
