/** Requests a credit could equally belong to: the same account, amount and a name the bank prints alike. */
import { normalizeName } from '../name-reading';
import { UNIQUE_MIN_SCORE, nameKeys, scoreNormalizedNames } from '../names';
import { matchingAmountCents } from '../prepare';
import { dayNumber } from '../time';
import type { BoRow, MutasiRow, RowId } from '../types';
import type { Account, Player } from './day-types';

export interface RequestOnAccount {
  request: BoRow;
  player: Player;
  account: Account;
}

interface Lookalike {
  username: string;
  /** The name its own credit would carry (normalised), or null for a wallet payout. */
  name: string | null;
  wallet: string | null;
}

function lookalikeKey(
  website: string,
  accountId: RowId,
  amountCents: number,
  day: number,
  key: string,
): string {
  return `${website}|${String(accountId)}|${amountCents}|${day}|${key}`;
}

/** Deposit requests by account, amount, day and name token: what a stray credit must not resemble. */
export function indexLookalikes(requests: readonly RequestOnAccount[]): Map<string, Lookalike[]> {
  const index = new Map<string, Lookalike[]>();
  for (const { request, player, account } of requests) {
    const printed = normalizeName(account.bcaStyle ? player.holder.slice(0, 18).trim() : player.holder);
    const entry: Lookalike = {
      username: player.username,
      name: player.wallet ? null : printed,
      wallet: player.wallet?.[0] ?? null,
    };
    const keys = entry.wallet ? [`wallet:${entry.wallet}`] : printed ? nameKeys(printed) : [];
    const day = dayNumber(request.businessDate);
    for (const key of keys) {
      const at = lookalikeKey(request.website, account.id, matchingAmountCents(request), day, key);
      const list = index.get(at);
      if (list) list.push(entry);
      else index.set(at, [entry]);
    }
  }
  return index;
}

export function looksLikeAnotherRequest(
  index: Map<string, Lookalike[]>,
  credit: MutasiRow,
  sender: string | null,
): boolean {
  const name = normalizeName(credit.name);
  const keys = credit.wallet ? [`wallet:${credit.wallet}`] : name ? nameKeys(name) : [];
  const day = dayNumber(credit.date);
  for (let near = day - 1; near <= day + 1; near++) {
    for (const key of keys) {
      for (const entry of index.get(
        lookalikeKey(credit.website, credit.accountId!, credit.amountCents, near, key),
      ) ?? []) {
        if (entry.username === sender) continue;
        if (credit.wallet) return true;
        if (name && entry.name && scoreNormalizedNames(name, entry.name) >= UNIQUE_MIN_SCORE) return true;
      }
    }
  }
  return false;
}
