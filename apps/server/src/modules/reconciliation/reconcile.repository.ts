import { sql, type SQL } from 'drizzle-orm';
import { addDays, type IsoDate } from '@rekon/contracts';
import type { BoRow, DataBankAccount, MatchedPair, MutasiRow, PendingBo } from '@rekon/reconcile';
import { exec, list, type Db } from '../../db/client';
import { decimalToCents } from '../../lib/money';
import { playerAccountKey } from './learned-names';
import type { SideTables } from './sides';
import { id } from '../../db/identifier';

export async function loadAccounts(db: Db, website: string, side: 'DEPO' | 'WD'): Promise<DataBankAccount[]> {
  const { rows } = await exec<{ id: number; bank: string; name: string; no: string }>(
    db,
    sql`select akun_bank_id as id, akun_bank_bank as bank, akun_bank_name as name, akun_bank_no as no
        from akun_bank where akun_bank_website = ${website} and akun_bank_jenis_transaksi = ${side}`,
  );
  return rows.map((row) => ({
    id: row.id,
    website,
    side,
    bank: row.bank,
    accountName: row.name,
    accountNumber: row.no,
  }));
}

type BoRecord = {
  id: number;
  has_insight: boolean;
  ticket: string;
  amount: string;
  nett: string | null;
  business_date: string;
  time: string | null;
  username: string;
  holder: string | null;
  player_bank: string | null;
  player_bank_no: string | null;
  corporate_bank: string;
  ref: string;
  own_ref: string;
  upload_id: number;
  standing_mutasi_id: number | null;
};

/**
 * A BO row as the engine reads it, plus what the run needs around it: whether it already shows a contested flag
 * or suggestions, its upload, its player's bank account (for learned names) and, for a row an engine run paired,
 * the statement row of that pair.
 */
export type LoadedBo = BoRow & {
  id: number;
  hasInsight: boolean;
  uploadId: number;
  playerAccount: string;
  standingMutasiId: number | null;
};

export type LoadedMutasi = MutasiRow & {
  id: number;
  contested: boolean;
  uploadId: number;
  standingBoId: number | null;
};

/**
 * The business date a BO row had before any match moved it to its statement's date: the Jakarta date of its
 * approve time, else of its request (reconcile.md "Words"). Jakarta is UTC+7 all year: no time-zone database.
 */
export function ownBusinessDate(b: SideTables['bo']): SQL {
  return sql`coalesce(((coalesce(${id(b.appDate)}, ${id(b.reqDate)}) at time zone 'UTC') + interval '7 hours')::date, ${id(b.date)})`;
}

