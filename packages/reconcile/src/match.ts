import { toScoreFraction } from './names';
import type { ContestDraft, PairDraft } from './passes/outcome';
import { createExactMemo, runExactPass, type ExactMemo } from './passes/exact';
import { farNamedOnly } from './passes/far-named';
import { runRefPass } from './passes/ref';
import { runUniquePass } from './passes/unique';
import { compareIds, prepareDay, type PreparedBo, type PreparedDay, type PreparedMutasi } from './prepare';
import { bracketsByFileOrder, type TimeBracket } from './file-order';
import { findPartlyPaid, suggestSplitPayments } from './split-payments';
import { refusedKey, refusedKeys, suggestCounterparts } from './suggestions';
import type { ContestedGroup, MatchedPair, MatchInput, MatchResult, MatchPass } from './types';

const PASSES: readonly MatchPass[] = ['REF', 'EXACT', 'UNIQUE'];

interface Round {
  pairs: PairDraft[];
  contested: ContestDraft[];
}

/**
 * Row states by rank: free, paired (for good, or earlier in this round), held from the later passes, or settled
 * by a person before this run (a competitor for uniqueness that never pairs).
 */
const FREE = 0;
const PAIRED = 1;
const HELD = 2;
const SETTLED = 3;

/**
 * REF, then EXACT, then UNIQUE over the rows still pending; each pass sees only what the earlier ones left.
 * EXACT keeps its candidates in `exactMemo` from one round to the next.
 */
function runRound(
  day: PreparedDay,
  boState: Uint8Array,
  mutasiState: Uint8Array,
  exactMemo: ExactMemo,
): Round {
  const bo = day.bo.filter((row) => boState[row.rank] === FREE);
  const mutasi = day.mutasi.filter((row) => mutasiState[row.rank] === FREE && !row.isFee);
  const roundBo = new Uint8Array(day.bo.length);
  const roundMutasi = new Uint8Array(day.mutasi.length);
  const mark = (pairs: readonly PairDraft[]) => {
    for (const pair of pairs) {
      roundBo[pair.bo.rank] = PAIRED;
      roundMutasi[pair.mutasi.rank] = PAIRED;
    }
  };
  const hold = (groups: readonly ContestDraft[]) => {
    for (const group of groups) {
      for (const row of group.bo) roundBo[row.rank] = HELD;
      for (const row of group.mutasi) roundMutasi[row.rank] = HELD;
    }
  };

  const ref = runRefPass(bo, mutasi, day.names);
  mark(ref.pairs);
  hold(ref.contested);
  // Time before name: a request whose only named credits are hours away, with one naming nobody beside it.
  const farNamed = farNamedOnly(
    bo.filter((row) => roundBo[row.rank] === FREE),
    mutasi.filter((row) => roundMutasi[row.rank] === FREE),
    day.names,
  );
  const exact = runExactPass(
    bo.filter(
      (row) =>
        roundBo[row.rank] === FREE && row.accountKey !== null && row.name !== null && !farNamed.has(row),
    ),
    mutasi.filter((row) => roundMutasi[row.rank] === FREE && row.accountKey !== null && row.name !== null),
    day.names,
    exactMemo,
  );
  mark(exact.pairs);
  hold(exact.contested);
  // Held rows still count for uniqueness: a contested crowd never lets a stray row pair beside it.
  const settled = day.mutasi.filter((row) => mutasiState[row.rank] === SETTLED && row.accountKey !== null);
  const uniqueBo = bo.filter((row) => roundBo[row.rank] !== PAIRED && row.accountKey !== null);
  const uniqueMutasi = mutasi.filter((row) => roundMutasi[row.rank] !== PAIRED && row.accountKey !== null);
  // A request its sender paid in parts (issue 28), one of them in sight, is the checker's to approve with its
  // group: it competes for a nameless credit near it but never takes one, or a balanced cell would count it as unpaid.
  const paidInParts = findPartlyPaid(
    uniqueBo.filter((row) => roundBo[row.rank] === FREE),
    uniqueMutasi.filter((row) => roundMutasi[row.rank] === FREE),
    day.names,
  );
  const unique = runUniquePass(
    uniqueBo,
    [...uniqueMutasi, ...settled],
    {
      bo: (row) => roundBo[row.rank] === HELD || paidInParts.has(row),
      mutasi: (row) => roundMutasi[row.rank] === HELD || mutasiState[row.rank] === SETTLED,
    },
    day.names,
  );
  return {
    pairs: [...ref.pairs, ...exact.pairs, ...unique.pairs],
    contested: [...ref.contested, ...exact.contested],
  };
}

