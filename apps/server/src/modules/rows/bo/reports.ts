/** Reports (reports/dashboard.repository.ts, reports/reports.repository.ts). */
import type { IsoDate } from '@rekon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, exec, list } from '../../../db/client';
import { jakartaWallClock } from '../../../db/jakarta-time';
import { statementRow } from '../../../db/schema';
import { dayCountsOf, type DayCounts } from '../day-counts';
import type { Side } from '../row-model';
import { b, fromBo, panelTime } from './columns';

export interface BoDayFigures extends DayCounts {
  sumCents: number;
  /** Approved with a statement row paired by an engine run, or by a person. */
  auto: number;
  manual: number;
  /** Approved by a person with a remark alone: approved, not matched. */
  remarkOnly: number;
  contested: number;
}

/** The websites' BO figures per side and business date over [from, to]. */
export async function boDayFigures(
  db: Db,
  websites: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<BoDayFigures[]> {
  // A match is a BO row paired with its statement row; an approval with a remark alone pairs nothing.
  const paired = sql`exists (select 1 from ${statementRow} where ${statementRow.boId} = ${b.id})`;
  const byEngine = sql`${b.matchPass} in ('REF', 'EXACT', 'UNIQUE')`;
  const { rows } = await exec<Record<string, string | number>>(
    db,
    sql`select ${b.website} as website, ${b.side} as side, ${b.businessDate}::text as date, count(*)::int as count,
          sum(${b.amountCents})::float8 as sum_cents,
          count(*) filter (where ${b.approved} and ${paired} and ${byEngine})::int as auto,
          count(*) filter (where ${b.approved} and ${paired} and not coalesce(${byEngine}, false))::int as manual,
          count(*) filter (where ${b.approved} and not ${paired})::int as remark_only,
          count(*) filter (where not ${b.approved})::int as pending,
          coalesce(sum(${b.amountCents}) filter (where not ${b.approved}), 0)::float8 as pending_cents,
          count(*) filter (where not ${b.approved} and ${b.contested})::int as contested
        from ${fromBo}
        where ${b.deletedAt} is null and ${b.website} = any(${list(websites)}::text[])
          and ${b.businessDate} between ${from}::date and ${to}::date
        group by 1, 2, 3`,
  );
  return rows.map((row) => ({
    ...dayCountsOf(row),
    sumCents: Number(row.sum_cents),
    auto: Number(row.auto),
    manual: Number(row.manual),
    remarkOnly: Number(row.remark_only),
    contested: Number(row.contested),
  }));
}

/** Each website's oldest pending BO row (either side) of `date` or before, by its request time. */
export async function oldestPendingBo(db: Db, websites: readonly string[], date: IsoDate) {
  const { rows } = await exec<{ website: string; ticket: string; side: Side; at: Date | string }>(
    db,
    sql`select distinct on (${b.website}) ${b.website} as website, ${b.ticket} as ticket, ${b.side} as side,
          coalesce(${b.requestedAt}, ${b.panelApprovedAt}) as at
        from ${fromBo}
        where not ${b.approved} and ${b.deletedAt} is null and ${b.businessDate} <= ${date}::date
          and ${b.website} = any(${list(websites)}::text[])
          and coalesce(${b.requestedAt}, ${b.panelApprovedAt}) is not null
        order by ${b.website}, coalesce(${b.requestedAt}, ${b.panelApprovedAt})`,
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

/**
 * Every BO deposit and withdrawal (not deleted) whose approve time (else request time) falls in [from, to) and, when
 * given, of one website and a username like `username`: one row per transaction as Data Player and Game Site read
 * them (api.md "Reports"), amounts in cents. The instant range keeps the index on the approve time usable.
 */
export function reportTransactions(filter: {
  website: string | null;
  from: Date;
  to: Date;
  usernamePattern?: string;
}): SQL {
  // The same expression as bo_row_time_idx's, so that the index serves the range.
  const time = panelTime(b);
  return sql`select ${jakartaWallClock(time)}::date::text as date, ${b.handler} as handler,
      ${b.username} as username, ${b.website} as website, ${b.playerBankHolder} as player_bank_name,
      ${b.playerBankNo} as player_bank_no,
      case when ${b.side} = 'DEPO' then ${b.amountCents} else 0 end as deposit_cents,
      case when ${b.side} = 'WD' then ${b.amountCents} else 0 end as withdraw_cents,
      case when ${b.side} = 'DEPO' then 1 else 2 end as side, ${b.id} as id
    from ${fromBo}
    where ${b.deletedAt} is null and ${time} >= ${filter.from}::timestamptz and ${time} < ${filter.to}::timestamptz
      ${filter.website ? sql`and ${b.website} = ${filter.website}` : sql``}
      ${filter.usernamePattern ? sql`and ${b.username} ilike ${filter.usernamePattern}` : sql``}`;
}
