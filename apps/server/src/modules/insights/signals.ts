/**
 * Risk signals as pure functions (decision 044): rows in, groups out, no I/O. Names are read by the matching
 * engine's own rules (packages/reconcile), never by a string compare of their own: two spellings the engine reads
 * as one person are one sender, and a name "contradicts" where the engine's score is below its EXACT threshold.
 */
import { EXACT_MIN_SCORE, namesContradict, normalizeName, scoreNames } from '@rekon/reconcile';
import type { FundingPair } from '../rows/statement/signals';
import { groupBy } from '../../lib/group-by';

export type { FundingPair };

/** A group of pairs behind one signal, and what they share. */
export interface PairGroup {
  subject: string;
  /** How many different usernames (senders) the subject has: the figure compared with the threshold. */
  distinct: number;
  pairs: FundingPair[];
}

/** The engine's name threshold as a 0..1 score: below it, two names are not read as one person. */
export const NAME_THRESHOLD = EXACT_MIN_SCORE / 1000;

/** Fewer digits than this is not an account or phone number (a branch code, a sequence). */
const MIN_ACCOUNT_DIGITS = 5;

const usernameKey = (name: string) => name.trim().toLowerCase();

function accountDigits(raw: string | null): string | null {
  const digits = (raw ?? '').replace(/[^0-9]/g, '');
  return digits.length >= MIN_ACCOUNT_DIGITS ? digits : null;
}

/** The engine's normalised name of a printed name, computed once per printed name of a day. */
export type NameReader = (raw: string | null) => string | null;

export function nameReader(): NameReader {
  const known = new Map<string, string | null>();
  return (raw) => {
    if (raw === null) return null;
    let name = known.get(raw);
    if (name === undefined) {
      name = normalizeName(raw);
      known.set(raw, name);
    }
    return name;
  };
}

/**
 * Who sent a credit: the account number where the statement gives one, else the sender's name as the engine
 * normalises it. Null when neither says who (an e-wallet settlement names only the wallet company).
 */
export function senderKey(
  pair: Pick<FundingPair, 'senderName' | 'senderAccount'>,
  read: NameReader = normalizeName,
): string | null {
  const digits = accountDigits(pair.senderAccount);
  if (digits) return `no:${digits}`;
  const name = read(pair.senderName);
  return name ? `nama:${name}` : null;
}

const byFirstRow = (a: PairGroup, b: PairGroup) =>
  b.distinct - a.distinct || a.subject.localeCompare(b.subject);

/** One sender (account number, else name) funding `minUsers` or more different usernames in the day. */
export function senderManyUsers(
  pairs: readonly FundingPair[],
  minUsers: number,
  read: NameReader = nameReader(),
): PairGroup[] {
  const groups: PairGroup[] = [];
  for (const [key, members] of groupBy(pairs, (pair) => senderKey(pair, read))) {
    if (members.length < minUsers) continue;
    const users = new Set(members.map((pair) => usernameKey(pair.userName)));
    if (users.size < minUsers) continue;
    const name = members.find((pair) => pair.senderName)?.senderName?.trim();
    const subject = key.startsWith('no:')
      ? `${key.slice(3)}${name ? ` (${name})` : ''}`
      : (name ?? key.slice(5));
    groups.push({ subject, distinct: users.size, pairs: sortPairs(members) });
  }
  return groups.sort(byFirstRow);
}

/**
 * How many different people a list of names is, by the engine: a name joins the first earlier name it scores at
 * least NAME_THRESHOLD with (a bank's cut, a Muhammad form, a slipped letter are one person).
 */
export function countPeople(names: readonly string[]): number {
  const people: string[] = [];
  for (const name of names) {
    if (people.some((known) => (scoreNames(known, name) ?? 0) >= NAME_THRESHOLD)) continue;
    people.push(name);
  }
  return people.length;
}

/** One username funded from `minSenders` or more different sender names in the day. */
export function userManySenders(
  pairs: readonly FundingPair[],
  minSenders: number,
  read: NameReader = nameReader(),
): PairGroup[] {
  const groups: PairGroup[] = [];
  for (const members of groupBy(pairs, (pair) => usernameKey(pair.userName)).values()) {
    // Distinct printed names bound the people from above: most usernames (one transfer, one name) stop here.
    if (members.length < minSenders) continue;
    const printed = new Set(members.flatMap((pair) => (pair.senderName ? [pair.senderName.trim()] : [])));
    if (printed.size < minSenders) continue;
    const names = [...printed].filter((name) => read(name) !== null);
    if (names.length < minSenders) continue;
    const people = countPeople(names);
    if (people < minSenders) continue;
    groups.push({ subject: members[0]!.userName.trim(), distinct: people, pairs: sortPairs(members) });
  }
  return groups.sort(byFirstRow);
}

const sortPairs = (pairs: FundingPair[]) => pairs.sort((a, b) => a.boId - b.boId);

/** A BO deposit a person approved with a statement row as its counterpart. */
export interface ManualPair {
  boId: number;
  holder: string | null;
  senderName: string | null;
}

/**
 * The engine's score of the sender against the player's registered name, when it is below the engine's name
 * threshold and the engine's name forms read them as two people (a contradiction), else null: a name the bank
 * cut (`NANDA K` for NANDA KUSUMA) scores low but is the same person (issue 29). Where either side has no person's
 * name (a wallet settlement), there is nothing to contradict.
 */
export function contradictingScore(pair: Pick<ManualPair, 'holder' | 'senderName'>): number | null {
  const score = scoreNames(pair.holder, pair.senderName);
  if (score === null || score >= NAME_THRESHOLD) return null;
  const holder = normalizeName(pair.holder);
  const sender = normalizeName(pair.senderName);
  return holder !== null && sender !== null && !namesContradict(holder, sender) ? null : score;
}

/** A BO row whose amount a person changed. */
export interface AmountEdit {
  checker: string;
  amountCents: number;
  originalCents: number;
}

export interface CheckerEdits<T extends AmountEdit> {
  checker: string;
  /** The sum of the changes, each counted by its size (a raise and a cut do not cancel out). */
  changedCents: number;
  rows: T[];
}

/** Amount edits of the day, summed per checker, the most changed first. */
export function editsByChecker<T extends AmountEdit>(rows: readonly T[]): CheckerEdits<T>[] {
  return [...groupBy(rows, (row) => row.checker)]
    .map(([checker, edits]) => ({
      checker,
      changedCents: edits.reduce((sum, row) => sum + Math.abs(row.amountCents - row.originalCents), 0),
      rows: edits,
    }))
    .sort((a, b) => b.changedCents - a.changedCents || a.checker.localeCompare(b.checker));
}