/** BO rows of a website, as the engine reads them, selected by `where` (over `bo` and its automatic pair `m`). */
async function loadBo(db: Db, t: SideTables, website: string, where: SQL): Promise<LoadedBo[]> {
  const b = t.bo;
  const m = t.match;
  const { rows } = await exec<BoRecord>(
    db,
    sql`select bo.${id(b.id)} as id, ${id(b.ticket)} as ticket, ${id(b.amount)}::text as amount,
          ${b.nett ? sql`${id(b.nett)}::text` : sql`null`} as nett,
          (case when ${id(b.approve)} then ${ownBusinessDate(b)} else ${id(b.date)} end)::text as business_date,
          to_char((coalesce(${id(b.appDate)}, ${id(b.reqDate)}) at time zone 'UTC') + interval '7 hours', 'HH24:MI:SS') as time,
          ${id(b.username)} as username, ${id(b.holder)} as holder, ${id(b.playerBank)} as player_bank,
          ${id(b.playerBankNo)} as player_bank_no,
          ${id(b.corporateBank)} as corporate_bank, ${id(b.ref)} as ref, ${id(b.ownRef)} as own_ref,
          ${id(b.contested)} or coalesce(jsonb_array_length(${id(b.suggestions)}), 0) > 0 as has_insight,
          ${id(b.uploadId)} as upload_id,
          case when m.match_auto then m.${id(m.mutasi)} end as standing_mutasi_id
        from ${id(b.table)} as bo
        left join ${id(m.table)} as m on m.${id(m.bo)} = bo.${id(b.id)}
        where ${id(b.website)} = ${website} and ${id(b.deletedAt)} is null and ${where}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    hasInsight: row.has_insight,
    uploadId: Number(row.upload_id),
    playerAccount: playerAccountKey(row.player_bank, row.player_bank_no, row.username),
    standingMutasiId: row.standing_mutasi_id === null ? null : Number(row.standing_mutasi_id),
    side: t.side,
    website,
    ticket: row.ticket,
    // Rows that tie on time are ordered by what they say, not by the ids an upload order gave them.
    orderKey: row.ticket,
    amountCents: decimalToCents(row.amount),
    nettAmountCents: row.nett === null ? null : decimalToCents(row.nett),
    businessDate: row.business_date,
    time: row.time,
    username: row.username || null,
    holderName: row.holder,
    playerBank: row.player_bank,
    corporateBank: row.corporate_bank || null,
    ref: row.ref || null,
    ownRef: row.own_ref || null,
  }));
}

/**
 * The rows a run solves again: pending BO rows, and rows an engine run paired that no person has touched (their
 * pair may be reopened), whose own business date lies in [from, to]. A matched row carries its statement's date,
 * at most a day from its own, so the index on the business date still finds it.
 */
export function loadOpenBo(
  db: Db,
  t: SideTables,
  website: string,
  from: IsoDate,
  to: IsoDate,
): Promise<LoadedBo[]> {
  const b = t.bo;
  return loadBo(
    db,
    t,
    website,
    sql`(not ${id(b.approve)} or m.match_auto) and ${id(b.date)} between ${addDays(from, -1)}::date and ${addDays(to, 1)}::date
        and (case when ${id(b.approve)} then ${ownBusinessDate(b)} else ${id(b.date)} end) between ${from}::date and ${to}::date`,
  );
}

/** One BO row, whatever its status: a row a checker just corrected, tried by the engine again. */
export async function loadBoById(
  db: Db,
  t: SideTables,
  website: string,
  boId: number,
): Promise<LoadedBo | undefined> {
  const [row] = await loadBo(db, t, website, sql`bo.${id(t.bo.id)} = ${boId}`);
  return row;
}

/** Statement rows of a website, as the engine reads them, selected by `where` (over `mu` and its automatic pair `m`). */
async function loadMutasi(db: Db, t: SideTables, website: string, where: SQL): Promise<LoadedMutasi[]> {
  const p = t.mutasi.prefix;
  const col = (name: string) => id(`${p}_${name}`);
  const m = t.match;
  const { rows } = await exec<{
    id: number;
    account_id: number | null;
    amount: string;
    date: string;
    time: string | null;
    name: string | null;
    reference: string | null;
    ticket: string | null;
    wallet: string | null;
    channel: string | null;
    contested: boolean;
    upload_id: number;
    standing_bo_id: number | null;
    order_key: string;
  }>(
    db,
    sql`select mu.${id(t.mutasi.id)} as id, ${col('akun_bank_id')} as account_id, ${col('amount')}::text as amount,
          ${col('date')}::text as date, ${col('time')} as time, ${col('player_bank_name')} as name,
          coalesce(${col('reference')}, ${t.mutasi.transactionId ? id(t.mutasi.transactionId) : sql`null`}) as reference,
          ${col('source_ticket')} as ticket, ${col('wallet')} as wallet, ${col('channel')} as channel,
          ${col('contested')} as contested, ${col('upload_id')} as upload_id,
          case when m.match_auto then m.${id(m.bo)} end as standing_bo_id,
          concat_ws('|', ${col('time')}, ${col('description')}, ${col('reference')}, ${col('player_bank_name')},
            ${col('counterparty_account')}) as order_key
        from ${id(t.mutasi.table)} as mu
        left join ${id(m.table)} as m on m.${id(m.mutasi)} = mu.${id(t.mutasi.id)}
        where ${col('website')} = ${website} and ${col('deleted_at')} is null and not ${col('is_fee')} and ${where}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    contested: row.contested,
    uploadId: Number(row.upload_id),
    standingBoId: row.standing_bo_id === null ? null : Number(row.standing_bo_id),
    side: t.side,
    website,
    accountId: row.account_id,
    amountCents: decimalToCents(row.amount),
    date: row.date,
    time: row.time,
    name: row.name,
    reference: row.reference,
    ticket: row.ticket,
    wallet: row.wallet,
    channel: row.channel,
    orderKey: row.order_key,
    isFee: false,
  }));
}

