import { sql } from 'drizzle-orm';
import { channelOf } from '@rekon/reconcile';
import { exec, type Db } from '../../db/client';

/** Account numbers have at least this many digits (api.md, Data Bank); fewer is no number. */
const MIN_ACCOUNT_DIGITS = 5;

/**
 * The player's bank account a learned name belongs to (reconcile.md "Learned names"): the bank and number of
 * `player_bank` (`BCA|1234567890`), or the player's login when the panel gives no number.
 */
export function playerAccountKey(
  bank: string | null,
  number: string | null,
  username: string | null,
): string {
  const digits = (number ?? '').replace(/[^0-9]/g, '');
  if (digits.length >= MIN_ACCOUNT_DIGITS) {
    const channel = channelOf(bank);
    const label = channel.code ?? (bank ?? '').trim().toUpperCase();
    return `${label}|${digits}`;
  }
  return `user:${(username ?? '').trim().toLowerCase()}`;
}

/** The statement names learned for each player account of a website, as printed. */
export async function loadLearnedNames(db: Db, website: string): Promise<Map<string, string[]>> {
  const { rows } = await exec<{ account: string; statement: string }>(
    db,
    sql`select learned_name_account as account, learned_name_statement as statement
        from learned_name where learned_name_website = ${website}`,
  );
  const byAccount = new Map<string, string[]>();
  for (const row of rows) {
    const names = byAccount.get(row.account);
    if (names) names.push(row.statement);
    else byAccount.set(row.account, [row.statement]);
  }
  return byAccount;
}
