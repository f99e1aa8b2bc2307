/**
 * What each export holds: the columns of its review screen, in order. `sql` is an expression over the
 * row's table; text goes through `rekon_safe_text` (formula neutralising), money stays numeric.
 */
export interface ExportColumn {
  header: string;
  sql: string;
  kind: 'text' | 'money';
}

export interface ExportSpec {
  /** The file name's first word (spec section 7: viewbo, viewbowd…). */
  name: string;
  label: string;
  table: string;
  id: string;
  website: string;
  date: string;
  approved: string;
  deletedAt: string;
  columns: ExportColumn[];
}

/** Jakarta wall-clock text of an instant; UTC+7 has no daylight saving. */
const jakarta = (column: string) =>
  `to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD HH24:MI:SS')`;
const text = (header: string, column: string): ExportColumn => ({
  header,
  sql: `rekon_safe_text(${column}::text)`,
  kind: 'text',
});
const money = (header: string, column: string): ExportColumn => ({ header, sql: column, kind: 'money' });
const instant = (header: string, column: string): ExportColumn => ({
  header,
  sql: jakarta(column),
  kind: 'text',
});
const status = (column: string): ExportColumn => ({
  header: 'Status',
  sql: `case when ${column} then 'Approve' else 'Pending' end`,
  kind: 'text',
});

export const EXPORTS = {
  bo: {
    name: 'viewbo',
    label: 'BO deposit',
    table: 'bo_deposit',
    id: 'bo_id',
    website: 'bo_website_code',
    date: 'bank_statement_date',
    approved: 'bo_approve',
    deletedAt: 'bo_deleted_at',
    columns: [
      status('bo_approve'),
      text('Ket', 'ket_app'),
      text('Ticket No', 'ticket_no'),
      instant('Req Date', 'req_date'),
      instant('App Date', 'app_date'),
      text('Bank Statement', 'bank_statement_date'),
      text('Username', 'user_name'),
      text('Fullname', 'full_name'),
      text('Payment', 'payment_type'),
      money('Depo', 'depo_amount'),
      money('Admin', 'admin_fee'),
      money('Agent', 'agent_fee'),
      money('Player', 'player_fee'),
      money('Nett', 'nett_amount'),
      text('Player Bank', 'player_bank'),
      text('Corporate Bank', 'corporate_bank'),
      text('Bo Desc', 'bo_desc'),
      text('Bo Status', 'bo_status'),
      text('Bo Handler', 'bo_handler'),
      text('Bo Website', 'bo_website'),
      text('Player Ref', 'player_ref'),
      text('Player Own Ref', 'player_own_ref'),
    ],
  },
  bowd: {
    name: 'viewbowd',
    label: 'BO withdraw',
    table: 'bo_withdraw',
    id: 'wd_bo_id',
    website: 'wd_website_code',
    date: 'wd_bank_date',
    approved: 'wd_bo_approve',
    deletedAt: 'wd_deleted_at',
    columns: [
      status('wd_bo_approve'),
      text('Ket', 'wd_ket_app'),
      text('Ticket No', 'wd_ticket_no'),
      instant('Req Date', 'wd_req_date'),
      instant('App Date', 'wd_app_date'),
      text('WD Bank Date', 'wd_bank_date'),
      text('Username', 'wd_username'),
      text('Fullname', 'wd_fullname'),
      text('Brand', 'wd_brand'),
      money('Amount', 'wd_amount'),
      money('Player Fee', 'wd_player_fee'),
      money('Agent Fee', 'wd_agent_fee'),
      money('Nett', 'wd_nett_amount'),
      text('Player Bank', 'wd_player_bank'),
      text('Corporate Bank', 'wd_corp_bank'),
      text('Remarks', 'wd_remarks'),
      text('WD Status', 'wd_status'),
      text('Handler', 'wd_handler'),
      text('Website', 'wd_website'),
      text('Ref Code', 'wd_ref_code'),
      text('Own Ref', 'wd_own_ref_code'),
      money('Last Balance', 'wd_last_balance'),
    ],
  },
  mutasi: {
    name: 'viewmutasi',
    label: 'mutasi deposit',
    table: 'mutasi_deposit',
    id: 'mutasi_id',
    website: 'mutasi_website',
    date: 'mutasi_date',
    approved: 'mutasi_app',
    deletedAt: 'mutasi_deleted_at',
    columns: [
      status('mutasi_app'),
      text('Ket', 'mutasi_ketapp'),
      money('Mutasi Amount', 'mutasi_amount'),
      text('Ticket No', 'mutasi_ticket'),
      instant('App Date', 'mutasi_app_date'),
      text('Tanggal', 'mutasi_date'),
      text('Jam', 'mutasi_time'),
      text('Player Bank Name', 'mutasi_player_bank_name'),
      text('Corporate Bank', 'mutasi_corporate_bank'),
      text('Mutasi Website', 'mutasi_website'),
      text('Transaction ID', 'mutasi_transaction_id'),
      text('Keterangan', 'mutasi_description'),
    ],
  },
  mutasiwd: {
    name: 'viewmutasiwd',
    label: 'mutasi withdraw',
    table: 'mutasi_withdraw',
    id: 'mutasiwd_id',
    website: 'mutasiwd_website',
    date: 'mutasiwd_date',
    approved: 'mutasiwd_app',
    deletedAt: 'mutasiwd_deleted_at',
    columns: [
      status('mutasiwd_app'),
      text('Ket', 'mutasiwd_ketapp'),
      money('Mutasi Amount', 'mutasiwd_amount'),
      text('Ticket No', 'mutasiwd_ticket'),
      instant('App Date', 'mutasiwd_app_date'),
      text('Tanggal', 'mutasiwd_date'),
      text('Jam', 'mutasiwd_time'),
      text('Player Bank Name', 'mutasiwd_player_bank_name'),
      text('Corporate Bank', 'mutasiwd_corporate_bank'),
      text('Mutasi Website', 'mutasiwd_website'),
      text('Keterangan', 'mutasiwd_description'),
    ],
  },
} satisfies Record<string, ExportSpec>;

export type ExportKind = keyof typeof EXPORTS;
