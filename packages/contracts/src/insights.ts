import { z } from 'zod';
import { Timestamp } from './common';

/**
 * Risk signals (issue 19, decision 044): what looks odd on a website's day, computed from the rows Rekon holds.
 * They inform; they never change a match.
 */
export const RISK_SIGNAL_KINDS = [
  'sender_many_users',
  'user_many_senders',
  'name_mismatch_manual',
  'shared_reference',
  'amount_edits',
  'approve_without_credit',
] as const;
export const RiskSignalKind = z.enum(RISK_SIGNAL_KINDS);
export type RiskSignalKind = z.infer<typeof RiskSignalKind>;

/** The screen's names of each kind. */
export const RISK_SIGNAL_LABELS: Record<RiskSignalKind, string> = {
  sender_many_users: 'Satu pengirim, banyak username',
  user_many_senders: 'Satu username, banyak pengirim',
  name_mismatch_manual: 'Nama beda, di-approve manual',
  shared_reference: 'Referensi/tiket di rekening atau website lain',
  amount_edits: 'Nominal diubah manual',
  approve_without_credit: 'Approve tanpa mutasi',
};

/** The review lists' `?signal=` filter: rows behind any signal, or behind one kind. */
export const RiskSignalFilter = z.union([z.literal('any'), RiskSignalKind], {
  error: 'Sinyal risiko tidak dikenal.',
});
export type RiskSignalFilter = z.infer<typeof RiskSignalFilter>;
export const ReviewSignalQuery = z.object({ signal: RiskSignalFilter.optional() });
export type ReviewSignalQuery = z.infer<typeof ReviewSignalQuery>;

export const RISK_THRESHOLD_MIN = 2;
export const RISK_THRESHOLD_MAX = 20;
export const DEFAULT_RISK_THRESHOLDS = { sender_min_users: 3, user_min_senders: 3 } as const;

const threshold = (what: string) =>
  z
    .number(`${what} harus angka.`)
    .int(`${what} harus bilangan bulat.`)
    .min(RISK_THRESHOLD_MIN, `${what} minimal ${RISK_THRESHOLD_MIN}.`)
    .max(RISK_THRESHOLD_MAX, `${what} maksimal ${RISK_THRESHOLD_MAX}.`);

/** An ADMIN's change of a website's thresholds. */
export const RiskSettingsBody = z.object({
  sender_min_users: threshold('Ambang username per pengirim'),
  user_min_senders: threshold('Ambang pengirim per username'),
});
export type RiskSettingsBody = z.infer<typeof RiskSettingsBody>;

export const RiskSettings = RiskSettingsBody.extend({
  website_code: z.string(),
  /** Null while the website keeps the defaults. */
  updated_at: Timestamp.nullable(),
  updated_by: z.string().nullable(),
});
export type RiskSettings = z.infer<typeof RiskSettings>;

export const RiskSettingsResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: RiskSettings,
});
export type RiskSettingsResponse = z.infer<typeof RiskSettingsResponse>;

/**
 * One row behind a signal: a BO row, a statement row, or both when they are a pair. Amounts in rupiah. Fields a
 * side does not have are null.
 */
export const RiskSignalRow = z.object({
  side: z.enum(['DEPO', 'WD']),
  bo_id: z.number().nullable(),
  ticket_no: z.string().nullable(),
  user_name: z.string().nullable(),
  /** The player's registered name (the panel's bank holder, else the full name). */
  holder_name: z.string().nullable(),
  mutasi_id: z.number().nullable(),
  sender_name: z.string().nullable(),
  sender_account: z.string().nullable(),
  reference: z.string().nullable(),
  /** The corporate account of the statement row (else of the BO row). */
  account: z.string().nullable(),
  date: z.string(),
  time: z.string().nullable(),
  amount: z.number(),
  /** The amount as uploaded, when a person changed it. */
  amount_original: z.number().nullable(),
  approved_by: z.string().nullable(),
  remark: z.string().nullable(),
  /** The engine's name score of sender and holder, 0..1, where both have a name. */
  name_score: z.number().nullable(),
});
export type RiskSignalRow = z.infer<typeof RiskSignalRow>;

/** Where else a shared reference was seen. Another website's code is shown to an ADMIN only. */
export const RiskElsewhere = z.object({
  website_code: z.string().nullable(),
  account: z.string().nullable(),
  date: z.string(),
});
export type RiskElsewhere = z.infer<typeof RiskElsewhere>;

export const RiskSignal = z.object({
  kind: RiskSignalKind,
  /** What the rows share: the sender, the username, the approver, the reference, the checker. */
  subject: z.string(),
  /** A short Indonesian summary ("4 username", "Rp 150.000 diubah di 3 baris"). */
  summary: z.string(),
  rows: z.array(RiskSignalRow),
  elsewhere: z.array(RiskElsewhere),
});
export type RiskSignal = z.infer<typeof RiskSignal>;

export const RiskSignalsResponse = z.object({
  website_code: z.string(),
  date: z.string(),
  thresholds: RiskSettingsBody,
  counts: z.record(RiskSignalKind, z.number()),
  signals: z.array(RiskSignal),
});
export type RiskSignalsResponse = z.infer<typeof RiskSignalsResponse>;
