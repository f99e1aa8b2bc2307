import type { IsoDate } from '@rekon/contracts';
import type { Direction } from './amount';
import type { LocalDateTime } from './dates';
import { isInterestText } from './labels';

export type Wallet = 'GOPAY' | 'OVO' | 'DANA' | 'SHOPEEPAY' | 'LINKAJA';

/**
 * One row of a bank statement, manual statement, QRIS/Auto TX gateway report or Nexus Pay report.
 * Money is integer cents; `date` is the Jakarta calendar date and `time` the WIB wall clock.
 */
export interface MutasiRecord {
  date: IsoDate;
  time: string | null;
  /** Money into (`CR`) or out of (`DB`) the account the file belongs to. */
  direction: Direction;
  amountCents: number;
  balanceCents: number | null;
  description: string;
  /** Sender of a credit or receiver of a debit, as the source prints it (banks cut it to ~18 characters). */
  counterpartyName: string | null;
  /** The counterparty's account number, or the phone number behind an e-wallet. */
  counterpartyAccount: string | null;
  wallet: Wallet | null;
  /**
   * The bank or wallet the money came from (credit) or went to (debit), as the row names it: `BRI`,
   * `MANDIRI`, `GOPAY`; the statement's own bank for an in-bank transfer; null when the row names none.
   */
  counterpartyBank: string | null;
  /** What a BO row's reference is compared with (gateway ticket or id, bank reference number). */
  reference: string | null;
  transactionId: string | null;
  ticket: string | null;
  username: string | null;
  /** Fee the gateway or panel charged on this transaction (QRIS `Biaya`, Nexus Pay `Admin Fee`). */
  feeCents: number | null;
  nettCents: number | null;
  status: string | null;
  /** A bank charge (`BIAYA TXN`, `BY TRX BIFAST`, BRIVA twin): stored, explained, never matched to a player. */
  isFee: boolean;
  isInterest: boolean;
  /** KlikBCA `PEND`: not yet posted; dated by the DDMM token of its description. */
  isPending: boolean;
  /** `KR OTOMATIS` merchant settlement: credited = gross - MDR. */
  settlement: { grossCents: number; mdrCents: number } | null;
}

export type MutasiFields = Pick<MutasiRecord, 'date' | 'direction' | 'amountCents' | 'description'> &
  Partial<MutasiRecord>;

/** Builds a record with every field present, in one shape (parsers make millions of them). */
export const mutasiRecord = (fields: MutasiFields): MutasiRecord => ({
  date: fields.date,
  time: fields.time ?? null,
  direction: fields.direction,
  amountCents: fields.amountCents,
  balanceCents: fields.balanceCents ?? null,
  description: fields.description,
  counterpartyName: fields.counterpartyName ?? null,
  counterpartyAccount: fields.counterpartyAccount ?? null,
  wallet: fields.wallet ?? null,
  counterpartyBank: fields.counterpartyBank ?? fields.wallet ?? null,
  reference: fields.reference ?? null,
  transactionId: fields.transactionId ?? null,
  ticket: fields.ticket ?? null,
  username: fields.username ?? null,
  feeCents: fields.feeCents ?? null,
  nettCents: fields.nettCents ?? null,
  status: fields.status ?? null,
  isFee: fields.isFee ?? false,
  isInterest: fields.isInterest ?? isInterestText(fields.description),
  isPending: fields.isPending ?? false,
  settlement: fields.settlement ?? null,
});

/** `BCA|Holder Name|0123456789`, the panels' bank field. */
export interface BankParts {
  bank: string;
  holder: string;
  number: string;
}

/** A panel deposit row, in the spec's field names (money in cents, `_cents`). */
export interface BoDepositRecord {
  ticket_no: string;
  req_date: LocalDateTime | null;
  app_date: LocalDateTime | null;
  bank_statement_date: IsoDate | null;
  user_name: string;
  full_name: string;
  payment_type: string;
  depo_amount_cents: number;
  admin_fee_cents: number;
  agent_fee_cents: number;
  player_fee_cents: number;
  nett_amount_cents: number | null;
  player_bank: string;
  player_bank_parts: BankParts | null;
  corporate_bank: string;
  corporate_bank_parts: BankParts | null;
  bo_desc: string;
  bo_status: string;
  bo_handler: string;
  bo_website: string;
  player_ref: string;
  player_own_ref: string;
}

/** A panel withdraw row, in the spec's `wd_` field names (money in cents, `_cents`). */
export interface BoWithdrawRecord {
  wd_ticket_no: string;
  wd_req_date: LocalDateTime | null;
  wd_app_date: LocalDateTime | null;
  wd_bank_date: IsoDate | null;
  wd_username: string;
  wd_fullname: string;
  wd_payment_type: string;
  wd_brand: string;
  wd_amount_cents: number;
  wd_player_fee_cents: number;
  wd_agent_fee_cents: number;
  wd_nett_amount_cents: number | null;
  wd_player_bank: string;
  wd_player_bank_parts: BankParts | null;
  wd_corp_bank: string;
  wd_corp_bank_parts: BankParts | null;
  wd_remarks: string;
  wd_status: string;
  wd_handler: string;
  wd_website: string;
  wd_ref_code: string;
  wd_own_ref_code: string;
  wd_last_balance_cents: number | null;
}
