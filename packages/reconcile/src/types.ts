import type { IsoDate } from '@rekon/contracts';

/** Database ids of the caller's rows; compared numerically when both are numbers, else as text. */
export type RowId = number | string;

/** Which side of the business a row belongs to: deposits meet statement credits, withdrawals meet debits. */
export type Side = 'DEPO' | 'WD';

/** A corporate account of a website (the spec's Data Bank). */
export interface DataBankAccount {
  id: RowId;
  website: string;
  /** akun_bank_jenis_transaksi. */
  side: Side;
  /** BCA, MANDIRI, BNI, OVO, ... */
  bank: string;
  accountName: string;
  /** Digits only. */
  accountNumber: string;
}

/** One pending deposit (`bo_*`) or withdraw (`wd_*`) request from a panel export. */
export interface BoRow {
  id: RowId;
  side: Side;
  website: string;
  /** ticket_no / wd_ticket_no. */
  ticket: string;
  /** depo_amount, or wd_amount for a withdrawal. Integer cents. */
  amountCents: number;
  /** wd_nett_amount in cents; a withdrawal matches on it when present and non-zero. Ignored for deposits. */
  nettAmountCents?: number | null;
  /** bank_statement_date / wd_bank_date: the Asia/Jakarta date of the approve (else request) time. */
  businessDate: IsoDate;
  /** Jakarta wall-clock time of the approve (else request) instant, `HH:MM` or `HH:MM:SS`; null when unknown. */
  time: string | null;
  /** user_name / wd_username: who the player is (two holders can share a name, a player cannot share a login). */
  username: string | null;
  /** Holder name of the player's bank account (player_bank / wd_player_bank). */
  holderName: string | null;
  /** Bank or wallet of the player's account (`BCA`, `GOPAY`, ...): money through another channel contradicts it. */
  playerBank?: string | null;
  /**
   * Statement names a checker taught Rekon for this player's bank account (reconcile.md "Learned names"): a
   * statement row printing one of them scores 1.0 with this request.
   */
  learnedNames?: readonly string[] | null;
  /** corporate_bank / wd_corp_bank as the panel wrote it, e.g. `BCA|HENDRA KUSNADI|4561237890`. */
  corporateBank: string | null;
  /** player_ref / wd_ref_code. */
  ref: string | null;
  /** player_own_ref / wd_own_ref_code. */
  ownRef: string | null;
}

/** One pending statement row (mutasi): a credit on the deposit side, a debit on the withdraw side. */
export interface MutasiRow {
  id: RowId;
  side: Side;
  website: string;
  /** The Data Bank account the statement was uploaded for; null for gateways without one (QRIS). */
  accountId: RowId | null;
  /** Integer cents; for gateways the gross amount (QRIS Nominal, never Nett). */
  amountCents: number;
  /** Statement date (Asia/Jakarta). */
  date: IsoDate;
  /** Jakarta wall-clock transaction time, `HH:MM` or `HH:MM:SS`; null when the statement carries none. */
  time: string | null;
  /** Counterparty name as the parser extracted it; wallet company names (DOMPET ANAK BANGSA, ...) count as none. */
  name: string | null;
  /** Transaction id / reference (QRIS, e-wallet, Nexus Pay). */
  reference: string | null;
  /** The panel ticket a gateway row names, when it names one. */
  ticket?: string | null;
  /** E-wallet the money came through (GOPAY, OVO, DANA, SHOPEEPAY), when the parser recognised one. */
  wallet?: string | null;
  /**
   * The bank or wallet the description names as the other side (the sending bank of a credit, the receiving one
   * of a debit): `BRI`, `BCA`, a clearing code, a wallet; null when it names none.
   */
  channel?: string | null;
  /** As BoRow.orderKey: the content key that orders rows tying on time, before the id. */
  orderKey?: string | null;
  /**
   * Where the row stands in the file that brought it (an upload, a feed's push): rows of one `file` are in the
   * order the statement printed them, by `line`. On a statement without times it tells when a credit came.
   */
  position?: { file: RowId; line: number } | null;
  /** Bank charges: stored, explained as fees, never matched. */
  isFee: boolean;
}

