/** Staging (uploads.service.ts): as ../bo/staging.ts. */
import { sql } from 'drizzle-orm';
import { exec, list, readRows, type Db } from '../../../db/client';
import { statementRow } from '../../../db/schema';
import type { NewStatement, Side } from '../row-model';
import { PLACE_FIELDS, stageOf } from '../stage';
import { STAGE } from './columns';

const STAGED_FIELDS = [
  ...PLACE_FIELDS,
  'accountId',
  'corporateBank',
  'source',
  'date',
  'time',
  'amountCents',
  'description',
  'senderName',
  'counterpartyAccount',
  'reference',
  'transactionId',
  'wallet',
  'channel',
  'feeCents',
  'nettCents',
  'sourceStatus',
  'isFee',
  'sourceTicket',
  'ticket',
  'approved',
  'remark',
  'feedId',
  'balanceCents',
] as const satisfies readonly (keyof NewStatement)[];

/** The stage of a statement upload (stage.ts). */
export const statementStage = stageOf<NewStatement, typeof statementRow>(
  statementRow,
  STAGE,
  STAGED_FIELDS,
  (row) => row.legacyFingerprint,
);

/** What identifies a transaction across sources (feeds.md): its date and time, amount and running balance. */
export interface TransactionKey {
  id: number;
  date: string;
  time: string | null;
  amount_cents: number;
  balance_cents: number | null;
  description: string;
}

/**
 * The account's stored rows of the side over [from, to] that came from elsewhere and share a day and an amount
 * with a staged row of the account, the only ones that can be the same transaction: `feedId` null (a file's
 * upload), the rows feeds brought; a feed's arrival, any row but this feed's own. A push of a few mutations reads
 * a few rows, not the day a busy file brought.
 */
export function storedTransactionKeys(
  db: Db,
  scope: { side: Side; accountId: number; feedId: number | null },
  range: { from: string; to: string },
) {
  const others =
    scope.feedId === null ? sql`s.feed_id is not null` : sql`s.feed_id is distinct from ${scope.feedId}`;
  return readRows<TransactionKey>(
    db,
    sql`select s.id, s.date::text as date, s.time, s.amount_cents, s.balance_cents, s.description
        from statement_row s
        where s.account_id = ${scope.accountId} and s.side = ${scope.side} and s.deleted_at is null
          and s.date between ${range.from}::date and ${range.to}::date and ${others}
          and (s.date, s.amount_cents) in (
            select date, amount_cents from ${sql.identifier(STAGE)} where account_id = ${scope.accountId})`,
  );
}

/** The staged rows of the account. */
export function stagedTransactionKeys(db: Db, accountId: number) {
  return readRows<TransactionKey>(
    db,
    sql`select id, date::text as date, time, amount_cents, balance_cents, description from ${sql.identifier(STAGE)}
        where account_id = ${accountId}`,
  );
}

/** Takes staged rows out of the upload (they are already stored from another source); returns how many. */
export async function dropStaged(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return 0;
  const { rowCount } = await exec(
    db,
    sql`delete from ${sql.identifier(STAGE)} where id = any(${list(ids)}::bigint[])`,
  );
  return rowCount;
}
