import { channelOf } from '@rekon/reconcile';

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
