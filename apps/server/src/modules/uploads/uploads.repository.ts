import { sql } from 'drizzle-orm';
import { exec, type Db } from '../../db/client';
import { quoteIdent } from '../../db/bulk';
import { BO_DEPOSIT_STAGE, BO_WITHDRAW_STAGE, MUTASI_STAGE } from './staging';

export type StageKind = 'bo_deposit' | 'bo_withdraw' | 'mutasi';

const STAGE_COLUMNS: Record<StageKind, readonly string[]> = {
  bo_deposit: BO_DEPOSIT_STAGE,
  bo_withdraw: BO_WITHDRAW_STAGE,
  mutasi: MUTASI_STAGE,
};

export const stageTable = (kind: StageKind) => `stage_${kind}`;
export const stageColumns = (kind: StageKind) => STAGE_COLUMNS[kind];

/** A text-typed temp table for COPY, dropped with the transaction. */
export async function createStage(db: Db, kind: StageKind) {
  const columns = STAGE_COLUMNS[kind].map((c) => `${quoteIdent(c)} text`).join(', ');
  await exec(db, sql.raw(`create temp table ${stageTable(kind)} (${columns}) on commit drop`));
}

interface InsertResult {
  inserted: number;
  from: string | null;
  to: string | null;
}

/** The business-date range of what an upload inserted: where reconciliation has to look. */
async function insertedRange(
  db: Db,
  table: string,
  uploadColumn: string,
  dateColumn: string,
  uploadId: number,
) {
  const { rows } = await exec<{ from: string | null; to: string | null; n: number }>(
    db,
    sql.raw(
      `select min(${dateColumn})::text as "from", max(${dateColumn})::text as "to", count(*)::int as n
       from ${table} where ${uploadColumn} = ${Number(uploadId)}`,
    ),
  );
  return { inserted: rows[0]?.n ?? 0, from: rows[0]?.from ?? null, to: rows[0]?.to ?? null };
}

/**
 * Moves staged rows into their table in one statement, in file order (ids follow the lines, so lists do
 * too): the occurrence index completes each fingerprint,
 * and `ON CONFLICT DO NOTHING` skips rows already stored (a concurrent upload of the same file waits for
 * the first to commit, then skips: exactly once).
 */
export async function insertBoDeposits(db: Db, uploadId: number, website: string): Promise<InsertResult> {
  await exec(
    db,
    sql`insert into bo_deposit (bo_upload_id, bo_fingerprint, bo_line, bo_raw, bo_website_code, ticket_no, req_date, app_date,
          bank_statement_date, user_name, full_name, payment_type, depo_amount, admin_fee, agent_fee, player_fee, nett_amount,
          player_bank, player_bank_bank, player_bank_holder, player_bank_no, corporate_bank, bo_desc, bo_status, bo_handler,
          bo_website, player_ref, player_own_ref)
        select ${uploadId}, fingerprint_base || '#' || row_number() over (partition by fingerprint_base order by line::int),
          line::int, raw::jsonb, ${website}, ticket_no, req_date::timestamptz, app_date::timestamptz, bank_statement_date::date,
          user_name, full_name, payment_type, depo_amount::numeric, admin_fee::numeric, agent_fee::numeric,
          player_fee::numeric, nett_amount::numeric, player_bank, player_bank_bank, player_bank_holder, player_bank_no,
          corporate_bank, bo_desc, bo_status, bo_handler, bo_website, player_ref, player_own_ref
        from stage_bo_deposit
        order by line::int
        on conflict (bo_fingerprint) do nothing`,
  );
  return insertedRange(db, 'bo_deposit', 'bo_upload_id', 'bank_statement_date', uploadId);
}

