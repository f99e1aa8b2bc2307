import {
  parseIsoDateTime,
  parseSlashDateTime,
  formatDateTime,
  type DateTime,
  type LocalDateTime,
} from '../dates';
import type { HeaderMatch } from '../header';
import { isPanelApproved, isTotalLabel } from '../labels';
import type { RowView } from '../layout';
import { column, type Layout, type ParseOptions } from '../layout';
import type { BankParts, BoDepositRecord, BoWithdrawRecord } from '../records';
import { simpleReader } from '../simple-reader';

/** Columns both panels' deposit and withdraw exports share (Nexus names first, Luxe View BO labels after). */
const COMMON = [
  column('ticket', 'Ticket Number', ['Ticket No', 'Ticket'], true),
  column('reqDate', 'Requested Date', ['Req Date', 'Request Date']),
  column('appDate', 'Approved Date', ['App Date', 'Approve Date']),
  column('userName', 'User Name', ['Username'], true),
  column('fullName', 'Full Name', ['Fullname']),
  column('paymentType', 'Payment Type', ['Payment']),
  column('playerBank', 'Player Bank', []),
  column('corporateBank', 'Bank Title', ['Corporate Bank', 'Corp Bank']),
  column('status', 'Status', ['Bo Status', 'WD Status'], true),
  column('handler', 'Handler', ['By', 'Approved By', 'Bo Handler']),
  column('website', 'Website', ['Bo Website']),
];

const DEPOSIT_COLUMNS = [
  ...COMMON,
  column('amount', 'Deposit Amount', ['Depo', 'Amount'], true),
  column('adminFee', 'Admin Fee', []),
  column('agentFee', 'Agent Fee', []),
  column('playerFee', 'Player Fee', []),
  column('nett', 'Nett Amount', ['Nett']),
  column('remarks', 'Remarks', ['Bo Desc']),
  column('playerRef', 'Reference', ['Player Ref']),
  column('playerOwnRef', 'Own Reference', ['Player Own Ref']),
  column('bankStatementDate', 'Bank Statement Date', []),
];

const WITHDRAW_COLUMNS = [
  ...COMMON,
  column('amount', 'Withdrawal Amount', ['Amount', 'WD Amount'], true),
  column('playerFee', 'Player Fee Amount', ['Player Fee']),
  column('agentFee', 'Agent Fee Amount', ['Agent Fee']),
  column('nett', 'Nett Amount', ['Nett']),
  column('remarks', 'Remarks', []),
  column('brand', 'Brand', []),
  column('bankDate', 'Bank Date', ['WD Bank Date']),
  column('lastBalance', 'Last Balance', []),
  column('refCode', 'Ref Code', []),
  column('ownRefCode', 'Own Ref Code', ['Own Ref']),
];

const DEPOSIT_TICKET = /^D\d{6,9}$/;
const WITHDRAW_TICKET = /^W\d{6,9}$/;

/** The panels' `BANK|Holder Name|Number` field; a holder name may itself hold a `|`. */
export function parseBankParts(text: string): BankParts | null {
  const first = text.indexOf('|');
  const last = text.lastIndexOf('|');
  if (first < 0 || last === first) return null;
  return {
    bank: text.slice(0, first).trim(),
    holder: text.slice(first + 1, last).trim(),
    number: text.slice(last + 1).trim(),
  };
}

/** Panel date-times; `Requested Date` may end in `, Platform: …`, cut at the first comma. */
function readPanelDateTime(text: string): DateTime | null {
  const comma = text.indexOf(',');
  const value = comma < 0 ? text : text.slice(0, comma).trim();
  return parseIsoDateTime(value) ?? parseSlashDateTime(value, 'dmy');
}

/** What every row of one upload is checked against, prepared once per file. */
interface PanelRules {
  scale: number;
  ticketPattern: RegExp;
  /** The website chosen in the form as typed ('' when none), and upper-cased for the comparison. */
  website: string;
  websiteUpper: string;
}

function panelRules(options: ParseOptions, defaultScale: number, ticketPattern: RegExp): PanelRules {
  const website = options.websiteCode?.trim() ?? '';
  return {
    scale: options.boAmountScale ?? defaultScale,
    ticketPattern,
    website,
    websiteUpper: website.toUpperCase(),
  };
}

/** Reads the fields every BO row has, recording problems (ticket shape, website, dates, money). */
class BoRow {
  readonly ticket: string;
  readonly website: string;
  readonly status: string;
  readonly approved: boolean;
  readonly scale: number;

  constructor(
    readonly row: RowView,
    rules: PanelRules,
  ) {
    this.scale = rules.scale;
    this.ticket = row.text('ticket');
    if (!rules.ticketPattern.test(this.ticket)) {
      const kind =
        rules.ticketPattern === DEPOSIT_TICKET
          ? 'D diikuti 6-9 angka (deposit)'
          : 'W diikuti 6-9 angka (withdraw)';
      row.problem('ticket', `Ticket "${this.ticket}" tidak dikenali: harus ${kind}.`);
    }
    this.website = row.text('website');
    if (rules.website && this.website && this.website.toUpperCase() !== rules.websiteUpper)
      row.problem('website', `Website ${this.website} bukan website yang dipilih (${rules.website}).`);
    this.status = row.text('status');
    if (this.status === '') row.problem('status', 'Status kosong.');
    this.approved = isPanelApproved(this.status);
  }

  dateTime(key: string): LocalDateTime | null {
    const value = this.row.dateTime(key, readPanelDateTime, true);
    return value ? formatDateTime(value) : null;
  }

  date(key: string) {
    return this.row.dateTime(key, readPanelDateTime, true)?.date ?? null;
  }

