import { channelsContradict } from '../channels';
import { EXACT_MIN_SCORE, PREFIX_SCORE } from '../names';
import type { NameTable } from '../name-table';
import { namesOfRowsContradict, scoreRowsAtLeast, type PreparedBo, type PreparedMutasi } from '../prepare';
import { CLOSE_SECONDS, gapSeconds, rankingGapSeconds, WINDOW_DAYS } from '../time';
import {
  extendContest,
  settleTieCluster,
  TIE_TOLERANCE_SECONDS,
  toExactPair,
  type CandidateEdge,
} from './exact-cluster';
import {
  createFormMatcher,
  createNameMatcher,
  createMatcherScratch,
  type FormMatcher,
  type NameMatch,
  type MatcherScratch,
} from './exact-candidates';
import type { PairDraft, PassOutcome } from './outcome';

/** Below this many row pairs a group is compared pair by pair; above it names are looked up by key. */
const SMALL_GROUP_PAIRS = 256;

export function exactGroupKey(row: PreparedBo | PreparedMutasi): string {
  return `${row.site}\u0001${row.accountKey}\u0001${row.amountCents}`;
}

/** Tier, then score (higher first), then gap as one number: gaps stay below 2^18 seconds, scores below 2^11. */
function quality(tier: number, score: number, rankGapSeconds: number): number {
  return tier * 2 ** 30 + (1000 - score) * 2 ** 18 + rankGapSeconds;
}

/** The candidate of a request and a statement row whose names score `score` together, if the rows allow one. */
function edgeWithScore(bo: PreparedBo, mutasi: PreparedMutasi, score: number): CandidateEdge | null {
  if (Math.abs(bo.day - mutasi.day) > WINDOW_DAYS) return null;
  if (channelsContradict(bo, mutasi)) return null;
  const gap = gapSeconds(bo.day, bo.seconds, mutasi.day, mutasi.seconds);
  const tier = bo.seconds !== null && mutasi.seconds !== null && gap > CLOSE_SECONDS ? 1 : 0;
  const rankGap = rankingGapSeconds(bo.day, bo.seconds, mutasi.day, mutasi.seconds);
  return {
    bo,
    mutasi,
    score,
    gapSeconds: gap,
    rankGapSeconds: rankGap,
    tier,
    quality: quality(tier, score, rankGap),
  };
}

/** The candidate of a request and a statement row, scored row by row (learned names included), or null. */
export function candidateEdge(
  bo: PreparedBo,
  mutasi: PreparedMutasi,
  names: NameTable,
): CandidateEdge | null {
  if (Math.abs(bo.day - mutasi.day) > WINDOW_DAYS) return null;
  if (channelsContradict(bo, mutasi)) return null;
  const score = scoreRowsAtLeast(names, bo, mutasi, EXACT_MIN_SCORE);
  if (score < 0 || namesOfRowsContradict(names, bo, mutasi)) return null;
  return edgeWithScore(bo, mutasi, score);
}

function rowsByName<T extends PreparedBo | PreparedMutasi>(rows: readonly T[]): Map<number, T[]> {
  const byName = new Map<number, T[]>();
  for (const row of rows) {
    const list = byName.get(row.nameId);
    if (list) list.push(row);
    else byName.set(row.nameId, [row]);
  }
  return byName;
}

/**
 * What the groups of one EXACT pass share: a stamp per statement row (by rank), marks of the rows of the group
 * at hand, what the name matchers share (createMatcherScratch), and the form matcher covering a group's request
 * and statement names.
 */
export interface PassScratch {
  seenBy: Int32Array;
  /** Marks of the rows of the group at hand, by rank. */
  boHere: Uint8Array;
  mutasiHere: Uint8Array;
  matchers: MatcherScratch;
  forms: (requestNames: readonly number[], creditNames: readonly number[]) => FormMatcher;
}