export async function insertBoWithdrawals(db: Db, uploadId: number, website: string): Promise<InsertResult> {
  await exec(
    db,
    sql`insert into bo_withdraw (wd_upload_id, wd_fingerprint, wd_line, wd_raw, wd_website_code, wd_ticket_no, wd_req_date,
          wd_app_date, wd_bank_date, wd_username, wd_fullname, wd_payment_type, wd_brand, wd_amount, wd_player_fee,
          wd_agent_fee, wd_nett_amount, wd_player_bank, wd_player_bank_bank, wd_player_bank_holder, wd_player_bank_no,
          wd_corp_bank, wd_remarks, wd_status, wd_handler, wd_website, wd_ref_code, wd_own_ref_code, wd_last_balance)
        select ${uploadId}, fingerprint_base || '#' || row_number() over (partition by fingerprint_base order by line::int),
          line::int, raw::jsonb, ${website}, wd_ticket_no, wd_req_date::timestamptz, wd_app_date::timestamptz,
          wd_bank_date::date, wd_username, wd_fullname, wd_payment_type, wd_brand, wd_amount::numeric,
          wd_player_fee::numeric, wd_agent_fee::numeric, wd_nett_amount::numeric, wd_player_bank, wd_player_bank_bank,
          wd_player_bank_holder, wd_player_bank_no, wd_corp_bank, wd_remarks, wd_status, wd_handler, wd_website,
          wd_ref_code, wd_own_ref_code, wd_last_balance::numeric
        from stage_bo_withdraw
        order by line::int
        on conflict (wd_fingerprint) do nothing`,
  );
  return insertedRange(db, 'bo_withdraw', 'wd_upload_id', 'wd_bank_date', uploadId);
}

/**
 * Statement rows of one side. Bank charges are explained at once ("Biaya bank") and never matched
 * (formats.md); the corporate bank is the account (or gateway) the upload was made for. A gateway row shows
 * its ticket, else its transaction id, in `ticket` while pending, so a checker can search it (reconcile.md);
 * `source_ticket` keeps it for when a reopened match gives the row back.
 */
export async function insertMutasi(
  db: Db,
  side: 'DEPO' | 'WD',
  uploadId: number,
  values: { website: string; accountId: number | null; corporateLabel: string; source: string },
): Promise<InsertResult> {
  const table = side === 'DEPO' ? 'mutasi_deposit' : 'mutasi_withdraw';
  const p = side === 'DEPO' ? 'mutasi' : 'mutasiwd';
  const c = (name: string) => sql.raw(`${p}_${name}`);
  const transactionColumn = side === 'DEPO' ? sql`, mutasi_transaction_id` : sql``;
  const transactionValue = side === 'DEPO' ? sql`, transaction_id` : sql``;
  await exec(
    db,
    sql`insert into ${sql.raw(table)} (${c('upload_id')}, ${c('fingerprint')}, ${c('line')}, ${c('raw')}, ${c('website')},
          ${c('amount')}, ${c('date')}, ${c('time')}, ${c('description')}, ${c('player_bank_name')},
          ${c('counterparty_account')}, ${c('reference')}, ${c('ticket')}, ${c('wallet')}, ${c('fee')}, ${c('nett')},
          ${c('status')}, ${c('is_fee')}, ${c('app')}, ${c('ketapp')}, ${c('corporate_bank')}, ${c('akun_bank_id')},
          ${c('source')}, ${c('channel')}, ${c('source_ticket')}${transactionColumn})
        select ${uploadId}, fingerprint_base || '#' || row_number() over (partition by fingerprint_base order by line::int),
          line::int, raw::jsonb, ${values.website}, amount::numeric, date::date, time, description, player_bank_name,
          counterparty_account, reference, coalesce(ticket, transaction_id), wallet, fee::numeric, nett::numeric, status, is_fee::boolean,
          is_fee::boolean, case when is_fee::boolean then 'Biaya bank' end, ${values.corporateLabel},
          ${values.accountId}::int, ${values.source}, channel, coalesce(ticket, transaction_id)${transactionValue}
        from stage_mutasi
        order by line::int
        on conflict (${c('fingerprint')}) do nothing`,
  );
  return insertedRange(db, table, `${p}_upload_id`, `${p}_date`, uploadId);
}
