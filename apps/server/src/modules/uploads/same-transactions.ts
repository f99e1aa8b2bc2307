import { sql } from 'drizzle-orm';
import { exec, list, readRows, type Db } from '../../db/client';
import type { Side } from '../rows/row-model';
import * as statementRows from '../rows/statement';

interface RowKey {
  id: number;
  date: string;
  time: string | null;
  amount_cents: number;
  balance_cents: number | null;
}

/**
 * Staged rows that are a transaction the account already holds from another source leave the stage; returns how
 * many (feeds.md: "the identity of a statement row across sources is the account, direction, amount, transaction
 * date (and time where both have it) and the running balance after it where both carry one"). Each stored row
 * accounts for one staged row at most, so two equal transfers of a day stay two: the rows that agree on their
 * balance are paired first, then those where one side has none.
 *
 * `feedId` set (a feed's arrival): any stored row of the account but this feed's own (those are its fingerprints'
 * business). `feedId` null (a file's upload): the rows feeds brought, so a fed row counts as a duplicate in the file.
 */
export async function dropSameTransactions(
  db: Db,
  scope: { side: Side; accountId: number; feedId: number | null },
): Promise<number> {
  const range = await statementRows.stagedStatementRange(db);
  if (!range.from || !range.to) return 0;
  const others =
    scope.feedId === null ? sql`s.feed_id is not null` : sql`s.feed_id is distinct from ${scope.feedId}`;
  const stored = await readRows<RowKey>(
    db,
    sql`select s.id, s.date::text as date, s.time, s.amount_cents, s.balance_cents from statement_row s
        where s.account_id = ${scope.accountId} and s.side = ${scope.side} and s.deleted_at is null
          and s.date between ${range.from}::date and ${range.to}::date and ${others}`,
  );
  if (stored.length === 0) return 0;
  const staged = await readRows<RowKey>(
    db,
    sql`select id, date::text as date, time, amount_cents, balance_cents from stage_statement_row
        where account_id = ${scope.accountId}`,
  );
  const key = (row: RowKey) => `${row.date}|${Number(row.amount_cents)}`;
  const pool = new Map<string, RowKey[]>();
  // One list per date and amount, appended to in place: a crowd of one amount (thousands of Rp 100.000 credits a
  // day) would otherwise be copied once per row.
  for (const row of stored) {
    const list = pool.get(key(row));
    if (list) list.push(row);
    else pool.set(key(row), [row]);
  }
  const sameTime = (a: RowKey, b: RowKey) => a.time === null || b.time === null || a.time === b.time;
  const gone: number[] = [];
  const take = (row: RowKey, fits: (other: RowKey) => boolean) => {
    const candidates = pool.get(key(row));
    const at = candidates?.findIndex(fits) ?? -1;
    if (at < 0) return false;
    candidates!.splice(at, 1);
    gone.push(Number(row.id));
    return true;
  };
  const left: RowKey[] = [];
  for (const row of staged) {
    const exact =
      row.balance_cents !== null &&
      take(
        row,
        (other) =>
          other.balance_cents !== null &&
          Number(other.balance_cents) === Number(row.balance_cents) &&
          sameTime(row, other),
      );
    if (!exact) left.push(row);
  }
  for (const row of left)
    take(
      row,
      (other) => (other.balance_cents === null || row.balance_cents === null) && sameTime(row, other),
    );
  if (gone.length === 0) return 0;
  const { rowCount } = await exec(
    db,
    sql`delete from stage_statement_row where id = any(${list(gone)}::bigint[])`,
  );
  return rowCount;
}
