/**
 * Scores an engine result against a generated day's truth (day-generator.ts): precision with the links a checker
 * cannot tell from the true one, recall of the pairs a careful checker makes (checker-pairs.ts), per case label.
 */
import { createAccountResolver } from '../accounts';
import { EXACT_MIN_SCORE, scoreNames } from '../names';
import { normalizeName } from '../name-reading';
import { matchingAmountCents } from '../prepare';
import { dayNumber } from '../time';
import type { BoRow, MatchResult, MutasiRow, RowId } from '../types';
import { checkerPairs } from './checker-pairs';
import type { GeneratedDays } from './day-generator';
import type { TruthLabel } from './day-types';

export interface Evaluation {
  pairs: number;
  /** Pairs linking a request to its own credit. */
  exact: number;
  /**
   * Pairs that approve the right thing through a different but equivalent link: a request paired with another
   * transfer of the same player and amount (one sent without a request included), or with a credit nobody
   * could tell apart from its own (same printed name, account, amount, date and time: expected.json's
   * any_order rule, made general), counted against the true pairs of that kind.
   */
  equivalent: number;
  /**
   * Pairs that took money sent by another player registered under the same holder name (a namesake), or printed
   * exactly as this player's own credit would be (two names the bank cuts to the same 18 characters,
   * MUHAMMAD EDI SYAHPUTRA printed without Muhammad, a form a checker reads as this player's name, a nameless
   * payout of the same wallet), where the other player's own request was not there to compete (its amount
   * typo'd, outside the window, or a day further off: checked). Nothing in the data tells them
   * apart, so no engine and no checker could do better; when both requests are as close, the engine contests
   * instead. Counted as right approvals, and shown apart.
   */
  namesake: number;
  wrong: { boId: RowId; mutasiId: RowId; pass: string; trueMutasiId: RowId | null }[];
  truthPairs: number;
  /** Truth pairs whose amounts agree; a typo'd amount can only be approved by hand. */
  matchableTruthPairs: number;
  precision: number;
  recall: number;
  recallMatchable: number;
  recallByLabel: Map<TruthLabel, { truth: number; found: number }>;
  /** The true pairs a careful checker makes from the data alone (see checkerPairs), and how many were found. */
  checker: { pairs: number; found: number; recall: number };
  /** Per case: the pairs a checker makes and found, and the engine's pairs of requests of that case and wrong. */
  byCase: Map<TruthLabel, CaseFigures>;
}

export interface CaseFigures {
  checkerPairs: number;
  found: number;
  enginePairs: number;
  wrong: number;
}

/**
 * A nameless payout of the wallet the request's player pays from is printed exactly as that player's own payout
 * would be: no data tells another player's from it (reconcile.md's balanced cells pair such rows in time order).
 */
function printsAsOwnPayout(credit: MutasiRow, request: BoRow): boolean {
  return credit.wallet != null && credit.wallet === request.playerBank && normalizeName(credit.name) === null;
}

/** A name form a careful checker reads as the holder (reconcile.md "Name": cut, Muhammad forms, one slip). */
function readsAsSamePerson(printed: string | null, holder: string | null): boolean {
  const score = scoreNames(printed, holder);
  return score !== null && score >= EXACT_MIN_SCORE / 1000;
}

