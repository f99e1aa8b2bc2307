import { eq } from 'drizzle-orm';
import { MSG } from '@rekon/contracts';
import { sqlState, type Db } from '../../db/client';
import { whitelist } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { parseWhitelistIp } from '../../http/client-ip';
import { recordAction, type ActionContext } from '../tracking/tracking.service';
import * as repo from './whitelist.repository';

export async function create(db: Db, input: string, ctx: ActionContext) {
  const ip = parseWhitelistIp(input);
  if (!ip) throw badRequest(MSG.ipInvalid, [{ field: 'whitelist_ip', message: MSG.ipInvalid }]);
  try {
    return await db.transaction(async (trx) => {
      if (await repo.findByIp(trx, ip)) throw conflict(MSG.ipTaken);
      const [row] = await trx
        .insert(whitelist)
        .values({
          whitelist_ip: ip,
          whitelist_status: true,
          whitelist_created_at: ctx.at,
          whitelist_created_by: ctx.actor.accountId,
        })
        .returning({ Whitelist_id: whitelist.whitelist_id, Whitelist_ip: whitelist.whitelist_ip });
      await recordAction(trx, ctx, null, `Menambahkan IP ${ip} ke whitelist`);
      return row!;
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw conflict(MSG.ipTaken);
    throw err;
  }
}

/** The entry the caller is connected through cannot be removed or switched off by that caller. */
function refuseOwnEntry(entryIp: string, ctx: ActionContext) {
  if (entryIp === ctx.ip) throw conflict(MSG.ipInUseByCaller);
}

export async function remove(db: Db, id: number, ctx: ActionContext) {
  return db.transaction(async (trx) => {
    const entry = await repo.findById(trx, id);
    if (!entry) throw notFound(MSG.ipNotFound);
    refuseOwnEntry(entry.whitelist_ip, ctx);
    await trx.delete(whitelist).where(eq(whitelist.whitelist_id, id));
    await recordAction(trx, ctx, null, `Menghapus IP ${entry.whitelist_ip} dari whitelist`);
    return entry.whitelist_ip;
  });
}

export async function setStatus(db: Db, id: number, active: boolean, ctx: ActionContext) {
  return db.transaction(async (trx) => {
    const entry = await repo.findById(trx, id);
    if (!entry) throw notFound(MSG.ipNotFound);
    if (!active) refuseOwnEntry(entry.whitelist_ip, ctx);
    await trx
      .update(whitelist)
      .set({
        whitelist_status: active,
        whitelist_last_edited_at: ctx.at,
        whitelist_last_edited_by: ctx.actor.accountId,
      })
      .where(eq(whitelist.whitelist_id, id));
    await recordAction(
      trx,
      ctx,
      null,
      `Mengubah status IP ${entry.whitelist_ip} ke ${active ? 'Active' : 'Inactive'}`,
    );
    return entry.whitelist_ip;
  });
}
