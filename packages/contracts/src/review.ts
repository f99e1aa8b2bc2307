import { z } from 'zod';
import { NO_CONTROL_CHARACTERS, Remark } from './common';
import { addDays, jakartaDate, parseWireDate, type IsoDate } from './dates';
import { MSG } from './messages';

export const BO_STATUSES = ['all', 'approve', 'pending'] as const;
export const BoStatus = z.enum(BO_STATUSES, 'Status harus all, approve atau pending.');
export type BoStatus = z.infer<typeof BoStatus>;

export const SEARCH_KINDS = ['id', 'nominal', 'string'] as const;
export const SearchKind = z.enum(SEARCH_KINDS, 'Jenis pencarian harus id, nominal atau string.');
export type SearchKind = z.infer<typeof SearchKind>;

/** A `DD-Mon-YYYY` date (day padded or not) read into `YYYY-MM-DD`. */
export const WireDate = z.string(MSG.reviewBadDate).transform((text, ctx): IsoDate => {
  const date = parseWireDate(text.trim());
  if (!date) {
    ctx.addIssue({ code: 'custom', message: MSG.reviewBadDate });
    return z.NEVER;
  }
  return date;
});

/**
 * The largest amount a checker may type, in rupiah: 90 trillion. Its cents (9e15) stay below 2^53, so code
 * keeps them as exact integers, and it fits the money columns (numeric(18,2): below 10^16 rupiah). No payment
 * of the product comes near it; a typo of many zeros is refused here instead of failing in the database.
 */
export const MAX_AMOUNT_RUPIAH = 90_000_000_000_000;

/** An amount the checker typed: digits (separators are stripped by the screen), or blank to keep the original. */
export const AmountInput = z
  .union(
    [
      z.number(MSG.reviewBadAmount).nonnegative(MSG.reviewBadAmount),
      z.string().regex(/^[0-9]*(\.[0-9]{1,2})?$/, MSG.reviewBadAmount),
      z.null(),
    ],
    MSG.reviewBadAmount,
  )
  .optional()
  .transform((value) => (value === '' || value === undefined || value === null ? null : Number(value)))
  .refine((value) => value === null || value <= MAX_AMOUNT_RUPIAH, MSG.reviewAmountTooLarge);

/** A row id of the BO and statement tables (bigserial), as a number or a numeric string. */
const RowId = z.union(
  [
    z.number(MSG.idInvalid).int(MSG.idInvalid).positive(MSG.idInvalid),
    z
      .string(MSG.idInvalid)
      .regex(/^[0-9]{1,15}$/, MSG.idInvalid)
      .transform(Number),
  ],
  MSG.idInvalid,
);
/** Bulk actions take at most this many rows at once. */
export const MAX_BULK_ROWS = 1000;
/** The `arr` of a bulk action: one to MAX_BULK_ROWS rows of `row`. */
const bulkRows = <T extends z.ZodType>(row: T) => z.array(row).min(1, MSG.noRowsSelected).max(MAX_BULK_ROWS);

export const UpdateBoDepositBody = z.object({
  bank_statement_date: z.string().optional(),
  arr: bulkRows(
    z.object({
      bo_id: RowId,
      ket_app: Remark,
      depo_amount: AmountInput,
      /** Optional counterpart: a pending statement credit approved together with this row. */
      mutasi_id: RowId.optional().nullable(),
      /** Or a split payment's group: two or three pending credits that together are the (corrected) amount. */
      mutasi_ids: z.array(RowId).min(2).max(3).optional().nullable(),
    }),
  ),
});
export type UpdateBoDepositBody = z.infer<typeof UpdateBoDepositBody>;

export const UpdateBoWithdrawBody = z.object({
  wd_bank_date: z.string().optional(),
  arr: bulkRows(
    z.object({
      wd_bo_id: RowId,
      wd_ket_app: Remark,
      wd_amount: AmountInput,
      mutasiwd_id: RowId.optional().nullable(),
      mutasiwd_ids: z.array(RowId).min(2).max(3).optional().nullable(),
    }),
  ),
});
export type UpdateBoWithdrawBody = z.infer<typeof UpdateBoWithdrawBody>;

