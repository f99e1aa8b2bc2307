/**
 * The response mapping (decision 049): the one place where the row tables' neutral columns become the spec's fields,
 * `bo_*` and `wd_*` for BO rows, `mutasi_*` and `mutasiwd_*` for statement rows (spec section 3; the field names are
 * the contract's, packages/contracts/src/review.ts), for the review lists and for the exports. Money leaves as
 * rupiah here and nowhere earlier.
 *
 * Each field is an SQL expression over the list's row `p`: PostgreSQL writes a page's JSON itself and the server
 * passes the text through (review lists are the busiest reads, security.md G14).
 */
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  EXPLAIN_CATEGORIES,
  EXPLAIN_PASS_PREFIX,
  type BoDepositRow,
  type BoWithdrawRow,
} from '@rekon/contracts';
import type { Column } from 'drizzle-orm';
import { jakartaWallClock } from '../../db/jakarta-time';
import { boRow, feed, statementRow } from '../../db/schema';
import type { Side } from './row-model';

export const listedBo = alias(boRow, 'p');
export const listedStatement = alias(statementRow, 'p');

/** Money as a JSON number of rupiah: the same double as `cents / 100` in JavaScript. */
const rupiah = (cents: Column) => sql`${cents}::float8 / 100`;
/** An instant as JavaScript's `toISOString()` writes it. */
const iso = (instant: Column) => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The engine's suggestions (reconcile.md) as the screen reads them, from the current state: none once the row is
 * approved, and never a statement row that has been paired or deleted since the engine stored them. A row a person
 * had paired when the engine listed it (`pairedTicket`) stays listed while that pair stands, never to be picked.
 */
const suggestions = sql`case when ${listedBo.approved} or jsonb_typeof(${listedBo.suggestions}) is distinct from 'array' then '[]'::json
  else coalesce((select json_agg(json_build_object('mutasi_id', (e.s->>'mutasiId')::bigint,
      'amount', (e.s->>'amountCents')::float8 / 100, 'date', e.s->'date', 'time', e.s->'time',
      'name', e.s->'name', 'score', e.s->'score', 'differences', e.s->'differences',
      'paired_ticket', e.s->'pairedTicket') order by e.n)
    from jsonb_array_elements(${listedBo.suggestions}) with ordinality as e(s, n)
    where exists (select 1 from ${statementRow} where ${statementRow.id} = (e.s->>'mutasiId')::bigint
      and ${statementRow.approved} = (e.s->>'pairedTicket' is not null) and ${statementRow.deletedAt} is null)),
    '[]'::json) end`;

/**
 * The engine's split payment (issue 28) as the screen reads it: only while the row is pending and every credit of
 * the group is still pending (not paired, explained or deleted since the engine stored it).
 */
const split = sql`case when not ${listedBo.approved} and jsonb_typeof(${listedBo.split}) = 'object'
    and (select count(*) from ${statementRow}
      where ${statementRow.id} in (select (x)::bigint from jsonb_array_elements_text(${listedBo.split}->'mutasiIds') as x)
        and not ${statementRow.approved} and ${statementRow.deletedAt} is null)
      = jsonb_array_length(${listedBo.split}->'mutasiIds')
  then json_build_object('mutasi_ids', (select json_agg((x)::bigint order by n)
      from jsonb_array_elements_text(${listedBo.split}->'mutasiIds') with ordinality as e(x, n)),
    'amounts', (select json_agg((x)::float8 / 100 order by n)
      from jsonb_array_elements_text(${listedBo.split}->'amountCents') with ordinality as e(x, n)),
    'score', ${listedBo.split}->'score', 'differences', ${listedBo.split}->'differences') end`;

/** Every field of a row of the contract, and nothing else (`all_data` is added to the first row). */
type Fields<Row> = { [K in Exclude<keyof Row, 'all_data'>]-?: SQL | Column };

const p = listedBo;
const BO_DEPOSIT: Fields<BoDepositRow> = {
  bo_id: p.id,
  bo_approve: p.approved,
  ket_app: p.remark,
  ticket_no: p.ticket,
  req_date: iso(p.requestedAt),
  app_date: iso(p.panelApprovedAt),
  bank_statement_date: p.businessDate,
  user_name: p.username,
  full_name: p.fullname,
  payment_type: p.paymentType,
  depo_amount: rupiah(p.amountCents),
  depo_amount_original: rupiah(p.amountOriginalCents),
  admin_fee: rupiah(p.adminFeeCents),
  agent_fee: rupiah(p.agentFeeCents),
  player_fee: rupiah(p.playerFeeCents),
  nett_amount: rupiah(p.nettCents),
  player_bank: p.playerBank,
  corporate_bank: p.corporateBank,
  bo_desc: p.description,
  bo_status: p.status,
  bo_handler: p.handler,
  bo_website: p.panelWebsite,
  player_ref: p.ref,
  player_own_ref: p.ownRef,
  match_pass: p.matchPass,
  contested: p.contested,
  reopened: p.reopened,
  suggestions,
  split,
};

