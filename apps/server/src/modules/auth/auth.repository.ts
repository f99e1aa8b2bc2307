import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, website } from '../../db/schema';

/** The account a sign-in names (`accountKey`: its name trimmed and lowercased), with what the session needs. */
export async function findAccountByKey(db: Db, accountKey: string) {
  const [row] = await db
    .select({
      account_id: account.account_id,
      account_name: account.account_name,
      account_password: account.account_password,
      account_status: account.account_status,
      account_role: account.account_role,
      account_website: account.account_website,
      account_must_change_password: account.account_must_change_password,
      website_code: website.website_code,
      website_name: website.website_name,
    })
    .from(account)
    .leftJoin(website, eq(website.website_id, account.account_website))
    .where(sql`lower(${account.account_name}) = ${accountKey}`);
  return row;
}

/** Stores a password's new hash (a rehash with today's parameters; nothing else changes). */
export async function setPasswordHash(db: Db, accountId: number, hash: string) {
  await db.update(account).set({ account_password: hash }).where(eq(account.account_id, accountId));
}