/**
 * Statement rows of a website dated in [from, to] that a run may pair: pending ones (fee rows are explained, not
 * matched) and, with `withStanding`, those an engine run paired that no person has touched. The engine reads the
 * gateway's own ticket, not the BO ticket a match wrote over it.
 */
export function loadOpenMutasi(
  db: Db,
  t: SideTables,
  website: string,
  from: IsoDate,
  to: IsoDate,
  options: { withStanding: boolean } = { withStanding: true },
): Promise<LoadedMutasi[]> {
  const col = (name: string) => id(`${t.mutasi.prefix}_${name}`);
  const open = options.withStanding ? sql`(not ${col('app')} or m.match_auto)` : sql`not ${col('app')}`;
  return loadMutasi(db, t, website, sql`${open} and ${col('date')} between ${from}::date and ${to}::date`);
}

/**
 * The pending rows still marked contested with one of `amounts` (numeric text) around the dates: what is left of
 * the contested groups a person just settled a row of.
 */
export async function loadContested(
  db: Db,
  t: SideTables,
  website: string,
  from: IsoDate,
  to: IsoDate,
  amounts: readonly string[],
): Promise<{ bo: LoadedBo[]; mutasi: LoadedMutasi[] }> {
  const b = t.bo;
  const col = (name: string) => id(`${t.mutasi.prefix}_${name}`);
  const boAmount = b.nett ? sql`coalesce(nullif(${id(b.nett)}, 0), ${id(b.amount)})` : sql`${id(b.amount)}`;
  return {
    bo: await loadBo(
      db,
      t,
      website,
      sql`not ${id(b.approve)} and ${id(b.contested)} and ${id(b.date)} between ${from}::date and ${to}::date
          and ${boAmount} = any(${list(amounts)}::numeric[])`,
    ),
    mutasi: await loadMutasi(
      db,
      t,
      website,
      sql`not ${col('app')} and ${col('contested')} and ${col('date')} between ${from}::date and ${to}::date
          and ${col('amount')} = any(${list(amounts)}::numeric[])`,
    ),
  };
}

/**
 * Statement rows of a website dated in [from, to] that a person paired, with the BO ticket of the pair: never
 * paired again, but listed to a request that could have taken one (reconcile.md "When it runs").
 */
export async function loadSettledMutasi(
  db: Db,
  t: SideTables,
  website: string,
  from: IsoDate,
  to: IsoDate,
): Promise<(LoadedMutasi & { pairedTicket: string })[]> {
  const col = (name: string) => id(`${t.mutasi.prefix}_${name}`);
  const rows = await loadMutasi(
    db,
    t,
    website,
    sql`${col('app')} and m.${id(t.match.bo)} is not null and not m.match_auto
        and ${col('date')} between ${from}::date and ${to}::date`,
  );
  if (rows.length === 0) return [];
  const b = t.bo;
  const m = t.match;
  const { rows: tickets } = await exec<{ mutasi: number; ticket: string }>(
    db,
    sql`select m.${id(m.mutasi)} as mutasi, bo.${id(b.ticket)} as ticket
        from ${id(m.table)} as m join ${id(b.table)} as bo on bo.${id(b.id)} = m.${id(m.bo)}
        where m.${id(m.mutasi)} = any(${list(rows.map((row) => row.id))}::bigint[])`,
  );
  const ticketOf = new Map(tickets.map((row) => [Number(row.mutasi), row.ticket]));
  return rows.map((row) => ({ ...row, pairedTicket: ticketOf.get(row.id) ?? '' }));
}