export const DeleteBoDepositBody = z.object({
  arr: bulkRows(z.object({ bo_id: RowId })),
});
export const DeleteBoWithdrawBody = z.object({
  arr: bulkRows(z.object({ wd_bo_id: RowId })),
});

export const RowResult = z.object({ id: z.number(), ok: z.boolean(), message: z.string() });
export type RowResult = z.infer<typeof RowResult>;
export const BulkResponse = z.object({
  status: z.boolean(),
  message: z.string(),
  results: z.array(RowResult),
});
export type BulkResponse = z.infer<typeof BulkResponse>;

/** The website a body names (`group`). */
const WebsiteGroup = z
  .string(MSG.uploadNoWebsite)
  .trim()
  .min(1, MSG.uploadNoWebsite)
  .max(40, MSG.websiteCodeInvalid)
  .regex(NO_CONTROL_CHARACTERS, MSG.badCharacters);

export const ExportBody = z.object({
  date: WireDate,
  status: BoStatus,
  group: WebsiteGroup,
});
export type ExportBody = z.infer<typeof ExportBody>;

export const DeleteBoMutasiBody = z.object({
  date: WireDate,
  group: WebsiteGroup,
});
export type DeleteBoMutasiBody = z.infer<typeof DeleteBoMutasiBody>;

export const DeleteBoMutasiResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  deleted: z.object({ bo: z.number(), bowd: z.number(), mutasi: z.number(), mutasiwd: z.number() }),
  kept_older: z.number(),
});
export type DeleteBoMutasiResponse = z.infer<typeof DeleteBoMutasiResponse>;

export const SuggestionRow = z.object({
  mutasi_id: z.number(),
  amount: z.number(),
  date: z.string(),
  time: z.string().nullable(),
  name: z.string().nullable(),
  score: z.number().nullable(),
  differences: z.string(),
  /** The BO ticket a person paired this statement row with: shown to explain, never offered to pick. */
  paired_ticket: z.string().nullable(),
});
export type SuggestionRow = z.infer<typeof SuggestionRow>;

/**
 * A pending request paid in two or three transfers (issue 28, decision 053): the credits of the same sender that
 * together are its amount, in time order. Offered, never paired automatically; approved with `mutasi_ids` /
 * `mutasiwd_ids`.
 */
export const SplitRow = z.object({
  mutasi_ids: z.array(z.number()),
  amounts: z.array(z.number()),
  score: z.number().nullable(),
  /** In Indonesian, e.g. `dibayar dalam 2 transfer, Rp150.000 + Rp100.000, rekening sama, nama 100%`. */
  differences: z.string(),
});
export type SplitRow = z.infer<typeof SplitRow>;

const Money = z.number();
const Instant = z.string().nullable();

/** How review left a BO request (deposit or withdraw), after its own columns. */
const requestReview = {
  /** How the row was approved (REF, EXACT, UNIQUE, MANUAL), null while pending. */
  match_pass: z.string().nullable(),
  contested: z.boolean(),
  /** Why an automatic pair of this row was reopened ("dibuka ulang: ..."), while it is pending again. */
  reopened: z.string().nullable(),
  suggestions: z.array(SuggestionRow),
  /** The split payment offered for this pending request, while all its credits are still pending; else null. */
  split: SplitRow.nullable(),
  all_data: z.number().optional(),
};

