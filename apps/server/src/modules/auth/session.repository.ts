import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Role } from '@rekon/contracts';
import type { Db } from '../../db/client';
import { account, session, website } from '../../db/schema';

export interface SessionRecord {
  session_token_hash: Buffer;
  session_last_seen_at: Date;
  session_expires_at: Date;
  account_id: number;
  account_name: string;
  account_role: Role;
  account_status: boolean;
  account_must_change_password: boolean;
  account_website: number | null;
  website_code: string | null;
  website_name: string | null;
}

export async function findSession(db: Db, tokenHash: Buffer): Promise<SessionRecord | undefined> {
  const [row] = await db
    .select({
      session_token_hash: session.session_token_hash,
      session_last_seen_at: session.session_last_seen_at,
      session_expires_at: session.session_expires_at,
      account_id: account.account_id,
      account_name: account.account_name,
      account_role: account.account_role,
      account_status: account.account_status,
      account_must_change_password: account.account_must_change_password,
      account_website: account.account_website,
      website_code: website.website_code,
      website_name: website.website_name,
    })
    .from(session)
    .innerJoin(account, eq(account.account_id, session.session_account_id))
    .leftJoin(website, eq(website.website_id, account.account_website))
    .where(eq(session.session_token_hash, tokenHash));
  return row;
}

export async function insertSession(
  db: Db,
  values: {
    tokenHash: Buffer;
    accountId: number;
    now: Date;
    expiresAt: Date;
    ip: string;
    userAgent: string | null;
  },
) {
  await db.insert(session).values({
    session_token_hash: values.tokenHash,
    session_account_id: values.accountId,
    session_created_at: values.now,
    session_last_seen_at: values.now,
    session_expires_at: values.expiresAt,
    session_ip: values.ip,
    session_user_agent: values.userAgent,
  });
}

export async function touchSession(db: Db, tokenHash: Buffer, now: Date) {
  await db
    .update(session)
    .set({ session_last_seen_at: now })
    .where(eq(session.session_token_hash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: Buffer) {
  await db.delete(session).where(eq(session.session_token_hash, tokenHash));
}

/** Ends every session of an account, except optionally the one making the change. */
export async function deleteSessionsOfAccount(db: Db, accountId: number, keep?: Buffer) {
  await db
    .delete(session)
    .where(
      and(eq(session.session_account_id, accountId), keep ? ne(session.session_token_hash, keep) : undefined),
    );
}

/** Removes sessions past their absolute or idle limit. */
export async function deleteExpiredSessions(db: Db, now: Date, idleMs: number) {
  await db
    .delete(session)
    .where(
      or(
        lt(session.session_expires_at, now),
        lt(session.session_last_seen_at, sql`${new Date(now.getTime() - idleMs)}::timestamptz`),
      ),
    );
}
