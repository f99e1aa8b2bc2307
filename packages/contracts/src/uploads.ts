import { z } from 'zod';
import { PathId, Remark } from './common';

/** The 18 upload endpoints of the spec (section 7), mapped to combinations in formats.md. */
export const UPLOAD_ENDPOINTS = [
  '/api/checkdata',
  '/api/bowd',
  '/api/uploadboluxe',
  '/api/uploadqris',
  '/api/uploadbowdluxe',
  '/api/mutasiupdepobca',
  '/api/mutasiupdepomdr',
  '/api/mutasiupdepobnimobile',
  '/api/mutasiupdepobniinternetbanking',
  '/api/mutasiupdepocimb',
  '/api/mutasiupdepoautotx',
  '/api/mutasiupdepoqris',
  '/api/mutasiupdepoqrissolita',
  '/api/mutasiupdepoqrisminera',
  '/api/mutasiupdepoqrisexport',
  '/api/mutasiupdepoqrisluxe',
  '/api/nexuspay',
  '/api/mutasiupdepomanual',
] as const;
export type UploadEndpoint = (typeof UPLOAD_ENDPOINTS)[number];

/** Manual Bank/Wallet providers (spec section 3, `provider`). */
export const MANUAL_PROVIDERS = ['BRI', 'MANDIRI', 'BNI', 'OVO', 'DANA', 'LINKAJA', 'GOPAY', 'QRIS'] as const;
export type ManualProvider = (typeof MANUAL_PROVIDERS)[number];

/** The multipart form fields an upload may carry besides `myfile`. */
export const UPLOAD_FIELDS = [
  'groups',
  'jenis',
  'corporate_bank_name',
  'corporate_bank_no',
  'provider',
  'dates',
  'depo_edited_by',
  'depo_created_by',
] as const;

/** Rows are missing between two rows of a statement: its running balance does not follow (formats.md). */
export const BalanceBreak = z.object({
  /** The file row after which the balance stops following, and the row where it shows. */
  after_line: z.number(),
  line: z.number(),
  /** The day the missing rows belong to. */
  date: z.string(),
  /** Rupiah: the balance the rows lead to, the one printed, and what the missing rows moved. */
  expected: z.number(),
  found: z.number(),
  difference: z.number(),
  message: z.string(),
});
export type BalanceBreak = z.infer<typeof BalanceBreak>;

/** The stored balance of the days before does not lead to this file's opening balance. */
export const BalanceGap = z.object({
  previous_upload_id: z.number(),
  previous_date: z.string(),
  previous_closing: z.number(),
  opening: z.number(),
  difference: z.number(),
  message: z.string(),
});
export type BalanceGap = z.infer<typeof BalanceGap>;

/** A statement's running balance, where it breaks inside the file and against the uploads before it. */
export const UploadBalance = z.object({
  opening: z.number(),
  closing: z.number(),
  first_date: z.string(),
  last_date: z.string(),
  break_count: z.number(),
  /** The first breaks (at most 100); `break_count` counts them all. */
  breaks: z.array(BalanceBreak),
  gap: BalanceGap.nullable(),
});
export type UploadBalance = z.infer<typeof UploadBalance>;

/**
 * One business date of an upload's new rows (issue 29 item 6, decision 069): how many rows it holds, how many
 * of them sit there by a time that tells another day (a request made at 23:57 and approved at 00:03 belongs to
 * the approve day) and why, and what is still pending on that day alone.
 */
export const UploadDay = z.object({
  date: z.string(),
  rows: z.number(),
  /** Rows dated otherwise than by an approve time on their request's day: approved a day later, or no approve time. */
  moved: z.number(),
  /** Why the moved rows are on this date ("di-approve pukul 00.03 WIB"); null when none moved. */
  reason: z.string().nullable(),
  pending_bo: z.number(),
  pending_mutasi: z.number(),
  /** The line shown to staff: "1 baris masuk 28 Nov: di-approve pukul 00.03 WIB". */
  message: z.string(),
});
export type UploadDay = z.infer<typeof UploadDay>;