/** Pending statement rows of a website dated in [from, to]: what a checker's corrected row is tried against. */
export const loadPendingMutasi = (db: Db, t: SideTables, website: string, from: IsoDate, to: IsoDate) =>
  loadOpenMutasi(db, t, website, from, to, { withStanding: false });

/**
 * Undoes automatic pairs a run reopened: the match rows go, both rows return to pending (the BO row to its own
 * business date, the statement row to the gateway's ticket), and a row that stays pending says why it came back
 * (`notes`, by row). One statement per table.
 */
export async function reopenPairs(
  db: Db,
  t: SideTables,
  pairs: readonly { boId: number; mutasiId: number }[],
  notes: { bo: ReadonlyMap<number, string>; mutasi: ReadonlyMap<number, string> },
) {
  if (pairs.length === 0) return;
  const boIds = pairs.map((pair) => pair.boId);
  const mutasiIds = pairs.map((pair) => pair.mutasiId);
  const m = t.match;
  await exec(db, sql`delete from ${id(m.table)} where ${id(m.bo)} = any(${list(boIds)}::bigint[])`);
  const b = t.bo;
  await exec(
    db,
    sql`update ${id(b.table)} as bo
        set ${id(b.approve)} = false, ${id(b.ket)} = null, ${id(b.matchPass)} = null, ${id(b.approvedAt)} = null,
            ${id(b.approvedBy)} = null, ${id(b.date)} = ${ownBusinessDate(b)}, ${id(b.reopened)} = p.note
        from unnest(${list(boIds)}::bigint[], ${list(boIds.map((boId) => notes.bo.get(boId) ?? null))}::text[]) as p(id, note)
        where bo.${id(b.id)} = p.id`,
  );
  const col = (name: string) => id(`${t.mutasi.prefix}_${name}`);
  await exec(
    db,
    sql`update ${id(t.mutasi.table)} as mu
        set ${col('app')} = false, ${col('ketapp')} = null, ${col('ticket')} = ${col('source_ticket')},
            ${col('app_date')} = null, ${col('match_pass')} = null, ${col('approved_by')} = null, ${col('reopened')} = p.note
        from unnest(${list(mutasiIds)}::bigint[], ${list(mutasiIds.map((mutasiId) => notes.mutasi.get(mutasiId) ?? null))}::text[]) as p(id, note)
        where mu.${id(t.mutasi.id)} = p.id`,
  );
}

/** A pair to store: the engine's, or a checker's (`MANUAL`, the remark as its reason). */
export type StoredPair = Pick<MatchedPair, 'boId' | 'mutasiId' | 'score' | 'reason'> & { pass: string };

/**
 * Stores pairs: one match row each, both rows approved with the reason; the BO row takes the statement's date
 * as its business date and the statement row the BO ticket (reconcile.md, "What is stored"). `auto` marks an
 * engine run's pairs, which a later run may reopen; a person's never are. One statement per table, whatever the
 * number of pairs.
 */
