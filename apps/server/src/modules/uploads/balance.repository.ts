import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { BalanceBreak, BalanceGap, IsoDate } from '@rekon/contracts';
import { exec, type Db } from '../../db/client';
import { uploadBalance } from '../../db/schema';
import { uploadHoldsStatements } from '../rows/statement/signals';

/** The running balances kept with statement uploads (decision 030). */

/**
 * An upload's balance counts while rows it added are still there: an upload deleted within 24 hours, or
 * one that only repeated stored rows, leaves the verdict to the uploads that hold the rows.
 */
const holdsRows = uploadHoldsStatements(uploadBalance.upload_balance_upload_id);

export async function insertBalance(db: Db, row: typeof uploadBalance.$inferInsert) {
  await db.insert(uploadBalance).values(row);
}

/** The last balance stored for the account on a day before `before`, of an upload still holding rows. */
export async function lastBalanceBefore(db: Db, account: { bank: string; number: string }, before: IsoDate) {
  const [previous] = await db
    .select({
      id: uploadBalance.upload_balance_upload_id,
      date: uploadBalance.upload_balance_last_date,
      closing: uploadBalance.upload_balance_closing,
    })
    .from(uploadBalance)
    .where(
      and(
        eq(uploadBalance.upload_balance_bank, account.bank),
        eq(uploadBalance.upload_balance_account_no, account.number),
        lt(uploadBalance.upload_balance_last_date, before),
        holdsRows,
      ),
    )
    .orderBy(desc(uploadBalance.upload_balance_last_date), desc(uploadBalance.upload_balance_upload_id))
    .limit(1);
  return previous;
}

/** Per website and account, the latest upload whose days cover `date` and that still holds rows. */
export async function balancesCovering(db: Db, websites: readonly string[], date: IsoDate) {
  const { rows } = await exec<{
    website: string;
    bank: string;
    account_no: string;
    first_date: string;
    breaks: BalanceBreak[];
    gap: BalanceGap | null;
  }>(
    db,
    sql`select distinct on (upload_balance_website, upload_balance_bank, upload_balance_account_no)
          upload_balance_website as website, upload_balance_bank as bank, upload_balance_account_no as account_no,
          upload_balance_first_date::text as first_date, upload_balance_breaks as breaks, upload_balance_gap as gap
        from upload_balance
        where upload_balance_website = any(${sql.param([...websites])}::text[])
          and upload_balance_first_date <= ${date}::date and upload_balance_last_date >= ${date}::date
          and ${holdsRows}
        order by upload_balance_website, upload_balance_bank, upload_balance_account_no, upload_balance_upload_id desc`,
  );
  return rows;
}
