import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { exec, type Db } from '../../db/client';
import { loginFailure, loginKnown, loginLockout } from '../../db/schema';

/** The statements of sign-in throttling (throttle.ts holds its rules). */

export type LockScope = 'account_ip' | 'account' | 'ip';

export interface LockKey {
  scope: LockScope;
  accountKey: string;
  ip: string;
}

const matches = (key: LockKey) =>
  and(
    eq(loginLockout.login_lockout_scope, key.scope),
    eq(loginLockout.login_lockout_account_key, key.accountKey),
    eq(loginLockout.login_lockout_ip, key.ip),
  );

/** The locks of these keys that run past `now`. */
export function runningLocksOf(db: Db, keys: LockKey[], now: Date) {
  return db
    .select({ scope: loginLockout.login_lockout_scope, until: loginLockout.login_lockout_until })
    .from(loginLockout)
    .where(and(gt(loginLockout.login_lockout_until, now), or(...keys.map(matches))));
}

/** Whether the account signed in from this address after `since`. */
export async function knownSince(db: Db, accountKey: string, ip: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ at: loginKnown.login_known_at })
    .from(loginKnown)
    .where(
      and(
        eq(loginKnown.login_known_account_key, accountKey),
        eq(loginKnown.login_known_ip, ip),
        gt(loginKnown.login_known_at, since),
      ),
    );
  return row !== undefined;
}

/** Marks the address known to the account at `now`, and forgets what was known only before `forgetBefore`. */
export async function upsertKnown(db: Db, accountKey: string, ip: string, now: Date, forgetBefore: Date) {
  await db
    .insert(loginKnown)
    .values({ login_known_account_key: accountKey, login_known_ip: ip, login_known_at: now })
    .onConflictDoUpdate({
      target: [loginKnown.login_known_account_key, loginKnown.login_known_ip],
      set: { login_known_at: now },
    });
  await db.delete(loginKnown).where(lt(loginKnown.login_known_at, forgetBefore));
}

export async function insertFailure(db: Db, accountKey: string, ip: string, now: Date) {
  await db.insert(loginFailure).values({
    login_failure_account_key: accountKey,
    login_failure_ip: ip,
    login_failure_at: now,
  });
}

export interface FailureCounts {
  account_ip: number;
  account: number;
  /** The failure that must leave the window before the account may be tried again. */
  account_oldest: Date | string | null;
  ip: number;
}

/** Where each count of `countFailures` starts, and which failure of the account is its `account_oldest`. */
export interface CountWindows {
  accountIpSince: Date;
  accountSince: Date;
  ipSince: Date;
  anySince: Date;
  accountFailures: number;
}

/**
 * The failures of the pair (since its last lock ended), of the account, and of the address over names that are
 * not accounts, in one read.
 */
export async function countFailures(
  db: Db,
  accountKey: string,
  ip: string,
  w: CountWindows,
): Promise<FailureCounts | undefined> {
  const { rows } = await exec<FailureCounts>(
    db,
    sql`select
      count(*) filter (where login_failure_account_key = ${accountKey} and login_failure_ip = ${ip}
        and login_failure_at > ${w.accountIpSince}::timestamptz
        and login_failure_at >= coalesce((select login_lockout_until from login_lockout
          where login_lockout_scope = 'account_ip' and login_lockout_account_key = ${accountKey}
            and login_lockout_ip = ${ip}), '-infinity'::timestamptz))::int as account_ip,
      count(*) filter (where login_failure_account_key = ${accountKey}
        and login_failure_at > ${w.accountSince}::timestamptz)::int as account,
      (array_agg(login_failure_at order by login_failure_at desc)
        filter (where login_failure_account_key = ${accountKey}
          and login_failure_at > ${w.accountSince}::timestamptz))[${w.accountFailures}::int]
        as account_oldest,
      count(*) filter (where login_failure_ip = ${ip}
        and login_failure_at > ${w.ipSince}::timestamptz
        and not exists (select 1 from account where lower(account_name) = login_failure_account_key))::int as ip
    from login_failure
    where (login_failure_account_key = ${accountKey} or login_failure_ip = ${ip})
      and login_failure_at > ${w.anySince}::timestamptz`,
  );
  return rows[0];
}

export async function deleteFailuresBefore(db: Db, before: Date) {
  await db.delete(loginFailure).where(lt(loginFailure.login_failure_at, before));
}

export async function isLockRunning(db: Db, key: LockKey, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ until: loginLockout.login_lockout_until })
    .from(loginLockout)
    .where(and(matches(key), gt(loginLockout.login_lockout_until, now)));
  return row !== undefined;
}

/** The key's lock row (running or not), with its level. */
export async function findLock(db: Db, key: LockKey) {
  const [row] = await db
    .select({ until: loginLockout.login_lockout_until, level: loginLockout.login_lockout_level })
    .from(loginLockout)
    .where(matches(key));
  return row;
}

export async function upsertLock(db: Db, key: LockKey, until: Date, level: number) {
  await db
    .insert(loginLockout)
    .values({
      login_lockout_scope: key.scope,
      login_lockout_account_key: key.accountKey,
      login_lockout_ip: key.ip,
      login_lockout_until: until,
      login_lockout_level: level,
    })
    .onConflictDoUpdate({
      target: [
        loginLockout.login_lockout_scope,
        loginLockout.login_lockout_account_key,
        loginLockout.login_lockout_ip,
      ],
      set: { login_lockout_until: until, login_lockout_level: level },
    });
}

export async function deletePairFailures(db: Db, accountKey: string, ip: string) {
  await db
    .delete(loginFailure)
    .where(
      and(eq(loginFailure.login_failure_account_key, accountKey), eq(loginFailure.login_failure_ip, ip)),
    );
}

/** Deletes the account's failures and locks; answers when each deleted lock ran until. */
export async function deleteAccountFailuresAndLocks(db: Db, accountKey: string) {
  await db.delete(loginFailure).where(eq(loginFailure.login_failure_account_key, accountKey));
  return db
    .delete(loginLockout)
    .where(eq(loginLockout.login_lockout_account_key, accountKey))
    .returning({ until: loginLockout.login_lockout_until });
}