export async function storePairs(
  db: Db,
  t: SideTables,
  website: string,
  pairs: readonly StoredPair[],
  at: Date,
  actorId: number | null,
  auto: boolean,
) {
  if (pairs.length === 0) return;
  const boIds = pairs.map((p) => Number(p.boId));
  const mutasiIds = pairs.map((p) => Number(p.mutasiId));
  const passes = pairs.map((p) => p.pass);
  const scores = pairs.map((p) => p.score);
  const reasons = pairs.map((p) => p.reason);
  const m = t.match;
  await exec(
    db,
    sql`insert into ${id(m.table)} (${id(m.bo)}, ${id(m.mutasi)}, match_website, match_pass, match_score, match_reason,
          match_created_at, match_created_by, match_auto)
        select bo, mu, ${website}, pass, score, reason, ${at}::timestamptz, ${actorId}::int, ${auto}::boolean
        from unnest(${list(boIds)}::bigint[], ${list(mutasiIds)}::bigint[], ${list(passes)}::text[], ${list(scores)}::float8[], ${list(reasons)}::text[])
          as p(bo, mu, pass, score, reason)`,
  );
  const b = t.bo;
  const p = t.mutasi.prefix;
  const col = (name: string) => id(`${p}_${name}`);
  await exec(
    db,
    sql`update ${id(b.table)} as bo
        set ${id(b.approve)} = true, ${id(b.ket)} = p.reason, ${id(b.matchPass)} = p.pass,
            ${id(b.approvedAt)} = ${at}::timestamptz, ${id(b.approvedBy)} = ${actorId}::int,
            ${id(b.date)} = mu.${col('date')}, ${id(b.contested)} = false, ${id(b.suggestions)} = null,
            ${id(b.reopened)} = null
        from unnest(${list(boIds)}::bigint[], ${list(mutasiIds)}::bigint[], ${list(passes)}::text[], ${list(reasons)}::text[]) as p(bo, mu, pass, reason)
        join ${id(t.mutasi.table)} as mu on mu.${id(t.mutasi.id)} = p.mu
        where bo.${id(b.id)} = p.bo`,
  );
  await exec(
    db,
    sql`update ${id(t.mutasi.table)} as mu
        set ${col('app')} = true, ${col('ketapp')} = p.reason, ${col('match_pass')} = p.pass,
            ${col('ticket')} = bo.${id(b.ticket)}, ${col('app_date')} = ${at}::timestamptz, ${col('approved_by')} = ${actorId}::int,
            ${col('contested')} = false, ${col('reopened')} = null
        from unnest(${list(boIds)}::bigint[], ${list(mutasiIds)}::bigint[], ${list(passes)}::text[], ${list(reasons)}::text[]) as p(bo, mu, pass, reason)
        join ${id(b.table)} as bo on bo.${id(b.id)} = p.bo
        where mu.${id(t.mutasi.id)} = p.mu`,
  );
}

/**
 * Refreshes the "why not matched" of pending BO rows: the contested flag and up to 3 suggestions. Rows that
 * had none and still have none are left alone: most of a fresh BO export, before its statement comes.
 */
export async function storePendingInsight(
  db: Db,
  t: SideTables,
  insight: readonly PendingBo[],
  hadInsight: ReadonlySet<PendingBo['boId']>,
) {
  const pending = insight.filter(
    (row) => row.contested || row.suggestions.length > 0 || hadInsight.has(row.boId),
  );
  if (pending.length === 0) return;
  const b = t.bo;
  await exec(
    db,
    sql`update ${id(b.table)} as bo
        set ${id(b.contested)} = p.contested, ${id(b.suggestions)} = p.suggestions::jsonb
        from unnest(${list(pending.map((row) => Number(row.boId)))}::bigint[], ${list(pending.map((row) => row.contested))}::boolean[],
          ${list(pending.map((row) => JSON.stringify(row.suggestions)))}::text[]) as p(id, contested, suggestions)
        where bo.${id(b.id)} = p.id`,
  );
}

/** Sets the contested flag of the statement rows whose flag changed. */
export async function storeContestedMutasi(db: Db, t: SideTables, changed: ReadonlyMap<number, boolean>) {
  if (changed.size === 0) return;
  const col = (name: string) => id(`${t.mutasi.prefix}_${name}`);
  await exec(
    db,
    sql`update ${id(t.mutasi.table)} as mu set ${col('contested')} = p.contested
        from unnest(${list([...changed.keys()])}::bigint[], ${list([...changed.values()])}::boolean[]) as p(id, contested)
        where mu.${id(t.mutasi.id)} = p.id`,
  );
}
