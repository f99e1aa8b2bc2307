import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_RISK_THRESHOLDS, type IsoDate, type RiskSettingsBody } from '@rekon/contracts';
import { exec, list, type Db } from '../../db/client';
import { sideTables, type SideTables } from '../reconciliation/sides';
import type { FundingPair } from './signals';
import { id } from '../../db/identifier';

/**
 * A day's statement credits with the BO deposit each is paired with: the input of the two funding signals. A busy
 * day is 50k pairs, so PostgreSQL writes them as one JSON text of arrays and the server parses it once, with no
 * row objects in between (the review lists do the same).
 */
export async function fundingPairs(db: Db, website: string, date: IsoDate): Promise<FundingPair[]> {
  const { rows } = await exec<{ json: string }>(
    db,
    sql`select coalesce(json_agg(json_build_array(b.bo_id, m.mutasi_id, b.user_name, m.mutasi_player_bank_name,
            m.mutasi_counterparty_account)), '[]')::text as json
        from mutasi_deposit m
        join match_deposit x on x.match_mutasi_id = m.mutasi_id
        join bo_deposit b on b.bo_id = x.match_bo_id and b.bo_deleted_at is null
        where m.mutasi_website = ${website} and m.mutasi_date = ${date}::date and m.mutasi_deleted_at is null
          and m.mutasi_app and not m.mutasi_is_fee`,
  );
  const tuples = JSON.parse(rows[0]!.json) as [number, number, string, string | null, string | null][];
  return tuples.map(([boId, mutasiId, userName, senderName, senderAccount]) => ({
    boId,
    mutasiId,
    userName,
    senderName,
    senderAccount,
  }));
}

/** A row behind a signal as the repository reads it (amounts as numeric text, converted by the service). */
export interface DetailRow {
  side: 'DEPO' | 'WD';
  bo_id: number | null;
  ticket_no: string | null;
  user_name: string | null;
  holder_name: string | null;
  mutasi_id: number | null;
  sender_name: string | null;
  sender_account: string | null;
  reference: string | null;
  account: string | null;
  date: string;
  time: string | null;
  amount: string;
  amount_original: string | null;
  approved_by: string | null;
  remark: string | null;
  manual_pair: boolean;
}

const FULL_NAME = { DEPO: 'full_name', WD: 'wd_fullname' } as const;

/**
 * The rows behind signals, each BO row with its paired statement row (or each statement row with its paired BO
 * row: `from`), chosen by `where` over the aliases `b` (BO), `x` (match) and `m` (statement).
 */
export async function detailRows(
  db: Db,
  side: 'DEPO' | 'WD',
  from: 'bo' | 'mutasi',
  where: (t: SideTables) => SQL,
): Promise<DetailRow[]> {
  const t = sideTables(side);
  const b = (name: string) => sql.raw(`b."${name}"`);
  const m = (name: string) => sql.raw(`m."${t.mutasi.prefix}_${name}"`);
  const boTable = sql`${id(t.bo.table)} b`;
  const mutasiTable = sql`${id(t.mutasi.table)} m`;
  const joins =
    from === 'bo'
      ? sql`${boTable} left join ${id(t.match.table)} x on x.${id(t.match.bo)} = b.${id(t.bo.id)}
            left join ${mutasiTable} on m.${id(t.mutasi.id)} = x.${id(t.match.mutasi)}`
      : sql`${mutasiTable} left join ${id(t.match.table)} x on x.${id(t.match.mutasi)} = m.${id(t.mutasi.id)}
            left join ${boTable} on b.${id(t.bo.id)} = x.${id(t.match.bo)} and ${b(t.bo.deletedAt)} is null`;
  const { rows } = await exec<DetailRow>(
    db,
    sql`select ${side}::text as side, ${b(t.bo.id)}::float8 as bo_id, ${b(t.bo.ticket)} as ticket_no,
          ${b(t.bo.username)} as user_name,
          coalesce(nullif(btrim(${b(t.bo.holder)}), ''), ${b(FULL_NAME[side])}) as holder_name,
          m.${id(t.mutasi.id)}::float8 as mutasi_id, ${m('player_bank_name')} as sender_name,
          ${m('counterparty_account')} as sender_account,
          coalesce(${m('reference')}, ${m('source_ticket')}) as reference,
          coalesce(${m('corporate_bank')}, ${b(t.bo.corporateBank)}) as account,
          coalesce(${m('date')}, ${b(t.bo.date)})::text as date, ${m('time')} as time,
          coalesce(${b(t.bo.amount)}, ${m('amount')})::text as amount,
          ${b(`${t.bo.amount}_original`)}::text as amount_original,
          a.account_name as approved_by,
          case when ${b(t.bo.approvedBy)} is not null then ${b(t.bo.ket)} end as remark,
          coalesce(not x.match_auto, false) as manual_pair
        from ${joins}
        left join account a on a.account_id = ${b(t.bo.approvedBy)}
        where ${where(t)}
        order by coalesce(${b(t.bo.id)}, 0), m.${id(t.mutasi.id)}`,
  );
  return rows;
}

