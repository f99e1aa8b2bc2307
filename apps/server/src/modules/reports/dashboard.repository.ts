import { sql } from 'drizzle-orm';
import {
  addDays,
  DASHBOARD_DAYS,
  type DashboardWebsite,
  type IsoDate,
  type SideFigures,
} from '@rekon/contracts';
import { exec, type Db } from '../../db/client';
import { decimalToNumber } from '../../lib/money';
import { DEPOSIT, WITHDRAW, type SideTables } from '../reconciliation/sides';
import { balanceBreaksOn } from '../uploads/balance';
import { id } from '../../db/identifier';

interface DayFigures extends SideFigures {
  website: string;
  date: string;
}

const EMPTY: SideFigures = {
  bo_count: 0,
  bo_sum: 0,
  auto: 0,
  manual: 0,
  remark_only: 0,
  pending: 0,
  pending_sum: 0,
  contested: 0,
  mutasi_count: 0,
  mutasi_pending: 0,
  mutasi_pending_sum: 0,
};

/** One side's figures per website and day over the chart's span, BO and statement rows together. */
async function sideFigures(
  db: Db,
  t: SideTables,
  websites: string[],
  from: IsoDate,
  to: IsoDate,
): Promise<DayFigures[]> {
  const b = t.bo;
  const p = t.mutasi.prefix;
  const col = (name: string) => id(`${p}_${name}`);
  // A match is a BO row paired with its statement row; an approval with a remark alone pairs nothing.
  const paired = sql`exists (select 1 from ${id(t.match.table)} m where m.${id(t.match.bo)} = ${id(b.table)}.${id(b.id)})`;
  const byEngine = sql`${id(b.matchPass)} in ('REF', 'EXACT', 'UNIQUE')`;
  const { rows } = await exec<Record<string, string | number>>(
    db,
    sql`with bo as (
          select ${id(b.website)} as website, ${id(b.date)}::text as date, count(*)::int as bo_count,
            sum(${id(b.amount)})::text as bo_sum,
            count(*) filter (where ${id(b.approve)} and ${paired} and ${byEngine})::int as auto,
            count(*) filter (where ${id(b.approve)} and ${paired} and not coalesce(${byEngine}, false))::int as manual,
            count(*) filter (where ${id(b.approve)} and not ${paired})::int as remark_only,
            count(*) filter (where not ${id(b.approve)})::int as pending,
            coalesce(sum(${id(b.amount)}) filter (where not ${id(b.approve)}), 0)::text as pending_sum,
            count(*) filter (where not ${id(b.approve)} and ${id(b.contested)})::int as contested
          from ${id(b.table)}
          where ${id(b.deletedAt)} is null and ${id(b.website)} = any(${sql.param(websites)}::text[])
            and ${id(b.date)} between ${from}::date and ${to}::date
          group by 1, 2),
        mu as (
          select ${col('website')} as website, ${col('date')}::text as date,
            count(*) filter (where not ${col('is_fee')})::int as mutasi_count,
            count(*) filter (where not ${col('app')} and not ${col('is_fee')})::int as mutasi_pending,
            coalesce(sum(${col('amount')}) filter (where not ${col('app')} and not ${col('is_fee')}), 0)::text as mutasi_pending_sum
          from ${id(t.mutasi.table)}
          where ${col('deleted_at')} is null and ${col('website')} = any(${sql.param(websites)}::text[])
            and ${col('date')} between ${from}::date and ${to}::date
          group by 1, 2)
        select coalesce(bo.website, mu.website) as website, coalesce(bo.date, mu.date) as date,
          coalesce(bo.bo_count, 0) as bo_count, coalesce(bo.bo_sum, '0') as bo_sum, coalesce(bo.auto, 0) as auto,
          coalesce(bo.manual, 0) as manual, coalesce(bo.remark_only, 0) as remark_only, coalesce(bo.pending, 0) as pending, coalesce(bo.pending_sum, '0') as pending_sum,
          coalesce(bo.contested, 0) as contested, coalesce(mu.mutasi_count, 0) as mutasi_count,
          coalesce(mu.mutasi_pending, 0) as mutasi_pending, coalesce(mu.mutasi_pending_sum, '0') as mutasi_pending_sum
        from bo full join mu on bo.website = mu.website and bo.date = mu.date`,
  );
  return rows.map((row) => ({
    website: String(row.website),
    date: String(row.date),
    bo_count: Number(row.bo_count),
    bo_sum: decimalToNumber(String(row.bo_sum))!,
    auto: Number(row.auto),
    manual: Number(row.manual),
    remark_only: Number(row.remark_only),
    pending: Number(row.pending),
    pending_sum: decimalToNumber(String(row.pending_sum))!,
    contested: Number(row.contested),
    mutasi_count: Number(row.mutasi_count),
    mutasi_pending: Number(row.mutasi_pending),
    mutasi_pending_sum: decimalToNumber(String(row.mutasi_pending_sum))!,
  }));
}

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

