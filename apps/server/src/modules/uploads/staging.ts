import type { IsoDate } from '@rekon/contracts';
import type { BoDepositRecord, BoWithdrawRecord, LocalDateTime, MutasiRecord } from '@rekon/formats';
import type { NewBo, NewStatement } from '../rows/row-model';
import type { FileFingerprints } from './fingerprint';
import type { UploadRequest } from './upload-request';

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
): IsoDate {
  return dateOf(app) ?? dateOf(req) ?? panel ?? fallback;
}

/** What every row of one upload shares. */
export interface UploadRowContext {
  request: UploadRequest;
  uploadId: number;
  /** Today in Jakarta: the business date of a BO row that names no date at all. */
  today: IsoDate;
  /** The fingerprints of the rows of this file, from what identifies each (fingerprint.ts). */
  fingerprints: FileFingerprints;
}

export function newBoDeposit(ctx: UploadRowContext, line: number, r: BoDepositRecord): NewBo {
  const website = ctx.request.website.code;
  return {
    side: 'DEPO',
    website,
    uploadId: ctx.uploadId,
    fingerprint: ctx.fingerprints.of(['bo_deposit', website, r.ticket_no]),
    line,
    ticket: r.ticket_no,
    requestedAt: instantOf(r.req_date),
    panelApprovedAt: instantOf(r.app_date),
    businessDate: businessDateOf(r.app_date, r.req_date, r.bank_statement_date, ctx.today),
    username: r.user_name,
    fullname: r.full_name,
    paymentType: r.payment_type,
    brand: null,
    amountCents: r.depo_amount_cents,
    adminFeeCents: r.admin_fee_cents,
    agentFeeCents: r.agent_fee_cents,
    playerFeeCents: r.player_fee_cents,
    nettCents: r.nett_amount_cents,
    lastBalanceCents: null,
    playerBank: r.player_bank,
    playerBankBank: r.player_bank_parts?.bank ?? null,
    playerBankHolder: r.player_bank_parts?.holder ?? null,
    playerBankNo: r.player_bank_parts?.number ?? null,
    corporateBank: r.corporate_bank,
    description: r.bo_desc,
    status: r.bo_status,
    handler: r.bo_handler,
    panelWebsite: r.bo_website,
    ref: r.player_ref,
    ownRef: r.player_own_ref,
  };
}

export function newBoWithdrawal(ctx: UploadRowContext, line: number, r: BoWithdrawRecord): NewBo {
  const website = ctx.request.website.code;
  return {
    side: 'WD',
    website,
    uploadId: ctx.uploadId,
    fingerprint: ctx.fingerprints.of(['bo_withdraw', website, r.wd_ticket_no]),
    line,
    ticket: r.wd_ticket_no,
    requestedAt: instantOf(r.wd_req_date),
    panelApprovedAt: instantOf(r.wd_app_date),
    businessDate: businessDateOf(r.wd_app_date, r.wd_req_date, r.wd_bank_date, ctx.today),
    username: r.wd_username,
    fullname: r.wd_fullname,
    paymentType: null,
    brand: r.wd_brand,
    amountCents: r.wd_amount_cents,
    adminFeeCents: null,
    agentFeeCents: r.wd_agent_fee_cents,
    playerFeeCents: r.wd_player_fee_cents,
    nettCents: r.wd_nett_amount_cents,
    lastBalanceCents: r.wd_last_balance_cents,
    playerBank: r.wd_player_bank,
    playerBankBank: r.wd_player_bank_parts?.bank ?? null,
    playerBankHolder: r.wd_player_bank_parts?.holder ?? null,
    playerBankNo: r.wd_player_bank_parts?.number ?? null,
    corporateBank: r.wd_corp_bank,
    description: r.wd_remarks,
    status: r.wd_status,
    handler: r.wd_handler,
    panelWebsite: r.wd_website,
    ref: r.wd_ref_code,
    ownRef: r.wd_own_ref_code,
  };
}

/**
 * A statement row of one side. Bank charges are explained at once ("Biaya bank") and never matched (formats.md);
 * the corporate bank is the account (or gateway) the upload was made for. A gateway row shows its ticket, else its
 * transaction id, as its ticket while pending, so a checker can search it (reconcile.md); `sourceTicket` keeps it
 * for when a reopened match gives the row back.
 */
export function newStatement(ctx: UploadRowContext, line: number, r: MutasiRecord): NewStatement {
  const { request } = ctx;
  const account = request.account ? String(request.account.id) : request.corporateLabel;
  const sourceTicket = r.ticket ?? r.transactionId;
  return {
    side: request.side,
    website: request.website.code,
    uploadId: ctx.uploadId,
    ...statementFingerprint(ctx, account, r),
    line,
    accountId: request.account?.id ?? null,
    corporateBank: request.corporateLabel,
    source: request.spec.format,
    date: r.date,
    time: r.time,
    amountCents: r.amountCents,
    description: r.description,
    // An e-wallet settlement names no person: the wallet shows where the sender's name would (formats.md).
    senderName: r.counterpartyName ?? r.wallet,
    counterpartyAccount: r.counterpartyAccount,
    reference: r.reference,
    transactionId: request.side === 'DEPO' ? r.transactionId : null,
    wallet: r.wallet,
    channel: r.counterpartyBank,
    feeCents: r.feeCents,
    nettCents: r.nettCents,
    sourceStatus: r.status,
    isFee: r.isFee,
    sourceTicket,
    ticket: sourceTicket,
    approved: r.isFee,
    remark: r.isFee ? 'Biaya bank' : null,
    feedId: null,
    balanceCents: r.balanceCents,
  };
}

/** What identifies a statement row (fingerprint.ts), with its running balance where it prints one. */
function statementFingerprint(ctx: UploadRowContext, account: string, r: MutasiRecord) {
  const { request } = ctx;
  return ctx.fingerprints.ofStatement(
    [
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
    ],
    r.balanceCents,
  );
}
