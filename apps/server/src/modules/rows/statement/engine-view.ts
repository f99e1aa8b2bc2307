/** The engine's view of the rows. */
import type { IsoDate } from '@rekon/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, exec, list, readRows } from '../../../db/client';
import { tableName } from '../../../db/identifier';
import type { ContestedRest, EngineStatement, NewStatement, Side } from '../row-model';
import { copied, copiedOrNull } from '../stage';
import { STAGE, fromStatement, s, staged } from './columns';

export interface EngineRecord {
  id: number;
  account_id: number | null;
  amount_cents: number;
  date: string;
  time: string | null;
  name: string | null;
  reference: string | null;
  ticket: string | null;
  wallet: string | null;
  channel: string | null;
  contested: boolean;
  upload_id: number;
  line: number;
  standing_id: number | null;
  order_key: string;
}

/**
 * What the engine reads of a row of `row` (statement_row or the stage). It reads the gateway's own ticket, not the BO
 * ticket a match wrote over it, and a row's transaction id where it has no reference.
 */
export const engineColumns = (row: typeof s | typeof staged) =>
  sql`${row.id} as id, ${row.accountId} as account_id, ${row.amountCents} as amount_cents, ${row.date}::text as date,
      ${row.time} as time, ${row.senderName} as name, coalesce(${row.reference}, ${row.transactionId}) as reference,
      ${row.sourceTicket} as ticket, ${row.wallet} as wallet, ${row.channel} as channel,
      ${row.contested} as contested, ${row.uploadId} as upload_id, ${row.line} as line,
      case when ${row.pairAuto} then ${row.boId} end as standing_id,
      concat_ws('|', ${row.time}, ${row.description}, ${row.reference}, ${row.senderName}, ${row.counterpartyAccount}) as order_key`;

export function toEngineStatement(side: Side, website: string, row: EngineRecord): EngineStatement {
  return {
    id: Number(row.id),
    contested: row.contested,
    uploadId: Number(row.upload_id),
    standingBoId: row.standing_id === null ? null : Number(row.standing_id),
    side,
    website,
    accountId: row.account_id,
    amountCents: Number(row.amount_cents),
    date: row.date,
    time: row.time,
    name: row.name,
    reference: row.reference,
    ticket: row.ticket,
    wallet: row.wallet,
    channel: row.channel,
    orderKey: row.order_key,
    // The file that brought it, in its order: on a statement without times, where its credit stands in the day.
    position: { file: Number(row.upload_id), line: Number(row.line) },
    isFee: false,
  };
}

/**
 * A row just parsed as the engine would read it back from the stage (`readStagedStatements`), for a run fed from
 * memory: `id` is the one the stage gave it (set once it has); null for a fee row, which the engine never reads.
 */
export function freshEngineStatement(row: NewStatement, id: number): EngineStatement | null {
  if (row.isFee) return null;
  const time = copiedOrNull(row.time);
  const description = copied(row.description);
  const reference = copiedOrNull(row.reference);
  const name = copiedOrNull(row.senderName);
  const counterpartyAccount = copiedOrNull(row.counterpartyAccount);
  return toEngineStatement(row.side, row.website, {
    id,
    account_id: row.accountId,
    amount_cents: row.amountCents,
    date: row.date,
    time,
    name,
    reference: reference ?? copiedOrNull(row.transactionId),
    ticket: copiedOrNull(row.sourceTicket),
    wallet: copiedOrNull(row.wallet),
    channel: copiedOrNull(row.channel),
    contested: false,
    upload_id: row.uploadId,
    line: row.line,
    standing_id: null,
    // concat_ws: the parts that are there, joined by '|'.
    order_key: [time, description, reference, name, counterpartyAccount]
      .filter((part) => part !== null)
      .join('|'),
  });
}

/** The staged rows the engine may pair (fee rows are explained, never matched). */
export async function readStagedStatements(db: Db, side: Side, website: string): Promise<EngineStatement[]> {
  const rows = await readRows<EngineRecord>(
    db,
    sql`select ${engineColumns(staged)} from ${tableName(STAGE)}
          where not ${staged.isFee}`,
  );
  return rows.map((row) => toEngineStatement(side, website, row));
}

/** The dates the stage covers, how many rows it holds and how many of them the engine may pair (not fees). */
export async function stagedStatementRange(db: Db) {
  const { rows } = await exec<{ from: string | null; to: string | null; n: number; pairable: number }>(
    db,
    sql`select min(${staged.date})::text as from, max(${staged.date})::text as to, count(*)::int as n,
          (count(*) filter (where not ${staged.isFee}))::int as pairable
        from ${tableName(STAGE)}`,
  );
  return {
    from: rows[0]?.from ?? null,
    to: rows[0]?.to ?? null,
    count: rows[0]?.n ?? 0,
    pairable: rows[0]?.pairable ?? 0,
  };
}

async function loadStatements(db: Db, side: Side, website: string, where: SQL) {
  const rows = await readRows<EngineRecord>(
    db,
    sql`select ${engineColumns(s)} from ${fromStatement}
          where ${s.website} = ${website} and ${s.side} = ${side} and ${s.deletedAt} is null and not ${s.isFee}
            and ${where}`,
  );
  return rows.map((row) => toEngineStatement(side, website, row));
}

/**
 * Statement rows of a website dated in [from, to] that a run may pair: pending ones and, with `withStanding`,
 * those an engine run paired that no person has touched.
 */
export function loadOpenStatements(
  db: Db,
  side: Side,
  website: string,
  from: IsoDate,
  to: IsoDate,
  options: { withStanding: boolean } = { withStanding: true },
) {
  const open = options.withStanding ? sql`(not ${s.approved} or ${s.pairAuto})` : sql`not ${s.approved}`;
  return loadStatements(db, side, website, sql`${open} and ${s.date} between ${from}::date and ${to}::date`);
}

/** Pending statement rows of a website dated in [from, to]: what a checker's corrected row is tried against. */
export const loadPendingStatements = (db: Db, side: Side, website: string, from: IsoDate, to: IsoDate) =>
  loadOpenStatements(db, side, website, from, to, { withStanding: false });

/**
 * Statement rows of a website dated in [from, to] that a person paired, with the BO ticket of the pair (which the
 * row shows): never paired again, but listed to a request that could have taken one (reconcile.md "When it runs").
 */
export async function loadSettledStatements(db: Db, side: Side, website: string, from: IsoDate, to: IsoDate) {
  const rows = await readRows<EngineRecord & { paired_ticket: string | null }>(
    db,
    sql`select ${engineColumns(s)}, ${s.ticket} as paired_ticket from ${fromStatement}
          where ${s.website} = ${website} and ${s.side} = ${side} and ${s.deletedAt} is null and not ${s.isFee}
            and ${s.boId} is not null and not ${s.pairAuto} and ${s.date} between ${from}::date and ${to}::date
           `,
  );
  return rows.map((row) => ({
    ...toEngineStatement(side, website, row),
    pairedTicket: row.paired_ticket ?? '',
  }));
}

/** The statement rows of a contested group's rest. */
export const loadContestedStatements = (db: Db, { side, website, from, to, amountsCents }: ContestedRest) =>
  loadStatements(
    db,
    side,
    website,
    sql`not ${s.approved} and ${s.contested} and ${s.date} between ${from}::date and ${to}::date
        and ${s.amountCents} = any(${list(amountsCents)}::bigint[])`,
  );
