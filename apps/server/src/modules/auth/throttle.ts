import { MSG } from '@rekon/contracts';
import type { Db } from '../../db/client';
import { tooManyRequests, type HttpError } from '../../http/errors';
import * as repo from './throttle.repository';
import type { LockKey, LockScope } from './throttle.repository';

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

export type { LockScope };

const keysOf = (accountKey: string, ip: string): LockKey[] => [
  { scope: 'account_ip', accountKey, ip },
  { scope: 'account', accountKey, ip: '' },
  { scope: 'ip', accountKey: '', ip },
];

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
  const rows = await repo.runningLocksOf(db, keys, now);
  return rows.map((row) => ({
    scope: row.scope,
    seconds: Math.max(1, Math.ceil((row.until.getTime() - now.getTime()) / 1000)),
  }));
}

/**
 * The 429 that the account's own locks among `locks` call for, with the longest of their waits; null when only the
 * address's lock on made-up names runs (or none). Sign-in and the current-password check answer alike.
 */
export function heldBack(locks: readonly { scope: LockScope; seconds: number }[]): HttpError | null {
  const holding = locks.filter((lock) => lock.scope !== 'ip');
  if (holding.length === 0) return null;
  const seconds = Math.max(...holding.map((lock) => lock.seconds));
  return tooManyRequests(MSG.tooManyAttempts(Math.ceil(seconds / 60)), seconds);
}

/** Whether the account signed in from this address in the last 90 days. */
export async function isKnownAt(db: Db, accountKey: string, ip: string, now: Date): Promise<boolean> {
  return repo.knownSince(db, accountKey, ip, new Date(now.getTime() - THROTTLE.knownMs));
}

/** A successful sign-in makes (or keeps) the address known to the account. */
export async function rememberAddress(db: Db, accountKey: string, ip: string, now: Date) {
  await repo.upsertKnown(db, accountKey, ip, now, new Date(now.getTime() - THROTTLE.knownMs));
}

export interface NewLock {
  scope: LockScope;
  until: Date;
}

/** Records a failed sign-in and returns the locks it triggered (the caller logs each one). */
export async function recordFailure(db: Db, accountKey: string, ip: string, now: Date): Promise<NewLock[]> {
  await repo.insertFailure(db, accountKey, ip, now);
  const since = (ms: number) => new Date(now.getTime() - ms);
  const { accountIp, account, ip: perIp } = THROTTLE;
  const counts = await repo.countFailures(db, accountKey, ip, {
    accountIpSince: since(accountIp.windowMs),
    accountSince: since(account.windowMs),
    ipSince: since(perIp.windowMs),
    anySince: since(COUNT_WINDOW_MS),
    accountFailures: account.failures,
  });
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
  if (
    counts.ip >= perIp.failures &&
    !(await repo.isLockRunning(db, { scope: 'ip', accountKey: '', ip }, now))
  ) {
    // Tries under a running lock do not extend it (nor write a Tracking row each).
    locks.push(
      await lock(db, { scope: 'ip', accountKey: '', ip }, new Date(now.getTime() + perIp.lockMs), 1),
    );
  }
  await repo.deleteFailuresBefore(db, since(THROTTLE.memoryMs));
  return locks;
}

async function previousLevel(db: Db, key: LockKey, now: Date): Promise<number> {
  const row = await repo.findLock(db, key);
  if (!row || now.getTime() - row.until.getTime() > THROTTLE.memoryMs) return 0;
  return row.level;
}

async function lock(db: Db, key: LockKey, until: Date, level: number): Promise<NewLock> {
  await repo.upsertLock(db, key, until, level);
  return { scope: key.scope, until };
}

/** A successful sign-in resets the account+IP counter. */
export async function clearPair(db: Db, accountKey: string, ip: string) {
  await repo.deletePairFailures(db, accountKey, ip);
}

/**
 * An ADMIN's unlock, password reset or activation lifts every lock on the account (its pairs with every address
 * too) and forgets its failures. Returns how many locks were still running.
 */
export async function clearAccount(db: Db, accountKey: string, now = new Date()): Promise<number> {
  const removed = await repo.deleteAccountFailuresAndLocks(db, accountKey);
  return removed.filter((row) => row.until > now).length;
}

/** Names are unique case-insensitively, so their counters are too. */
export const accountKeyOf = (name: string) => name.trim().toLowerCase();
