/** Risk signals: statement rows whose reference another statement row shows too (decision 044). */
import { sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IsoDate } from '@rekon/contracts';
import { exec, type Db } from '../../../db/client';
import { statementRow } from '../../../db/schema';
import type { Side } from '../row-model';
import { fromStatement, s } from './columns';

/** A day's statement row whose reference or gateway ticket another statement row shows too. */
export interface SharedKey {
  mutasiId: number;
  key: string;
  otherId: number;
  otherWebsite: string;
  otherAccount: string;
  otherDate: string;
  /** The other row is of another Data Bank account (or corporate account text) than this one. */
  otherIsOtherAccount: boolean;
}

/** Keys shorter than this are sequence numbers and branch codes that recur by chance (decision 044). */
const MIN_SHARED_KEY_LENGTH = 8;
/** Other rows listed per key and column: enough to show where else it was seen, bounded for a key that recurs. */
const MAX_ELSEWHERE = 20;

/**
 * The RRN a QRIS row prints in its description (`QRIS <issuer> RRN <rrn>`, formats' QRIS parser): the acquirer's
 * retrieval reference of the payment, shared by every row the one payment shows on (issue 29 item 9).
 */
const rrnOf = (description: Column) => sql`upper(substring(${description} from 'RRN ([^[:space:]]+)'))`;

/**
 * The day's statement rows (one side) whose reference, gateway ticket or QRIS RRN is seen on a statement row of
 * another account or another website, on any date. The reference and ticket lookups go through the
 * `upper(btrim(...))` indexes, one probe per key of the day; the RRN has no index (it lives in the description),
 * so it is one hash join over the rows that print one.
 */
export async function sharedKeys(db: Db, side: Side, website: string, date: IsoDate): Promise<SharedKey[]> {
  const o = alias(statementRow, 'o');
  const accountOf = (row: typeof s | typeof o) => sql`coalesce(${row.accountId}::text, ${row.corporateBank})`;
  const keyOf = (column: 'reference' | 'sourceTicket', row: typeof s | typeof o) =>
    sql`upper(btrim(${row[column]}))`;
  // One lateral probe per key of the day and column, not a join: the planner would otherwise sort both sides in
  // full (it cannot estimate a computed key's matches), and the statement table grows with every day kept.
  const dayKeys = (key: SQL, present: SQL) =>
    sql`select ${s.id}::float8 as id, ${key} as key, ${accountOf(s)} as account
        from ${fromStatement}
        where ${s.website} = ${website} and ${s.side} = ${side} and ${s.date} = ${date}::date
          and ${s.deletedAt} is null and ${present}`;
  const columnKeys = (column: 'reference' | 'sourceTicket') =>
    dayKeys(keyOf(column, s), sql`${s[column]} is not null`);
  const others = sql`select ${o.id}::float8 as other_id, ${o.website} as other_website,
          ${o.corporateBank} as other_account, ${o.date}::text as other_date,
          ${accountOf(o)} <> d.account as other_is_other_account`;
  const elsewhere = sql`${o.deletedAt} is null and ${o.side} = ${side}
          and (${o.website} <> ${website} or ${accountOf(o)} <> d.account)`;
  const lookup = (column: 'reference' | 'sourceTicket') =>
    sql`select d.id as statement_id, d.key, x.other_id, x.other_website, x.other_account, x.other_date,
          x.other_is_other_account
        from day d cross join lateral (
          ${others}
          from ${statementRow} ${sql.identifier('o')}
          where ${keyOf(column, o)} = d.key and ${o[column]} is not null and ${elsewhere}
          limit ${MAX_ELSEWHERE}
        ) x`;
  // The rows that print the same RRN, at most MAX_ELSEWHERE per key as the probes above.
  const rrnLookup = sql`select statement_id, key, other_id, other_website, other_account, other_date,
          other_is_other_account
        from (
          select d.id as statement_id, d.key, x.*, row_number() over (partition by d.id, d.key) as nth
          from day d join lateral (
            ${others}, ${rrnOf(o.description)} as other_key
            from ${statementRow} ${sql.identifier('o')}
            where ${o.description} like '%RRN %' and ${elsewhere}
          ) x on x.other_key = d.key
        ) r
        where nth <= ${MAX_ELSEWHERE}`;
  // A key found twice (a row whose reference is its gateway ticket too, or through both columns): one row.
  const { rows } = await exec<{
    statement_id: number;
    key: string;
    other_id: number;
    other_website: string;
    other_account: string;
    other_date: string;
    other_is_other_account: boolean;
  }>(
    db,
    sql`with day as materialized (
          select * from (
            ${columnKeys('reference')} union all ${columnKeys('sourceTicket')}
            union all ${dayKeys(rrnOf(s.description), sql`${s.description} like '%RRN %'`)}
          ) k
          -- A key of one repeated character (0000…) is a placeholder, not a reference.
          where length(key) >= ${MIN_SHARED_KEY_LENGTH} and ltrim(key, left(key, 1)) <> ''
        )
        ${lookup('reference')}
        union
        ${lookup('sourceTicket')}
        union
        ${rrnLookup}`,
  );
  return rows.map((row) => ({
    mutasiId: row.statement_id,
    key: row.key,
    otherId: row.other_id,
    otherWebsite: row.other_website,
    otherAccount: row.other_account,
    otherDate: row.other_date,
    otherIsOtherAccount: row.other_is_other_account,
  }));
}