const BO_WITHDRAW: Fields<BoWithdrawRow> = {
  wd_bo_id: p.id,
  wd_bo_approve: p.approved,
  wd_ket_app: p.remark,
  wd_ticket_no: p.ticket,
  wd_req_date: iso(p.requestedAt),
  wd_app_date: iso(p.panelApprovedAt),
  wd_bank_date: p.businessDate,
  wd_username: p.username,
  wd_fullname: p.fullname,
  wd_brand: p.brand,
  wd_amount: rupiah(p.amountCents),
  wd_amount_original: rupiah(p.amountOriginalCents),
  wd_player_fee: rupiah(p.playerFeeCents),
  wd_agent_fee: rupiah(p.agentFeeCents),
  wd_nett_amount: rupiah(p.nettCents),
  wd_player_bank: p.playerBank,
  wd_corp_bank: p.corporateBank,
  wd_remarks: p.description,
  wd_status: p.status,
  wd_handler: p.handler,
  wd_website: p.panelWebsite,
  wd_ref_code: p.ref,
  wd_own_ref_code: p.ownRef,
  wd_last_balance: rupiah(p.lastBalanceCents),
  match_pass: p.matchPass,
  contested: p.contested,
  reopened: p.reopened,
  suggestions,
  split,
};

const m = listedStatement;
/** An explained statement row's category label (decision 054), null for any other row. */
const category = sql`case ${m.matchPass} ${sql.join(
  EXPLAIN_CATEGORIES.map((entry) => sql`when ${EXPLAIN_PASS_PREFIX + entry.code} then ${entry.label}::text`),
  sql` `,
)} end`;
/**
 * Where a statement row came from (feeds.md "Screens"): "Upload #N" for a file's row, the feed's name for a fed row
 * (each fed batch is an upload too, decision 057, so the feed is what says more), "Feed #N" once that feed is deleted.
 */
const source = sql`case when ${m.feedId} is null then 'Upload #' || ${m.uploadId}::text
  else coalesce((select ${feed.feed_name} from ${feed} where ${feed.feed_id} = ${m.feedId}), 'Feed #' || ${m.feedId}::text) end`;
/**
 * A statement row's fields, named for its side: `mutasi_*` on the deposit side, `mutasiwd_*` on the withdraw side
 * (the contract's MutasiDepositRow and MutasiWithdrawRow: the same fields, and a transaction id on deposits only).
 */
function statementFields(side: Side): Record<string, SQL | Column> {
  const prefix = side === 'DEPO' ? 'mutasi' : 'mutasiwd';
  const own: [string, SQL | Column][] = [
    ['id', m.id],
    ['app', m.approved],
    ['ketapp', m.remark],
    ['amount', rupiah(m.amountCents)],
    ['ticket', m.ticket],
    ['app_date', iso(m.matchedAt)],
    ['player_bank_name', m.senderName],
    ['corporate_bank', m.corporateBank],
    ...(side === 'DEPO' ? [['transaction_id', m.transactionId] as [string, Column]] : []),
    ['website', m.website],
    ['date', m.date],
    ['time', m.time],
    ['description', m.description],
    ['is_fee', m.isFee],
    ['category', category],
    ['source', source],
  ];
  return {
    ...Object.fromEntries(own.map(([field, value]) => [`${prefix}_${field}`, value])),
    contested: m.contested,
    reopened: m.reopened,
  };
}

/**
 * A row of a review list as one JSON object with the spec's field names. (json_build_object takes at most 100
 * arguments: 50 fields, twice what a list has.)
 */
const rowJson = (fields: Record<string, SQL | Column>) =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${key}::text, ${value}`),
    sql`, `,
  )})`;

export const boRowJson = { DEPO: rowJson(BO_DEPOSIT), WD: rowJson(BO_WITHDRAW) } as const;
export const statementRowJson = {
  DEPO: rowJson(statementFields('DEPO')),
  WD: rowJson(statementFields('WD')),
} as const;

/** The fields of each list, for the test that holds them to the contract. */
export const LIST_FIELDS = {
  bo: Object.keys(BO_DEPOSIT),
  bowd: Object.keys(BO_WITHDRAW),
  mutasi: Object.keys(statementFields('DEPO')),
  mutasiwd: Object.keys(statementFields('WD')),
};

// ---------------------------------------------------------------------------------------------------------------
// Exports (spec section 7): the columns of each review screen, in order.

