import type { FastifyBaseLogger } from 'fastify';
import { MSG, TRACKING_ALL, type Me } from '@rekon/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/access';
import { forbidden, unauthorized } from '../../http/errors';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import { keyedQueue } from '../../lib/keyed-queue';
import { escapeControl } from '../../lib/text';
import { record } from '../tracking/tracking.service';
import * as repo from './auth.repository';
import * as sessions from './session.repository';
import * as throttle from './throttle';
import { hashToken, isTokenShaped, newToken } from './token';

export interface AuthDeps {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  sessionTtlMs: number;
  sessionIdleMs: number;
}

/** last_seen_at is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export function toMe(actor: Actor): Me {
  return {
    account_id: actor.accountId,
    account_name: actor.accountName,
    account_role: actor.role,
    account_website: actor.websiteId,
    website_code: actor.websiteCode,
    website_name: actor.websiteName,
    must_change_password: actor.mustChangePassword,
  };
}

/** The actor behind a cookie token, or undefined when the session is unknown, expired or its account inactive. */
export async function authenticate(deps: AuthDeps, token: string): Promise<Actor | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const tokenHash = hashToken(token);
  const found = await sessions.findSession(deps.db, tokenHash);
  if (!found) return undefined;
  const now = deps.clock().getTime();
  const idleSince = now - found.session_last_seen_at.getTime();
  if (found.session_expires_at.getTime() <= now || idleSince >= deps.sessionIdleMs || !found.account_status) {
    await sessions.deleteSession(deps.db, tokenHash);
    return undefined;
  }
  if (idleSince >= TOUCH_INTERVAL_MS) await sessions.touchSession(deps.db, tokenHash, new Date(now));
  return {
    accountId: found.account_id,
    accountName: found.account_name,
    role: found.account_role,
    websiteId: found.account_website,
    websiteCode: found.website_code,
    websiteName: found.website_name,
    mustChangePassword: found.account_must_change_password,
    sessionHash: tokenHash,
  };
}

interface LoginInput {
  name: string;
  password: string;
  ip: string;
  userAgent: string | null;
  /** The token the browser already had: that session ends, a new one starts (no fixation). */
  previousToken: string | undefined;
}

/** How long a password verification takes here, smoothed: what a try that skips the hash waits. */
let typicalVerifyMs = 50;

async function timedVerification(hash: string, password: string): Promise<boolean> {
  const started = performance.now();
  const ok = await verifyPassword(hash, password);
  typicalVerifyMs = 0.8 * typicalVerifyMs + 0.2 * (performance.now() - started);
  return ok;
}

async function answerLikeAVerification(): Promise<false> {
  await new Promise((resolve) => setTimeout(resolve, typicalVerifyMs));
  return false;
}

/**
 * Sign-ins of one account, one at a time in this process: parallel tries would each read the throttle's count before
 * any of them recorded its failure, and 30 wrong passwords sent at once would all be verified (security.md G5).
 */
const oneAtATime = keyedQueue();

/**
 * Signs in. Unknown user and wrong password get the same answer after the same work (a dummy hash is
 * verified for an unknown name); "Akun tidak aktif" only once the password was right.
 */
export function login(deps: AuthDeps, input: LoginInput): Promise<{ token: string; me: Me }> {
  return oneAtATime(throttle.accountKeyOf(input.name), () => signIn(deps, input));
}

async function signIn(deps: AuthDeps, input: LoginInput): Promise<{ token: string; me: Me }> {
  const { db, log } = deps;
  const accountKey = throttle.accountKeyOf(input.name);
  const now = deps.clock();
  const found = await repo.findAccountByKey(db, accountKey);
  const knownHere = found ? await throttle.isKnownAt(db, accountKey, input.ip, now) : false;
  const locks = await throttle.locksOn(db, accountKey, input.ip, now, { exists: !!found, knownHere });
  const refusal = throttle.heldBack(locks);
  if (refusal) {
    log.warn({ ip: input.ip, account: escapeControl(accountKey) }, 'sign-in refused: throttled');
    throw refusal;
  }
  // Only the address's lock on made-up names applies: such a name can never sign in, so its try costs no hash
  // and no Tracking row, yet answers like a wrong password after as long (no hint that the name is not an
  // account). Existing accounts never reach this (decision 062).
  const cheap = locks.length > 0;

  const passwordOk = cheap
    ? await answerLikeAVerification()
    : await timedVerification(found?.account_password ?? (await dummyPasswordHash()), input.password);
  const trackingOf = (activity: string) => ({
    website: found?.website_code ?? TRACKING_ALL,
    username: found?.account_name ?? input.name,
    role: found?.account_role ?? '-',
    activity,
    at: now,
    accountId: found?.account_id ?? null,
    ip: input.ip,
  });

  if (!found || !passwordOk) {
    const locks = await db.transaction(async (trx) => {
      const newLocks = await throttle.recordFailure(trx, accountKey, input.ip, now);
      if (!cheap) await record(trx, trackingOf('Login gagal: username atau password salah'));
      for (const lock of newLocks) {
        await record(
          trx,
          trackingOf(`Login diblokir sementara (${lock.scope}) sampai ${lock.until.toISOString()}`),
        );
      }
      return newLocks;
    });
    for (const lock of locks) {
      log.warn(
        { ip: input.ip, account: escapeControl(accountKey), scope: lock.scope, until: lock.until },
        'sign-in locked',
      );
    }
    throw unauthorized(MSG.loginFailed);
  }

  if (!found.account_status) {
    await record(db, trackingOf('Login ditolak: akun tidak aktif'));
    throw forbidden(MSG.accountInactive);
  }

  const rehashed = needsRehash(found.account_password) ? await hashPassword(input.password) : undefined;
  const token = newToken();
  await db.transaction(async (trx) => {
    // A password reset or a deactivation that committed while the old password was being verified wins.
    if (!(await repo.stillSignsInWith(trx, found.account_id, found.account_password)))
      throw unauthorized(MSG.loginFailed);
    if (input.previousToken && isTokenShaped(input.previousToken)) {
      await sessions.deleteSession(trx, hashToken(input.previousToken));
    }
    await sessions.insertSession(trx, {
      tokenHash: hashToken(token),
      accountId: found.account_id,
      now,
      expiresAt: new Date(now.getTime() + deps.sessionTtlMs),
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    });
    await throttle.clearPair(trx, accountKey, input.ip);
    await throttle.rememberAddress(trx, accountKey, input.ip, now);
    if (rehashed) await repo.setPasswordHash(trx, found.account_id, rehashed);
    await record(trx, trackingOf('Login berhasil'));
  });
  return {
    token,
    me: {
      account_id: found.account_id,
      account_name: found.account_name,
      account_role: found.account_role,
      account_website: found.account_website,
      website_code: found.website_code,
      website_name: found.website_name,
      must_change_password: found.account_must_change_password,
    },
  };
}

export async function logout(
  deps: AuthDeps,
  actor: Actor | undefined,
  token: string | undefined,
  ip: string,
) {
  await deps.db.transaction(async (trx) => {
    if (token && isTokenShaped(token)) await sessions.deleteSession(trx, hashToken(token));
    if (actor) {
      await record(trx, {
        website: actor.websiteCode ?? TRACKING_ALL,
        username: actor.accountName,
        role: actor.role,
        activity: 'Logout',
        at: deps.clock(),
        accountId: actor.accountId,
        ip,
      });
    }
  });
}
