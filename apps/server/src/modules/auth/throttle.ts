import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { exec, type Db } from '../../db/client';
import { loginFailure, loginKnown, loginLockout } from '../../db/schema';

/**
 * Sign-in throttling (security.md goal G5), kept in the database so that every server process shares it.
 * Keyed so that nobody can lock a colleague out by failing (decisions 041 and 062):
 * - account + IP: 5 failures in 15 min lock that pair, and only that pair, for 15 min, doubling at each
 *   repeat up to 1 hour: the address that fails is the one kept out of that account;
 * - account, from any IP (soft): 20 failures in 15 min hold the account until the oldest of them is 15 min
 *   old, never longer, **except from an address the account signed in from in the last 90 days** (its "known"
 *   addresses): strangers elsewhere cannot keep the owner out of the office it works from. Every account is held
 *   to at most 20 failed verifications per 15 minutes from unknown addresses, plus 5 per known address (fewer
 *   as that pair's lock doubles);
 * - IP, over names that are not accounts: 50 such failures in 15 min make that IP's further tries with unknown
 *   names cheap (no hash, no Tracking row) for 15 min. It never applies to an existing account: failures with
 *   made-up names or with other accounts never stop an account signing in with its right password.
 * Locks expire by themselves (no permanent lockout), and an ADMIN lifts an account's at once (unlock,
 * password reset or activation).
 */
export const THROTTLE = {
  accountIp: { failures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000, maxLockMs: 60 * 60_000 },
  account: { failures: 20, windowMs: 15 * 60_000 },
  ip: { failures: 50, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  /** Failures and lock levels are forgotten after a day. */
  memoryMs: 24 * 60 * 60_000,
  /** An address an account signed in from stays known to it this long. */
  knownMs: 90 * 24 * 60 * 60_000,
} as const;

/** How far back the counts of one failure look: the longest of the three windows. */
const COUNT_WINDOW_MS = Math.max(
  THROTTLE.accountIp.windowMs,
  THROTTLE.account.windowMs,
  THROTTLE.ip.windowMs,
);

export type LockScope = 'account_ip' | 'account' | 'ip';

interface LockKey {
  scope: LockScope;
  accountKey: string;
  ip: string;
}

const keysOf = (accountKey: string, ip: string): LockKey[] => [
  { scope: 'account_ip', accountKey, ip },
  { scope: 'account', accountKey, ip: '' },
  { scope: 'ip', accountKey: '', ip },
];

const matches = (key: LockKey) =>
  and(
    eq(loginLockout.login_lockout_scope, key.scope),
    eq(loginLockout.login_lockout_account_key, key.accountKey),
    eq(loginLockout.login_lockout_ip, key.ip),
  );

/** Who is signing in, as far as the locks care. */
export interface Attempt {
  /** The name is an account's (active or not). */
  exists: boolean;
  /** The account signed in from this address in the last 90 days. */
  knownHere: boolean;
}

/** The locks that hold this attempt back, each with the seconds it still runs. */
export async function locksOn(
  db: Db,
  accountKey: string,
  ip: string,
  now: Date,
  attempt: Attempt,
): Promise<{ scope: LockScope; seconds: number }[]> {
  const keys = keysOf(accountKey, ip).filter(
    (key) =>
      key.scope === 'account_ip' ||
      (key.scope === 'account' && !attempt.knownHere) ||
      (key.scope === 'ip' && !attempt.exists),
  );
  const rows = await db
    .select({ scope: loginLockout.login_lockout_scope, until: loginLockout.login_lockout_until })
    .from(loginLockout)
    .where(and(gt(loginLockout.login_lockout_until, now), or(...keys.map(matches))));
  return rows.map((row) => ({
    scope: row.scope,
    seconds: Math.max(1, Math.ceil((row.until.getTime() - now.getTime()) / 1000)),
  }));
}

/** Whether the account signed in from this address in the last 90 days. */
export async function isKnownAt(db: Db, accountKey: string, ip: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ at: loginKnown.login_known_at })
    .from(loginKnown)
    .where(
      and(
        eq(loginKnown.login_known_account_key, accountKey),
        eq(loginKnown.login_known_ip, ip),
        gt(loginKnown.login_known_at, new Date(now.getTime() - THROTTLE.knownMs)),
      ),
    );
  return row !== undefined;
}

/** A successful sign-in makes (or keeps) the address known to the account. */
export async function rememberAddress(db: Db, accountKey: string, ip: string, now: Date) {
  await db
    .insert(loginKnown)
    .values({ login_known_account_key: accountKey, login_known_ip: ip, login_known_at: now })
    .onConflictDoUpdate({
      target: [loginKnown.login_known_account_key, loginKnown.login_known_ip],
      set: { login_known_at: now },
    });
  await db
    .delete(loginKnown)
    .where(lt(loginKnown.login_known_at, new Date(now.getTime() - THROTTLE.knownMs)));
}

export interface NewLock {
  scope: LockScope;
  until: Date;
}

interface FailureCounts {
  account_ip: number;
  account: number;
  /** The failure that must leave the window before the account may be tried again. */
  account_oldest: Date | string | null;
  ip: number;
}

