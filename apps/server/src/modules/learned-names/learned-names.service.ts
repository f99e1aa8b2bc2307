import { asc, count, eq, type SQL } from 'drizzle-orm';
import { MSG, type LearnedNameRow, type PageParams } from '@rekon/contracts';
import type { Db } from '../../db/client';
import { learnedName } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageWindow } from '../../http/paging';
import { toIso } from '../../lib/text';
import { recordAction, type ActionContext } from '../tracking/tracking.service';

/** One page of the learned names of a website (or of all websites), oldest first. */
export async function listPage(db: Db, website: string | null, page: PageParams) {
  const { limit, offset } = pageWindow(page);
  const where: SQL | undefined = website === null ? undefined : eq(learnedName.learned_name_website, website);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(learnedName)
      .where(where)
      .orderBy(asc(learnedName.learned_name_website), asc(learnedName.learned_name_id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(learnedName).where(where),
  ]);
  return {
    rows: rows.map((row): LearnedNameRow => ({
      learned_name_id: row.learned_name_id,
      learned_name_website: row.learned_name_website,
      learned_name_account: row.learned_name_account,
      learned_name_holder: row.learned_name_holder,
      learned_name_statement: row.learned_name_statement,
      learned_name_score: row.learned_name_score,
      learned_name_ticket: row.learned_name_ticket,
      learned_name_created_at: toIso(row.learned_name_created_at)!,
      learned_name_created_by_name: row.learned_name_created_by_name,
    })),
    total: totalRow?.total ?? 0,
  };
}

/**
 * Forgets a learned name: later runs score that statement name on its letters again. Pairs it helped make
 * stay (they were made; a run reopens only what new rows compete for). One Tracking row.
 */
export async function remove(db: Db, id: number, ctx: ActionContext): Promise<string> {
  return db.transaction(async (trx) => {
    const [row] = await trx.delete(learnedName).where(eq(learnedName.learned_name_id, id)).returning();
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
