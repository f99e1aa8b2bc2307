import { DEFAULT_BO_SCALE, MSG, type CreateWebsiteBody } from '@rekon/contracts';
import { sqlState, type Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { recordAction, type ActionContext } from '../tracking/tracking.service';
import * as repo from './websites.repository';

export async function create(db: Db, body: CreateWebsiteBody, ctx: ActionContext) {
  try {
    return await db.transaction(async (trx) => {
      if (await repo.findByCode(trx, body.website_code)) throw conflict(MSG.websiteCodeTaken);
      const row = await repo.insertWebsite(trx, {
        website_name: body.website_name,
        website_code: body.website_code,
        website_panel: body.website_panel,
        website_bo_scale: DEFAULT_BO_SCALE[body.website_panel],
        website_created_at: ctx.at,
        website_created_by: ctx.actor.accountId,
      });
      await recordAction(
        trx,
        ctx,
        body.website_code,
        `Menambahkan website ${body.website_name} (${body.website_code}, ${body.website_panel})`,
      );
      return row;
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw conflict(MSG.websiteCodeTaken);
    throw err;
  }
}

export async function remove(db: Db, id: number, ctx: ActionContext) {
  try {
    return await db.transaction(async (trx) => {
      const site = await repo.findById(trx, id);
      if (!site) throw notFound(MSG.websiteNotFound);
      if (await repo.isReferenced(trx, id, site.website_code)) throw conflict(MSG.websiteInUse);
      await repo.deleteWebsite(trx, id);
      await recordAction(
        trx,
        ctx,
        site.website_code,
        `Menghapus website ${site.website_name} (${site.website_code})`,
      );
      return site.website_code;
    });
  } catch (err) {
    // A reference added by a concurrent request: the foreign key has the last word.
    if (sqlState(err) === '23503') throw conflict(MSG.websiteInUse);
    throw err;
  }
}

export async function setBoScale(db: Db, id: number, scale: number, ctx: ActionContext) {
  return db.transaction(async (trx) => {
    const site = await repo.findById(trx, id);
    if (!site) throw notFound(MSG.websiteNotFound);
    await repo.updateWebsite(trx, id, {
      website_bo_scale: scale,
      website_last_edited_at: ctx.at,
      website_last_edited_by: ctx.actor.accountId,
    });
    await recordAction(
      trx,
      ctx,
      site.website_code,
      `Mengubah skala BO website ${site.website_code} dari ${site.website_bo_scale} ke ${scale}`,
    );
    return site.website_code;
  });
}