export interface ExportColumn {
  header: string;
  sql: SQL;
  kind: 'text' | 'money';
}

export interface ExportSpec {
  /** The file name's first word (spec section 7: viewbo, viewbowd…). */
  name: string;
  label: string;
  columns: ExportColumn[];
}

/** Text through `rekon_safe_text` (migration 0003: formula-like cells neutralised); money stays a number. */
const text = (header: string, value: Column | SQL): ExportColumn => ({
  header,
  sql: sql`rekon_safe_text(${value}::text)`,
  kind: 'text',
});
const money = (header: string, cents: Column): ExportColumn => ({
  header,
  sql: sql`(${cents}::numeric / 100)::numeric(18, 2)`,
  kind: 'money',
});
/** Jakarta wall-clock text of an instant; UTC+7 has no daylight saving. */
const jakarta = (header: string, instant: Column): ExportColumn => ({
  header,
  sql: sql`to_char(${jakartaWallClock(instant)}, 'YYYY-MM-DD HH24:MI:SS')`,
  kind: 'text',
});
const status = (approved: Column): ExportColumn => ({
  header: 'Status',
  sql: sql`case when ${approved} then 'Approve' else 'Pending' end`,
  kind: 'text',
});

/** The View Mutasi columns of a side: a transaction id on the deposit side only. */
function statementColumns(side: Side): ExportColumn[] {
  return [
    status(m.approved),
    text('Ket', m.remark),
    money('Mutasi Amount', m.amountCents),
    text('Ticket No', m.ticket),
    jakarta('App Date', m.matchedAt),
    text('Tanggal', m.date),
    text('Jam', m.time),
    text('Player Bank Name', m.senderName),
    text('Corporate Bank', m.corporateBank),
    text('Mutasi Website', m.website),
    ...(side === 'DEPO' ? [text('Transaction ID', m.transactionId)] : []),
    text('Keterangan', m.description),
  ];
}

/** How both View BO exports open: the checker's verdict and remark, the ticket, and the panel's two times. */
const requestHeadColumns = [
  status(p.approved),
  text('Ket', p.remark),
  text('Ticket No', p.ticket),
  jakarta('Req Date', p.requestedAt),
  jakarta('App Date', p.panelApprovedAt),
];

export const EXPORTS = {
  bo: {
    name: 'viewbo',
    label: 'BO deposit',
    columns: [
      ...requestHeadColumns,
      text('Bank Statement', p.businessDate),
      text('Username', p.username),
      text('Fullname', p.fullname),
      text('Payment', p.paymentType),
      money('Depo', p.amountCents),
      money('Admin', p.adminFeeCents),
      money('Agent', p.agentFeeCents),
      money('Player', p.playerFeeCents),
      money('Nett', p.nettCents),
      text('Player Bank', p.playerBank),
      text('Corporate Bank', p.corporateBank),
      text('Bo Desc', p.description),
      text('Bo Status', p.status),
      text('Bo Handler', p.handler),
      text('Bo Website', p.panelWebsite),
      text('Player Ref', p.ref),
      text('Player Own Ref', p.ownRef),
    ],
  },
  bowd: {
    name: 'viewbowd',
    label: 'BO withdraw',
    columns: [
      ...requestHeadColumns,
      text('WD Bank Date', p.businessDate),
      text('Username', p.username),
      text('Fullname', p.fullname),
      text('Brand', p.brand),
      money('Amount', p.amountCents),
      money('Player Fee', p.playerFeeCents),
      money('Agent Fee', p.agentFeeCents),
      money('Nett', p.nettCents),
      text('Player Bank', p.playerBank),
      text('Corporate Bank', p.corporateBank),
      text('Remarks', p.description),
      text('WD Status', p.status),
      text('Handler', p.handler),
      text('Website', p.panelWebsite),
      text('Ref Code', p.ref),
      text('Own Ref', p.ownRef),
      money('Last Balance', p.lastBalanceCents),
    ],
  },
  mutasi: { name: 'viewmutasi', label: 'mutasi deposit', columns: statementColumns('DEPO') },
  mutasiwd: { name: 'viewmutasiwd', label: 'mutasi withdraw', columns: statementColumns('WD') },
} satisfies Record<string, ExportSpec>;

export type ExportKind = keyof typeof EXPORTS;

/** Which rows and side an export reads. */
export const EXPORT_SOURCES: Record<ExportKind, { kind: 'bo' | 'statement'; side: Side }> = {
  bo: { kind: 'bo', side: 'DEPO' },
  bowd: { kind: 'bo', side: 'WD' },
  mutasi: { kind: 'statement', side: 'DEPO' },
  mutasiwd: { kind: 'statement', side: 'WD' },
};
