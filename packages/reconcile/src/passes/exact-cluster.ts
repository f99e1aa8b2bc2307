import { solveAssignmentOf } from '../assignment';
import { formatScore, FULL_SCORE, PREFIX_SCORE } from '../names';
import { formatPlainRupiah } from '../money';
import type { PreparedBo, PreparedMutasi } from '../prepare';
import { MAX_GAP_SECONDS } from '../time';
import type { CandidateDraft, PairDraft, PassOutcome } from './outcome';

/**
 * How close two different players' gaps may be and still count as a tie. reconcile.md leaves candidates with
 * equal score and equal gap to the checker; a careful checker would not let three minutes decide between two
 * players with the same name either, so alternatives that change who is approved and cost less than this much
 * extra total gap per changed pair count as equal. Day-only statements (gaps in whole days) are unaffected.
 */
export const TIE_TOLERANCE_SECONDS = 30 * 60;
/** Beyond this many rows on the smaller side one exact assignment gets slow; no real day comes close. */
const MAX_ROWS = 300;
/** Several players competing: every player and payer pair costs two more solves, so keep such crowds small. */
const MAX_CONTESTED_ROWS = 60;
const MAX_CONTEST_WORK = 20_000_000;

export interface CandidateEdge {
  bo: PreparedBo;
  mutasi: PreparedMutasi;
  /** Per mille, at least EXACT_MIN_SCORE. */
  score: number;
  gapSeconds: number;
  /** The gap that ranks the candidate (rankingGapSeconds: a midnight crossing on a statement without times is 0). */
  rankGapSeconds: number;
  /** 0 for a close or day-only candidate, 1 for a timed one hours away (see CLOSE_SECONDS in time.ts). */
  tier: 0 | 1;
  /** Tier, then score (higher first), then gap as one number, lower is better: the order of pairGroup. */
  quality: number;
}

/** The contested group's line for the checker. */
export function contestReason(boCount: number, mutasiCount: number): string {
  return `nama, nominal dan waktu setara: ${boCount} BO untuk ${mutasiCount} mutasi, pilih manual`;
}

/**
 * The reasons of the last group's pairs by score. A group (one account and amount) pairs thousands of rows at a
 * handful of scores, so its reasons are written once per score and shared, instead of once per pair; only the
 * group at hand is kept.
 */
const reasons = { account: '', amountCents: Number.NaN, byScore: new Map<number, string>() };

function exactReason(edge: CandidateEdge): string {
  const account = edge.bo.account?.accountNumber ?? edge.bo.accountKey ?? '-';
  if (account !== reasons.account || edge.bo.amountCents !== reasons.amountCents) {
    reasons.account = account;
    reasons.amountCents = edge.bo.amountCents;
    reasons.byScore.clear();
  }
  let reason = reasons.byScore.get(edge.score);
  if (reason === undefined) {
    reason = `AUTO ${account} ${formatPlainRupiah(edge.bo.amountCents)} nama ${formatScore(edge.score)}`;
    reasons.byScore.set(edge.score, reason);
  }
  return reason;
}

function toCandidate(edge: CandidateEdge): CandidateDraft {
  return { bo: edge.bo, mutasi: edge.mutasi, score: edge.score, gapSeconds: edge.gapSeconds };
}

export function toExactPair(edge: CandidateEdge): PairDraft {
  return {
    bo: edge.bo,
    mutasi: edge.mutasi,
    score: edge.score,
    gapSeconds: edge.gapSeconds,
    pass: 'EXACT',
    reason: exactReason(edge),
  };
}

/**
 * The best assignment of a one-party cluster in which every request has a candidate with every statement row, all
 * of one weight and gap (a player's equal deposits and equal credits printed with one name on a statement without
 * times: most clusters of a crowd, over 8,000 on issue 31's busy day), found without solving; null for any other
 * cluster. In settleTieCluster's costs every pair counts the same, so the cheapest assignments are those with the
 * most pairs, and among them the stable order's term decides alone: the sum of (position of the request -
 * position of the statement row)², 0 for the i-th request with the i-th statement row and more for any other.
 * That assignment is the only cheapest, so it is the one the solver returns.
 */
function pairsOfEvenCluster(
  edges: readonly CandidateEdge[],
  boAt: Int32Array,
  mutasiAt: Int32Array,
  boCount: number,
  mutasiCount: number,
): PairDraft[] | null {
  if (edges.length !== boCount * mutasiCount) return null;
  const first = edges[0]!;
  const sameWeightAndGap = (edge: CandidateEdge) =>
    fullOrScore(edge.score) === fullOrScore(first.score) && edge.rankGapSeconds === first.rankGapSeconds;
  if (!edges.every(sameWeightAndGap)) return null;
  const pairs: PairDraft[] = new Array<PairDraft>(Math.min(boCount, mutasiCount));
  edges.forEach((edge, index) => {
    if (boAt[index] === mutasiAt[index]) pairs[boAt[index]!] = toExactPair(edge);
  });
  return pairs;
}

