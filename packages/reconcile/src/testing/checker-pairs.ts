import { createAccountResolver } from '../accounts';
import { coreOf } from '../name-forms';
import { comparableName, EXACT_MIN_SCORE, scoreComparable } from '../names';
import { normalizeName, readRawName, type ComparableName } from '../name-reading';
import { matchingAmountCents } from '../prepare';
import { dayNumber } from '../time';
import type { BoRow, MutasiRow, RowId } from '../types';
import type { GeneratedDays } from './day-generator';

/**
 * The true pairs a careful checker makes from the data alone: the reference the recall goal counts against
 * (reconcile.md "Quality bar": rows that must stay Pending are not counted). Written from the rules of
 * reconcile.md, not from the engine: a checker reads names by their forms (scoreNames), channels and times, and
 * leaves pending
 * - a request whose amount was typed wrong (only a person can correct it), and money from an account printed in
 *   another person's name nobody taught Rekon, or from a third party's account (only a person can know it);
 * - money a lookalike could claim: where requests of other players that read like the statement name and
 *   statement rows that read like the request's name, of one account and amount within the date window, are
 *   not as many on both sides, someone's money is missing and no one can say whose;
 * - a nameless wallet payout in a cell (one account, amount and wallet; within 30 minutes where the statement
 *   has times, the same date where it has not) with as many requests as payouts only: otherwise whose money is
 *   missing is unknown; and on a statement without times, a date a request approved within 30 minutes of one of
 *   its midnights (on either side) may have moved money into or out of. A credit naming no person and no channel
 *   (a transfer service's company, BRI's bare BI-FAST) competes in every cell of its account and amount, and its
 *   own cell is all the requests and credits of the amount near it (decision 068).
 */
