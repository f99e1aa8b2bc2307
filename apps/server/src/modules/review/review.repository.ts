import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  BoDepositRow,
  BoStatus,
  BoWithdrawRow,
  MutasiDepositRow,
  MutasiWithdrawRow,
  PageParams,
  SearchKind,
} from '@rekon/contracts';
import { exec, list, type Db } from '../../db/client';
import { boDeposit, boWithdraw, mutasiDeposit, mutasiWithdraw } from '../../db/schema';
import { pageWindow } from '../../http/paging';
import { likePattern } from '../tracking/tracking.repository';

export interface ListFilter {
  website: string;
  date: string;
  status: BoStatus;
  search?: { kind: SearchKind; term: string };
  /** Only these row ids (the rows behind risk signals, decision 044). */
  only?: readonly number[];
}

/** Digits of a search term: the screen sends only digits for nominal and id searches. */
const digitsOf = (term: string) => term.replace(/[^0-9]/g, '');

/*
 * The lists are the busiest reads of the product (50 staff paging at once, security.md G14), so PostgreSQL
 * writes each page's JSON itself and the server passes the text through: no row objects, no re-serialising.
 * Each field is one of these expressions over the page's row `p`; the wire forms are those of api.md.
 */
/** A column as it is: ids, booleans, text. Dates are `YYYY-MM-DD` in JSON. */
const plain = (name: string) => sql.raw(`p.${name}`);
/** Money as a JSON number of rupiah (numeric(18,2) to float8: the same double as cents / 100 in JS). */
const money = (name: string) => sql`${plain(name)}::float8`;
/** An instant as JavaScript's `toISOString()` writes it. */
const instant = (name: string) =>
  sql`to_char(${plain(name)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/**
 * The engine's suggestions (reconcile.md) as the screen reads them, from the current state: none once the row is
 * approved, and never a statement row that has been paired or deleted since the engine stored them. A row a person
 * had paired when the engine listed it (`paired_ticket`) stays listed while that pair stands, never to be picked.
 */
const suggestions = (approved: string, stored: string, mutasi: 'mutasi_deposit' | 'mutasi_withdraw') => {
  const p = mutasi === 'mutasi_deposit' ? 'mutasi' : 'mutasiwd';
  return sql`case when ${plain(approved)} or jsonb_typeof(${plain(stored)}) is distinct from 'array' then '[]'::json
        else coalesce((select json_agg(json_build_object('mutasi_id', (s->>'mutasiId')::bigint,
                'amount', (s->>'amountCents')::float8 / 100, 'date', s->'date', 'time', s->'time',
                'name', s->'name', 'score', s->'score', 'differences', s->'differences',
                'paired_ticket', s->'pairedTicket') order by n)
              from jsonb_array_elements(${plain(stored)}) with ordinality as e(s, n)
              where exists (select 1 from ${sql.raw(mutasi)} m where m.${sql.raw(`${p}_id`)} = (s->>'mutasiId')::bigint
                and m.${sql.raw(`${p}_app`)} = (s->>'pairedTicket' is not null) and m.${sql.raw(`${p}_deleted_at`)} is null)),
              '[]'::json) end`;
};

/** Every field of a row of the contract, and nothing else (`all_data` is added to the first row). */
type Fields<Row> = { [K in Exclude<keyof Row, 'all_data'>]-?: SQL };

/** What differs between the four review lists: the table, the columns filtered on and the row's fields. */
interface ListSpec<Row> {
  table: PgTable;
  id: AnyPgColumn;
  website: AnyPgColumn;
  date: AnyPgColumn;
  approved: AnyPgColumn;
  deletedAt: AnyPgColumn;
  amount: AnyPgColumn;
  /** Text columns a `string` search looks in. */
  names: AnyPgColumn[];
  ticket: AnyPgColumn;
  fields: Fields<Row>;
}

/** One page of a list as the JSON array of api.md, and the total over all pages. */
export interface ListPage {
  json: string;
  total: number;
}

function whereOf<Row>(spec: ListSpec<Row>, filter: ListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(spec.website, filter.website),
    eq(spec.date, filter.date),
    sql`${spec.deletedAt} is null`,
    filter.status === 'all' ? undefined : eq(spec.approved, filter.status === 'approve'),
    filter.only ? sql`${spec.id} = any(${list(filter.only)}::bigint[])` : undefined,
  ];
  if (filter.search) {
    const { kind, term } = filter.search;
    const digits = digitsOf(term);
    if (kind === 'string') conditions.push(or(...spec.names.map((name) => ilike(name, likePattern(term)))));
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
  return and(...conditions);
}

/**
 * The page query of one list: the website's rows of one business date, by status, optionally searched by row
 * id or ticket digits (`id`), exact amount (`nominal`) or name (`string`), with the total over all pages, in
 * one statement. The row's JSON expression is built once, not on every request. (json_build_object takes at
 * most 100 arguments: 50 fields, twice what a list has.)
 */
function reviewList<Row>(spec: ListSpec<Row>) {
  const rowJson = sql`json_build_object(${sql.join(
    Object.entries<SQL>(spec.fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;
  return async (db: Db, filter: ListFilter, paging: PageParams): Promise<ListPage> => {
    const where = whereOf(spec, filter);
    const { limit, offset } = pageWindow(paging);
    const { rows } = await exec<ListPage>(
      db,
      sql`select (select count(*) from ${spec.table} where ${where})::int as total,
            coalesce(json_agg(${rowJson} order by ${plain(spec.id.name)}), '[]')::text as json
          from (select * from ${spec.table} where ${where} order by ${spec.id} limit ${limit} offset ${offset}) as p`,
    );
    return rows[0]!;
  };
}

const BO_DEPOSIT: ListSpec<BoDepositRow> = {
  table: boDeposit,
  id: boDeposit.bo_id,
  website: boDeposit.bo_website_code,
  date: boDeposit.bank_statement_date,
  approved: boDeposit.bo_approve,
  deletedAt: boDeposit.bo_deleted_at,
  amount: boDeposit.depo_amount,
  names: [boDeposit.user_name, boDeposit.full_name],
  ticket: boDeposit.ticket_no,
  fields: {
    bo_id: plain('bo_id'),
    bo_approve: plain('bo_approve'),
    ket_app: plain('ket_app'),
    ticket_no: plain('ticket_no'),
    req_date: instant('req_date'),
    app_date: instant('app_date'),
    bank_statement_date: plain('bank_statement_date'),
    user_name: plain('user_name'),
    full_name: plain('full_name'),
    payment_type: plain('payment_type'),
    depo_amount: money('depo_amount'),
    depo_amount_original: money('depo_amount_original'),
    admin_fee: money('admin_fee'),
    agent_fee: money('agent_fee'),
    player_fee: money('player_fee'),
    nett_amount: money('nett_amount'),
    player_bank: plain('player_bank'),
    corporate_bank: plain('corporate_bank'),
    bo_desc: plain('bo_desc'),
    bo_status: plain('bo_status'),
    bo_handler: plain('bo_handler'),
    bo_website: plain('bo_website'),
    player_ref: plain('player_ref'),
    player_own_ref: plain('player_own_ref'),
    match_pass: plain('bo_match_pass'),
    contested: plain('bo_contested'),
    reopened: plain('bo_reopened'),
    suggestions: suggestions('bo_approve', 'bo_suggestions', 'mutasi_deposit'),
  },
};

const BO_WITHDRAW: ListSpec<BoWithdrawRow> = {
  table: boWithdraw,
  id: boWithdraw.wd_bo_id,
  website: boWithdraw.wd_website_code,
  date: boWithdraw.wd_bank_date,
  approved: boWithdraw.wd_bo_approve,
  deletedAt: boWithdraw.wd_deleted_at,
  amount: boWithdraw.wd_amount,
  names: [boWithdraw.wd_username, boWithdraw.wd_fullname],
  ticket: boWithdraw.wd_ticket_no,
  fields: {
    wd_bo_id: plain('wd_bo_id'),
    wd_bo_approve: plain('wd_bo_approve'),
    wd_ket_app: plain('wd_ket_app'),
    wd_ticket_no: plain('wd_ticket_no'),
    wd_req_date: instant('wd_req_date'),
    wd_app_date: instant('wd_app_date'),
    wd_bank_date: plain('wd_bank_date'),
    wd_username: plain('wd_username'),
    wd_fullname: plain('wd_fullname'),
    wd_brand: plain('wd_brand'),
    wd_amount: money('wd_amount'),
    wd_amount_original: money('wd_amount_original'),
    wd_player_fee: money('wd_player_fee'),
    wd_agent_fee: money('wd_agent_fee'),
    wd_nett_amount: money('wd_nett_amount'),
    wd_player_bank: plain('wd_player_bank'),
    wd_corp_bank: plain('wd_corp_bank'),
    wd_remarks: plain('wd_remarks'),
    wd_status: plain('wd_status'),
    wd_handler: plain('wd_handler'),
    wd_website: plain('wd_website'),
    wd_ref_code: plain('wd_ref_code'),
    wd_own_ref_code: plain('wd_own_ref_code'),
    wd_last_balance: money('wd_last_balance'),
    match_pass: plain('wd_match_pass'),
    contested: plain('wd_contested'),
    reopened: plain('wd_reopened'),
    suggestions: suggestions('wd_bo_approve', 'wd_suggestions', 'mutasi_withdraw'),
  },
};

const MUTASI_DEPOSIT: ListSpec<MutasiDepositRow> = {
  table: mutasiDeposit,
  id: mutasiDeposit.mutasi_id,
  website: mutasiDeposit.mutasi_website,
  date: mutasiDeposit.mutasi_date,
  approved: mutasiDeposit.mutasi_app,
  deletedAt: mutasiDeposit.mutasi_deleted_at,
  amount: mutasiDeposit.mutasi_amount,
  names: [mutasiDeposit.mutasi_player_bank_name, mutasiDeposit.mutasi_description],
  ticket: mutasiDeposit.mutasi_ticket,
  fields: {
    mutasi_id: plain('mutasi_id'),
    mutasi_app: plain('mutasi_app'),
    mutasi_ketapp: plain('mutasi_ketapp'),
    mutasi_amount: money('mutasi_amount'),
    mutasi_ticket: plain('mutasi_ticket'),
    mutasi_app_date: instant('mutasi_app_date'),
    mutasi_player_bank_name: plain('mutasi_player_bank_name'),
    mutasi_corporate_bank: plain('mutasi_corporate_bank'),
    mutasi_transaction_id: plain('mutasi_transaction_id'),
    mutasi_website: plain('mutasi_website'),
    mutasi_date: plain('mutasi_date'),
    mutasi_time: plain('mutasi_time'),
    mutasi_description: plain('mutasi_description'),
    mutasi_is_fee: plain('mutasi_is_fee'),
    contested: plain('mutasi_contested'),
    reopened: plain('mutasi_reopened'),
  },
};

const MUTASI_WITHDRAW: ListSpec<MutasiWithdrawRow> = {
  table: mutasiWithdraw,
  id: mutasiWithdraw.mutasiwd_id,
  website: mutasiWithdraw.mutasiwd_website,
  date: mutasiWithdraw.mutasiwd_date,
  approved: mutasiWithdraw.mutasiwd_app,
  deletedAt: mutasiWithdraw.mutasiwd_deleted_at,
  amount: mutasiWithdraw.mutasiwd_amount,
  names: [mutasiWithdraw.mutasiwd_player_bank_name, mutasiWithdraw.mutasiwd_description],
  ticket: mutasiWithdraw.mutasiwd_ticket,
  fields: {
    mutasiwd_id: plain('mutasiwd_id'),
    mutasiwd_app: plain('mutasiwd_app'),
    mutasiwd_ketapp: plain('mutasiwd_ketapp'),
    mutasiwd_amount: money('mutasiwd_amount'),
    mutasiwd_ticket: plain('mutasiwd_ticket'),
    mutasiwd_app_date: instant('mutasiwd_app_date'),
    mutasiwd_player_bank_name: plain('mutasiwd_player_bank_name'),
    mutasiwd_corporate_bank: plain('mutasiwd_corporate_bank'),
    mutasiwd_website: plain('mutasiwd_website'),
    mutasiwd_date: plain('mutasiwd_date'),
    mutasiwd_time: plain('mutasiwd_time'),
    mutasiwd_description: plain('mutasiwd_description'),
    mutasiwd_is_fee: plain('mutasiwd_is_fee'),
    contested: plain('mutasiwd_contested'),
    reopened: plain('mutasiwd_reopened'),
  },
};

export const listBoDeposits = reviewList(BO_DEPOSIT);
export const listBoWithdrawals = reviewList(BO_WITHDRAW);
export const listMutasiDeposits = reviewList(MUTASI_DEPOSIT);
export const listMutasiWithdrawals = reviewList(MUTASI_WITHDRAW);
