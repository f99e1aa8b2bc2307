/**
 * The two sides of the business share one shape with different names: deposits (`bo_deposit` against
 * `mutasi_deposit`) and withdrawals (`bo_withdraw` against `mutasi_withdraw`). One table of names keeps the
 * SQL of both sides in one place.
 */
export interface SideTables {
  side: 'DEPO' | 'WD';
  bo: {
    table: string;
    id: string;
    website: string;
    approve: string;
    ket: string;
    ticket: string;
    date: string;
    amount: string;
    nett: string | null;
    reqDate: string;
    appDate: string;
    username: string;
    holder: string;
    playerBank: string;
    playerBankNo: string;
    corporateBank: string;
    ref: string;
    ownRef: string;
    matchPass: string;
    approvedAt: string;
    approvedBy: string;
    contested: string;
    suggestions: string;
    reopened: string;
    deletedAt: string;
    deletedBy: string;
    uploadId: string;
  };
  mutasi: { table: string; prefix: 'mutasi' | 'mutasiwd'; id: string; transactionId: string | null };
  match: { table: string; bo: string; mutasi: string };
}

export const DEPOSIT: SideTables = {
  side: 'DEPO',
  bo: {
    table: 'bo_deposit',
    id: 'bo_id',
    website: 'bo_website_code',
    approve: 'bo_approve',
    ket: 'ket_app',
    ticket: 'ticket_no',
    date: 'bank_statement_date',
    amount: 'depo_amount',
    nett: null,
    reqDate: 'req_date',
    appDate: 'app_date',
    username: 'user_name',
    holder: 'player_bank_holder',
    playerBank: 'player_bank_bank',
    playerBankNo: 'player_bank_no',
    corporateBank: 'corporate_bank',
    ref: 'player_ref',
    ownRef: 'player_own_ref',
    matchPass: 'bo_match_pass',
    approvedAt: 'bo_approved_at',
    approvedBy: 'bo_approved_by',
    contested: 'bo_contested',
    suggestions: 'bo_suggestions',
    reopened: 'bo_reopened',
    deletedAt: 'bo_deleted_at',
    deletedBy: 'bo_deleted_by',
    uploadId: 'bo_upload_id',
  },
  mutasi: {
    table: 'mutasi_deposit',
    prefix: 'mutasi',
    id: 'mutasi_id',
    transactionId: 'mutasi_transaction_id',
  },
  match: { table: 'match_deposit', bo: 'match_bo_id', mutasi: 'match_mutasi_id' },
};

export const WITHDRAW: SideTables = {
  side: 'WD',
  bo: {
    table: 'bo_withdraw',
    id: 'wd_bo_id',
    website: 'wd_website_code',
    approve: 'wd_bo_approve',
    ket: 'wd_ket_app',
    ticket: 'wd_ticket_no',
    date: 'wd_bank_date',
    amount: 'wd_amount',
    nett: 'wd_nett_amount',
    reqDate: 'wd_req_date',
    appDate: 'wd_app_date',
    username: 'wd_username',
    holder: 'wd_player_bank_holder',
    playerBank: 'wd_player_bank_bank',
    playerBankNo: 'wd_player_bank_no',
    corporateBank: 'wd_corp_bank',
    ref: 'wd_ref_code',
    ownRef: 'wd_own_ref_code',
    matchPass: 'wd_match_pass',
    approvedAt: 'wd_approved_at',
    approvedBy: 'wd_approved_by',
    contested: 'wd_contested',
    suggestions: 'wd_suggestions',
    reopened: 'wd_reopened',
    deletedAt: 'wd_deleted_at',
    deletedBy: 'wd_deleted_by',
    uploadId: 'wd_upload_id',
  },
  mutasi: { table: 'mutasi_withdraw', prefix: 'mutasiwd', id: 'mutasiwd_id', transactionId: null },
  match: { table: 'match_withdraw', bo: 'match_wd_bo_id', mutasi: 'match_mutasiwd_id' },
};

export const sideTables = (side: 'DEPO' | 'WD') => (side === 'DEPO' ? DEPOSIT : WITHDRAW);
