/**
 * The typed row model of the two kinds of rows (decision 049): a BO row and a statement row, each with its side as
 * data. Services speak these names; only the repositories (rows/bo/, rows/statement/) turn them into SQL and
 * only the response mapping (responses.ts) into the spec's `bo_*`, `wd_*`, `mutasi_*` and `mutasiwd_*` fields.
 * Money is integer cents everywhere here.
 */
import {
  JENIS_TRANSAKSI,
  type BoStatus,
  type IsoDate,
  type JenisTransaksi,
  type SearchKind,
} from '@rekon/contracts';
import type { BoRow, MutasiRow } from '@rekon/reconcile';

/** Deposit or withdrawal: the spec's jenis transaksi. */
export type Side = JenisTransaksi;
export const SIDES: readonly Side[] = JENIS_TRANSAKSI;

/** What every row of an upload has, of either kind (the row tables' `rowOrigin` columns but the id). */
interface RowOrigin {
  side: Side;
  website: string;
  uploadId: number;
  /** A uuid (uploads/fingerprint.ts). */
  fingerprint: string;
  /** Its line in the stored original file. */
  line: number;
}

/** A BO record of an upload, as it is staged and then stored. */
export interface NewBo extends RowOrigin {
  ticket: string;
  /** Instants as `YYYY-MM-DD HH:MM:SS+07`: the panels write Jakarta wall-clock time. */
  requestedAt: string | null;
  panelApprovedAt: string | null;
  businessDate: IsoDate;
  username: string;
  fullname: string;
  paymentType: string | null;
  brand: string | null;
  amountCents: number;
  adminFeeCents: number | null;
  agentFeeCents: number;
  playerFeeCents: number;
  nettCents: number | null;
  lastBalanceCents: number | null;
  playerBank: string;
  playerBankBank: string | null;
  playerBankHolder: string | null;
  playerBankNo: string | null;
  corporateBank: string;
  description: string;
  status: string;
  handler: string;
  panelWebsite: string;
  ref: string;
  ownRef: string;
}

/** A statement record of an upload, as it is staged and then stored. */
export interface NewStatement extends RowOrigin {
  /**
   * Staged, never stored: the fingerprint the row had before its running balance was part of it, null when it
   * prints none (uploads/fingerprint.ts). A stored row holding it is this row, uploaded before that change.
   */
  legacyFingerprint: string | null;
  accountId: number | null;
  corporateBank: string;
  source: string;
  date: IsoDate;
  time: string | null;
  amountCents: number;
  description: string;
  senderName: string | null;
  counterpartyAccount: string | null;
  reference: string | null;
  transactionId: string | null;
  wallet: string | null;
  channel: string | null;
  feeCents: number | null;
  nettCents: number | null;
  sourceStatus: string | null;
  isFee: boolean;
  sourceTicket: string | null;
  /** What the row shows as its ticket while pending: the gateway's own. */
  ticket: string | null;
  /** Bank charges are explained at once ("Biaya bank") and never matched (formats.md). */
  approved: boolean;
  remark: string | null;
  /** The feed that brought the row (decision 057); null for a file's row. */
  feedId: number | null;
  /** The running balance after the row, where its source gives one. */
  balanceCents: number | null;
}

/**
 * A BO row as the engine reads it, plus what a run needs around it: whether it already shows a contested flag or
 * suggestions, its upload, its player's bank account (for learned names) and, for a row an engine run paired, the
 * statement row of that pair.
 */
export type EngineBo = BoRow & {
  id: number;
  /** What orders rows that tie on time, before their ids (the engine reads it when present). */
  orderKey: string;
  hasInsight: boolean;
  uploadId: number;
  playerAccount: string;
  standingMutasiId: number | null;
};

export type EngineStatement = MutasiRow & {
  id: number;
  contested: boolean;
  uploadId: number;
  standingBoId: number | null;
};

/**
 * What is left of a contested group once a person settled some of its rows: the pending rows of a website's side
 * still marked contested with one of `amountsCents`, dated in [from, to].
 */
export interface ContestedRest {
  side: Side;
  website: string;
  from: IsoDate;
  to: IsoDate;
  amountsCents: readonly number[];
}

/** A pair a run or a person makes: the BO row, the statement row, how, and the reason both rows show. */
export interface PairToStore {
  boId: number;
  statementId: number;
  /** The BO row's ticket, which the statement row shows once paired. */
  boTicket: string;
  /** The statement row's date, which becomes the BO row's business date. */
  statementDate: IsoDate;
  pass: string;
  /** Name score 0..1, null when a side has no name or a person chose. */
  score: number | null;
  reason: string;
  /** Made by an engine run (a later run may reopen it) rather than by a person. */
  auto: boolean;
}

/** What a run decided for a row that stays pending: its contested mark and its suggestions (JSON). */
export interface PendingInsight {
  id: number;
  contested: boolean;
  /** The engine's suggestions (stored as they are, JSON), or null to leave none. */
  suggestions: readonly unknown[] | null;
  /** The engine's split payment of the row (issue 28, stored as it is, JSON), or null for none. */
  split: unknown;
}

/** A pair a run reopened, and the note its rows show while they stay pending. */
export interface Reopened {
  boId: number;
  statementId: number;
  note: string | null;
}

/** What a review list (and its export) shows: a website's side on one business date, by status. */
export interface ReviewFilter {
  website: string;
  date: IsoDate;
  status: BoStatus;
  /** By row id or ticket digits (`id`), exact amount (`nominal`) or name (`string`). */
  search?: { kind: SearchKind; term: string };
  /** Only these row ids (the rows behind risk signals, decision 044). */
  only?: readonly number[];
}

/** One page of a list as the JSON array of api.md, and the total over all pages. */
export interface ListPage {
  json: string;
  total: number;
}
