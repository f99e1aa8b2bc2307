import { z } from 'zod';
import { NO_CONTROL_CHARACTERS } from './common';
import { MSG } from './messages';
import { WireDate } from './review';
import { DashboardFeed } from './feeds';

export const DataPlayerRow = z.object({
  date: z.string(),
  handler: z.string(),
  username: z.string(),
  website: z.string(),
  player_bank_name: z.string().nullable(),
  player_bank_no: z.string().nullable(),
  deposit: z.number(),
  withdraw: z.number(),
});
export type DataPlayerRow = z.infer<typeof DataPlayerRow>;

export const GameSiteDayRow = z.object({
  date: z.string(),
  total_deposit: z.number(),
  total_withdraw: z.number(),
  total_transactions: z.number(),
  balance: z.number(),
});
export type GameSiteDayRow = z.infer<typeof GameSiteDayRow>;

/** Totals over the whole range, not the page (api.md "Reports"). */
const Totals = {
  last_page: z.number(),
  grand_total_deposit: z.number(),
  grand_total_withdraw: z.number(),
  total_balance: z.number(),
  grand_total_transactions: z.number(),
};

export const DataPlayerResponse = z.object({ details: z.array(DataPlayerRow), ...Totals });
export type DataPlayerResponse = z.infer<typeof DataPlayerResponse>;

export const GameSiteResponse = z.object({ details: z.array(GameSiteDayRow), ...Totals });
export type GameSiteResponse = z.infer<typeof GameSiteResponse>;

export const ReportExportBody = z.object({
  start: WireDate,
  end: WireDate,
  group: z
    .string(MSG.uploadNoWebsite)
    .trim()
    .min(1, MSG.uploadNoWebsite)
    .max(40, MSG.websiteCodeInvalid)
    .regex(NO_CONTROL_CHARACTERS, MSG.badCharacters),
});
export type ReportExportBody = z.infer<typeof ReportExportBody>;

const SideFigures = z.object({
  bo_count: z.number(),
  bo_sum: z.number(),
  /** Approved and paired with a statement row by the engine. */
  auto: z.number(),
  /** Approved and paired with a statement row by a checker. */
  manual: z.number(),
  /** Approved with a remark alone: no statement row backs it, so it is no match. */
  remark_only: z.number(),
  pending: z.number(),
  pending_sum: z.number(),
  contested: z.number(),
  mutasi_count: z.number(),
  mutasi_pending: z.number(),
  mutasi_pending_sum: z.number(),
});
export type SideFigures = z.infer<typeof SideFigures>;

export const DashboardWebsite = z.object({
  website_code: z.string(),
  website_name: z.string(),
  website_panel: z.string(),
  bo_uploaded: z.boolean(),
  statements_uploaded: z.boolean(),
  /** Accounts whose statement for the day breaks its running balance: rows are missing (formats.md). */
  balance_breaks: z.array(
    z.object({ bank: z.string(), account_no: z.string(), messages: z.array(z.string()) }),
  ),
  deposit: SideFigures,
  withdraw: SideFigures,
  /** BO rows paired with a statement row (automatically or by hand) as a share of the day's BO rows, 0..100. */
  matched_percent: z.number().nullable(),
  auto_percent: z.number().nullable(),
  manual_percent: z.number().nullable(),
  /** Approved with a remark alone, not counted as matched. */
  remark_only_percent: z.number().nullable(),
  /** The pending BO row waiting longest (by its request time), and for how many hours. */
  oldest_pending: z
    .object({ ticket: z.string(), side: z.enum(['DEPO', 'WD']), age_hours: z.number() })
    .nullable(),
  /**
   * Each of the website's accounts with a feed, and how fresh it is now (feeds.md "Health you can see"): for ADMIN
   * and CHECKER, empty for a CS.
   */
  feeds: z.array(DashboardFeed),
  series: z.array(
    z.object({
      date: z.string(),
      bo_count: z.number(),
      matched: z.number(),
      pending: z.number(),
      mutasi_pending: z.number(),
    }),
  ),
});
export type DashboardWebsite = z.infer<typeof DashboardWebsite>;

/** The last `npm run audit:verify` (decision 066): when it ran, whether the Tracking chain held. */
export const ChainVerification = z.object({
  at: z.string(),
  ok: z.boolean(),
  broken_id: z.number().nullable(),
});
export type ChainVerification = z.infer<typeof ChainVerification>;

export const DashboardResponse = z.object({
  date: z.string(),
  websites: z.array(DashboardWebsite),
  /** ADMIN only: the last chain verification, null when none ran yet; absent for other roles. */
  chain_verification: ChainVerification.nullable().optional(),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;

/** The chart's span: the chosen day and the 13 before it. */
export const DASHBOARD_DAYS = 14;
