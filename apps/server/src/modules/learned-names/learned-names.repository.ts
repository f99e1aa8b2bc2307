import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { LearnedNameRow, PageParams } from '@rekon/contracts';
import type { Db } from '../../db/client';
import { learnedName } from '../../db/schema';
import { pageWindow } from '../../http/paging';
import { toIso } from '../../lib/text';

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

/** Deletes one learned name and answers it, or undefined when there was none. */
export async function deleteById(db: Db, id: number) {
  const [row] = await db.delete(learnedName).where(eq(learnedName.learned_name_id, id)).returning();
  return row;
}