function toPair(draft: PairDraft): MatchedPair {
  return {
    boId: draft.bo.row.id,
    mutasiId: draft.mutasi.row.id,
    pass: draft.pass,
    score: draft.score === null ? null : toScoreFraction(draft.score),
    reason: draft.reason,
    gapSeconds: draft.gapSeconds,
  };
}

function toContestedGroup(draft: ContestDraft): ContestedGroup {
  return {
    pass: draft.pass,
    boIds: draft.bo.map((row) => row.row.id),
    mutasiIds: draft.mutasi.map((row) => row.row.id),
    candidates: draft.candidates
      .slice()
      .sort((a, b) => a.bo.rank - b.bo.rank || a.mutasi.rank - b.mutasi.rank)
      .map((candidate) => ({
        boId: candidate.bo.row.id,
        mutasiId: candidate.mutasi.row.id,
        score: candidate.score === null ? null : toScoreFraction(candidate.score),
        gapSeconds: candidate.gapSeconds,
      })),
    reason: draft.reason,
  };
}

/**
 * Matches one website's pending rows (any number of days; the server passes the uploaded dates plus or minus
 * one day). Pure and deterministic: the result depends on the rows, never on their order.
 *
 * Rounds of REF, EXACT and UNIQUE repeat until a round pairs nothing, so the result is a fixed point: running
 * the engine again over what it left pending pairs nothing and reports the same contested groups (a server
 * run after a run that changed nothing must change nothing). In practice the second round only confirms.
 */