  /** The main amount: required and above zero. */
  amount(key: string): number | null {
    return this.row.positiveAmount(key, this.scale)?.cents ?? null;
  }

  /** A fee: blank is zero, otherwise an amount at the panel's scale. */
  fee(key: string): number {
    return this.row.optionalAmount(key, this.scale) ?? 0;
  }
}

const isTotalRow = (row: RowView) => {
  const ticket = row.text('ticket');
  return ticket === '' || isTotalLabel(ticket);
};

/**
 * Why a row is not imported: its panel status. A row naming another website is never skipped, whatever
 * its status: it refuses the file, as does a row without a status.
 */
const skipReason = (row: RowView): string | null => {
  const status = row.text('status');
  const otherWebsite = row.problems.length > 0 && hasProblemIn(row, 'website');
  return status === '' || isPanelApproved(status) || otherWebsite ? null : status;
};

/** Whether one of the row's problems names the column of `key` (a function of its own: no closure per row). */
function hasProblemIn(row: RowView, key: string): boolean {
  return row.problems.some((problem) => problem.column === row.column(key));
}

/**
 * A panel deposit export (Nexus HISTORI DP, Luxe View BO deposit). Rows are imported when their panel
 * status is approved; `requirePlayerRef` is Luxe's QRIS mode, where the gateway id is the match key.
 */
export function boDepositLayout(
  id: string,
  defaultScale: number,
  requirePlayerRef = false,
): Layout<BoDepositRecord> {
  const columns = DEPOSIT_COLUMNS.map((spec) =>
    spec.key === 'playerRef' && requirePlayerRef ? { ...spec, label: 'Player Ref', required: true } : spec,
  );
  return {
    id,
    columns,
    createReader: (header: HeaderMatch, options: ParseOptions) => {
      const rules = panelRules(options, defaultScale, DEPOSIT_TICKET);
      return simpleReader(
        header,
        (row) => {
          const bo = new BoRow(row, rules);
          const playerBank = row.text('playerBank');
          const corporateBank = row.text('corporateBank');
          const record: BoDepositRecord = {
            ticket_no: bo.ticket,
            req_date: bo.dateTime('reqDate'),
            app_date: bo.dateTime('appDate'),
            bank_statement_date: bo.date('bankStatementDate'),
            user_name: row.text('userName'),
            full_name: row.text('fullName'),
            payment_type: row.text('paymentType'),
            depo_amount_cents: bo.amount('amount') ?? 0,
            admin_fee_cents: bo.fee('adminFee'),
            agent_fee_cents: bo.fee('agentFee'),
            player_fee_cents: bo.fee('playerFee'),
            nett_amount_cents: row.optionalAmount('nett', rules.scale),
            player_bank: playerBank,
            player_bank_parts: parseBankParts(playerBank),
            corporate_bank: corporateBank,
            corporate_bank_parts: parseBankParts(corporateBank),
            bo_desc: row.text('remarks'),
            bo_status: bo.status,
            bo_handler: row.text('handler'),
            bo_website: bo.website,
            player_ref: row.text('playerRef'),
            player_own_ref: row.text('playerOwnRef'),
          };
          if (record.user_name === '') row.problem('userName', 'Username kosong.');
          if (requirePlayerRef && bo.approved && record.player_ref === '') {
            row.problem('playerRef', 'Player Ref (ID transaksi gateway) wajib diisi untuk mode QRIS.');
          }
          return row.problems.length > 0 ? null : record;
        },
        { isTotal: isTotalRow, skip: skipReason },
      );
    },
  };
}

/** A panel withdraw export (Nexus HISTORI WD, Luxe View BO withdraw). */
export function boWithdrawLayout(id: string, defaultScale: number): Layout<BoWithdrawRecord> {
  return {
    id,
    columns: WITHDRAW_COLUMNS,
    createReader: (header: HeaderMatch, options: ParseOptions) => {
      const rules = panelRules(options, defaultScale, WITHDRAW_TICKET);
      return simpleReader(
        header,
        (row) => {
          const bo = new BoRow(row, rules);
          const playerBank = row.text('playerBank');
          const corporateBank = row.text('corporateBank');
          const record: BoWithdrawRecord = {
            wd_ticket_no: bo.ticket,
            wd_req_date: bo.dateTime('reqDate'),
            wd_app_date: bo.dateTime('appDate'),
            wd_bank_date: bo.date('bankDate'),
            wd_username: row.text('userName'),
            wd_fullname: row.text('fullName'),
            wd_payment_type: row.text('paymentType'),
            wd_brand: row.text('brand'),
            wd_amount_cents: bo.amount('amount') ?? 0,
            wd_player_fee_cents: bo.fee('playerFee'),
            wd_agent_fee_cents: bo.fee('agentFee'),
            wd_nett_amount_cents: row.optionalAmount('nett', rules.scale),
            wd_player_bank: playerBank,
            wd_player_bank_parts: parseBankParts(playerBank),
            wd_corp_bank: corporateBank,
            wd_corp_bank_parts: parseBankParts(corporateBank),
            wd_remarks: row.text('remarks'),
            wd_status: bo.status,
            wd_handler: row.text('handler'),
            wd_website: bo.website,
            wd_ref_code: row.text('refCode'),
            wd_own_ref_code: row.text('ownRefCode'),
            wd_last_balance_cents: row.optionalAmount('lastBalance', rules.scale),
          };
          if (record.wd_username === '') row.problem('userName', 'Username kosong.');
          return row.problems.length > 0 ? null : record;
        },
        { isTotal: isTotalRow, skip: skipReason },
      );
    },
  };
}
