import { and, asc, count, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { BoStatus, PageParams, SearchKind, SuggestionRow } from '@rekon/contracts';
import type { Suggestion } from '@rekon/reconcile';
import type { Db } from '../../db/client';
import { boDeposit, boWithdraw, mutasiDeposit, mutasiWithdraw } from '../../db/schema';
import { pageWindow } from '../../http/paging';
import { decimalToNumber } from '../../lib/money';
import { toIso } from '../../lib/text';
import { likePattern } from '../tracking/tracking.repository';

export interface ListFilter {
  website: string;
  date: string;
  status: BoStatus;
  search?: { kind: SearchKind; term: string };
}

/** Digits of a search term: the screen sends only digits for nominal and id searches. */
const digitsOf = (term: string) => term.replace(/[^0-9]/g, '');
const money = (value: string) => decimalToNumber(value)!;

function suggestionsOf(value: unknown): SuggestionRow[] {
  if (!Array.isArray(value)) return [];
  return (value as Suggestion[]).map((s) => ({
    mutasi_id: Number(s.mutasiId),
    amount: s.amountCents / 100,
    date: s.date,
    time: s.time,
    name: s.name,
    score: s.score,
    differences: s.differences,
  }));
}

/** What differs between the four review lists: the table, the columns filtered on and the row shape. */
interface ListSpec<Table extends PgTable, Row> {
  table: Table;
  id: AnyPgColumn;
  website: AnyPgColumn;
  date: AnyPgColumn;
  approved: AnyPgColumn;
  deletedAt: AnyPgColumn;
  amount: AnyPgColumn;
  /** Text columns a `string` search looks in. */
  names: AnyPgColumn[];
  ticket: AnyPgColumn;
  toRow: (row: Table['$inferSelect']) => Row;
}

/** Every column but the uploaded row's raw cells (`*_raw`), which the lists never show: kept for audits only. */
const listedColumns = (table: PgTable) =>
  Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([, column]) => !column.name.endsWith('_raw')),
  );

/**
 * One page of a review list: the website's rows of one business date, by status, optionally searched by
 * row id or ticket digits (`id`), exact amount (`nominal`) or name (`string`), with the total over all pages.
 */
