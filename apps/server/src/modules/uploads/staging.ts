import { createHash } from 'node:crypto';
import type { IsoDate } from '@rekon/contracts';
import type { BoDepositRecord, BoWithdrawRecord, LocalDateTime, MutasiRecord } from '@rekon/formats';
import type { CopyValue } from '../../db/bulk';
import { centsToDecimal } from '../../lib/money';
import type { UploadRequest } from './upload-request';

/**
 * Rows are staged (COPY into a temp table) with a fingerprint *base*; the occurrence index among equal bases
 * is added in SQL (`row_number()`), so two genuinely identical lines of one file are both kept while a
 * re-upload or an overlapping statement adds nothing it already has (api.md "Uploads").
 */
export const fingerprintBase = (parts: readonly (string | number | null)[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

const money = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));
/** Panel times are WIB wall-clock: stored as instants with the +07 offset. */
const instantOf = (local: LocalDateTime | null) =>
  local ? `${local.length === 10 ? `${local} 00:00:00` : local}+07` : null;
const dateOf = (local: LocalDateTime | null) => (local ? local.slice(0, 10) : null);

/** The business date of a BO row: the Jakarta date of its approve time, else of its request (reconcile.md). */
function businessDateOf(
  app: LocalDateTime | null,
  req: LocalDateTime | null,
  panel: IsoDate | null,
  fallback: IsoDate,
) {
  return dateOf(app) ?? dateOf(req) ?? panel ?? fallback;
}

export const BO_DEPOSIT_STAGE = [
  'fingerprint_base',
  'line',
  'raw',
  'ticket_no',
  'req_date',
  'app_date',
  'bank_statement_date',
  'user_name',
  'full_name',
  'payment_type',
  'depo_amount',
  'admin_fee',
  'agent_fee',
  'player_fee',
  'nett_amount',
  'player_bank',
  'player_bank_bank',
  'player_bank_holder',
  'player_bank_no',
  'corporate_bank',
  'bo_desc',
  'bo_status',
  'bo_handler',
  'bo_website',
  'player_ref',
  'player_own_ref',
] as const;

export function stageBoDeposit(
  request: UploadRequest,
  line: number,
  cells: readonly string[],
  r: BoDepositRecord,
  today: IsoDate,
): CopyValue[] {
  return [
    fingerprintBase(['bo_deposit', request.website.code, r.ticket_no]),
    line,
    JSON.stringify(cells),
    r.ticket_no,
    instantOf(r.req_date),
    instantOf(r.app_date),
    businessDateOf(r.app_date, r.req_date, r.bank_statement_date, today),
    r.user_name,
    r.full_name,
    r.payment_type,
    money(r.depo_amount_cents),
    money(r.admin_fee_cents),
    money(r.agent_fee_cents),
    money(r.player_fee_cents),
    money(r.nett_amount_cents),
    r.player_bank,
    r.player_bank_parts?.bank ?? null,
    r.player_bank_parts?.holder ?? null,
    r.player_bank_parts?.number ?? null,
    r.corporate_bank,
    r.bo_desc,
    r.bo_status,
    r.bo_handler,
    r.bo_website,
    r.player_ref,
    r.player_own_ref,
  ];
}

export const BO_WITHDRAW_STAGE = [
  'fingerprint_base',
  'line',
  'raw',
  'wd_ticket_no',
  'wd_req_date',
  'wd_app_date',
  'wd_bank_date',
  'wd_username',
  'wd_fullname',
  'wd_payment_type',
  'wd_brand',
  'wd_amount',
  'wd_player_fee',
  'wd_agent_fee',
  'wd_nett_amount',
  'wd_player_bank',
  'wd_player_bank_bank',
  'wd_player_bank_holder',
  'wd_player_bank_no',
  'wd_corp_bank',
  'wd_remarks',
  'wd_status',
  'wd_handler',
  'wd_website',
  'wd_ref_code',
  'wd_own_ref_code',
  'wd_last_balance',
] as const;

export function stageBoWithdraw(
  request: UploadRequest,
  line: number,
  cells: readonly string[],
  r: BoWithdrawRecord,
  today: IsoDate,
): CopyValue[] {
  return [
    fingerprintBase(['bo_withdraw', request.website.code, r.wd_ticket_no]),
    line,
    JSON.stringify(cells),
    r.wd_ticket_no,
    instantOf(r.wd_req_date),
    instantOf(r.wd_app_date),
    businessDateOf(r.wd_app_date, r.wd_req_date, r.wd_bank_date, today),
    r.wd_username,
    r.wd_fullname,
    r.wd_payment_type,
    r.wd_brand,
    money(r.wd_amount_cents),
    money(r.wd_player_fee_cents),
    money(r.wd_agent_fee_cents),
    money(r.wd_nett_amount_cents),
    r.wd_player_bank,
    r.wd_player_bank_parts?.bank ?? null,
    r.wd_player_bank_parts?.holder ?? null,
    r.wd_player_bank_parts?.number ?? null,
    r.wd_corp_bank,
    r.wd_remarks,
    r.wd_status,
    r.wd_handler,
    r.wd_website,
    r.wd_ref_code,
    r.wd_own_ref_code,
    money(r.wd_last_balance_cents),
  ];
}

/** Columns of a staged statement row; the final insert adds the side prefix. */
export const MUTASI_STAGE = [
  'fingerprint_base',
  'line',
  'raw',
  'amount',
  'date',
  'time',
  'description',
  'player_bank_name',
  'counterparty_account',
  'reference',
  'transaction_id',
  'ticket',
  'wallet',
  'fee',
  'nett',
  'status',
  'is_fee',
  'channel',
] as const;

export function stageMutasi(
  request: UploadRequest,
  line: number,
  cells: readonly string[],
  r: MutasiRecord,
): CopyValue[] {
  const account = request.account ? String(request.account.id) : request.corporateLabel;
  return [
    fingerprintBase([
      request.side,
      request.website.code,
      request.spec.format,
      account,
      r.date,
      r.time,
      r.direction,
      r.amountCents,
      r.reference,
      r.transactionId,
      r.description,
      r.counterpartyName,
      r.counterpartyAccount,
    ]),
    line,
    JSON.stringify(cells),
    money(r.amountCents),
    r.date,
    r.time,
    r.description,
    // An e-wallet settlement names no person: the wallet shows where the sender's name would (formats.md).
    r.counterpartyName ?? r.wallet,
    r.counterpartyAccount,
    r.reference,
    r.transactionId,
    r.ticket,
    r.wallet,
    money(r.feeCents),
    money(r.nettCents),
    r.status,
    r.isFee,
    r.counterpartyBank,
  ];
}
