import { MSG, TRACKING_ALL, type AddAccountBody } from '@rekon/contracts';
import { sqlState, type Db } from '../../db/client';
import type { Actor } from '../../http/access';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { hashPassword, passwordProblem, verifyPassword } from '../../lib/password';
import { deleteSessionsOfAccount } from '../auth/session.repository';
import { accountKeyOf, clearAccount, heldBack, locksOn, recordFailure } from '../auth/throttle';
import { recordAction, type ActionContext } from '../tracking/tracking.service';
import * as repo from './accounts.repository';

function requirePasswordPolicy(password: string, name: string) {
  const problem = passwordProblem(password, name);
  if (problem) throw badRequest(problem, [{ field: 'account_password', message: problem }]);
}

export async function create(db: Db, body: AddAccountBody, ctx: ActionContext) {
  const websiteId = body.account_role === 'ADMIN' ? null : body.account_website;
  if (body.account_role !== 'ADMIN' && websiteId === null) {
    throw badRequest(MSG.websiteRequiredForRole, [
      { field: 'account_website', message: MSG.websiteRequiredForRole },
    ]);
  }
  requirePasswordPolicy(body.account_password, body.account_name);
  const passwordHash = await hashPassword(body.account_password);
  try {
    return await db.transaction(async (trx) => {
      let websiteCode: string | null = null;
      if (websiteId !== null) {
        const code = await repo.websiteCodeOf(trx, websiteId);
        if (code === undefined)
          throw badRequest(MSG.websiteNotFound, [{ field: 'account_website', message: MSG.websiteNotFound }]);
        websiteCode = code;
      }
      if (await repo.nameExists(trx, body.account_name)) throw conflict(MSG.usernameTaken);
      const row = await repo.insertAccount(trx, {
        account_name: body.account_name,
        account_password: passwordHash,
        // New accounts are created active (spec section 9).
        account_status: true,
        account_role: body.account_role,
        account_website: websiteId,
        account_created_at: ctx.at,
        account_created_by: ctx.actor.accountId,
      });
      await recordAction(
        trx,
        ctx,
        websiteCode,
        `Membuat user ${body.account_name} (${body.account_role}${websiteCode ? `, ${websiteCode}` : ''})`,
      );
      return row;
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw conflict(MSG.usernameTaken);
    throw err;
  }
}

type Target = NonNullable<Awaited<ReturnType<typeof repo.findById>>>;

/** Refuses a change that would leave no active ADMIN (the last one cannot be removed or switched off). */
async function refuseLastActiveAdmin(db: Db, target: Target) {
  if (target.account_role !== 'ADMIN' || !target.account_status) return;
  const active = await repo.lockActiveAdmins(db);
  if (active.length <= 1) throw conflict(MSG.lastActiveAdmin);
}

async function requireTarget(db: Db, id: number): Promise<Target> {
  const target = await repo.findById(db, id);
  if (!target) throw notFound(MSG.userNotFound);
  return target;
}

export async function setStatus(db: Db, id: number, active: boolean, ctx: ActionContext) {
  return db.transaction(async (trx) => {
    const target = await requireTarget(trx, id);
    if (!active) {
      if (target.account_id === ctx.actor.accountId) throw conflict(MSG.cannotDeactivateSelf);
      await refuseLastActiveAdmin(trx, target);
      await deleteSessionsOfAccount(trx, target.account_id);
    } else {
      await clearAccount(trx, accountKeyOf(target.account_name));
    }
    await repo.updateAccount(trx, id, {
      account_status: active,
      account_last_edited_at: ctx.at,
      account_last_edited_by: ctx.actor.accountId,
    });
    await recordAction(
      trx,
      ctx,
      target.website_code ?? TRACKING_ALL,
      `Mengubah status user ${target.account_name} ke ${active ? 'Active' : 'Inactive'}`,
    );
    return target.account_name;
  });
}

/**
 * An ADMIN lifts every sign-in lock on an account (decision 062): its own, and its pairs with every address, and
 * forgets its failures. Written to Tracking with how many locks were still running.
 */
export async function unlock(db: Db, id: number, ctx: ActionContext) {
  return db.transaction(async (trx) => {
    const target = await requireTarget(trx, id);
    const lifted = await clearAccount(trx, accountKeyOf(target.account_name), ctx.at);
    await recordAction(
      trx,
      ctx,
      target.website_code ?? TRACKING_ALL,
      `Membuka blokir login user ${target.account_name} (${lifted} blokir aktif)`,
    );
    return { name: target.account_name, lifted };
  });
}

export async function remove(db: Db, id: number, ctx: ActionContext) {
  return db.transaction(async (trx) => {
    const target = await requireTarget(trx, id);
    if (target.account_id === ctx.actor.accountId) throw conflict(MSG.cannotDeleteSelf);
    await refuseLastActiveAdmin(trx, target);
    // Sessions go with the account (ON DELETE CASCADE); the audit trail keeps the name as text.
    await repo.deleteAccount(trx, id);
    await recordAction(
      trx,
      ctx,
      target.website_code ?? TRACKING_ALL,
      `Menghapus user ${target.account_name}`,
    );
    return target.account_name;
  });
}

/** Refuses a verification of the current password while sign-in's throttle holds this account back here. */
async function refuseWhileLocked(db: Db, accountName: string, ctx: ActionContext) {
  const locks = await locksOn(db, accountKeyOf(accountName), ctx.ip, ctx.at, {
    exists: true,
    knownHere: false,
  });
  const refusal = heldBack(locks);
  if (refusal) throw refusal;
}

/**
 * ADMIN sets anyone's password; everyone else only their own. Your own needs the current password (ASVS
 * V6.2.3) and keeps this session; every other session of the account ends.
 */
export async function changePassword(
  db: Db,
  id: number,
  input: { password: string; currentPassword: string | undefined },
  ctx: ActionContext,
) {
  const actor: Actor = ctx.actor;
  const self = id === actor.accountId;
  if (!self && actor.role !== 'ADMIN') throw forbidden();
  const target = await requireTarget(db, id);
  if (self) {
    if (!input.currentPassword) {
      throw badRequest(MSG.currentPasswordRequired, [
        { field: 'current_password', message: MSG.currentPasswordRequired },
      ]);
    }
    await refuseWhileLocked(db, target.account_name, ctx);
    if (!(await verifyPassword(target.account_password, input.currentPassword))) {
      // A wrong current password is a failed verification like a wrong sign-in: a stolen session cannot guess
      // the password it would keep after the session ends (security.md G5).
      await db.transaction((trx) => recordFailure(trx, accountKeyOf(target.account_name), ctx.ip, ctx.at));
      throw badRequest(MSG.currentPasswordWrong, [
        { field: 'current_password', message: MSG.currentPasswordWrong },
      ]);
    }
  }
  requirePasswordPolicy(input.password, target.account_name);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (trx) => {
    await repo.updateAccount(trx, id, {
      account_password: passwordHash,
      account_must_change_password: false,
      account_last_edited_at: ctx.at,
      account_last_edited_by: actor.accountId,
    });
    await deleteSessionsOfAccount(trx, id, self ? actor.sessionHash : undefined);
    if (!self) await clearAccount(trx, accountKeyOf(target.account_name));
    await recordAction(
      trx,
      ctx,
      target.website_code ?? TRACKING_ALL,
      self ? 'Mengganti password sendiri' : `Mengganti password user ${target.account_name}`,
    );
  });
  return target.account_name;
}