export const UploadSummary = z.object({
  upload_id: z.number(),
  rows_total: z.number(),
  rows_inserted: z.number(),
  rows_duplicate: z.number(),
  rows_skipped: z.number(),
  skipped_reasons: z.record(z.string(), z.number()),
  /** Pairs this upload's run made, per pass. */
  matched: z.object({ REF: z.number(), EXACT: z.number(), UNIQUE: z.number() }),
  /** Automatic pairs a row of this upload reopened (reconcile.md "When it runs"); each has a Tracking row. */
  reopened: z.number(),
  /** What is still pending on the upload's own business dates (not the neighbouring days the run also read). */
  pending: z.object({ bo: z.number(), mutasi: z.number(), contested_groups: z.number() }),
  /** The new rows per business date, earliest first (decision 069). */
  dates: z.array(UploadDay),
  /** Statements that print a running balance; null for the others and for BO files. Never a refusal. */
  balance: UploadBalance.nullable(),
  /** What the parser noticed without refusing the file (a footer total that disagrees, another account's number). */
  warnings: z.array(z.string()),
});
export type UploadSummary = z.infer<typeof UploadSummary>;

/**
 * The spec's upload answer (section 8): `status: true` means nothing new ("Data sudah ada untuk tanggal …"),
 * `status: false` with one message per item means rows were added.
 */
export const UploadResponse = z.object({
  status: z.boolean(),
  data: z.array(z.object({ message: z.string() })),
  summary: UploadSummary,
});
export type UploadResponse = z.infer<typeof UploadResponse>;

/**
 * What the server is doing with an upload (issue 17): still receiving it (or not started on it: an id it does
 * not know), reading and checking the file into staging, storing the new rows, matching them. The browser
 * names its upload with a random id in the `x-upload-id` header and asks `GET /api/uploadprogress/{id}` while
 * it waits.
 */
export const UPLOAD_ID_HEADER = 'x-upload-id';
export const UploadPhase = z.enum(['receiving', 'reading', 'storing', 'matching', 'done']);
export type UploadPhase = z.infer<typeof UploadPhase>;
export const UploadProgress = z.object({
  phase: UploadPhase,
  /** Rows read (storing), new rows (matching, done); null before. */
  rows: z.number().nullable(),
});
export type UploadProgress = z.infer<typeof UploadProgress>;
export const UploadProgressParams = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/) });

/** `GET /api/uploadfile/{uploadId}`: an upload's original file, as it was uploaded (kept for audit, api.md). */
export const UploadFileParams = z.object({ uploadId: PathId });

// ---------------------------------------------------------------------------------------------------------------
// Upload history (issue 29, decision 056): each upload of a website, and the undo of one upload within 24 hours.

export const UploadHistoryRow = z.object({
  upload_id: z.number(),
  created_at: z.string(),
  created_by: z.string(),
  file_name: z.string(),
  kind: z.string(),
  format: z.string(),
  website: z.string(),
  /** `name - number` of the corporate account, null for a BO export or a gateway. */
  account: z.string().nullable(),
  statement_date: z.string().nullable(),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  rows_inserted: z.number(),
  rows_duplicate: z.number(),
  rows_skipped: z.number(),
  /** Pairs the run after the upload made. */
  pairs_made: z.number(),
  /** The balance warnings of a statement (breaks in its running balance, a gap to the previous upload). */
  balance_warnings: z.number(),
  /** Rows of the upload still stored (not undone, not deleted by the 24-hour delete). */
  rows_present: z.number(),
  has_file: z.boolean(),
  undone_at: z.string().nullable(),
  undone_by: z.string().nullable(),
  /** Within 24 hours of the upload, not undone, rows left. */
  can_undo: z.boolean(),
  all_data: z.number().optional(),
});
export type UploadHistoryRow = z.infer<typeof UploadHistoryRow>;

export const UndoUploadBody = z.object({ remark: Remark });
export type UndoUploadBody = z.infer<typeof UndoUploadBody>;

export const UndoUploadResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  removed: z.number(),
  unpaired: z.number(),
  paired: z.number(),
});
export type UndoUploadResponse = z.infer<typeof UndoUploadResponse>;
