/** Reports (reports/dashboard.repository.ts). */
import type { IsoDate } from '@rekon/contracts';
import { sql } from 'drizzle-orm';
import { type Db, exec, list } from '../../../db/client';
import { dayCountsOf, type DayCounts } from '../day-counts';
import { fromStatement, s } from './columns';

/** Fee rows are explained as fees: never counted. */
export type StatementDayFigures = DayCounts;

/** The websites' statement figures per side and date over [from, to]. */
export async function statementDayFigures(
  db: Db,
  websites: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<StatementDayFigures[]> {
  const { rows } = await exec<Record<string, string | number>>(
    db,
    sql`select ${s.website} as website, ${s.side} as side, ${s.date}::text as date, count(*)::int as count,
          count(*) filter (where not ${s.approved})::int as pending,
          coalesce(sum(${s.amountCents}) filter (where not ${s.approved}), 0)::float8 as pending_cents
        from ${fromStatement}
        where ${s.deletedAt} is null and not ${s.isFee} and ${s.website} = any(${list(websites)}::text[])
          and ${s.date} between ${from}::date and ${to}::date
        group by 1, 2, 3`,
  );
  return rows.map(dayCountsOf);
}