function createPassScratch(
  bo: readonly PreparedBo[],
  mutasi: readonly PreparedMutasi[],
  names: NameTable,
): PassScratch {
  const mutasiCount = mutasi.reduce((most, row) => Math.max(most, row.rank + 1), 0);
  return {
    seenBy: new Int32Array(mutasiCount),
    boHere: new Uint8Array(bo.reduce((most, row) => Math.max(most, row.rank + 1), 0)),
    mutasiHere: new Uint8Array(mutasiCount),
    matchers: createMatcherScratch(),
    forms: (requestNames, creditNames) => createFormMatcher(requestNames, creditNames, names),
  };
}

/**
 * Crowds of one amount (hundreds of 50.000 deposits a day) must not be compared pair by pair: they repeat a
 * few thousand names, so each request name is compared once with the statement names that can reach EXACT with
 * it (createNameMatcher), and the pairs of names that do are expanded to their rows within the date window. A
 * group spans every date of the run, so the requests of each business date are matched against the statement
 * rows of their window only (the date before, the date, the date after): a month of one amount would otherwise
 * make every name meet the namesakes of every other date. A request with learned names also takes the statement
 * rows printing one of them.
 */
export function findEdges(
  bo: readonly PreparedBo[],
  mutasi: readonly PreparedMutasi[],
  names: NameTable,
  scratch: PassScratch = createPassScratch(bo, mutasi, names),
): CandidateEdge[] {
  const edges: CandidateEdge[] = [];
  if (bo.length * mutasi.length <= SMALL_GROUP_PAIRS) {
    for (const request of bo) {
      for (const credit of mutasi) {
        const edge = candidateEdge(request, credit, names);
        if (edge) edges.push(edge);
      }
    }
    return edges;
  }
  const forms = scratch.forms(distinctNames(bo), distinctNames(mutasi));
  const creditsByDay = rowsByDay(mutasi);
  rowsByDay(bo).forEach((requestsOfDay, day) => {
    const window: PreparedMutasi[] = [];
    for (let near = day - WINDOW_DAYS; near <= day + WINDOW_DAYS; near++) {
      for (const credit of creditsByDay.get(near) ?? []) window.push(credit);
    }
    if (window.length > 0) findEdgesOfDay(requestsOfDay, window, names, forms, scratch, edges);
  });
  return edges;
}

function distinctNames(rows: readonly (PreparedBo | PreparedMutasi)[]): number[] {
  return [...new Set(rows.map((row) => row.nameId))];
}

function rowsByDay<T extends PreparedBo | PreparedMutasi>(rows: readonly T[]): Map<number, T[]> {
  const byDay = new Map<number, T[]>();
  for (const row of rows) {
    const list = byDay.get(row.day);
    if (list) list.push(row);
    else byDay.set(row.day, [row]);
  }
  return byDay;
}

/** The candidates of the requests of one business date among the statement rows of its window. */
function findEdgesOfDay(
  bo: readonly PreparedBo[],
  mutasi: readonly PreparedMutasi[],
  names: NameTable,
  forms: FormMatcher,
  scratch: PassScratch,
  edges: CandidateEdge[],
): void {
  const creditsByName = rowsByName(mutasi);
  const requestsByName = rowsByName(bo);
  const matcher = createNameMatcher(
    [...requestsByName.keys()],
    [...creditsByName.keys()],
    names,
    forms,
    scratch.matchers,
  );
  requestsByName.forEach((requests, name) => {
    const matches = matcher.matches(name);
    for (const request of requests) {
      if (request.learned !== null) {
        for (const edge of learnedRequestEdges(request, matches, creditsByName, names, scratch.seenBy)) {
          edges.push(edge);
        }
        continue;
      }
      for (const match of matches) {
        for (const credit of creditsByName.get(match.name)!) {
          const edge = edgeWithScore(request, credit, match.score);
          if (edge) edges.push(edge);
        }
      }
    }
  });
}

/**
 * A request with names a checker taught for its account: the statement rows of its matching names and of its
 * learned names, each once (stamped with the request's rank), scored row by row since a learned name reads 1.0.
 */
