/** The rows behind risk signals (insights/insights.service.ts, decision 044). */
import type { IsoDate } from '@rekon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, exec, list } from '../../../db/client';
import { account, statementRow } from '../../../db/schema';
import type { Side } from '../row-model';
import { b, fromBo } from './columns';

/** A row behind a signal: a BO row with its paired statement row, or a statement row with its paired BO row. */
export interface SignalDetail {
  side: Side;
  boId: number | null;
  ticket: string | null;
  username: string | null;
  holderName: string | null;
  statementId: number | null;
  senderName: string | null;
  senderAccount: string | null;
  reference: string | null;
  account: string | null;
  date: string;
  time: string | null;
  amountCents: number;
  amountOriginalCents: number | null;
  /** The account name of the person who approved the BO row by hand. */
  approvedBy: string | null;
  remark: string | null;
}

const m = alias(statementRow, 'm');
const approver = alias(account, 'a');

/** Signal rows of one side, BO first (`from: 'bo'`) or statement first, chosen by `where` over `b` and `m`. */
async function signalDetails(
  db: Db,
  side: Side,
  from: 'bo' | 'statement',
  where: SQL,
): Promise<SignalDetail[]> {
  const joins =
    from === 'bo'
      ? sql`${fromBo} left join ${statementRow} ${sql.identifier('m')} on ${m.boId} = ${b.id}`
      : sql`${statementRow} ${sql.identifier('m')} left join ${fromBo} on ${b.id} = ${m.boId} and ${b.deletedAt} is null`;
  const { rows } = await exec<Record<string, unknown>>(
    db,
    sql`select ${b.id}::float8 as bo, ${b.ticket} as ticket, ${b.username} as username,
          coalesce(nullif(btrim(${b.playerBankHolder}), ''), ${b.fullname}) as holder_name,
          ${m.id}::float8 as statement_id, ${m.senderName} as sender_name, ${m.counterpartyAccount} as sender_account,
          coalesce(${m.reference}, ${m.sourceTicket}) as reference,
          coalesce(${m.corporateBank}, ${b.corporateBank}) as account,
          coalesce(${m.date}, ${b.businessDate})::text as date, ${m.time} as time,
          coalesce(${b.amountCents}, ${m.amountCents})::float8 as amount_cents,
          ${b.amountOriginalCents}::float8 as amount_original_cents,
          ${approver.account_name} as approved_by, case when ${b.approvedBy} is not null then ${b.remark} end as remark
        from ${joins}
        left join ${account} ${sql.identifier('a')} on ${approver.account_id} = ${b.approvedBy}
        where ${from === 'bo' ? sql`${b.side} = ${side}` : sql`${m.side} = ${side}`} and ${where}
        order by coalesce(${b.id}, 0), ${m.id}`,
  );
  return rows.map((row) => ({
    side,
    boId: row.bo as number | null,
    ticket: row.ticket as string | null,
    username: row.username as string | null,
    holderName: row.holder_name as string | null,
    statementId: row.statement_id as number | null,
    senderName: row.sender_name as string | null,
    senderAccount: row.sender_account as string | null,
    reference: row.reference as string | null,
    account: row.account as string | null,
    date: row.date as string,
    time: row.time as string | null,
    amountCents: row.amount_cents as number,
    amountOriginalCents: row.amount_original_cents as number | null,
    approvedBy: row.approved_by as string | null,
    remark: row.remark as string | null,
  }));
}

/** The day's deposits a person approved with a statement row as the counterpart. */
export const manualPairDetails = (db: Db, website: string, date: IsoDate) =>
  signalDetails(
    db,
    'DEPO',
    'bo',
    sql`${b.website} = ${website} and ${b.businessDate} = ${date}::date and ${b.deletedAt} is null
      and ${b.approvedBy} is not null and ${m.id} is not null and not ${m.pairAuto}`,
  );

/** The day's rows of one side whose amount a person changed (always while approving: an approver is set). */
export const amountEditDetails = (db: Db, side: Side, website: string, date: IsoDate) =>
  signalDetails(
    db,
    side,
    'bo',
    sql`${b.website} = ${website} and ${b.businessDate} = ${date}::date and ${b.deletedAt} is null
      and ${b.approvedBy} is not null and ${b.amountOriginalCents} is not null`,
  );

/** The day's deposits a person approved with no statement row at all (issue 29): money nobody saw arrive. */
export const approvedWithoutCreditDetails = (db: Db, website: string, date: IsoDate) =>
  signalDetails(
    db,
    'DEPO',
    'bo',
    sql`${b.website} = ${website} and ${b.businessDate} = ${date}::date and ${b.deletedAt} is null
      and ${b.approved} and ${b.approvedBy} is not null and ${m.id} is null`,
  );

export const detailsOfBo = (db: Db, side: Side, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : signalDetails(db, side, 'bo', sql`${b.id} = any(${list(ids)}::bigint[])`);

export const detailsOfStatements = (db: Db, side: Side, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : signalDetails(db, side, 'statement', sql`${m.id} = any(${list(ids)}::bigint[])`);