export const BoDepositRow = z.object({
  bo_id: z.number(),
  bo_approve: z.boolean(),
  ket_app: z.string().nullable(),
  ticket_no: z.string(),
  req_date: Instant,
  app_date: Instant,
  bank_statement_date: z.string(),
  user_name: z.string(),
  full_name: z.string(),
  payment_type: z.string(),
  depo_amount: Money,
  depo_amount_original: Money.nullable(),
  admin_fee: Money,
  agent_fee: Money,
  player_fee: Money,
  nett_amount: Money.nullable(),
  player_bank: z.string(),
  corporate_bank: z.string(),
  bo_desc: z.string(),
  bo_status: z.string(),
  bo_handler: z.string(),
  bo_website: z.string(),
  player_ref: z.string(),
  player_own_ref: z.string(),
  ...requestReview,
});
export type BoDepositRow = z.infer<typeof BoDepositRow>;

export const BoWithdrawRow = z.object({
  wd_bo_id: z.number(),
  wd_bo_approve: z.boolean(),
  wd_ket_app: z.string().nullable(),
  wd_ticket_no: z.string(),
  wd_req_date: Instant,
  wd_app_date: Instant,
  wd_bank_date: z.string(),
  wd_username: z.string(),
  wd_fullname: z.string(),
  wd_brand: z.string(),
  wd_amount: Money,
  wd_amount_original: Money.nullable(),
  wd_player_fee: Money,
  wd_agent_fee: Money,
  wd_nett_amount: Money.nullable(),
  wd_player_bank: z.string(),
  wd_corp_bank: z.string(),
  wd_remarks: z.string(),
  wd_status: z.string(),
  wd_handler: z.string(),
  wd_website: z.string(),
  wd_ref_code: z.string(),
  wd_own_ref_code: z.string(),
  wd_last_balance: Money.nullable(),
  ...requestReview,
});
export type BoWithdrawRow = z.infer<typeof BoWithdrawRow>;

export const MutasiDepositRow = z.object({
  mutasi_id: z.number(),
  mutasi_app: z.boolean(),
  mutasi_ketapp: z.string().nullable(),
  mutasi_amount: Money,
  mutasi_ticket: z.string().nullable(),
  mutasi_app_date: Instant,
  mutasi_player_bank_name: z.string().nullable(),
  mutasi_corporate_bank: z.string(),
  mutasi_transaction_id: z.string().nullable(),
  mutasi_website: z.string(),
  mutasi_date: z.string(),
  mutasi_time: z.string().nullable(),
  mutasi_description: z.string(),
  mutasi_is_fee: z.boolean(),
  /** An explained credit's category label (EXPLAIN_CATEGORIES), null otherwise. */
  mutasi_category: z.string().nullable(),
  /** Where the row came from (feeds.md "Screens"): "Upload #N" for a file's row, the feed's name for a fed row. */
  mutasi_source: z.string(),
  /** Left pending because picking among its candidates would decide which player gets approved. */
  contested: z.boolean(),
  reopened: z.string().nullable(),
  all_data: z.number().optional(),
});
export type MutasiDepositRow = z.infer<typeof MutasiDepositRow>;

export const MutasiWithdrawRow = z.object({
  mutasiwd_id: z.number(),
  mutasiwd_app: z.boolean(),
  mutasiwd_ketapp: z.string().nullable(),
  mutasiwd_amount: Money,
  mutasiwd_ticket: z.string().nullable(),
  mutasiwd_app_date: Instant,
  mutasiwd_player_bank_name: z.string().nullable(),
  mutasiwd_corporate_bank: z.string(),
  mutasiwd_website: z.string(),
  mutasiwd_date: z.string(),
  mutasiwd_time: z.string().nullable(),
  mutasiwd_description: z.string(),
  mutasiwd_is_fee: z.boolean(),
  mutasiwd_category: z.string().nullable(),
  mutasiwd_source: z.string(),
  contested: z.boolean(),
  reopened: z.string().nullable(),
  all_data: z.number().optional(),
});
export type MutasiWithdrawRow = z.infer<typeof MutasiWithdrawRow>;

/** The edit window (spec section 4): the bank statement date is today or one of the 2 days before (Jakarta). */
export const EDIT_WINDOW_DAYS = 3;

/**
 * Whether rows of this bank statement date may still be approved, corrected or deleted. The server decides per
 * row with it; the web asks the same question only to spare staff a refused click.
 */