function learnedRequestEdges(
  request: PreparedBo,
  matches: readonly NameMatch[],
  creditsByName: ReadonlyMap<number, readonly PreparedMutasi[]>,
  names: NameTable,
  seenBy: Int32Array,
): CandidateEdge[] {
  const edges: CandidateEdge[] = [];
  const stamp = request.rank + 1;
  const compare = (credits: readonly PreparedMutasi[] | undefined) => {
    for (const credit of credits ?? []) {
      if (seenBy[credit.rank] === stamp) continue;
      seenBy[credit.rank] = stamp;
      const edge = candidateEdge(request, credit, names);
      if (edge) edges.push(edge);
    }
  };
  for (const match of matches) compare(creditsByName.get(match.name));
  for (const learned of request.learned ?? []) compare(creditsByName.get(learned));
  return edges;
}

const readsInFull = (edge: CandidateEdge) => edge.score >= PREFIX_SCORE;

/** Two requests of one player (one login): money that is either's is that player's either way. */
const samePlayer = (a: PreparedBo, b: PreparedBo) =>
  a.row.username !== null && a.row.username === b.row.username;

function byQuality(a: CandidateEdge, b: CandidateEdge): number {
  return a.quality - b.quality || a.bo.rank - b.bo.rank || a.mutasi.rank - b.mutasi.rank;
}

/**
 * Pairs one group best pair first. The best remaining candidate (close in time, then highest score, then
 * smallest gap) is taken unless a rival competes for one of its rows at the same score and within
 * TIE_TOLERANCE_SECONDS of its gap; then the candidates tied with it (closed over shared rows) form a cluster
 * that settleTieCluster settles with an exact assignment, pairing what the tie cannot change and
 * contesting what it would decide. Rows a cluster leaves unpaired stay free for worse candidates; contested
 * rows are done.
 *
 * This maximises the quality of the pairs lexicographically (the best pair as good as possible, then the next),
 * which is what a careful checker does. Maximising the plain sum of scores would instead maximise the number
 * of pairs and trade one certain pair for two doubtful ones: a credit 14 seconds before its request handed to a
 * namesake's request 36 hours later, so that the request takes a credit of the day before. The generated days
 * of bench/reconcile.bench.ts produce exactly such chains, so the sum is not used.
 */