/** The position of the row of this rank in rows in rank order (a binary search; the row is there). */
function positionOf(rows: readonly (PreparedBo | PreparedMutasi)[], rank: number): number {
  let low = 0;
  let high = rows.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle]!.rank < rank) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A name as written and its bank's cut both read in full: as candidates in a tie they weigh the same. */
const fullOrScore = (score: number) => (score >= PREFIX_SCORE ? FULL_SCORE : score);

/**
 * Settles a cluster of EXACT candidates tied at one score with gaps within TIE_TOLERANCE_SECONDS of each other
 * (same website, account and amount; see pairGroup in exact.ts for how clusters form).
 *
 * The pairing is an exact assignment, not a first-come pick: it maximises the number of pairs (every candidate
 * here is as good as the best), then minimises total time gap, then prefers pairing rows in the same order of
 * time and id (the stable order of reconcile.md), all in one lexicographic cost. Then it asks, for every pair
 * of parties (a player login, a payer name on a statement date), how few pairs of that kind an assignment
 * with as many pairs can have when each pair it gives up saves less than TIE_TOLERANCE_SECONDS of gap, and how
 * many it can have. Only that minimum of each kind is paired, taken from the assignment that has it, and only
 * pairs whose rows keep their partner in every assignment weighed: those approvals hold whichever way the tie
 * is broken. What the tie decides stays pending as one contested group. With one player and one payer name there
 * is nothing to decide, so the same player's equal deposits pair with equal credits in stable order.
 *
 * `boList` and `mutasiList` are the distinct rows of the candidates in rank order (the caller has them at hand;
 * a set of row objects per cluster cost more, over the thousands of clusters of a crowd).
 */