export function matchDay(input: MatchInput): MatchResult {
  const day: PreparedDay = prepareDay(input);
  const boState = new Uint8Array(day.bo.length);
  const mutasiState = new Uint8Array(day.mutasi.length);
  for (const row of day.mutasi) if (row.pairedTicket !== null) mutasiState[row.rank] = SETTLED;
  const drafts: PairDraft[] = [];
  const exactMemo = createExactMemo();
  let round = runRound(day, boState, mutasiState, exactMemo);
  while (round.pairs.length > 0) {
    for (const pair of round.pairs) {
      boState[pair.bo.rank] = PAIRED;
      mutasiState[pair.mutasi.rank] = PAIRED;
      drafts.push(pair);
    }
    round = runRound(day, boState, mutasiState, exactMemo);
  }
  const contested = round.contested;
  // A pair a person undid is held, never made: both its rows stay pending (decision 055).
  const refused = refusedKeys(input.refused);
  if (refused.size > 0) {
    for (let index = drafts.length - 1; index >= 0; index--) {
      const draft = drafts[index]!;
      if (!refused.has(refusedKey(draft.bo.row.id, draft.mutasi.row.id))) continue;
      boState[draft.bo.rank] = FREE;
      mutasiState[draft.mutasi.rank] = FREE;
      drafts.splice(index, 1);
    }
  }

  const contestedBo = new Set(contested.flatMap((group) => group.bo));
  const contestedMutasi = new Set(contested.flatMap((group) => group.mutasi));
  const pendingBo = day.bo.filter((row) => boState[row.rank] === FREE);
  const pendingMutasi = day.mutasi.filter((row) => mutasiState[row.rank] === FREE && !row.isFee);
  const offered = day.mutasi.filter(
    (row) => (mutasiState[row.rank] === FREE || mutasiState[row.rank] === SETTLED) && !row.isFee,
  );
  const suggestions = suggestCounterparts(pendingBo, offered, day.names, refused, placedByPairs(day, drafts));
  const splits = suggestSplitPayments(pendingBo, pendingMutasi, day.names);
  // Pass order, then the requests' canonical order: bucketed by rank, as a sort of a million pairs is slow.
  const draftAt = new Int32Array(day.bo.length).fill(-1);
  drafts.forEach((draft, index) => (draftAt[draft.bo.rank] = index));
  const pairs: MatchedPair[] = [];
  for (const pass of PASSES) {
    for (const index of draftAt) {
      if (index >= 0 && drafts[index]!.pass === pass) pairs.push(toPair(drafts[index]!));
    }
  }

  const groups = contested
    .slice()
    .sort((a, b) => (a.bo[0]?.rank ?? Infinity) - (b.bo[0]?.rank ?? Infinity) || compareGroupMutasi(a, b))
    .map(toContestedGroup);

  return {
    pairs,
    contested: groups,
    pendingBo: pendingBo
      .slice()
      .sort((a, b) => compareIds(a.row.id, b.row.id))
      .map((row) => ({
        boId: row.row.id,
        contested: contestedBo.has(row),
        suggestions: suggestions.get(row) ?? [],
        ...(splits.has(row) ? { split: splits.get(row)! } : {}),
      })),
    pendingMutasi: pendingMutasi
      .slice()
      .sort((a, b) => compareIds(a.row.id, b.row.id))
      .map((row) => ({ mutasiId: row.row.id, contested: contestedMutasi.has(row) })),
    counts: {
      REF: pairs.filter((pair) => pair.pass === 'REF').length,
      EXACT: pairs.filter((pair) => pair.pass === 'EXACT').length,
      UNIQUE: pairs.filter((pair) => pair.pass === 'UNIQUE').length,
      pendingBo: pendingBo.length,
      pendingMutasi: pendingMutasi.length,
      contestedGroups: groups.length,
    },
  };
}

/**
 * Where the run's pairs place the credits of statements without times (file-order.ts). A pair of a player with
 * two requests of one amount marks nothing: which of the two took which credit was a stable order, not the clock.
 */
function placedByPairs(day: PreparedDay, drafts: readonly PairDraft[]) {
  if (!day.mutasi.some((row) => row.seconds === null && row.row.position))
    return new Map<PreparedMutasi, TimeBracket>();
  // Requests per site, player and amount: a player with two of one amount has twins.
  const counts = new Map<string, Map<number, Map<number, number>>>();
  const amountsOf = (row: PreparedBo) => {
    let players = counts.get(row.site);
    if (!players) counts.set(row.site, (players = new Map<number, Map<number, number>>()));
    let amounts = players.get(row.party);
    if (!amounts) players.set(row.party, (amounts = new Map<number, number>()));
    return amounts;
  };
  for (const row of day.bo) {
    const amounts = amountsOf(row);
    amounts.set(row.amountCents, (amounts.get(row.amountCents) ?? 0) + 1);
  }
  const hasTwin = (request: PreparedBo) => amountsOf(request).get(request.amountCents)! > 1;
  const requestInstant = new Float64Array(day.mutasi.length).fill(NaN);
  for (const draft of drafts)
    if (draft.bo.seconds !== null && !hasTwin(draft.bo)) requestInstant[draft.mutasi.rank] = draft.bo.instant;
  return bracketsByFileOrder(day.mutasi, (row) => {
    if (row.seconds !== null) return row.instant;
    const instant = requestInstant[row.rank]!;
    return Number.isNaN(instant) ? null : instant;
  });
}

function compareGroupMutasi(a: ContestDraft, b: ContestDraft): number {
  return (a.mutasi[0]?.rank ?? Infinity) - (b.mutasi[0]?.rank ?? Infinity);
}
