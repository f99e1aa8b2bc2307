import { z } from 'zod';
import { NO_CONTROL_CHARACTERS, WebsiteParam } from './common';
import { MSG } from './messages';
import { WireDate } from './review';

/**
 * Rule replay (decision 045): an ADMIN runs the current matching rules again over the rows of a website still
 * open in a date range, first as a preview that writes nothing, then for real.
 */

/** The longest range one replay covers, in days (both ends included). */
export const REPLAY_MAX_DAYS = 31;
/** The most proposed pairs a preview lists; its counts always cover all of them. */
export const REPLAY_PAIR_LIMIT = 1000;

/** `GET /api/rulereplay/preview/{websiteCode}/{from}/{to}`: dates as `DD-Mon-YYYY`. */
export const ReplayParams = z.object({ websiteCode: WebsiteParam, from: WireDate, to: WireDate });
export type ReplayParams = z.infer<typeof ReplayParams>;

/** `POST /api/rulereplay/apply`: the range of a preview, and that preview's token. */
export const ReplayApplyBody = z.object({
  website: z
    .string(MSG.uploadNoWebsite)
    .trim()
    .min(1, MSG.uploadNoWebsite)
    .max(40, MSG.websiteCodeInvalid)
    .regex(NO_CONTROL_CHARACTERS, MSG.badCharacters),
  from: WireDate,
  to: WireDate,
  preview_token: z.string(MSG.replayTokenMissing).regex(/^[0-9a-f]{64}$/, MSG.replayTokenMissing),
});
export type ReplayApplyBody = z.input<typeof ReplayApplyBody>;

export const ReplaySide = z.enum(['DEPO', 'WD']);
export type ReplaySide = z.infer<typeof ReplaySide>;

/** What a run does on one side: pairs it makes per pass, automatic pairs it reopens, what stays pending. */
export const ReplaySideCounts = z.object({
  side: ReplaySide,
  matched: z.object({ REF: z.number(), EXACT: z.number(), UNIQUE: z.number() }),
  reopened: z.number(),
  pending_bo: z.number(),
  pending_mutasi: z.number(),
  contested_groups: z.number(),
});
export type ReplaySideCounts = z.infer<typeof ReplaySideCounts>;

/** A pair the engine would make now: both rows as a checker reads them, and why. */
export const ReplayPair = z.object({
  side: ReplaySide,
  pass: z.enum(['REF', 'EXACT', 'UNIQUE']),
  /** Name score 0..1; null when a side has no name. */
  score: z.number().nullable(),
  reason: z.string(),
  bo_id: z.number(),
  bo_ticket: z.string(),
  bo_username: z.string().nullable(),
  /** Rupiah, as the engine compares it (a withdrawal's nett amount when it has one). */
  bo_amount: z.number(),
  /** The BO row's business date, `YYYY-MM-DD`. */
  bo_date: z.string(),
  mutasi_id: z.number(),
  mutasi_description: z.string().nullable(),
  /** The sender (credit) or receiver (debit) name read from the statement row. */
  mutasi_name: z.string().nullable(),
  mutasi_amount: z.number(),
  mutasi_date: z.string(),
});
export type ReplayPair = z.infer<typeof ReplayPair>;

/** An automatic pair the current rules would no longer make: undone by the apply. */
export const ReplayReopened = z.object({
  side: ReplaySide,
  bo_ticket: z.string(),
  mutasi_id: z.number(),
  mutasi_description: z.string().nullable(),
  amount: z.number(),
  outcome: z.enum(['contested', 'repaired', 'pending']),
});
export type ReplayReopened = z.infer<typeof ReplayReopened>;

export const ReplayPreview = z.object({
  website: z.string(),
  from: z.string(),
  to: z.string(),
  sides: z.array(ReplaySideCounts),
  /** Every proposed pair, both sides, up to REPLAY_PAIR_LIMIT; `pairs_total` counts them all. */
  pairs: z.array(ReplayPair),
  pairs_total: z.number(),
  reopened: z.array(ReplayReopened),
  /** Names this exact plan: the apply refuses (409) when the plan it computes under the lock differs. */
  preview_token: z.string(),
});
export type ReplayPreview = z.infer<typeof ReplayPreview>;

export const ReplayPreviewResponse = z.object({ status: z.literal(true), data: ReplayPreview });
export type ReplayPreviewResponse = z.infer<typeof ReplayPreviewResponse>;

export const ReplayApplyResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ sides: z.array(ReplaySideCounts), paired: z.number(), reopened: z.number() }),
});
export type ReplayApplyResponse = z.infer<typeof ReplayApplyResponse>;
