import type { Db } from '../../db/client';
import { groupBy } from '../../lib/group-by';
import type { Side } from '../rows/row-model';
import * as statementRows from '../rows/statement';
import type { TransactionKey as RowKey } from '../rows/statement/staging';

/**
 * Staged rows that are a transaction the account already holds from another source leave the stage; returns how
 * many. feeds.md: "the identity of a statement row across sources is the account, direction, amount, transaction
 * date (and time where both have it) and the running balance after it where both carry one; without a balance,
 * the normalised description with its occurrence count within the day". Each stored row accounts for one staged
 * row at most, so two equal transfers of a day stay two: the rows that agree on their balance are paired first,
 * then those where one side has none and the description is the same. Two credits of one amount on one day from
 * different senders are two transactions, whatever their times and balances leave unsaid.
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

  const taken = new Set<number>();
  const gone: number[] = [];
  /** Takes the first stored row under `key` that is still free and `fits` the staged row. */
  const take = (pool: Map<string, RowKey[]>, key: string, row: RowKey, fits: (other: RowKey) => boolean) => {
    const other = pool.get(key)?.find((candidate) => !taken.has(Number(candidate.id)) && fits(candidate));
    if (!other) return false;
    taken.add(Number(other.id));
    gone.push(Number(row.id));
    return true;
  };
  const sameTime = (a: RowKey, b: RowKey) => a.time === null || b.time === null || a.time === b.time;

  // A crowd of one amount (thousands of Rp 100.000 credits a day) is looked up by key, never scanned row by row.
  const byBalance = groupBy(stored, balanceKey);
  const left = staged.filter((row) => {
    const key = balanceKey(row);
    return key === null || !take(byBalance, key, row, (other) => sameTime(row, other));
  });
  const byDescription = groupBy(stored, descriptionKey);
  for (const row of left) {
    take(
      byDescription,
      descriptionKey(row),
      row,
      (other) => (other.balance_cents === null || row.balance_cents === null) && sameTime(row, other),
    );
  }
  return statementRows.dropStaged(db, gone);
}

const dayAndAmount = (row: RowKey) => `${row.date}|${Number(row.amount_cents)}`;

/** Rows that print a running balance: the day, amount and balance are the transaction. */
const balanceKey = (row: RowKey) =>
  row.balance_cents === null ? null : `${dayAndAmount(row)}|${Number(row.balance_cents)}`;

/**
 * The day, amount and description, read the same whatever the source: upper case without blanks, since a portal
 * pads and a feed service trims the same bank text differently.
 */
const descriptionKey = (row: RowKey) =>
  `${dayAndAmount(row)}|${row.description.toUpperCase().replace(/\s+/g, '')}`;