function pairGroup(
  edges: CandidateEdge[],
  outcome: PassOutcome,
  doneBo: Uint8Array,
  doneMutasi: Uint8Array,
): void {
  edges.sort(byQuality);
  const incident = new Map<PreparedBo | PreparedMutasi, CandidateEdge[]>();
  const attach = (row: PreparedBo | PreparedMutasi, edge: CandidateEdge) => {
    const list = incident.get(row);
    if (list) list.push(edge);
    else incident.set(row, [edge]);
  };
  for (const edge of edges) {
    attach(edge.bo, edge);
    attach(edge.mutasi, edge);
  }
  const isOpen = (edge: CandidateEdge) => !doneBo[edge.bo.rank] && !doneMutasi[edge.mutasi.rank];
  // Requests compete for one statement row when they read its name equally: a name as written and the longer name
  // it may be a bank's cut of both read it in full. A request choosing among statement rows prefers the exact name.
  const isRival = (best: CandidateEdge, rival: CandidateEdge) =>
    rival !== best &&
    isOpen(rival) &&
    rival.tier === best.tier &&
    (rival.score === best.score ||
      (rival.mutasi === best.mutasi && readsInFull(rival) && readsInFull(best))) &&
    rival.rankGapSeconds <= best.rankGapSeconds + TIE_TOLERANCE_SECONDS;
  const hasRival = (best: CandidateEdge) =>
    incident.get(best.bo)!.some((rival) => isRival(best, rival)) ||
    incident.get(best.mutasi)!.some((rival) => isRival(best, rival));
  // A credit another player's open request reads as well, whatever its gap: that player's money as much as this one's.
  const claimedByAnother = (edge: CandidateEdge) =>
    incident
      .get(edge.mutasi)!
      .some(
        (other) =>
          other.bo !== edge.bo &&
          isOpen(other) &&
          !samePlayer(other.bo, edge.bo) &&
          (other.score >= edge.score || (readsInFull(other) && readsInFull(edge))),
      );
  // The request's own credit: as close a tier, nearer by more than the tie tolerance, and no other player's.
  const hasOwnNearerCredit = (best: CandidateEdge) =>
    incident
      .get(best.bo)!
      .some(
        (own) =>
          own !== best &&
          isOpen(own) &&
          own.tier === best.tier &&
          own.rankGapSeconds + TIE_TOLERANCE_SECONDS < best.rankGapSeconds &&
          !claimedByAnother(own),
      );
  const pair = (draft: PairDraft) => {
    doneBo[draft.bo.rank] = 1;
    doneMutasi[draft.mutasi.rank] = 1;
    outcome.pairs.push(draft);
  };
  const settle = (resolved: PassOutcome) => {
    for (const draft of resolved.pairs) pair(draft);
    for (const group of resolved.contested) {
      for (const row of group.bo) doneBo[row.rank] = 1;
      for (const row of group.mutasi) doneMutasi[row.rank] = 1;
      outcome.contested.push(group);
    }
  };

  for (const best of edges) {
    if (!isOpen(best)) continue;
    if (!hasRival(best)) {
      // A namesake's request farther away is no tie, but the credit is as much its money: when the request has a
      // credit of its own nearer, that one is its counterpart (reached later in this order) and this one stays
      // for the namesake or pending.
      if (claimedByAnother(best) && hasOwnNearerCredit(best)) continue;
      pair(toExactPair(best));
      continue;
    }
    // The rivals of its rows, then of theirs, until none is left (in that order: the cluster's).
    const cluster = [best];
    for (const rival of incident.get(best.bo)!) if (isRival(best, rival)) cluster.push(rival);
    for (const rival of incident.get(best.mutasi)!) if (isRival(best, rival)) cluster.push(rival);
    const inCluster = new Set(cluster);
    const queue: (PreparedBo | PreparedMutasi)[] = [];
    for (const edge of cluster) queue.push(edge.bo, edge.mutasi);
    const seen = new Set(queue);
    const reach = (row: PreparedBo | PreparedMutasi) => {
      if (seen.has(row)) return;
      seen.add(row);
      queue.push(row);
    };
    while (queue.length > 0) {
      for (const rival of incident.get(queue.pop()!)!) {
        if (!isRival(best, rival) || inCluster.has(rival)) continue;
        cluster.push(rival);
        inCluster.add(rival);
        reach(rival.bo);
        reach(rival.mutasi);
      }
    }
    const resolved = settleTieCluster(cluster);
    for (const group of resolved.contested) extendContest(group, incident, isOpen);
    settle(resolved);
  }
}

/** A group as an earlier round of the run left it: its rows' ranks (ascending), candidates and outcome. */
interface SettledGroup {
  bo: Int32Array;
  mutasi: Int32Array;
  edges: CandidateEdge[];
  outcome: PassOutcome;
}

function ranksOf(rows: readonly (PreparedBo | PreparedMutasi)[]): Int32Array {
  return Int32Array.from(rows, (row) => row.rank).sort();
}

/** Whether every rank of `part` is in `whole` (both ascending). */
function isSubset(part: Int32Array, whole: Int32Array): boolean {
  let at = 0;
  for (const rank of part) {
    while (at < whole.length && whole[at]! < rank) at++;
    if (at === whole.length || whole[at] !== rank) return false;
  }
  return true;
}

/**
 * What EXACT found per group in earlier rounds of one engine run. A later round sees only rows that were there
 * before (rows leave once paired); a candidate depends on its two rows alone, and a group's outcome on its
 * candidates alone. So a group's candidates are the earlier ones between the rows still there, and a group
 * whose rows are all still there ends as it did: candidates are found once per run, and a group is settled again
 * only when it lost a row.
 */
export interface ExactMemo {
  groups: Map<string, SettledGroup>;
  /** The form matcher over the statement names of a pass, once a group needed it. */
  forms: FormMatcher | null;
}

