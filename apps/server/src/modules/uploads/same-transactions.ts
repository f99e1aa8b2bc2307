import type { Db } from '../../db/client';
import type { Side } from '../rows/row-model';
import * as statementRows from '../rows/statement';
import type { TransactionKey as RowKey } from '../rows/statement/staging';

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
  const stored = await statementRows.storedTransactionKeys(db, scope, { from: range.from, to: range.to });
  if (stored.length === 0) return 0;
  const staged = await statementRows.stagedTransactionKeys(db, scope.accountId);
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
  return statementRows.dropStaged(db, gone);
}