export function isInEditWindow(date: IsoDate, now: Date): boolean {
  const today = jakartaDate(now);
  return date <= today && date > addDays(today, -EDIT_WINDOW_DAYS);
}

// ---------------------------------------------------------------------------------------------------------------
// The statement side of the desk (issue 29, decision 054): a pending statement row explained without a BO row,
// its suggested requests, and undoing a pair, an approval or an explanation.

/** Why a statement row has no BO row, as a checker picks it; the label is what the screens and the remark show. */
export const EXPLAIN_CATEGORIES = [
  { code: 'REFUND', label: 'Refund / pengembalian' },
  { code: 'OWN_TRANSFER', label: 'Bukan deposit (antar rekening sendiri)' },
  { code: 'BANK_FEE', label: 'Biaya atau bunga bank' },
  { code: 'OTHER', label: 'Lainnya' },
] as const;
export type ExplainCategory = (typeof EXPLAIN_CATEGORIES)[number]['code'];
export const EXPLAIN_CODES = EXPLAIN_CATEGORIES.map((category) => category.code) as [
  ExplainCategory,
  ...ExplainCategory[],
];
/** The match pass an explained statement row stores: `EXPLAIN_<code>`. */
export const EXPLAIN_PASS_PREFIX = 'EXPLAIN_';
export const explainLabel = (code: string): string | null =>
  EXPLAIN_CATEGORIES.find((category) => category.code === code)?.label ?? null;

const ExplainCategoryInput = z.enum(EXPLAIN_CODES, 'Pilih kategori penjelasan.');

export const ExplainMutasiBody = z.object({
  arr: bulkRows(z.object({ mutasi_id: RowId, category: ExplainCategoryInput, remark: Remark })),
});
export type ExplainMutasiBody = z.infer<typeof ExplainMutasiBody>;
export const ExplainMutasiWdBody = z.object({
  arr: bulkRows(z.object({ mutasiwd_id: RowId, category: ExplainCategoryInput, remark: Remark })),
});
export type ExplainMutasiWdBody = z.infer<typeof ExplainMutasiWdBody>;

/** A pending request suggested for a pending statement row, with its differences seen from the statement row. */
export const RequestSuggestionRow = z.object({
  bo_id: z.number(),
  ticket_no: z.string(),
  amount: z.number(),
  date: z.string(),
  time: z.string().nullable(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  score: z.number().nullable(),
  differences: z.string(),
  /** A person undid this very pair: offered last. */
  refused: z.boolean(),
});
export type RequestSuggestionRow = z.infer<typeof RequestSuggestionRow>;

/** GET /api/saranmutasi/{id} (and saranmutasiwd): why a statement row is pending, and the requests nearest it. */
export const MutasiSaranResponse = z.object({
  status: z.literal(true),
  data: z.object({
    id: z.number(),
    approved: z.boolean(),
    /** The engine's reason in one Indonesian sentence. */
    reason: z.string(),
    contested: z.boolean(),
    suggestions: z.array(RequestSuggestionRow),
    /** The pending request of the searched ticket (`?ticket=`) within the row's window, or null. */
    found: RequestSuggestionRow.nullable(),
  }),
});
export type MutasiSaranResponse = z.infer<typeof MutasiSaranResponse>;

const undoBody = <K extends string>(key: K) =>
  z.object({
    arr: bulkRows(
      z.object({ [key]: RowId, remark: Remark } as { [P in K]: typeof RowId } & { remark: typeof Remark }),
    ),
  });
/** PUT /api/undobo, undobowd, undomutasi, undomutasiwd: the rows whose pair, approval or explanation to take back. */
export const UndoBoBody = undoBody('bo_id');
export const UndoBoWdBody = undoBody('wd_bo_id');
export const UndoMutasiBody = undoBody('mutasi_id');
export const UndoMutasiWdBody = undoBody('mutasiwd_id');