async function listPage<Table extends PgTable, Row>(
  db: Db,
  spec: ListSpec<Table, Row>,
  filter: ListFilter,
  paging: PageParams,
) {
  const conditions: (SQL | undefined)[] = [
    eq(spec.website, filter.website),
    eq(spec.date, filter.date),
    sql`${spec.deletedAt} is null`,
    filter.status === 'all' ? undefined : eq(spec.approved, filter.status === 'approve'),
  ];
  if (filter.search) {
    const { kind, term } = filter.search;
    const digits = digitsOf(term);
    if (kind === 'string')
      conditions.push(or(...spec.names.map((column) => ilike(column, likePattern(term)))));
    else if (!digits) conditions.push(sql`false`);
    else if (kind === 'nominal') conditions.push(eq(spec.amount, digits));
    else {
      conditions.push(
        or(
          sql`${spec.id}::text = ${digits}`,
          sql`regexp_replace(coalesce(${spec.ticket}, ''), '[^0-9]', '', 'g') = ${digits}`,
        ),
      );
    }
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(paging);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(listedColumns(spec.table as PgTable))
      .from(spec.table as PgTable)
      .where(where)
      .orderBy(asc(spec.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(spec.table as PgTable)
      .where(where),
  ]);
  return { rows: (rows as Table['$inferSelect'][]).map(spec.toRow), total: totalRow?.total ?? 0 };
}

const BO_DEPOSIT = {
  table: boDeposit,
  id: boDeposit.bo_id,
  website: boDeposit.bo_website_code,
  date: boDeposit.bank_statement_date,
  approved: boDeposit.bo_approve,
  deletedAt: boDeposit.bo_deleted_at,
  amount: boDeposit.depo_amount,
  names: [boDeposit.user_name, boDeposit.full_name],
  ticket: boDeposit.ticket_no,
  toRow: (r: typeof boDeposit.$inferSelect) => ({
    bo_id: r.bo_id,
    bo_approve: r.bo_approve,
    ket_app: r.ket_app,
    ticket_no: r.ticket_no,
    req_date: toIso(r.req_date),
    app_date: toIso(r.app_date),
    bank_statement_date: r.bank_statement_date,
    user_name: r.user_name,
    full_name: r.full_name,
    payment_type: r.payment_type,
    depo_amount: money(r.depo_amount),
    depo_amount_original: decimalToNumber(r.depo_amount_original),
    admin_fee: money(r.admin_fee),
    agent_fee: money(r.agent_fee),
    player_fee: money(r.player_fee),
    nett_amount: decimalToNumber(r.nett_amount),
    player_bank: r.player_bank,
    corporate_bank: r.corporate_bank,
    bo_desc: r.bo_desc,
    bo_status: r.bo_status,
    bo_handler: r.bo_handler,
    bo_website: r.bo_website,
    player_ref: r.player_ref,
    player_own_ref: r.player_own_ref,
    match_pass: r.bo_match_pass,
    contested: r.bo_contested,
    suggestions: r.bo_approve ? [] : suggestionsOf(r.bo_suggestions),
  }),
};

const BO_WITHDRAW = {
  table: boWithdraw,
  id: boWithdraw.wd_bo_id,
  website: boWithdraw.wd_website_code,
  date: boWithdraw.wd_bank_date,
  approved: boWithdraw.wd_bo_approve,
  deletedAt: boWithdraw.wd_deleted_at,
  amount: boWithdraw.wd_amount,
  names: [boWithdraw.wd_username, boWithdraw.wd_fullname],
  ticket: boWithdraw.wd_ticket_no,
  toRow: (r: typeof boWithdraw.$inferSelect) => ({
    wd_bo_id: r.wd_bo_id,
    wd_bo_approve: r.wd_bo_approve,
    wd_ket_app: r.wd_ket_app,
    wd_ticket_no: r.wd_ticket_no,
    wd_req_date: toIso(r.wd_req_date),
    wd_app_date: toIso(r.wd_app_date),
    wd_bank_date: r.wd_bank_date,
    wd_username: r.wd_username,
    wd_fullname: r.wd_fullname,
    wd_brand: r.wd_brand,
    wd_amount: money(r.wd_amount),
    wd_amount_original: decimalToNumber(r.wd_amount_original),
    wd_player_fee: money(r.wd_player_fee),
    wd_agent_fee: money(r.wd_agent_fee),
    wd_nett_amount: decimalToNumber(r.wd_nett_amount),
    wd_player_bank: r.wd_player_bank,
    wd_corp_bank: r.wd_corp_bank,
    wd_remarks: r.wd_remarks,
    wd_status: r.wd_status,
    wd_handler: r.wd_handler,
    wd_website: r.wd_website,
    wd_ref_code: r.wd_ref_code,
    wd_own_ref_code: r.wd_own_ref_code,
    wd_last_balance: decimalToNumber(r.wd_last_balance),
    match_pass: r.wd_match_pass,
    contested: r.wd_contested,
    suggestions: r.wd_bo_approve ? [] : suggestionsOf(r.wd_suggestions),
  }),
};

const MUTASI_DEPOSIT = {
  table: mutasiDeposit,
  id: mutasiDeposit.mutasi_id,
  website: mutasiDeposit.mutasi_website,
  date: mutasiDeposit.mutasi_date,
  approved: mutasiDeposit.mutasi_app,
  deletedAt: mutasiDeposit.mutasi_deleted_at,
  amount: mutasiDeposit.mutasi_amount,
  names: [mutasiDeposit.mutasi_player_bank_name, mutasiDeposit.mutasi_description],
  ticket: mutasiDeposit.mutasi_ticket,
  toRow: (r: typeof mutasiDeposit.$inferSelect) => ({
    mutasi_id: r.mutasi_id,
    mutasi_app: r.mutasi_app,
    mutasi_ketapp: r.mutasi_ketapp,
    mutasi_amount: money(r.mutasi_amount),
    mutasi_ticket: r.mutasi_ticket,
    mutasi_app_date: toIso(r.mutasi_app_date),
    mutasi_player_bank_name: r.mutasi_player_bank_name,
    mutasi_corporate_bank: r.mutasi_corporate_bank,
    mutasi_transaction_id: r.mutasi_transaction_id,
    mutasi_website: r.mutasi_website,
    mutasi_date: r.mutasi_date,
    mutasi_time: r.mutasi_time,
    mutasi_description: r.mutasi_description,
    mutasi_is_fee: r.mutasi_is_fee,
  }),
};

const MUTASI_WITHDRAW = {
  table: mutasiWithdraw,
  id: mutasiWithdraw.mutasiwd_id,
  website: mutasiWithdraw.mutasiwd_website,
  date: mutasiWithdraw.mutasiwd_date,
  approved: mutasiWithdraw.mutasiwd_app,
  deletedAt: mutasiWithdraw.mutasiwd_deleted_at,
  amount: mutasiWithdraw.mutasiwd_amount,
  names: [mutasiWithdraw.mutasiwd_player_bank_name, mutasiWithdraw.mutasiwd_description],
  ticket: mutasiWithdraw.mutasiwd_ticket,
  toRow: (r: typeof mutasiWithdraw.$inferSelect) => ({
    mutasiwd_id: r.mutasiwd_id,
    mutasiwd_app: r.mutasiwd_app,
    mutasiwd_ketapp: r.mutasiwd_ketapp,
    mutasiwd_amount: money(r.mutasiwd_amount),
    mutasiwd_ticket: r.mutasiwd_ticket,
    mutasiwd_app_date: toIso(r.mutasiwd_app_date),
    mutasiwd_player_bank_name: r.mutasiwd_player_bank_name,
    mutasiwd_corporate_bank: r.mutasiwd_corporate_bank,
    mutasiwd_website: r.mutasiwd_website,
    mutasiwd_date: r.mutasiwd_date,
    mutasiwd_time: r.mutasiwd_time,
    mutasiwd_description: r.mutasiwd_description,
    mutasiwd_is_fee: r.mutasiwd_is_fee,
  }),
};

export const listBoDeposits = (db: Db, filter: ListFilter, paging: PageParams) =>
  listPage(db, BO_DEPOSIT, filter, paging);
export const listBoWithdrawals = (db: Db, filter: ListFilter, paging: PageParams) =>
  listPage(db, BO_WITHDRAW, filter, paging);
export const listMutasiDeposits = (db: Db, filter: ListFilter, paging: PageParams) =>
  listPage(db, MUTASI_DEPOSIT, filter, paging);
export const listMutasiWithdrawals = (db: Db, filter: ListFilter, paging: PageParams) =>
  listPage(db, MUTASI_WITHDRAW, filter, paging);
