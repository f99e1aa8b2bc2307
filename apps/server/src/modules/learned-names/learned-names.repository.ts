import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { LearnedNameRow, PageParams } from '@rekon/contracts';
import { exec, list, type Db } from '../../db/client';
import { learnedName } from '../../db/schema';
import { pageWindow } from '../../http/paging';
import { toIso } from '../../lib/text';
import type { ActionContext } from '../tracking/tracking.service';

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

/** The statement names learned for each player account of a website, as printed. */
export async function loadLearnedNames(db: Db, website: string): Promise<Map<string, string[]>> {
  const { rows } = await exec<{ account: string; statement: string }>(
    db,
    sql`select learned_name_account as account, learned_name_statement as statement
        from learned_name where learned_name_website = ${website}`,
  );
  const byAccount = new Map<string, string[]>();
  for (const row of rows) {
    const names = byAccount.get(row.account);
    if (names) names.push(row.statement);
    else byAccount.set(row.account, [row.statement]);
  }
  return byAccount;
}

/** A statement name a pairing teaches for a player's account. */
export interface Lesson {
  account: string;
  holder: string;
  /** As printed, and normalised (what the engine compares). */
  statement: string;
  normalized: string;
  score: number;
  ticket: string;
}

/** Remembers the lessons not known yet, in one statement; returns those it remembered. */
export async function rememberNames(
  db: Db,
  website: string,
  lessons: readonly Lesson[],
  ctx: ActionContext,
): Promise<Lesson[]> {
  if (lessons.length === 0) return [];
  const { rows } = await exec<{ account: string; normalized: string }>(
    db,
    sql`insert into learned_name (learned_name_website, learned_name_account, learned_name_holder,
          learned_name_statement, learned_name_normalized, learned_name_score, learned_name_ticket,
          learned_name_created_at, learned_name_created_by, learned_name_created_by_name)
        select ${website}, l.account, l.holder, l.statement, l.normalized, l.score, l.ticket, ${ctx.at}::timestamptz,
          ${ctx.actor.accountId}::int, ${ctx.actor.accountName}
        from unnest(${list(lessons.map((l) => l.account))}::text[], ${list(lessons.map((l) => l.holder))}::text[],
          ${list(lessons.map((l) => l.statement))}::text[], ${list(lessons.map((l) => l.normalized))}::text[],
          ${list(lessons.map((l) => l.score))}::float8[], ${list(lessons.map((l) => l.ticket))}::text[])
          with ordinality as l(account, holder, statement, normalized, score, ticket, n)
        order by l.n
        on conflict (learned_name_website, learned_name_account, learned_name_normalized) do nothing
        returning learned_name_account as account, learned_name_normalized as normalized`,
  );
  const kept = new Set(rows.map((row) => `${row.account}\u0001${row.normalized}`));
  return lessons.filter((lesson) => kept.delete(`${lesson.account}\u0001${lesson.normalized}`));
}
