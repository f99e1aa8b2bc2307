import { and, eq, ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import { MAX_AMOUNT_RUPIAH, type PageParams } from '@rekon/contracts';
import { exec, list, type Db } from '../../db/client';
import { pageWindow } from '../../http/paging';
import { likePattern } from '../tracking/tracking.repository';
import type { ListPage, ReviewFilter, Side } from './row-model';

/** The columns a review list filters on, in either row table (under the list's alias). */
export interface ReviewColumns {
  id: Column;
  side: Column;
  website: Column;
  date: Column;
  approved: Column;
  deletedAt: Column;
  amountCents: Column;
  ticket: Column;
  /** Text columns a `string` search looks in. */
  names: Column[];
}

/** Digits of a search term: the screen sends only digits for nominal and id searches. */
const digitsOf = (term: string) => term.replace(/[^0-9]/g, '');

/** The WHERE of a review list or export: the website's side on the date, by status, searched, narrowed. */
export function reviewWhere(c: ReviewColumns, side: Side, filter: ReviewFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(c.website, filter.website),
    eq(c.side, side),
    eq(c.date, filter.date),
    sql`${c.deletedAt} is null`,
    filter.status === 'all' ? undefined : eq(c.approved, filter.status === 'approve'),
    filter.only ? sql`${c.id} = any(${list(filter.only)}::bigint[])` : undefined,
  ];
  if (filter.search) {
    const { kind, term } = filter.search;
    const digits = digitsOf(term);
    if (kind === 'string') conditions.push(or(...c.names.map((name) => ilike(name, likePattern(term)))));
    // An amount above any amount the desk may store is no amount (and could overflow a bigint of cents).
    else if (!digits || (kind === 'nominal' && Number(digits) > MAX_AMOUNT_RUPIAH))
      conditions.push(sql`false`);
    else if (kind === 'nominal') conditions.push(sql`${c.amountCents} = ${`${digits}00`}::bigint`);
    else {
      conditions.push(
        or(
          sql`${c.id}::text = ${digits}`,
          sql`regexp_replace(coalesce(${c.ticket}, ''), '[^0-9]', '', 'g') = ${digits}`,
        ),
      );
    }
  }
  return and(...conditions)!;
}

/**
 * One page of a list and the total over all pages, in one statement: the page's rows (`from`, under the alias `p`)
 * as the JSON array of api.md, written by PostgreSQL (`rowJson`), in id order.
 */
export async function reviewPage(
  db: Db,
  from: SQL,
  c: ReviewColumns,
  where: SQL,
  rowJson: SQL,
  paging: PageParams,
): Promise<ListPage> {
  const { limit, offset } = pageWindow(paging);
  const { rows } = await exec<ListPage>(
    db,
    sql`select (select count(*) from ${from} where ${where})::int as total,
          coalesce(json_agg(${rowJson} order by ${c.id}), '[]')::text as json
        from (select * from ${from} where ${where} order by ${c.id} limit ${limit} offset ${offset}) as p`,
  );
  return rows[0]!;
}
