import { MSG, TRACKING_ALL } from '@rekon/contracts';
import { sqlState, type Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { parseWhitelistIp } from '../../lib/client-ip';
import { record, recordAction, type ActionContext } from '../tracking/tracking.service';
import * as repo from './whitelist.repository';

export async function create(db: Db, input: string, ctx: ActionContext) {
  const ip = parseWhitelistIp(input);
  if (!ip) throw badRequest(MSG.ipInvalid, [{ field: 'whitelist_ip', message: MSG.ipInvalid }]);
  try {
    return await db.transaction(async (trx) => {
      await repo.lockWhitelist(trx);
      if (await repo.findByIp(trx, ip)) throw conflict(MSG.ipTaken);
      const row = await repo.insertEntry(trx, {
        whitelist_ip: ip,
        whitelist_status: true,
        whitelist_created_at: ctx.at,
        whitelist_created_by: ctx.actor.accountId,
      });
      await recordAction(trx, ctx, null, `Menambahkan IP ${ip} ke whitelist`);
      return row;
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw conflict(MSG.ipTaken);
    throw err;
  }
}

/**
 * An entry may not be removed or switched off by the caller connected through it, nor when it is the last
 * active one: with no active entry nobody reaches Rekon, and only the server console could bring it back.
 */
async function refuseLockout(
  trx: Db,
  entry: { whitelist_id: number; whitelist_ip: string; whitelist_status: boolean },
  ctx: ActionContext,
) {
  if (entry.whitelist_ip === ctx.ip) throw conflict(MSG.ipInUseByCaller);
  if (!entry.whitelist_status) return;
  if ((await repo.countOtherActive(trx, entry.whitelist_id)) === 0) throw conflict(MSG.ipLastActive);
}

export async function remove(db: Db, id: number, ctx: ActionContext) {
  return db.transaction(async (trx) => {
    await repo.lockWhitelist(trx);
    const entry = await repo.findById(trx, id);
    if (!entry) throw notFound(MSG.ipNotFound);
    await refuseLockout(trx, entry, ctx);
    await repo.deleteEntry(trx, id);
    await recordAction(trx, ctx, null, `Menghapus IP ${entry.whitelist_ip} dari whitelist`);
    return entry.whitelist_ip;
  });
}

export async function setStatus(db: Db, id: number, active: boolean, ctx: ActionContext) {
  return db.transaction(async (trx) => {
    await repo.lockWhitelist(trx);
    const entry = await repo.findById(trx, id);
    if (!entry) throw notFound(MSG.ipNotFound);
    if (!active) await refuseLockout(trx, entry, ctx);
    await repo.updateEntry(trx, id, {
      whitelist_status: active,
      whitelist_last_edited_at: ctx.at,
      whitelist_last_edited_by: ctx.actor.accountId,
    });
    await recordAction(
      trx,
      ctx,
      null,
      `Mengubah status IP ${entry.whitelist_ip} ke ${active ? 'Active' : 'Inactive'}`,
    );
    return entry.whitelist_ip;
  });
}

export type ConsoleOutcome = 'added' | 'activated' | 'unchanged';

/**
 * Recovery from the server's console (`npm run whitelist -- add <ip> [note]`) when nobody can reach Rekon,
 * e.g. after the office's public address changed: adds the address, or switches it back on. Recorded in
 * Tracking as SYSTEM, since no account is signed in.
 */
export async function addFromConsole(
  db: Db,
  input: string,
  note: string,
  at: Date,
): Promise<{ ip: string; outcome: ConsoleOutcome }> {
  const ip = parseWhitelistIp(input.trim());
  if (!ip) throw badRequest(MSG.ipInvalid);
  const remark = note.trim() ? ` (${note.trim().slice(0, 200)})` : '';
  return db.transaction(async (trx) => {
    await repo.lockWhitelist(trx);
    const entry = await repo.findByIp(trx, ip);
    if (entry?.whitelist_status) return { ip, outcome: 'unchanged' as const };
    if (entry) {
      await repo.updateEntry(trx, entry.whitelist_id, {
        whitelist_status: true,
        whitelist_last_edited_at: at,
        whitelist_last_edited_by: null,
      });
    } else {
      await repo.insertEntries(trx, [{ whitelist_ip: ip, whitelist_status: true, whitelist_created_at: at }]);
    }
    const done = entry ? 'mengaktifkan kembali' : 'menambahkan';
    await record(trx, {
      website: TRACKING_ALL,
      username: 'SYSTEM',
      role: 'SYSTEM',
      activity: `Konsol server: ${done} IP ${ip} di whitelist${remark}`,
      at,
    });
    return { ip, outcome: entry ? ('activated' as const) : ('added' as const) };
  });
}
