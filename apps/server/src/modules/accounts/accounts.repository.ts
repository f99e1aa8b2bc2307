import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PageParams } from '@rekon/contracts';
import { exec, type Db } from '../../db/client';
import { editor, isEditorOf } from '../../db/editor';
import { account, website } from '../../db/schema';

type NewAccount = typeof account.$inferInsert;
type AccountChange = Partial<typeof account.$inferInsert>;
import { pageWindow } from '../../http/paging';
import { toIso } from '../../lib/text';

/** One page of accounts; `websiteId` limits a CHECKER to the accounts of its own website. */
export async function listPage(db: Db, websiteId: number | null, page: PageParams) {
  const where = websiteId === null ? undefined : eq(account.account_website, websiteId);
  const { limit, offset } = pageWindow(page);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        account_id: account.account_id,
        account_name: account.account_name,
        account_role: account.account_role,
        account_website: account.account_website,
        website_code: website.website_code,
        account_status: account.account_status,
        account_created_by: account.account_created_by,
        account_created_at: account.account_created_at,
        account_last_edited_at: account.account_last_edited_at,
        account_last_edited_by: account.account_last_edited_by,
        account_last_edited_by_name: editor.account_name,
      })
      .from(account)
      .leftJoin(website, eq(website.website_id, account.account_website))
      .leftJoin(editor, isEditorOf(account.account_last_edited_by, account.account_created_by))
      .where(where)
      .orderBy(asc(account.account_id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(account).where(where),
  ]);
  return {
    rows: rows.map(({ account_created_at, ...row }) => ({
      ...row,
      account_last_edited_at: toIso(row.account_last_edited_at ?? account_created_at),
      account_last_edited_by: row.account_last_edited_by ?? row.account_created_by,
    })),
    total: totalRow?.total ?? 0,
  };
}

export async function findById(db: Db, id: number) {
  const [row] = await db
    .select({
      account_id: account.account_id,
      account_name: account.account_name,
      account_password: account.account_password,
      account_role: account.account_role,
      account_status: account.account_status,
      account_website: account.account_website,
      website_code: website.website_code,
    })
    .from(account)
    .leftJoin(website, eq(website.website_id, account.account_website))
    .where(eq(account.account_id, id));
  return row;
}

export async function nameExists(db: Db, name: string) {
  const [row] = await db
    .select({ id: account.account_id })
    .from(account)
    .where(sql`lower(${account.account_name}) = ${name.trim().toLowerCase()}`);
  return row !== undefined;
}

/**
 * Active ADMINs, read with a lock on their rows so that two concurrent deactivations cannot both see
 * "another admin is left".
 */
export async function lockActiveAdmins(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: account.account_id })
    .from(account)
    .where(and(eq(account.account_role, 'ADMIN'), eq(account.account_status, true)))
    .for('update');
  return rows.map((row) => row.id);
}

export async function countAccounts(db: Db) {
  const [row] = await db.select({ total: count() }).from(account);
  return row?.total ?? 0;
}

/** The code of a website, or undefined when there is no such website. */
export async function websiteCodeOf(db: Db, websiteId: number) {
  const [site] = await db
    .select({ code: website.website_code })
    .from(website)
    .where(eq(website.website_id, websiteId));
  return site?.code;
}

export async function insertAccount(db: Db, values: NewAccount) {
  const [row] = await db
    .insert(account)
    .values(values)
    .returning({ account_id: account.account_id, account_name: account.account_name });
  return row!;
}

export async function updateAccount(db: Db, id: number, change: AccountChange) {
  await db.update(account).set(change).where(eq(account.account_id, id));
}

export async function deleteAccount(db: Db, id: number) {
  await db.delete(account).where(eq(account.account_id, id));
}

const BOOTSTRAP_LOCK_KEY = 726_931_002;

/** Serializes the first start of several processes on one database; held until the transaction ends. */
export async function lockBootstrap(db: Db) {
  await exec(db, sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
}