export function createExactMemo(): ExactMemo {
  return { groups: new Map(), forms: null };
}

interface Group {
  bo: PreparedBo[];
  mutasi: PreparedMutasi[];
}

/** Pairs or contests one group, from what an earlier round left of it when it saw every row of it. */
function settleGroup(
  key: string,
  group: Group,
  names: NameTable,
  memo: ExactMemo,
  scratch: PassScratch,
  doneBo: Uint8Array,
  doneMutasi: Uint8Array,
): PassOutcome {
  const earlier = memo.groups.get(key);
  const bo = ranksOf(group.bo);
  const mutasi = ranksOf(group.mutasi);
  const seenAll = earlier !== undefined && isSubset(bo, earlier.bo) && isSubset(mutasi, earlier.mutasi);
  if (seenAll && earlier.bo.length === bo.length && earlier.mutasi.length === mutasi.length) {
    return earlier.outcome;
  }
  let edges: CandidateEdge[];
  if (seenAll) {
    // The rows still there, marked by rank in the pass's arrays while the candidates are filtered.
    const mark = (ranks: Int32Array, marks: Uint8Array, value: number) =>
      ranks.forEach((rank) => (marks[rank] = value));
    mark(bo, scratch.boHere, 1);
    mark(mutasi, scratch.mutasiHere, 1);
    edges = earlier.edges.filter(
      (edge) => scratch.boHere[edge.bo.rank] && scratch.mutasiHere[edge.mutasi.rank],
    );
    mark(bo, scratch.boHere, 0);
    mark(mutasi, scratch.mutasiHere, 0);
  } else {
    edges = findEdges(group.bo, group.mutasi, names, scratch);
  }
  const outcome: PassOutcome = { pairs: [], contested: [] };
  pairGroup(edges, outcome, doneBo, doneMutasi);
  memo.groups.set(key, { bo, mutasi, edges, outcome });
  return outcome;
}

/**
 * EXACT: equal account, equal amount, statement date within a day of the business date, name score >= 0.85.
 * Callers pass only rows that can take part: pending, not held by REF, both names present, BO account
 * resolved, statement row tied to an account and not a fee. Passing the same memo to every round of a run
 * spares finding the candidates again, and settling again the groups no row left.
 */
export function runExactPass(
  bo: readonly PreparedBo[],
  mutasi: readonly PreparedMutasi[],
  names: NameTable,
  memo: ExactMemo = createExactMemo(),
): PassOutcome {
  const groups = new Map<string, Group>();
  for (const credit of mutasi) {
    const key = exactGroupKey(credit);
    const group = groups.get(key);
    if (group) group.mutasi.push(credit);
    else groups.set(key, { bo: [], mutasi: [credit] });
  }
  for (const request of bo) groups.get(exactGroupKey(request))?.bo.push(request);

  const boCount = bo.reduce((most, row) => Math.max(most, row.rank + 1), 0);
  const mutasiCount = mutasi.reduce((most, row) => Math.max(most, row.rank + 1), 0);
  const doneBo = new Uint8Array(boCount);
  const doneMutasi = new Uint8Array(mutasiCount);
  // One form matcher for every group of the pass, and of the next rounds while it covers their names.
  const scratch: PassScratch = {
    ...createPassScratch(bo, mutasi, names),
    forms: (requestNames, creditNames) => {
      if (memo.forms === null || !memo.forms.covers(requestNames, creditNames)) {
        memo.forms = createFormMatcher(distinctNames(bo), distinctNames(mutasi), names);
      }
      return memo.forms;
    },
  };
  const outcome: PassOutcome = { pairs: [], contested: [] };
  for (const [key, group] of groups) {
    if (group.bo.length === 0) continue;
    const settled = settleGroup(key, group, names, memo, scratch, doneBo, doneMutasi);
    for (const pair of settled.pairs) outcome.pairs.push(pair);
    for (const contest of settled.contested) outcome.contested.push(contest);
  }
  return outcome;
}
