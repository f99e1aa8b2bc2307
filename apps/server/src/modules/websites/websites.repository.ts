import { asc, count, eq } from 'drizzle-orm';
import type { PageParams } from '@rekon/contracts';
import type { Db } from '../../db/client';
import { editor, isEditorOf } from '../../db/editor';
import { account, akunBank, website } from '../../db/schema';

type NewWebsite = typeof website.$inferInsert;
type WebsiteChange = Partial<typeof website.$inferInsert>;
import { pageWindow } from '../../http/paging';
import { toIso } from '../../lib/text';

const optionColumns = {
  website_id: website.website_id,
  website_name: website.website_name,
  website_code: website.website_code,
  website_panel: website.website_panel,
  website_bo_scale: website.website_bo_scale,
};

/** Every website, or the one of a CHECKER or CS (`websiteId`). */
export function listOptions(db: Db, websiteId: number | null) {
  return db
    .select(optionColumns)
    .from(website)
    .where(websiteId === null ? undefined : eq(website.website_id, websiteId))
    .orderBy(asc(website.website_code));
}

export async function listPage(db: Db, websiteId: number | null, page: PageParams) {
  const where = websiteId === null ? undefined : eq(website.website_id, websiteId);
  const { limit, offset } = pageWindow(page);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ row: website, editorName: editor.account_name })
      .from(website)
      .leftJoin(editor, isEditorOf(website.website_last_edited_by, website.website_created_by))
      .where(where)
      .orderBy(asc(website.website_id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(website).where(where),
  ]);
  return {
    rows: rows.map(({ row, editorName }) => ({
      website_id: row.website_id,
      website_name: row.website_name,
      website_code: row.website_code,
      website_panel: row.website_panel,
      website_bo_scale: row.website_bo_scale,
      website_last_edited_at: toIso(row.website_last_edited_at ?? row.website_created_at),
      website_last_edited_by: row.website_last_edited_by ?? row.website_created_by,
      website_last_edited_by_name: editorName,
    })),
    total: totalRow?.total ?? 0,
  };
}

export async function findById(db: Db, id: number) {
  const [row] = await db.select().from(website).where(eq(website.website_id, id));
  return row;
}

/** A website by its code; `forShare` holds it against removal until the transaction ends. */
export async function findByCode(db: Db, code: string, { forShare = false } = {}) {
  const query = db.select().from(website).where(eq(website.website_code, code));
  const [row] = forShare ? await query.for('share') : await query;
  return row;
}

/**
 * Whether anything still points at the website. Later tables (uploads, BO and mutasi rows) add their own
 * check here, so a website with data can never be deleted.
 */
export async function isReferenced(db: Db, websiteId: number, code: string): Promise<boolean> {
  const [accounts, banks] = await Promise.all([
    db
      .select({ id: account.account_id })
      .from(account)
      .where(eq(account.account_website, websiteId))
      .limit(1),
    db
      .select({ id: akunBank.akun_bank_id })
      .from(akunBank)
      .where(eq(akunBank.akun_bank_website, code))
      .limit(1),
  ]);
  return accounts.length > 0 || banks.length > 0;
}

export async function insertWebsite(db: Db, values: NewWebsite) {
  const [row] = await db
    .insert(website)
    .values(values)
    .returning({ website_id: website.website_id, website_code: website.website_code });
  return row!;
}

export async function updateWebsite(db: Db, id: number, change: WebsiteChange) {
  await db.update(website).set(change).where(eq(website.website_id, id));
}

export async function deleteWebsite(db: Db, id: number) {
  await db.delete(website).where(eq(website.website_id, id));
}