/** Records a failed sign-in and returns the locks it triggered (the caller logs each one). */
export async function recordFailure(db: Db, accountKey: string, ip: string, now: Date): Promise<NewLock[]> {
  await db.insert(loginFailure).values({
    login_failure_account_key: accountKey,
    login_failure_ip: ip,
    login_failure_at: now,
  });
  const since = (ms: number) => new Date(now.getTime() - ms);
  const { accountIp, account, ip: perIp } = THROTTLE;
  const { rows } = await exec<FailureCounts>(
    db,
    sql`select
      count(*) filter (where login_failure_account_key = ${accountKey} and login_failure_ip = ${ip}
        and login_failure_at > ${since(accountIp.windowMs)}::timestamptz
        and login_failure_at >= coalesce((select login_lockout_until from login_lockout
          where login_lockout_scope = 'account_ip' and login_lockout_account_key = ${accountKey}
            and login_lockout_ip = ${ip}), '-infinity'::timestamptz))::int as account_ip,
      count(*) filter (where login_failure_account_key = ${accountKey}
        and login_failure_at > ${since(account.windowMs)}::timestamptz)::int as account,
      (array_agg(login_failure_at order by login_failure_at desc)
        filter (where login_failure_account_key = ${accountKey}
          and login_failure_at > ${since(account.windowMs)}::timestamptz))[${account.failures}::int]
        as account_oldest,
      count(*) filter (where login_failure_ip = ${ip}
        and login_failure_at > ${since(perIp.windowMs)}::timestamptz
        and not exists (select 1 from account where lower(account_name) = login_failure_account_key))::int as ip
    from login_failure
    where (login_failure_account_key = ${accountKey} or login_failure_ip = ${ip})
      and login_failure_at > ${since(COUNT_WINDOW_MS)}::timestamptz`,
  );
  const counts = rows[0];
  if (!counts) return [];
  const locks: NewLock[] = [];
  if (counts.account_ip >= accountIp.failures) {
    const key: LockKey = { scope: 'account_ip', accountKey, ip };
    const level = await previousLevel(db, key, now);
    const lockMs = Math.min(accountIp.lockMs * 2 ** level, accountIp.maxLockMs);
    // The pair counts afresh after its cool-down (failures before the lock's end are not counted again),
    // but its failures stay in the account's count: an address that gets locked still spent them.
    locks.push(await lock(db, key, new Date(now.getTime() + lockMs), level + 1));
  }
  if (counts.account >= account.failures && counts.account_oldest) {
    // Until the oldest of the last 20 failures leaves the 15 minutes: at most 20 verifications in any
    // 15 minutes, and a hold of at most 15 minutes for everyone, the account's owner included.
    const until = new Date(new Date(counts.account_oldest).getTime() + account.windowMs);
    locks.push(await lock(db, { scope: 'account', accountKey, ip: '' }, until, 1));
  }
  if (counts.ip >= perIp.failures && !(await runningLock(db, { scope: 'ip', accountKey: '', ip }, now))) {
    // Tries under a running lock do not extend it (nor write a Tracking row each).
    locks.push(
      await lock(db, { scope: 'ip', accountKey: '', ip }, new Date(now.getTime() + perIp.lockMs), 1),
    );
  }
  await db.delete(loginFailure).where(lt(loginFailure.login_failure_at, since(THROTTLE.memoryMs)));
  return locks;
}

async function runningLock(db: Db, key: LockKey, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ until: loginLockout.login_lockout_until })
    .from(loginLockout)
    .where(and(matches(key), gt(loginLockout.login_lockout_until, now)));
  return row !== undefined;
}

async function previousLevel(db: Db, key: LockKey, now: Date): Promise<number> {
  const [row] = await db
    .select({ until: loginLockout.login_lockout_until, level: loginLockout.login_lockout_level })
    .from(loginLockout)
    .where(matches(key));
  if (!row || now.getTime() - row.until.getTime() > THROTTLE.memoryMs) return 0;
  return row.level;
}

async function lock(db: Db, key: LockKey, until: Date, level: number): Promise<NewLock> {
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
  return { scope: key.scope, until };
}

/** A successful sign-in resets the account+IP counter. */
export async function clearPair(db: Db, accountKey: string, ip: string) {
  await db
    .delete(loginFailure)
    .where(
      and(eq(loginFailure.login_failure_account_key, accountKey), eq(loginFailure.login_failure_ip, ip)),
    );
}

/**
 * An ADMIN's unlock, password reset or activation lifts every lock on the account (its pairs with every address
 * too) and forgets its failures. Returns how many locks were still running.
 */
export async function clearAccount(db: Db, accountKey: string, now = new Date()): Promise<number> {
  await db.delete(loginFailure).where(eq(loginFailure.login_failure_account_key, accountKey));
  const removed = await db
    .delete(loginLockout)
    .where(eq(loginLockout.login_lockout_account_key, accountKey))
    .returning({ until: loginLockout.login_lockout_until });
  return removed.filter((row) => row.until > now).length;
}

/** Names are unique case-insensitively, so their counters are too. */
export const accountKeyOf = (name: string) => name.trim().toLowerCase();
