import { MSG } from '@rekon/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { recordAction, type ActionContext } from '../tracking/tracking.service';
import * as repo from './learned-names.repository';

/**
 * Forgets a learned name: later runs score that statement name on its letters again. Pairs it helped make
 * stay (they were made; a run reopens only what new rows compete for). One Tracking row.
 */
export async function remove(db: Db, id: number, ctx: ActionContext): Promise<string> {
  return db.transaction(async (trx) => {
    const row = await repo.deleteById(trx, id);
    if (!row) throw notFound(MSG.learnedNameNotFound);
    await recordAction(
      trx,
      ctx,
      row.learned_name_website,
      `Hapus nama dipelajari: "${row.learned_name_statement}" untuk rekening ${row.learned_name_account} ` +
        `(${row.learned_name_holder}), diajarkan oleh ${row.learned_name_created_by_name} dari BO ${row.learned_name_ticket}`,
    );
    return row.learned_name_statement;
  });
}
