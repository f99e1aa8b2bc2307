import { channelsContradict } from '../channels';
import { EXACT_MIN_SCORE } from '../names';
import type { NameTable } from '../name-table';
import {
  cellKey,
  namesOfRowsContradict,
  scoreRowsAtLeast,
  type PreparedBo,
  type PreparedMutasi,
} from '../prepare';
import { CLOSE_SECONDS, gapSeconds, rankingGapSeconds, WINDOW_DAYS } from '../time';
import type { CandidateEdge } from './exact-cluster';
import {
  createFormMatcher,
  createNameMatcher,
  createMatcherScratch,
  type FormMatcher,
  type NameMatch,
  type MatcherScratch,
} from './exact-candidates';
import type { PassOutcome } from './outcome';
import { createPairingScratch, pairGroup, type PairingScratch } from './exact-pairing';

/** Below this many row pairs a group is compared pair by pair; above it names are looked up by key. */
const SMALL_GROUP_PAIRS = 256;

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
  pairing: PairingScratch;
}

function createPassScratch(
  bo: readonly PreparedBo[],
  mutasi: readonly PreparedMutasi[],
  names: NameTable,
): PassScratch {
  const boCount = bo.reduce((most, row) => Math.max(most, row.rank + 1), 0);
  const mutasiCount = mutasi.reduce((most, row) => Math.max(most, row.rank + 1), 0);
  return {
    seenBy: new Int32Array(mutasiCount),
    boHere: new Uint8Array(boCount),
    mutasiHere: new Uint8Array(mutasiCount),
    matchers: createMatcherScratch(),
    forms: (requestNames, creditNames) => createFormMatcher(requestNames, creditNames, names),
    pairing: createPairingScratch(boCount, mutasiCount),
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
  const forms = scratch.forms(distinctNames(bo, names), distinctNames(mutasi, names));
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

/**
 * The rows' name ids, each once, in order of first appearance: marked in an array by name id, as a set over the
 * ten thousand rows of a crowded group cost more (a row without a name, id -1, is listed once too).
 */
function distinctNames(rows: readonly (PreparedBo | PreparedMutasi)[], names: NameTable): number[] {
  const seen = new Uint8Array(names.nameCount());
  let seenNone = false;
  const distinct: number[] = [];
  for (const row of rows) {
    if (row.nameId < 0) {
      if (!seenNone) distinct.push(row.nameId);
      seenNone = true;
    } else if (!seen[row.nameId]) {
      seen[row.nameId] = 1;
      distinct.push(row.nameId);
    }
  }
  return distinct;
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

/** A group as an earlier round of the run left it: its rows' ranks (ascending), candidates and outcome. */
interface SettledGroup {
  bo: Int32Array;
  mutasi: Int32Array;
  edges: CandidateEdge[];
  outcome: PassOutcome;
}

/** (A plain loop: Int32Array.from with a mapping function took several times as long on a crowd.) */
function ranksOf(rows: readonly (PreparedBo | PreparedMutasi)[]): Int32Array {
  const ranks = new Int32Array(rows.length);
  for (let at = 0; at < rows.length; at++) ranks[at] = rows[at]!.rank;
  return ranks.sort();
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
  const outcome = pairGroup(edges, scratch.pairing);
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
    const key = cellKey(credit);
    const group = groups.get(key);
    if (group) group.mutasi.push(credit);
    else groups.set(key, { bo: [], mutasi: [credit] });
  }
  for (const request of bo) groups.get(cellKey(request))?.bo.push(request);

  // One form matcher for every group of the pass, and of the next rounds while it covers their names.
  const scratch: PassScratch = {
    ...createPassScratch(bo, mutasi, names),
    forms: (requestNames, creditNames) => {
      if (memo.forms === null || !memo.forms.covers(requestNames, creditNames)) {
        memo.forms = createFormMatcher(distinctNames(bo, names), distinctNames(mutasi, names), names);
      }
      return memo.forms;
    },
  };
  const outcome: PassOutcome = { pairs: [], contested: [] };
  for (const [key, group] of groups) {
    if (group.bo.length === 0) continue;
    const settled = settleGroup(key, group, names, memo, scratch);
    for (const pair of settled.pairs) outcome.pairs.push(pair);
    for (const contest of settled.contested) outcome.contested.push(contest);
  }
  return outcome;
}