export function settleTieCluster(
  edges: readonly CandidateEdge[],
  boList: PreparedBo[],
  mutasiList: PreparedMutasi[],
): PassOutcome {
  if (edges.length === 1) return { pairs: [toExactPair(edges[0]!)], contested: [] };
  // Each candidate's rows by their positions in those lists.
  const count = edges.length;
  const boAt = new Int32Array(count);
  const mutasiAt = new Int32Array(count);
  edges.forEach((edge, index) => {
    boAt[index] = positionOf(boList, edge.bo.rank);
    mutasiAt[index] = positionOf(mutasiList, edge.mutasi.rank);
  });
  const rowsAreBo = boList.length <= mutasiList.length;
  const rowCount = Math.min(boList.length, mutasiList.length);
  const columnCount = Math.max(boList.length, mutasiList.length);
  const contestAll = (reason: string): PassOutcome => ({
    pairs: [],
    contested: [
      { pass: 'EXACT', bo: boList, mutasi: mutasiList, candidates: edges.map(toCandidate), reason },
    ],
  });
  if (rowCount > MAX_ROWS) {
    return contestAll(`terlalu banyak kandidat setara (${boList.length} BO, ${mutasiList.length} mutasi)`);
  }
  // The parties (players, printed names on a date) of the cluster, and the kinds of pairs between them.
  const boParties = new Set(boList.map((row) => row.party));
  const mutasiParties = new Set(mutasiList.map((row) => row.party));
  const onePartyEach = boParties.size === 1 && mutasiParties.size === 1;
  const tooManyPlayers = () =>
    contestAll(`terlalu banyak pemain bersaing (${boList.length} BO, ${mutasiList.length} mutasi)`);
  if (onePartyEach) {
    const pairs = pairsOfEvenCluster(edges, boAt, mutasiAt, boList.length, mutasiList.length);
    if (pairs) return { pairs, contested: [] };
  }
  if (!onePartyEach && rowCount > MAX_CONTESTED_ROWS) return tooManyPlayers();
  // Party numbers stay far below 2^26, so a pair of them is one exact number. Each kind is weighed on its own
  // below, so their order does not matter. One party each (most clusters of a crowd) makes one kind.
  const partyPairs = onePartyEach ? [] : edges.map((edge) => edge.bo.party * 2 ** 26 + edge.mutasi.party);
  const kinds = [...new Set(partyPairs)].sort((a, b) => a - b);
  if (
    !onePartyEach &&
    (2 * kinds.length + 1) * rowCount * rowCount * (rowCount + columnCount) > MAX_CONTEST_WORK
  ) {
    return tooManyPlayers();
  }

  // Scores dominate: one point of name score outweighs any sum of gaps and tolerance bonuses. When total gaps
  // tie (two credits both before two approvals), nearer pairs win through a concave term (the square root of
  // the gap), and only then the stable order of ranks; one unit of the former outweighs any sum of the latter.
  const scoreWeight = (MAX_GAP_SECONDS + TIE_TOLERANCE_SECONDS) * (rowCount + 1) + 1;
  const rankWeight = rowCount * columnCount * columnCount + 1;
  // The assignment problem as arrays, built once: only the costs change from one solve to the next.
  const baseCosts = new Float64Array(count);
  const ties = new Float64Array(count);
  edges.forEach((edge, index) => {
    baseCosts[index] = -(fullOrScore(edge.score) * scoreWeight - edge.rankGapSeconds);
    ties[index] =
      Math.floor(Math.sqrt(edge.rankGapSeconds)) * rankWeight + (boAt[index]! - mutasiAt[index]!) ** 2;
  });
  const rows = rowsAreBo ? boAt : mutasiAt;
  const columns = rowsAreBo ? mutasiAt : boAt;
  const costs = new Float64Array(count);
  const solve = (adjust: (edgeIndex: number) => number): number[] => {
    for (let index = 0; index < count; index++) costs[index] = baseCosts[index]! + adjust(index);
    const chosen: number[] = [];
    for (const edge of solveAssignmentOf(rowCount, columnCount, rows, columns, costs, ties)) {
      if (edge >= 0) chosen.push(edge);
    }
    return chosen.sort((a, b) => boAt[a]! - boAt[b]!);
  };

  const best = solve(() => 0);
  const pairOf = (index: number) => toExactPair(edges[index]!);
  if (onePartyEach) return { pairs: best.map(pairOf), contested: [] };

  const doubtfulBo = new Set<number>();
  const doubtfulMutasi = new Set<number>();
  const noteDifferences = (alternative: readonly number[]) => {
    const inBest = new Set(best);
    const inAlternative = new Set(alternative);
    for (const index of [...best, ...alternative]) {
      if (inBest.has(index) !== inAlternative.has(index)) {
        doubtfulBo.add(boAt[index]!);
        doubtfulMutasi.add(mutasiAt[index]!);
      }
    }
  };
  const candidatesKept: number[] = [];
  const kindNumbers = new Map(kinds.map((pair, kind) => [pair, kind]));
  const kindOf = new Int32Array(count);
  for (let index = 0; index < count; index++) kindOf[index] = kindNumbers.get(partyPairs[index]!)!;
  for (let kind = 0; kind < kinds.length; kind++) {
    const inKind = (index: number) => kindOf[index] === kind;
    const ofKind = best.filter(inKind);
    // The pairs of this kind that hold: those of an assignment with as few of them as the tie allows. Which of
    // the best assignment's pairs of the kind would go is not for us to pick: a row of one of them may be the
    // very row the tie gives to another player (a credit whose channel fits both namesakes), so the pairs come
    // from the assignment that has the fewest.
    let holding = ofKind;
    if (ofKind.length > 0) {
      const fewer = solve((index) => (inKind(index) ? TIE_TOLERANCE_SECONDS : 0));
      const fewerOfKind = fewer.filter(inKind);
      if (fewerOfKind.length < ofKind.length) {
        noteDifferences(fewer);
        holding = fewerOfKind;
      }
    }
    const more = solve((index) => (inKind(index) ? -TIE_TOLERANCE_SECONDS : 0));
    if (more.filter(inKind).length > ofKind.length) noteDifferences(more);
    candidatesKept.push(...holding);
  }
  // A pair holds only when none of its rows changes partner in any assignment weighed above: two players'
  // equal deposits and a credit that fits both stay with the checker, even when the counts per kind agree.
  // (Pairs of different kinds wanting one row always differ somewhere, so they never both hold.)
  const kept = candidatesKept.filter(
    (index) => !doubtfulBo.has(boAt[index]!) && !doubtfulMutasi.has(mutasiAt[index]!),
  );
  for (const index of candidatesKept) {
    if (!kept.includes(index)) {
      doubtfulBo.add(boAt[index]!);
      doubtfulMutasi.add(mutasiAt[index]!);
    }
  }

  const keptBo = new Set(kept.map((index) => boAt[index]!));
  const keptMutasi = new Set(kept.map((index) => mutasiAt[index]!));
  for (const index of best) {
    if (!kept.includes(index)) {
      doubtfulBo.add(boAt[index]!);
      doubtfulMutasi.add(mutasiAt[index]!);
    }
  }
  const contestedBo = [...doubtfulBo].filter((at) => !keptBo.has(at)).sort((a, b) => a - b);
  const contestedMutasi = [...doubtfulMutasi].filter((at) => !keptMutasi.has(at)).sort((a, b) => a - b);
  const pairs = kept.sort((a, b) => boAt[a]! - boAt[b]!).map(pairOf);
  if (contestedBo.length === 0 && contestedMutasi.length === 0) return { pairs, contested: [] };

  const contestedBoSet = new Set(contestedBo);
  const contestedMutasiSet = new Set(contestedMutasi);
  const candidates = edges
    .filter((_, index) => contestedBoSet.has(boAt[index]!) && contestedMutasiSet.has(mutasiAt[index]!))
    .map(toCandidate);
  return {
    pairs,
    contested: [
      {
        pass: 'EXACT',
        bo: contestedBo.map((at) => boList[at]!),
        mutasi: contestedMutasi.map((at) => mutasiList[at]!),
        candidates,
        reason: contestReason(contestedBo.length, contestedMutasi.length),
      },
    ],
  };
}
