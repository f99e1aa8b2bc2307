import {
  addDays,
  DASHBOARD_DAYS,
  jakartaDate,
  type DashboardFeed,
  type DashboardWebsite,
  type IsoDate,
  type SideFigures,
} from '@rekon/contracts';
import type { Db } from '../../db/client';
import { boDayFigures, oldestPendingBo } from '../rows/bo/reports';
import type { Side } from '../rows/row-model';
import { statementDayFigures } from '../rows/statement/reports';
import { balanceBreaksOn } from '../uploads/balance';
import { listFeeds } from '../feeds/feeds.repository';
import { centsToRupiah } from '../../lib/money';

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

/** Both sides' figures per website and day over the chart's span, BO and statement rows together. */
async function sideFigures(
  db: Db,
  websites: string[],
  from: IsoDate,
  to: IsoDate,
): Promise<Record<Side, DayFigures[]>> {
  const figures = new Map<string, DayFigures & { side: Side }>();
  const at = (website: string, side: Side, date: string) => {
    const key = `${website}\u0001${side}\u0001${date}`;
    let row = figures.get(key);
    if (!row) figures.set(key, (row = { ...EMPTY, website, side, date }));
    return row;
  };
  for (const bo of await boDayFigures(db, websites, from, to)) {
    Object.assign(at(bo.website, bo.side, bo.date), {
      bo_count: bo.count,
      bo_sum: centsToRupiah(bo.sumCents),
      auto: bo.auto,
      manual: bo.manual,
      remark_only: bo.remarkOnly,
      pending: bo.pending,
      pending_sum: centsToRupiah(bo.pendingCents),
      contested: bo.contested,
    });
  }
  for (const statement of await statementDayFigures(db, websites, from, to)) {
    Object.assign(at(statement.website, statement.side, statement.date), {
      mutasi_count: statement.count,
      mutasi_pending: statement.pending,
      mutasi_pending_sum: centsToRupiah(statement.pendingCents),
    });
  }
  const rows = [...figures.values()];
  const strip = ({ side: _side, ...row }: DayFigures & { side: Side }): DayFigures => row;
  return {
    DEPO: rows.filter((row) => row.side === 'DEPO').map(strip),
    WD: rows.filter((row) => row.side === 'WD').map(strip),
  };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

/** The feeds of the websites in scope, each with its account and its freshness as of `now`, by website. */
async function feedsByWebsite(db: Db, codes: string[], now: Date): Promise<Map<string, DashboardFeed[]>> {
  const byWebsite = new Map<string, DashboardFeed[]>();
  const wanted = new Set(codes);
  // One read of every feed: a desk has a handful, an ADMIN's dashboard shows most of them anyway.
  for (const row of await listFeeds(db, codes.length === 1 ? codes[0]! : null, now, jakartaDate(now))) {
    if (!wanted.has(row.akun_bank_website)) continue;
    const list = byWebsite.get(row.akun_bank_website) ?? [];
    list.push({
      feed_id: row.feed_id,
      feed_name: row.feed_name,
      feed_kind: row.feed_kind,
      feed_enabled: row.feed_enabled,
      feed_interval_s: row.feed_interval_s,
      akun_bank_id: row.akun_bank_id,
      akun_bank_jenis_transaksi: row.akun_bank_jenis_transaksi,
      akun_bank_bank: row.akun_bank_bank,
      akun_bank_name: row.akun_bank_name,
      akun_bank_no: row.akun_bank_no,
      health: row.health,
    });
    byWebsite.set(row.akun_bank_website, list);
  }
  return byWebsite;
}

/**
 * The home page's figures (api.md "Reports", ui.md "Dashboard"): for each website in scope and the chosen
 * day, what is in, what matched and what waits, and the same for the 13 days before as a series.
 */
export async function dashboard(
  db: Db,
  websites: { website_code: string; website_name: string; website_panel: string }[],
  date: IsoDate,
  now: Date,
  /** Whether the reader sees the feeds' freshness (ADMIN and CHECKER; a CS does not). */
  withFeeds = false,
): Promise<DashboardWebsite[]> {
  const codes = websites.map((w) => w.website_code);
  if (codes.length === 0) return [];
  const from = addDays(date, -(DASHBOARD_DAYS - 1));
  const { DEPO: deposit, WD: withdraw } = await sideFigures(db, codes, from, date);
  const oldest = await oldestPendingBo(db, codes, date);

  const breaks = await balanceBreaksOn(db, codes, date);
  const feeds = withFeeds ? await feedsByWebsite(db, codes, now) : new Map<string, DashboardFeed[]>();
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
            age_hours: Math.max(0, Math.round((now.getTime() - late.at.getTime()) / 360_000) / 10),
          }
        : null,
      feeds: feeds.get(code) ?? [],
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
