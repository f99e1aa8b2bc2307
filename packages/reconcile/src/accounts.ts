import type { DataBankAccount, Side } from './types';

/** Data Bank account numbers have 5 to 30 digits (api.md). */
const MIN_ACCOUNT_DIGITS = 5;

function textTokens(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((token) => token.length > 0);
}

function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0) return false;
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let k = 0; k < needle.length; k++) if (haystack[start + k] !== needle[k]) continue outer;
    return true;
  }
  return false;
}

function bankCode(bank: string): string {
  return textTokens(bank).join(' ');
}

/**
 * Resolves the corporate bank text of a BO row (`BCA|HENDRA KUSNADI|4561237890`) to a Data Bank account of the
 * same website and side: by the account number among the digits of the text first, else, when the text holds
 * no account number at all, by bank and account name when exactly one account has both. A number that is no
 * account of the website (an old account, another website's) leaves the row unresolved rather than guessed by
 * name. An unresolved row can still match on reference, never on amount alone. Results are cached per text
 * because panels repeat the same few texts.
 */
export function createAccountResolver(accounts: readonly DataBankAccount[]) {
  const bySite = new Map<string, DataBankAccount[]>();
  for (const account of accounts) {
    const key = `${account.website}\u0001${account.side}`;
    const list = bySite.get(key) ?? [];
    list.push(account);
    bySite.set(key, list);
  }
  // Per website and side, the answer for each text panels repeat.
  const cache = new Map<string, Map<string, DataBankAccount | null>>();

  function resolveUncached(candidates: readonly DataBankAccount[], text: string): DataBankAccount | null {
    const tokens = textTokens(text);
    const digitRuns: string[] = text.match(/[0-9]+/g) ?? [];
    const allDigits = digitRuns.join('');
    const byNumber = candidates.filter(
      (account) => digitRuns.includes(account.accountNumber) || allDigits === account.accountNumber,
    );
    if (byNumber.length === 1) return byNumber[0]!;
    if (byNumber.length > 1) {
      const sameBank = byNumber.filter((account) =>
        containsSequence(tokens, textTokens(bankCode(account.bank))),
      );
      return sameBank.length === 1 ? sameBank[0]! : null;
    }
    if (allDigits.length >= MIN_ACCOUNT_DIGITS) return null;
    const byName = candidates.filter(
      (account) =>
        containsSequence(tokens, textTokens(bankCode(account.bank))) &&
        containsSequence(tokens, textTokens(account.accountName)),
    );
    return byName.length === 1 ? byName[0]! : null;
  }

  return function resolveAccount(website: string, side: Side, text: string | null): DataBankAccount | null {
    if (!text || text.trim().length === 0) return null;
    const site = `${website}\u0001${side}`;
    let answers = cache.get(site);
    if (!answers) cache.set(site, (answers = new Map<string, DataBankAccount | null>()));
    const cached = answers.get(text);
    if (cached !== undefined) return cached;
    const resolved = resolveUncached(bySite.get(site) ?? [], text);
    answers.set(text, resolved);
    return resolved;
  };
}

export type AccountResolver = ReturnType<typeof createAccountResolver>;
