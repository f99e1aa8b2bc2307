import { sql, type SQL } from 'drizzle-orm';
import { addDays, jakartaDayStart, type IsoDate, type PageParams } from '@rekon/contracts';
import { exec, type Db } from '../../db/client';
import { pageWindow } from '../../http/paging';
import { decimalToNumber } from '../../lib/money';
import { likePattern } from '../tracking/tracking.repository';

export interface ReportFilter {
  /** A website code, or null for every website (ADMIN's "all"). */
  website: string | null;
  start: IsoDate;
  end: IsoDate;
  username?: string;
}

/** Jakarta calendar date of an instant, in SQL (UTC+7 all year). */
const jakartaDay = (column: string) => sql.raw(`((${column} at time zone 'UTC') + interval '7 hours')::date`);

/**
 * Every BO deposit and withdrawal (not deleted) whose approve time falls in [start, end] in Jakarta: one row
 * per transaction (api.md "Reports"). The instant range keeps the index on the approve time usable.
 */
export function transactions(filter: ReportFilter): SQL {
  const from = jakartaDayStart(filter.start);
  const to = jakartaDayStart(addDays(filter.end, 1));
  const side = (
    p: {
      table: string;
      id: string;
      website: string;
      amount: string;
      approve: string;
      req: string;
      handler: string;
      user: string;
      holder: string;
      number: string;
      deleted: string;
    },
    deposit: boolean,
  ) => {
    const time = sql.raw(`coalesce(${p.approve}, ${p.req})`);
    return sql`select ${jakartaDay(`coalesce(${p.approve}, ${p.req})`)}::text as date, ${sql.raw(p.handler)} as handler,
        ${sql.raw(p.user)} as username, ${sql.raw(p.website)} as website, ${sql.raw(p.holder)} as player_bank_name,
        ${sql.raw(p.number)} as player_bank_no,
        ${deposit ? sql.raw(p.amount) : sql`0::numeric`} as deposit, ${deposit ? sql`0::numeric` : sql.raw(p.amount)} as withdraw,
        ${deposit ? sql`1` : sql`2`} as side, ${sql.raw(p.id)} as id
      from ${sql.raw(p.table)}
      where ${sql.raw(p.deleted)} is null and ${time} >= ${from}::timestamptz and ${time} < ${to}::timestamptz
        ${filter.website ? sql`and ${sql.raw(p.website)} = ${filter.website}` : sql``}
        ${filter.username ? sql`and ${sql.raw(p.user)} ilike ${likePattern(filter.username)}` : sql``}`;
  };
  return sql`${side(
    {
      table: 'bo_deposit',
      id: 'bo_id',
      website: 'bo_website_code',
      amount: 'depo_amount',
      approve: 'app_date',
      req: 'req_date',
      handler: 'bo_handler',
      user: 'user_name',
      holder: 'player_bank_holder',
      number: 'player_bank_no',
      deleted: 'bo_deleted_at',
    },
    true,
  )} union all ${side(
    {
      table: 'bo_withdraw',
      id: 'wd_bo_id',
      website: 'wd_website_code',
      amount: 'wd_amount',
      approve: 'wd_app_date',
      req: 'wd_req_date',
      handler: 'wd_handler',
      user: 'wd_username',
      holder: 'wd_player_bank_holder',
      number: 'wd_player_bank_no',
      deleted: 'wd_deleted_at',
    },
    false,
  )}`;
}

interface Totals {
  transactions: number;
  deposit: number;
  withdraw: number;
  balance: number;
}

/** Sums in SQL (numeric, exact): deposit, withdraw and their difference. */
const SUMS = sql`coalesce(sum(deposit), 0)::text as deposit, coalesce(sum(withdraw), 0)::text as withdraw,
  (coalesce(sum(deposit), 0) - coalesce(sum(withdraw), 0))::text as balance`;

async function totalsOf(db: Db, filter: ReportFilter): Promise<Totals> {
  const { rows } = await exec<{ n: number; deposit: string; withdraw: string; balance: string }>(
    db,
    sql`select count(*)::int as n, ${SUMS} from (${transactions(filter)}) tx`,
  );
  const row = rows[0]!;
  return {
    transactions: row.n,
    deposit: decimalToNumber(row.deposit)!,
    withdraw: decimalToNumber(row.withdraw)!,
    balance: decimalToNumber(row.balance)!,
  };
}

const envelope = (totals: Totals, count: number, pageSize: number) => ({
  last_page: Math.max(1, Math.ceil(count / pageSize)),
  grand_total_deposit: totals.deposit,
  grand_total_withdraw: totals.withdraw,
  total_balance: totals.balance,
  grand_total_transactions: totals.transactions,
});

/** One page of transactions, with the totals of the whole range. */
export async function dataPlayerPage(db: Db, filter: ReportFilter, paging: PageParams) {
  const { limit, offset } = pageWindow(paging);
  const [{ rows }, totals] = [
    await exec<{
      date: string;
      handler: string;
      username: string;
      website: string;
      player_bank_name: string | null;
      player_bank_no: string | null;
      deposit: string;
      withdraw: string;
    }>(
      db,
      sql`select date, handler, username, website, player_bank_name, player_bank_no, deposit::text as deposit, withdraw::text as withdraw
          from (${transactions(filter)}) tx order by date, side, id limit ${limit} offset ${offset}`,
    ),
    await totalsOf(db, filter),
  ];
  return {
    total: totals.transactions,
    body: {
      details: rows.map((row) => ({
        ...row,
        deposit: decimalToNumber(row.deposit)!,
        withdraw: decimalToNumber(row.withdraw)!,
      })),
      ...envelope(totals, totals.transactions, paging.pageSize),
    },
  };
}

export interface DayTotals {
  date: string;
  total_deposit: number;
  total_withdraw: number;
  total_transactions: number;
  balance: number;
}

/** Per-date totals of the range (Game Site), newest last; `paging` null gives every date (exports). */
export async function gameSitePage(db: Db, filter: ReportFilter, paging: PageParams | null) {
  const window = paging ? pageWindow(paging) : null;
  const [{ rows }, { rows: dates }, totals] = [
    await exec<{ date: string; deposit: string; withdraw: string; balance: string; n: number }>(
      db,
      sql`select date, ${SUMS}, count(*)::int as n
          from (${transactions(filter)}) tx group by date order by date
          ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``}`,
    ),
    await exec<{ n: number }>(
      db,
      sql`select count(distinct date)::int as n from (${transactions(filter)}) tx`,
    ),
    await totalsOf(db, filter),
  ];
  const days: DayTotals[] = rows.map((row) => ({
    date: row.date,
    total_deposit: decimalToNumber(row.deposit)!,
    total_withdraw: decimalToNumber(row.withdraw)!,
    total_transactions: row.n,
    balance: decimalToNumber(row.balance)!,
  }));
  const dayCount = dates[0]?.n ?? 0;
  return {
    total: dayCount,
    body: { details: days, ...envelope(totals, dayCount, paging?.pageSize ?? Math.max(1, dayCount)) },
  };
}