/** BO rows of the day a person approved with a statement row as the counterpart. */
export const manualPairs = (db: Db, website: string, date: IsoDate) =>
  detailRows(
    db,
    'DEPO',
    'bo',
    (t) => sql`b.${id(t.bo.website)} = ${website} and b.${id(t.bo.date)} = ${date}::date
      and b.${id(t.bo.deletedAt)} is null and b.${id(t.bo.approvedBy)} is not null and not x.match_auto`,
  );

/** BO rows of the day whose amount a person changed (always while approving: `approved_by` is set). */
export const amountEdits = (db: Db, side: 'DEPO' | 'WD', website: string, date: IsoDate) =>
  detailRows(
    db,
    side,
    'bo',
    (t) => sql`b.${id(t.bo.website)} = ${website} and b.${id(t.bo.date)} = ${date}::date
      and b.${id(t.bo.deletedAt)} is null and b.${id(t.bo.approvedBy)} is not null
      and b.${id(`${t.bo.amount}_original`)} is not null`,
  );

export const detailsOfBo = (db: Db, side: 'DEPO' | 'WD', ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : detailRows(db, side, 'bo', (t) => sql`b.${id(t.bo.id)} = any(${list(ids)}::bigint[])`);

export const detailsOfMutasi = (db: Db, side: 'DEPO' | 'WD', ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : detailRows(db, side, 'mutasi', (t) => sql`m.${id(t.mutasi.id)} = any(${list(ids)}::bigint[])`);

/** A day's statement row whose reference or gateway ticket another statement row shows too. */
export interface SharedKey {
  mutasi_id: number;
  key: string;
  other_id: number;
  other_website: string;
  other_account: string;
  other_date: string;
  /** The other row is of another Data Bank account (or corporate account text) than this one. */
  other_is_other_account: boolean;
}

/** Keys shorter than this are sequence numbers and branch codes that recur by chance (decision 044). */
export const MIN_SHARED_KEY_LENGTH = 8;
/** Other rows listed per key and column: enough to show where else it was seen, bounded for a key that recurs. */
const MAX_ELSEWHERE = 20;

/**
 * The day's statement rows (one side) whose reference or gateway ticket is seen on a statement row of another
 * account or another website, on any date. Each lookup goes through the `upper(btrim(...))` indexes of migration
 * 0010, one probe per key of the day.
 */
export async function sharedKeys(
  db: Db,
  side: 'DEPO' | 'WD',
  website: string,
  date: IsoDate,
): Promise<SharedKey[]> {
  const t = sideTables(side);
  const col = (alias: string, name: string) => sql.raw(`${alias}."${t.mutasi.prefix}_${name}"`);
  const accountOf = (alias: string) =>
    sql`coalesce(${col(alias, 'akun_bank_id')}::text, ${col(alias, 'corporate_bank')})`;
  // One lateral probe per key of the day and column, not a join: the planner would otherwise sort both sides in
  // full (it cannot estimate a computed key's matches), and the statement table grows with every day kept.
  const dayKeys = (column: 'reference' | 'source_ticket') =>
    sql`select m.${id(t.mutasi.id)}::float8 as id, upper(btrim(${col('m', column)})) as key, ${accountOf('m')} as account
        from ${id(t.mutasi.table)} m
        where ${col('m', 'website')} = ${website} and ${col('m', 'date')} = ${date}::date
          and ${col('m', 'deleted_at')} is null and ${col('m', column)} is not null`;
  const lookup = (column: 'reference' | 'source_ticket') =>
    sql`select d.id as mutasi_id, d.key, o.other_id, o.other_website, o.other_account, o.other_date,
          o.other_is_other_account
        from day d cross join lateral (
          select o.${id(t.mutasi.id)}::float8 as other_id, ${col('o', 'website')} as other_website,
            ${col('o', 'corporate_bank')} as other_account, ${col('o', 'date')}::text as other_date,
            ${accountOf('o')} <> d.account as other_is_other_account
          from ${id(t.mutasi.table)} o
          where upper(btrim(${col('o', column)})) = d.key and ${col('o', 'deleted_at')} is null
            and (${col('o', 'website')} <> ${website} or ${accountOf('o')} <> d.account)
          limit ${MAX_ELSEWHERE}
        ) o`;
  // A key found twice (a row whose reference is its gateway ticket too, or through both columns): one row.
  const { rows } = await exec<SharedKey>(
    db,
    sql`with day as materialized (
          select * from (${dayKeys('reference')} union all ${dayKeys('source_ticket')}) k
          -- A key of one repeated character (0000…) is a placeholder, not a reference.
          where length(key) >= ${MIN_SHARED_KEY_LENGTH} and ltrim(key, left(key, 1)) <> ''
        )
        ${lookup('reference')}
        union
        ${lookup('source_ticket')}`,
  );
  return rows;
}

export interface StoredSettings extends RiskSettingsBody {
  updated_at: Date | null;
  updated_by: string | null;
}

/** A website's thresholds, or the defaults while no ADMIN has set them. */
export async function settingsOf(db: Db, website: string): Promise<StoredSettings> {
  const { rows } = await exec<{
    sender_min_users: number;
    user_min_senders: number;
    updated_at: Date | string;
    updated_by: string;
  }>(
    db,
    sql`select risk_setting_sender_min_users as sender_min_users, risk_setting_user_min_senders as user_min_senders,
          risk_setting_updated_at as updated_at, risk_setting_updated_by_name as updated_by
        from risk_setting where risk_setting_website = ${website}`,
  );
  const row = rows[0];
  if (!row) return { ...DEFAULT_RISK_THRESHOLDS, updated_at: null, updated_by: null };
  return { ...row, updated_at: new Date(row.updated_at) };
}

export async function saveSettings(
  db: Db,
  website: string,
  body: RiskSettingsBody,
  by: { accountId: number; accountName: string; at: Date },
): Promise<void> {
  await exec(
    db,
    sql`insert into risk_setting (risk_setting_website, risk_setting_sender_min_users, risk_setting_user_min_senders,
          risk_setting_updated_at, risk_setting_updated_by, risk_setting_updated_by_name)
        values (${website}, ${body.sender_min_users}, ${body.user_min_senders}, ${by.at}::timestamptz,
          ${by.accountId}::int, ${by.accountName})
        on conflict (risk_setting_website) do update set
          risk_setting_sender_min_users = excluded.risk_setting_sender_min_users,
          risk_setting_user_min_senders = excluded.risk_setting_user_min_senders,
          risk_setting_updated_at = excluded.risk_setting_updated_at,
          risk_setting_updated_by = excluded.risk_setting_updated_by,
          risk_setting_updated_by_name = excluded.risk_setting_updated_by_name`,
  );
}