/**
 * The home page's figures (api.md "Reports", ui.md "Dashboard"): for each website in scope and the chosen
 * day, what is in, what matched and what waits, and the same for the 13 days before as a series.
 */
export async function dashboard(
  db: Db,
  websites: { website_code: string; website_name: string; website_panel: string }[],
  date: IsoDate,
  now: Date,
): Promise<DashboardWebsite[]> {
  const codes = websites.map((w) => w.website_code);
  if (codes.length === 0) return [];
  const from = addDays(date, -(DASHBOARD_DAYS - 1));
  const [deposit, withdraw] = [
    await sideFigures(db, DEPOSIT, codes, from, date),
    await sideFigures(db, WITHDRAW, codes, from, date),
  ];
  const { rows: oldest } = await exec<{
    website: string;
    ticket: string;
    side: 'DEPO' | 'WD';
    at: Date | string;
  }>(
    db,
    sql`select distinct on (website) website, ticket, side, at from (
          select bo_website_code as website, ticket_no as ticket, 'DEPO' as side, coalesce(req_date, app_date) as at
          from bo_deposit where not bo_approve and bo_deleted_at is null and bank_statement_date <= ${date}::date
            and bo_website_code = any(${sql.param(codes)}::text[])
          union all
          select wd_website_code, wd_ticket_no, 'WD', coalesce(wd_req_date, wd_app_date)
          from bo_withdraw where not wd_bo_approve and wd_deleted_at is null and wd_bank_date <= ${date}::date
            and wd_website_code = any(${sql.param(codes)}::text[])
        ) pending where at is not null order by website, at`,
  );

  const breaks = await balanceBreaksOn(db, codes, date);
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => addDays(from, i));
  const find = (rows: DayFigures[], website: string, day: string) =>
    rows.find((row) => row.website === website && row.date === day) ?? { ...EMPTY, website, date: day };
  const strip = ({ website: _w, date: _d, ...figures }: DayFigures): SideFigures => figures;

  return websites.map((site) => {
    const code = site.website_code;
    const depositToday = find(deposit, code, date);
    const withdrawToday = find(withdraw, code, date);
    const boCount = depositToday.bo_count + withdrawToday.bo_count;
    const auto = depositToday.auto + withdrawToday.auto;
    const manual = depositToday.manual + withdrawToday.manual;
    const remarkOnly = depositToday.remark_only + withdrawToday.remark_only;
    const late = oldest.find((row) => row.website === code);
    return {
      website_code: code,
      website_name: site.website_name,
      website_panel: site.website_panel,
      // What is in is what the day holds now, not what was ever uploaded: data deleted within 24 hours is out.
      bo_uploaded: boCount > 0,
      statements_uploaded: depositToday.mutasi_count + withdrawToday.mutasi_count > 0,
      balance_breaks: breaks.get(code) ?? [],
      deposit: strip(depositToday),
      withdraw: strip(withdrawToday),
      matched_percent: percent(auto + manual, boCount),
      auto_percent: percent(auto, boCount),
      manual_percent: percent(manual, boCount),
      remark_only_percent: percent(remarkOnly, boCount),
      oldest_pending: late
        ? {
            ticket: late.ticket,
            side: late.side,
            age_hours: Math.max(0, Math.round((now.getTime() - new Date(late.at).getTime()) / 360_000) / 10),
          }
        : null,
      series: days.map((day) => {
        const d = find(deposit, code, day);
        const w = find(withdraw, code, day);
        return {
          date: day,
          bo_count: d.bo_count + w.bo_count,
          matched: d.auto + d.manual + w.auto + w.manual,
          pending: d.pending + w.pending,
          mutasi_pending: d.mutasi_pending + w.mutasi_pending,
        };
      }),
    };
  });
}