export function checkerPairs(generated: GeneratedDays): Set<RowId> {
  const resolve = createAccountResolver(generated.input.accounts);
  const boById = new Map(generated.input.bo.map((row) => [row.id, row]));
  const mutasiById = new Map(generated.input.mutasi.map((row) => [row.id, row]));
  const cellKey = (accountId: RowId | null, amountCents: number) => `${String(accountId)}|${amountCents}`;
  const push = <T>(map: Map<string, T[]>, key: string, row: T) => {
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  };
  // Names are looked up by their words (a slip keeps a word's deletion, a cut its first letters): the rows a
  // name could read as are among those sharing a key, and scoreNames decides.
  const deletions = (word: string) =>
    word.length >= 5
      ? [word, ...Array.from(word, (_, at) => `${word.slice(0, at)}${word.slice(at + 1)}`)]
      : [word];
  const coreWords = (raw: string | null) => {
    const name = normalizeName(raw);
    return name === null ? null : coreOf(name).split(' ');
  };
  const keysOf = (raw: string | null): string[] => {
    const words = coreWords(raw);
    if (words === null) return [];
    return [`F${words[0]!.slice(0, 3)}`, ...words.flatMap(deletions).map((key) => `W${key}`)];
  };
  // A name reads as another only when they share their longest word (or it slipped a letter) or, cut, their start.
  const probeKeysOf = (raw: string | null): string[] => {
    const words = coreWords(raw);
    if (words === null) return [];
    const longest = words.reduce((best, word) => (word.length > best.length ? word : best));
    const cut = raw !== null && comparableName(raw)?.wasCut === true;
    return [...(cut ? [`F${words[0]!.slice(0, 3)}`] : []), ...deletions(longest).map((key) => `W${key}`)];
  };
  const requestsByKey = new Map<string, BoRow[]>();
  const walletRequests = new Map<string, BoRow[]>();
  const cellRequestsOf = new Map<string, BoRow[]>();
  for (const row of generated.input.bo) {
    const account = resolve(row.website, row.side, row.corporateBank);
    if (!account) continue;
    const cell = cellKey(account.id, matchingAmountCents(row));
    const day = dayNumber(row.businessDate);
    push(walletRequests, `${cell}|${row.playerBank}`, row);
    push(cellRequestsOf, cell, row);
    for (const key of [...keysOf(row.holderName), ...(row.learnedNames ?? []).flatMap(keysOf)]) {
      push(requestsByKey, `${cell}|${day}|${key}`, row);
    }
  }
  const creditsByKey = new Map<string, MutasiRow[]>();
  const walletCredits = new Map<string, MutasiRow[]>();
  const cellCreditsOf = new Map<string, MutasiRow[]>();
  for (const row of generated.input.mutasi) {
    if (row.isFee || row.accountId === null) continue;
    const cell = cellKey(row.accountId, row.amountCents);
    if (normalizeName(row.name) === null)
      push(walletCredits, `${cell}|${row.wallet ?? readRawName(row.name).wallet}`, row);
    push(cellCreditsOf, cell, row);
    for (const key of keysOf(row.name)) push(creditsByKey, `${cell}|${dayNumber(row.date)}|${key}`, row);
  }
  const within = <T>(index: Map<string, T[]>, cell: string, day: number, keys: readonly string[]) => {
    const found = new Set<T>();
    for (let near = day - 1; near <= day + 1; near++) {
      for (const key of keys) for (const row of index.get(`${cell}|${near}|${key}`) ?? []) found.add(row);
    }
    return [...found];
  };
  const instant = (date: string, time: string | null) =>
    dayNumber(date) * 86_400 +
    (time === null ? 0 : Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60);
  // Days repeat the same few thousand names: each pair of printed and holder name is read once.
  const readings = new Map<string, boolean>();
  const comparables = new Map<string, ComparableName | null>();
  const comparable = (raw: string | null) => {
    if (raw === null) return null;
    let name = comparables.get(raw);
    if (name === undefined) comparables.set(raw, (name = comparableName(raw)));
    return name;
  };
  const readsAs = (printed: string | null, request: BoRow) => {
    const key = `${printed}\u0001${request.holderName}\u0001${(request.learnedNames ?? []).join('\u0002')}`;
    let reads = readings.get(key);
    if (reads === undefined) {
      const left = comparable(printed);
      const right = comparable(request.holderName);
      reads =
        (left !== null && right !== null && scoreComparable(left, right) >= EXACT_MIN_SCORE) ||
        (left !== null && (request.learnedNames ?? []).some((name) => comparable(name)?.text === left.text));
      readings.set(key, reads);
    }
    return reads;
  };

  const makes = new Set<RowId>();
  for (const [boId, mutasiId] of generated.truth) {
    const labels = generated.labels.get(boId) ?? [];
    if (labels.includes('typo-amount') || labels.includes('alias') || labels.includes('third-party'))
      continue;
    const request = boById.get(boId)!;
    const credit = mutasiById.get(mutasiId)!;
    if (credit.accountId === null) {
      makes.add(boId); // a gateway row known by its reference
      continue;
    }
    const cell = cellKey(credit.accountId, credit.amountCents);
    if (normalizeName(credit.name) === null) {
      // The wallet as the engine reads it: the parser's, else the company the name prints.
      const wallet = credit.wallet ?? readRawName(credit.name).wallet;
      const timed = credit.time !== null;
      const near = (date: string, time: string | null) =>
        timed
          ? Math.abs(instant(date, time) - instant(credit.date, credit.time)) <= 30 * 60
          : date === credit.date;
      // A credit that names no person and no channel (a transfer service, BRI's bare BI-FAST) could be the money
      // of any request of its cell, and any request's money could be it (formats.md "Payment companies").
      const channelless = (walletCredits.get(`${cell}|null`) ?? []).filter(
        (row) => (row.channel ?? null) === null && near(row.date, row.time),
      );
      const sameWallet =
        wallet === null ? (cellRequestsOf.get(cell) ?? []) : (walletRequests.get(`${cell}|${wallet}`) ?? []);
      const cellRequests = sameWallet.filter((row) => near(row.businessDate, row.time));
      const cellCredits =
        wallet === null
          ? (cellCreditsOf.get(cell) ?? []).filter((row) => near(row.date, row.time))
          : [
              ...(walletCredits.get(`${cell}|${wallet}`) ?? []).filter((row) => near(row.date, row.time)),
              ...channelless,
            ];
      // Money of a request approved near a midnight around the date may be on either side of it.
      const day = dayNumber(credit.date);
      const nearMidnight = sameWallet.some((row) => {
        const at = instant(row.businessDate, row.time) - day * 86_400;
        return at > -30 * 60 && at < 86_400 + 30 * 60 && (at < 30 * 60 || at >= 86_400 - 30 * 60);
      });
      if (cellRequests.length === cellCredits.length && (timed || !nearMidnight)) makes.add(boId);
      continue;
    }
    const alikeRequests = within(
      requestsByKey,
      cell,
      dayNumber(credit.date),
      probeKeysOf(credit.name),
    ).filter((row) => row === request || readsAs(credit.name, row));
    const alikeCredits = within(creditsByKey, cell, dayNumber(request.businessDate), [
      ...probeKeysOf(request.holderName),
      ...(request.learnedNames ?? []).flatMap(probeKeysOf),
    ]).filter((row) => row === credit || readsAs(row.name, request));
    if (!alikeRequests.includes(request)) alikeRequests.push(request);
    if (!alikeCredits.includes(credit)) alikeCredits.push(credit);
    const players = new Set(alikeRequests.map((row) => row.username));
    if (players.size === 1 || alikeRequests.length === alikeCredits.length) makes.add(boId);
  }
  return makes;
}