/** Scores an engine result against the generator's truth. */
export function evaluate(generated: GeneratedDays, result: MatchResult): Evaluation {
  const boById = new Map(generated.input.bo.map((row) => [row.id, row]));
  const mutasiById = new Map(generated.input.mutasi.map((row) => [row.id, row]));
  // Credits a checker cannot tell apart: same printed name, account, amount and date.
  const printKey = (boId: RowId, mutasiId: RowId) => {
    const credit = mutasiById.get(mutasiId)!;
    const printed = normalizeName(credit.name) ?? `wallet:${credit.wallet ?? '-'}`;
    return [
      boById.get(boId)!.username,
      printed,
      credit.website,
      credit.accountId ?? '-',
      credit.amountCents,
      credit.date,
    ].join('|');
  };
  const printBudget = new Map<string, number>();
  const add = (key: string, delta: number) => printBudget.set(key, (printBudget.get(key) ?? 0) + delta);
  for (const [boId, mutasiId] of generated.truth) add(printKey(boId, mutasiId), 1);
  const found = new Set<RowId>();
  let exact = 0;
  for (const pair of result.pairs) {
    if (generated.truth.get(pair.boId) !== pair.mutasiId) continue;
    exact++;
    found.add(pair.boId);
    add(printKey(pair.boId, pair.mutasiId), -1);
  }
  // What a statement prints for a holder on that account: BCA cuts names to 18 characters.
  const printedOn = (accountId: RowId | null, holder: string | null) =>
    normalizeName(
      holder !== null && accountId !== null && generated.cutsNames.has(accountId)
        ? holder.slice(0, 18)
        : holder,
    );
  // Whether the payer of a credit had a request of its own that could have taken it (same account and amount,
  // within a day): then the credit was theirs to take, and pairing it elsewhere is wrong whatever the names.
  const resolve = createAccountResolver(generated.input.accounts);
  const requestsByPayer = new Map<string, BoRow[]>();
  for (const row of generated.input.bo) {
    if (!row.username) continue;
    const list = requestsByPayer.get(row.username);
    if (list) list.push(row);
    else requestsByPayer.set(row.username, [row]);
  }
  const pairedBo = new Set<RowId>(result.pairs.map((pair) => pair.boId));
  const competing = (username: string, credit: MutasiRow) =>
    (requestsByPayer.get(username) ?? []).filter(
      (row) =>
        row.side === credit.side &&
        matchingAmountCents(row) === credit.amountCents &&
        (resolve(row.website, row.side, row.corporateBank)?.id ?? null) === credit.accountId &&
        Math.abs(dayNumber(row.businessDate) - dayNumber(credit.date)) <= 1,
    );
  // For a nameless payout, the requests that could share its cell: within 30 minutes where the statement has
  // times, on its date where it has not (reconcile.md pass 3).
  const clock = (date: string, time: string | null) =>
    dayNumber(date) * 86_400 +
    (time === null ? 0 : Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60);
  const competingInCell = (username: string, credit: MutasiRow) =>
    competing(username, credit).filter((row) =>
      credit.time === null
        ? row.businessDate === credit.date
        : Math.abs(clock(row.businessDate, row.time) - clock(credit.date, credit.time)) <= 30 * 60,
    );
  let equivalent = 0;
  let namesake = 0;
  const wrong: Evaluation['wrong'] = [];
  for (const pair of result.pairs) {
    if (generated.truth.get(pair.boId) === pair.mutasiId) continue;
    const key = printKey(pair.boId, pair.mutasiId);
    const request = boById.get(pair.boId)!;
    const credit = mutasiById.get(pair.mutasiId)!;
    const payer = generated.payers.get(pair.mutasiId);
    // Each statement row is in one pair at most, so a player never gets more approvals than transfers.
    const samePlayer = payer?.username === request.username;
    if (samePlayer || (printBudget.get(key) ?? 0) > 0) {
      if (!samePlayer) add(key, -1);
      equivalent++;
      found.add(pair.boId);
    } else if (
      payer !== undefined &&
      // Nothing told the two players' money apart; it is right as long as the payer's own requests that could
      // have taken it were paid too (a namesake's requests and credits paired across, or a balanced cell).
      (((normalizeName(payer.holder) === normalizeName(request.holderName) ||
        normalizeName(credit.name) === printedOn(credit.accountId, request.holderName) ||
        readsAsSamePerson(credit.name, request.holderName)) &&
        competing(payer.username, credit).every((row) => pairedBo.has(row.id))) ||
        (printsAsOwnPayout(credit, request) &&
          competingInCell(payer.username, credit).every((row) => pairedBo.has(row.id))))
    ) {
      namesake++;
      found.add(pair.boId);
    } else {
      wrong.push({
        boId: pair.boId,
        mutasiId: pair.mutasiId,
        pass: pair.pass,
        trueMutasiId: generated.truth.get(pair.boId) ?? null,
      });
    }
  }
  const recallByLabel = new Map<TruthLabel, { truth: number; found: number }>();
  let matchable = 0;
  for (const [boId] of generated.truth) {
    const rowLabels = generated.labels.get(boId) ?? [];
    if (!rowLabels.includes('typo-amount')) matchable++;
    for (const label of rowLabels) {
      const entry = recallByLabel.get(label) ?? { truth: 0, found: 0 };
      entry.truth++;
      if (found.has(boId)) entry.found++;
      recallByLabel.set(label, entry);
    }
  }
  const makes = checkerPairs(generated);
  const byCase = new Map<TruthLabel, CaseFigures>();
  const figuresOf = (label: TruthLabel) => {
    let figures = byCase.get(label);
    if (!figures) byCase.set(label, (figures = { checkerPairs: 0, found: 0, enginePairs: 0, wrong: 0 }));
    return figures;
  };
  // A player's requests of one account, amount and date are one to a checker: when the player's money went to
  // one of them a checker would not pair (a third party's, a payment company's, a split's), a checker pair of the
  // same player, account and amount still waiting has had its pair made, only under the other request's id.
  const interchangeable = (row: BoRow) =>
    `${row.username}\u0001${row.corporateBank}\u0001${matchingAmountCents(row)}\u0001${row.businessDate}`;
  const spare = new Map<string, number>();
  for (const pair of result.pairs) {
    const request = boById.get(pair.boId)!;
    if (makes.has(pair.boId) || !found.has(pair.boId) || request.username === null) continue;
    if (generated.payers.get(pair.mutasiId)?.username !== request.username) continue;
    spare.set(interchangeable(request), (spare.get(interchangeable(request)) ?? 0) + 1);
  }
  const counts = (boId: RowId) => {
    if (found.has(boId)) return true;
    const key = interchangeable(boById.get(boId)!);
    const left = spare.get(key) ?? 0;
    if (left > 0) spare.set(key, left - 1);
    return left > 0;
  };
  let checkerFound = 0;
  for (const boId of makes) {
    const made = counts(boId);
    if (made) checkerFound++;
    for (const label of generated.labels.get(boId) ?? []) {
      const figures = figuresOf(label);
      figures.checkerPairs++;
      if (made) figures.found++;
    }
  }
  const wrongBo = new Set(wrong.map((pair) => pair.boId));
  for (const pair of result.pairs) {
    for (const label of generated.labels.get(pair.boId) ?? []) {
      const figures = figuresOf(label);
      figures.enginePairs++;
      if (wrongBo.has(pair.boId)) figures.wrong++;
    }
  }
  const correct = exact + equivalent + namesake;
  return {
    pairs: result.pairs.length,
    exact,
    equivalent,
    namesake,
    wrong,
    truthPairs: generated.truth.size,
    matchableTruthPairs: matchable,
    precision: result.pairs.length === 0 ? 1 : correct / result.pairs.length,
    recall: generated.truth.size === 0 ? 1 : correct / generated.truth.size,
    recallMatchable: matchable === 0 ? 1 : correct / matchable,
    recallByLabel,
    checker: {
      pairs: makes.size,
      found: checkerFound,
      recall: makes.size === 0 ? 1 : checkerFound / makes.size,
    },
    byCase,
  };
}