export interface MatchInput {
  /** Only pending rows: the engine never sees, and so never undoes, approved ones. */
  bo: readonly BoRow[];
  mutasi: readonly MutasiRow[];
  accounts: readonly DataBankAccount[];
  /**
   * Statement rows a person paired (reconcile.md "When it runs"): never paired again, but a request that could
   * have taken one lists it among its suggestions, and UNIQUE counts it as a competitor.
   */
  settled?: readonly SettledMutasi[];
  /**
   * Pairs a person undid (decision 055): never made again automatically, and offered last among the suggestions of
   * their rows. A refused pair the passes would make leaves both its rows pending; every other pair is made as if
   * the refused one stood, so no competitor pairs in its place on the strength of the undone rows being gone.
   */
  refused?: readonly RefusedPair[];
}

/** A pair of rows a person undid. */
export interface RefusedPair {
  boId: RowId;
  mutasiId: RowId;
}

/** A statement row a person paired with the BO row of `pairedTicket`. */
export type SettledMutasi = MutasiRow & { pairedTicket: string };

export type MatchPass = 'REF' | 'EXACT' | 'UNIQUE';

export interface MatchedPair {
  boId: RowId;
  mutasiId: RowId;
  pass: MatchPass;
  /** Name score 0..1 (two decimals); null when a side has no name. */
  score: number | null;
  /** `ket_app` / `mutasi_ketapp` text: `REF <reference>`, `AUTO <account> <amount> nama <score>`, `AUTO-UNIK ...`. */
  reason: string;
  /** Time between the two rows in seconds; a whole number of days when either side has no time. */
  gapSeconds: number;
}

export interface ContestedCandidate {
  boId: RowId;
  mutasiId: RowId;
  score: number | null;
  gapSeconds: number;
}

/** Rows left pending on purpose: picking among them would decide which player gets approved. */
export interface ContestedGroup {
  pass: 'REF' | 'EXACT';
  boIds: RowId[];
  mutasiIds: RowId[];
  candidates: ContestedCandidate[];
  /** One line in Indonesian for the checker. */
  reason: string;
}

export interface Suggestion {
  mutasiId: RowId;
  amountCents: number;
  date: IsoDate;
  time: string | null;
  name: string | null;
  /** Name score 0..1 (two decimals); null when a side has no name. */
  score: number | null;
  /** Per-field differences in Indonesian, e.g. `nominal sama, rekening lain, 47 menit kemudian, nama 62%`. */
  differences: string;
  /** The BO ticket a person paired this statement row with: shown, never offered to pick. */
  pairedTicket?: string | null;
}

/** A pending request suggested for a pending statement row (View Mutasi), with its differences from the credit. */
export interface RequestSuggestion {
  boId: RowId;
  ticket: string;
  /** The amount the request matches on, in cents. */
  amountCents: number;
  date: IsoDate;
  time: string | null;
  username: string | null;
  /** The holder name of the player's account. */
  name: string | null;
  /** Name score 0..1 (two decimals); null when a side has no name. */
  score: number | null;
  /** Per-field differences in Indonesian, seen from the credit: `nominal sama, rekening sama, 5 menit sebelumnya, nama 100%`. */
  differences: string;
  /** A person undid this very pair: offered last, never first. */
  refused: boolean;
}

/** A request paid in two or three transfers of its sender: suggested as one group, never paired automatically. */
export interface SplitSuggestion {
  /** The credits of the group, in time order. */
  mutasiIds: RowId[];
  amountCents: number[];
  /** The lowest name score of the group's credits, 0..1. */
  score: number;
  /** In Indonesian, e.g. `dibayar dalam 2 transfer, Rp150.000 + Rp100.000, rekening sama, nama 100%`. */
  differences: string;
}

export interface PendingBo {
  boId: RowId;
  contested: boolean;
  /** Up to 3 pending statement rows, nearest first. */
  suggestions: Suggestion[];
  /** Two or three pending credits of the same sender that together are the request's amount, if any. */
  split?: SplitSuggestion;
}

export interface PendingMutasi {
  mutasiId: RowId;
  contested: boolean;
}

export interface MatchResult {
  pairs: MatchedPair[];
  contested: ContestedGroup[];
  pendingBo: PendingBo[];
  /** Pending statement rows, fee rows excluded (they are explained as fees, never matched). */
  pendingMutasi: PendingMutasi[];
  counts: {
    REF: number;
    EXACT: number;
    UNIQUE: number;
    pendingBo: number;
    pendingMutasi: number;
    contestedGroups: number;
  };
}
