import { sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '@rekon/contracts';
import type { BoRow, DataBankAccount, MatchedPair, MutasiRow, PendingBo } from '@rekon/reconcile';
import { exec, list, type Db } from '../../db/client';
import { decimalToCents } from '../../lib/money';
import type { SideTables } from './sides';

const id = (name: string) => sql.raw(`"${name}"`);

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
  corporate_bank: string;
  ref: string;
  own_ref: string;
};

/** A BO row as the engine reads it, plus whether it already shows a contested flag or suggestions. */
export type LoadedBo = BoRow & { hasInsight: boolean };

/** BO rows of a website, as the engine reads them, selected by `where`. */
async function loadBo(db: Db, t: SideTables, website: string, where: SQL): Promise<LoadedBo[]> {
  const b = t.bo;
  const { rows } = await exec<BoRecord>(
    db,
    sql`select ${id(b.id)} as id, ${id(b.ticket)} as ticket, ${id(b.amount)}::text as amount,
          ${b.nett ? sql`${id(b.nett)}::text` : sql`null`} as nett,
          ${id(b.date)}::text as business_date,
          -- Jakarta is UTC+7 all year: no time-zone database needed.
          to_char((coalesce(${id(b.appDate)}, ${id(b.reqDate)}) at time zone 'UTC') + interval '7 hours', 'HH24:MI:SS') as time,
          ${id(b.username)} as username, ${id(b.holder)} as holder, ${id(b.playerBank)} as player_bank,
          ${id(b.corporateBank)} as corporate_bank, ${id(b.ref)} as ref, ${id(b.ownRef)} as own_ref,
          ${id(b.contested)} or coalesce(jsonb_array_length(${id(b.suggestions)}), 0) > 0 as has_insight
        from ${id(b.table)}
        where ${id(b.website)} = ${website} and ${where}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    hasInsight: row.has_insight,
    side: t.side,
    website,
    ticket: row.ticket,
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

/** Pending, not deleted BO rows of a website whose business date lies in [from, to]. */
export function loadPendingBo(
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
    sql`not ${id(b.approve)} and ${id(b.deletedAt)} is null and ${id(b.date)} between ${from}::date and ${to}::date`,
  );
}

/** One BO row, whatever its status: a row a checker just corrected, tried by the engine again. */
export async function loadBoById(
  db: Db,
  t: SideTables,
  website: string,
  boId: number,
): Promise<LoadedBo | undefined> {
  const [row] = await loadBo(db, t, website, sql`${id(t.bo.id)} = ${boId}`);
  return row;
}

/** Pending, not deleted statement rows of a website dated in [from, to]; fee rows are explained, not matched. */
export async function loadPendingMutasi(
  db: Db,
  t: SideTables,
  website: string,
  from: IsoDate,
  to: IsoDate,
): Promise<MutasiRow[]> {
  const p = t.mutasi.prefix;
  const col = (name: string) => id(`${p}_${name}`);
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
  }>(
    db,
    sql`select ${id(t.mutasi.id)} as id, ${col('akun_bank_id')} as account_id, ${col('amount')}::text as amount,
          ${col('date')}::text as date, ${col('time')} as time, ${col('player_bank_name')} as name,
          coalesce(${col('reference')}, ${t.mutasi.transactionId ? id(t.mutasi.transactionId) : sql`null`}) as reference,
          ${col('ticket')} as ticket, ${col('wallet')} as wallet
        from ${id(t.mutasi.table)}
        where ${col('website')} = ${website} and not ${col('app')} and ${col('deleted_at')} is null
          and not ${col('is_fee')} and ${col('date')} between ${from}::date and ${to}::date`,
  );
  return rows.map((row) => ({
    id: row.id,
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
    isFee: false,
  }));
}

/**
 * Stores the engine's pairs: one match row each, both rows approved with the reason; the BO row takes the
 * statement's date as its business date and the statement row the BO ticket (reconcile.md, "What is stored").
 * One statement per table, whatever the number of pairs.
 */
/** A pair to store: the engine's, or a checker's (`MANUAL`, the remark as its reason). */
export type StoredPair = Pick<MatchedPair, 'boId' | 'mutasiId' | 'score' | 'reason'> & { pass: string };

export async function storePairs(
  db: Db,
  t: SideTables,
  website: string,
  pairs: readonly StoredPair[],
  at: Date,
  actorId: number | null,
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
          match_created_at, match_created_by)
        select bo, mu, ${website}, pass, score, reason, ${at}::timestamptz, ${actorId}::int
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
            ${id(b.date)} = mu.${col('date')}, ${id(b.contested)} = false, ${id(b.suggestions)} = null
        from unnest(${list(boIds)}::bigint[], ${list(mutasiIds)}::bigint[], ${list(passes)}::text[], ${list(reasons)}::text[]) as p(bo, mu, pass, reason)
        join ${id(t.mutasi.table)} as mu on mu.${id(t.mutasi.id)} = p.mu
        where bo.${id(b.id)} = p.bo`,
  );
  await exec(
    db,
    sql`update ${id(t.mutasi.table)} as mu
        set ${col('app')} = true, ${col('ketapp')} = p.reason, ${col('match_pass')} = p.pass,
            ${col('ticket')} = bo.${id(b.ticket)}, ${col('app_date')} = ${at}::timestamptz, ${col('approved_by')} = ${actorId}::int
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
