import { sql, type SQL } from 'drizzle-orm';
import { addDays, jakartaDayStart, type IsoDate, type PageParams } from '@rekon/contracts';
import { exec, type Db } from '../../db/client';
import { pageWindow } from '../../http/paging';
import { reportTransactions } from '../rows/bo/reports';
import { likePattern } from '../tracking/tracking.repository';
import { centsToRupiah } from '../../lib/money';

export interface ReportFilter {
  /** A website code, or null for every website (ADMIN's "all"). */
  website: string | null;
  start: IsoDate;
  end: IsoDate;
  username?: string;
}

/**
 * Every BO deposit and withdrawal (not deleted) whose approve time falls in [start, end] in Jakarta: one row
 * per transaction (api.md "Reports").
 */
export function transactions(filter: ReportFilter): SQL {
  return reportTransactions({
    website: filter.website,
    from: new Date(jakartaDayStart(filter.start)),
    to: new Date(jakartaDayStart(addDays(filter.end, 1))),
    ...(filter.username ? { usernamePattern: likePattern(filter.username) } : {}),
  });
}

interface Totals {
  transactions: number;
  deposit: number;
  withdraw: number;
  balance: number;
}

interface CentSums {
  deposit: number;
  withdraw: number;
  balance: number;
}
const rupiahOf = (sums: CentSums) => ({
  deposit: centsToRupiah(sums.deposit),
  withdraw: centsToRupiah(sums.withdraw),
  balance: centsToRupiah(sums.balance),
});

/** Sums in SQL, in cents (exact up to 2^53): deposit, withdraw and their difference. */
const SUMS = sql`coalesce(sum(deposit_cents), 0)::float8 as deposit, coalesce(sum(withdraw_cents), 0)::float8 as withdraw,
  (coalesce(sum(deposit_cents), 0) - coalesce(sum(withdraw_cents), 0))::float8 as balance`;

async function totalsOf(db: Db, filter: ReportFilter): Promise<Totals> {
  const { rows } = await exec<{ n: number } & CentSums>(
    db,
    sql`select count(*)::int as n, ${SUMS} from (${transactions(filter)}) tx`,
  );
  const row = rows[0]!;
  return { transactions: row.n, ...rupiahOf(row) };
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
      deposit: number;
      withdraw: number;
    }>(
      db,
      sql`select date, handler, username, website, player_bank_name, player_bank_no,
            deposit_cents::float8 / 100 as deposit, withdraw_cents::float8 / 100 as withdraw
          from (${transactions(filter)}) tx order by date, side, id limit ${limit} offset ${offset}`,
    ),
    await totalsOf(db, filter),
  ];
  return {
    total: totals.transactions,
    body: {
      details: rows,
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
    await exec<{ date: string; n: number } & CentSums>(
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
  const days: DayTotals[] = rows.map((row) => {
    const sums = rupiahOf(row);
    return {
      date: row.date,
      total_deposit: sums.deposit,
      total_withdraw: sums.withdraw,
      total_transactions: row.n,
      balance: sums.balance,
    };
  });
  const dayCount = dates[0]?.n ?? 0;
  return {
    total: dayCount,
    body: { details: days, ...envelope(totals, dayCount, paging?.pageSize ?? Math.max(1, dayCount)) },
  };
}
