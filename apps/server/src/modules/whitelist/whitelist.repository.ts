import { asc, count, eq } from 'drizzle-orm';
import type { PageParams } from '@rekon/contracts';
import type { Db } from '../../db/client';
import { editor, isEditorOf } from '../../db/editor';
import { whitelist } from '../../db/schema';
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
