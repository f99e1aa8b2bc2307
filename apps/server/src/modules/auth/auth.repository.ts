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

/**
 * Whether the account still has this password hash and is active, read with a share lock: a password change or a
 * deactivation committed while a sign-in verified the old password waits for, or is seen by, the session's insert.
 */
export async function stillSignsInWith(db: Db, accountId: number, passwordHash: string): Promise<boolean> {
  const [row] = await db
    .select({ password: account.account_password, active: account.account_status })
    .from(account)
    .where(eq(account.account_id, accountId))
    .for('share');
  return row !== undefined && row.active && row.password === passwordHash;
}
