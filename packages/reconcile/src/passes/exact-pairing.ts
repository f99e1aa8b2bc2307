import { PREFIX_SCORE } from '../names';
import type { PreparedBo, PreparedMutasi } from '../prepare';
import {
  contestReason,
  settleTieCluster,
  TIE_TOLERANCE_SECONDS,
  toExactPair,
  type CandidateEdge,
} from './exact-cluster';
import type { ContestDraft, PairDraft, PassOutcome } from './outcome';

/**
 * Rank-indexed scratch of an EXACT pass, reused by every group: a row's position among the rows of the group at
 * hand (-1 outside it), set while a group is paired and cleared after.
 */
export interface PairingScratch {
  boAt: Int32Array;
  mutasiAt: Int32Array;
}

export function createPairingScratch(boCount: number, mutasiCount: number): PairingScratch {
  return { boAt: new Int32Array(boCount).fill(-1), mutasiAt: new Int32Array(mutasiCount).fill(-1) };
}

/**
 * The candidates of one group in pairGroup's order, as numbers: each candidate by its position in that order,
 * each row by its position among the group's rows (requests first, then statement rows: a row's node), and each
 * row's candidates side by side in that order. A crowd of one amount holds a quarter of a million candidates
 * (issue 31's busy day); pairing them through a map of rows to lists of candidate objects, and reading every
 * predicate through those objects, was most of the time pairGroup took, and of the garbage it left.
 */
interface GroupGraph {
  edges: readonly CandidateEdge[];
  bo: PreparedBo[];
  mutasi: PreparedMutasi[];
  edgeBo: Int32Array;
  edgeMutasi: Int32Array;
  tier: Uint8Array;
  score: Float64Array;
  rankGap: Float64Array;
  /** Whether the candidate reads the statement name in full (score >= PREFIX_SCORE). */
  full: Uint8Array;
  /** Per request, its player (equal login, equal number; -1 for a request without a login). */
  player: Int32Array;
  /** Per node, where its candidates start in `nodeEdges` (and where the next node's start). */
  nodeStart: Int32Array;
  nodeEdges: Int32Array;
  /** For extendContest, per node and per candidate: the number of the contested group that took it in. */
  contests: number;
  memberOf: Int32Array;
  countedFor: Int32Array;
  /** For extendContest, per statement row (by position): the number of the request whose candidates it is among. */
  marks: number;
  markedBy: Int32Array;
}

/** The group's graph; its rows' positions stay in `scratch` until pairGroup is done with the group. */
function buildGraph(edges: readonly CandidateEdge[], scratch: PairingScratch): GroupGraph {
  const count = edges.length;
  const bo: PreparedBo[] = [];
  const mutasi: PreparedMutasi[] = [];
  const edgeBo = new Int32Array(count);
  const edgeMutasi = new Int32Array(count);
  const tier = new Uint8Array(count);
  const score = new Float64Array(count);
  const rankGap = new Float64Array(count);
  const full = new Uint8Array(count);
  for (let e = 0; e < count; e++) {
    const edge = edges[e]!;
    let b = scratch.boAt[edge.bo.rank]!;
    if (b < 0) scratch.boAt[edge.bo.rank] = b = bo.push(edge.bo) - 1;
    let m = scratch.mutasiAt[edge.mutasi.rank]!;
    if (m < 0) scratch.mutasiAt[edge.mutasi.rank] = m = mutasi.push(edge.mutasi) - 1;
    edgeBo[e] = b;
    edgeMutasi[e] = m;
    tier[e] = edge.tier;
    score[e] = edge.score;
    rankGap[e] = edge.rankGapSeconds;
    full[e] = edge.score >= PREFIX_SCORE ? 1 : 0;
  }
  const players = new Map<string | undefined, number>();
  const player = new Int32Array(bo.length);
  bo.forEach((row, at) => {
    if (row.row.username === null) player[at] = -1;
    else {
      let number = players.get(row.row.username);
      if (number === undefined) players.set(row.row.username, (number = players.size));
      player[at] = number;
    }
  });

  const nodes = bo.length + mutasi.length;
  const nodeStart = new Int32Array(nodes + 1);
  for (let e = 0; e < count; e++) {
    nodeStart[edgeBo[e]! + 1]!++;
    nodeStart[bo.length + edgeMutasi[e]! + 1]!++;
  }
  for (let node = 0; node < nodes; node++) nodeStart[node + 1]! += nodeStart[node]!;
  const filled = nodeStart.slice(0, nodes);
  const nodeEdges = new Int32Array(2 * count);
  for (let e = 0; e < count; e++) {
    nodeEdges[filled[edgeBo[e]!]!++] = e;
    nodeEdges[filled[bo.length + edgeMutasi[e]!]!++] = e;
  }
  return {
    edges,
    bo,
    mutasi,
    edgeBo,
    edgeMutasi,
    tier,
    score,
    rankGap,
    full,
    player,
    nodeStart,
    nodeEdges,
    contests: 0,
    memberOf: new Int32Array(nodes),
    countedFor: new Int32Array(count),
    marks: 0,
    markedBy: new Int32Array(mutasi.length),
  };
}

const byRank = (a: PreparedBo | PreparedMutasi, b: PreparedBo | PreparedMutasi) => a.rank - b.rank;

/**
 * Sorts the candidates in pairGroup's order (quality, then the request's rank, then the statement row's: a total
 * order, as no two candidates share both rows). The keys are read into arrays once and an order of positions is
 * sorted, since comparing through the candidate objects cost more than the rest of a crowd's pairing (the keys
 * are copied by plain loops: TypedArray.from with a mapping function is several times slower); a later round's
 * candidates, filtered from a sorted list, are found sorted and left as they are.
 */
function sortByQuality(edges: CandidateEdge[]): void {
  const count = edges.length;
  const quality = new Float64Array(count);
  const boRank = new Int32Array(count);
  const mutasiRank = new Int32Array(count);
  for (let at = 0; at < count; at++) {
    quality[at] = edges[at]!.quality;
    boRank[at] = edges[at]!.bo.rank;
    mutasiRank[at] = edges[at]!.mutasi.rank;
  }
  const before = (a: number, b: number) =>
    quality[a]! - quality[b]! || boRank[a]! - boRank[b]! || mutasiRank[a]! - mutasiRank[b]!;
  let sorted = true;
  for (let at = 1; at < count && sorted; at++) sorted = before(at - 1, at) < 0;
  if (sorted) return;
  const order = new Int32Array(count);
  for (let at = 0; at < count; at++) order[at] = at;
  order.sort(before);
  const unsorted = edges.slice();
  for (let at = 0; at < count; at++) edges[at] = unsorted[order[at]!]!;
}

/**
 * Pairs one group best pair first. The best remaining candidate (close in time, then highest score, then
 * smallest gap) is taken unless a rival competes for one of its rows at the same score and within
 * TIE_TOLERANCE_SECONDS of its gap; then the candidates tied with it (closed over shared rows) form a cluster
 * that settleTieCluster settles with an exact assignment, pairing what the tie cannot change and
 * contesting what it would decide. Rows a cluster leaves unpaired stay free for worse candidates; contested
 * rows are done. Sorts `edges` in that order.
 *
 * This maximises the quality of the pairs lexicographically (the best pair as good as possible, then the next),
 * which is what a careful checker does. Maximising the plain sum of scores would instead maximise the number
 * of pairs and trade one certain pair for two doubtful ones: a credit 14 seconds before its request handed to a
 * namesake's request 36 hours later, so that the request takes a credit of the day before. The generated days
 * of bench/reconcile.bench.ts produce exactly such chains, so the sum is not used.
 */
export function pairGroup(edges: CandidateEdge[], scratch: PairingScratch): PassOutcome {
  sortByQuality(edges);
  const graph = buildGraph(edges, scratch);
  const { edgeBo, edgeMutasi, tier, score, rankGap, full, player, nodeStart, nodeEdges } = graph;
  const boCount = graph.bo.length;
  const count = edges.length;
  const boDone = new Uint8Array(boCount);
  const mutasiDone = new Uint8Array(graph.mutasi.length);
  const outcome: PassOutcome = { pairs: [], contested: [] };

  const isOpen = (e: number) => !boDone[edgeBo[e]!] && !mutasiDone[edgeMutasi[e]!];
  const mutasiNode = (e: number) => boCount + edgeMutasi[e]!;
  // Requests compete for one statement row when they read its name equally: a name as written and the longer name
  // it may be a bank's cut of both read it in full. A request choosing among statement rows prefers the exact name.
  const isRival = (best: number, rival: number) =>
    rival !== best &&
    isOpen(rival) &&
    tier[rival] === tier[best] &&
    (score[rival] === score[best] ||
      (edgeMutasi[rival] === edgeMutasi[best] && full[rival] === 1 && full[best] === 1)) &&
    rankGap[rival]! <= rankGap[best]! + TIE_TOLERANCE_SECONDS;
  const hasRivalAt = (node: number, best: number) => {
    for (let at = nodeStart[node]!; at < nodeStart[node + 1]!; at++)
      if (isRival(best, nodeEdges[at]!)) return true;
    return false;
  };
  const hasRival = (best: number) => hasRivalAt(edgeBo[best]!, best) || hasRivalAt(mutasiNode(best), best);
  // A credit another player's open request reads as well, whatever its gap: that player's money as much as this one's.
  const claimedByAnother = (edge: number) => {
    const node = mutasiNode(edge);
    const own = player[edgeBo[edge]!]!;
    for (let at = nodeStart[node]!; at < nodeStart[node + 1]!; at++) {
      const other = nodeEdges[at]!;
      if (
        edgeBo[other] !== edgeBo[edge] &&
        isOpen(other) &&
        !(own >= 0 && player[edgeBo[other]!] === own) &&
        (score[other]! >= score[edge]! || (full[other] === 1 && full[edge] === 1))
      ) {
        return true;
      }
    }
    return false;
  };
  // The request's own credit: as close a tier, nearer by more than the tie tolerance, and no other player's.
  const hasOwnNearerCredit = (best: number) => {
    const node = edgeBo[best]!;
    for (let at = nodeStart[node]!; at < nodeStart[node + 1]!; at++) {
      const own = nodeEdges[at]!;
      if (
        own !== best &&
        isOpen(own) &&
        tier[own] === tier[best] &&
        rankGap[own]! + TIE_TOLERANCE_SECONDS < rankGap[best]! &&
        !claimedByAnother(own)
      ) {
        return true;
      }
    }
    return false;
  };
  const markDone = (bo: readonly PreparedBo[], mutasi: readonly PreparedMutasi[]) => {
    for (const row of bo) boDone[scratch.boAt[row.rank]!] = 1;
    for (const row of mutasi) mutasiDone[scratch.mutasiAt[row.rank]!] = 1;
  };
  const pair = (draft: PairDraft, e: number) => {
    boDone[edgeBo[e]!] = 1;
    mutasiDone[edgeMutasi[e]!] = 1;
    outcome.pairs.push(draft);
  };

  // Per candidate and per node, the number of the cluster that took it in (clusters count from 1).
  const inCluster = new Int32Array(count);
  const seen = new Int32Array(nodeStart.length - 1);
  let clusters = 0;
  for (let best = 0; best < count; best++) {
    if (!isOpen(best)) continue;
    if (!hasRival(best)) {
      // A namesake's request farther away is no tie, but the credit is as much its money: when the request has a
      // credit of its own nearer, that one is its counterpart (reached later in this order) and this one stays
      // for the namesake or pending.
      if (claimedByAnother(best) && hasOwnNearerCredit(best)) continue;
      pair(toExactPair(edges[best]!), best);
      continue;
    }
    // The rivals of its rows, then of theirs, until none is left (in that order: the cluster's).
    const cluster = ++clusters;
    const members = [best];
    for (const node of [edgeBo[best]!, mutasiNode(best)]) {
      for (let at = nodeStart[node]!; at < nodeStart[node + 1]!; at++) {
        if (isRival(best, nodeEdges[at]!)) members.push(nodeEdges[at]!);
      }
    }
    const queue: number[] = [];
    for (const e of members) {
      inCluster[e] = cluster;
      queue.push(edgeBo[e]!, mutasiNode(e));
    }
    // The rows of the cluster's candidates, each once.
    const rows: number[] = [];
    for (const node of queue) {
      if (seen[node] === cluster) continue;
      seen[node] = cluster;
      rows.push(node);
    }
    const reach = (node: number) => {
      if (seen[node] === cluster) return;
      seen[node] = cluster;
      rows.push(node);
      queue.push(node);
    };
    while (queue.length > 0) {
      const node = queue.pop()!;
      for (let at = nodeStart[node]!; at < nodeStart[node + 1]!; at++) {
        const rival = nodeEdges[at]!;
        if (!isRival(best, rival) || inCluster[rival] === cluster) continue;
        members.push(rival);
        inCluster[rival] = cluster;
        reach(edgeBo[rival]!);
        reach(mutasiNode(rival));
      }
    }
    const boRows: PreparedBo[] = [];
    const mutasiRows: PreparedMutasi[] = [];
    for (const node of rows) {
      if (node < boCount) boRows.push(graph.bo[node]!);
      else mutasiRows.push(graph.mutasi[node - boCount]!);
    }
    boRows.sort(byRank);
    mutasiRows.sort(byRank);
    const resolved = settleTieCluster(
      members.map((e) => edges[e]!),
      boRows,
      mutasiRows,
    );
    for (const group of resolved.contested) extendContest(group, graph, isOpen, scratch);
    for (const draft of resolved.pairs) {
      boDone[scratch.boAt[draft.bo.rank]!] = 1;
      mutasiDone[scratch.mutasiAt[draft.mutasi.rank]!] = 1;
      outcome.pairs.push(draft);
    }
    for (const group of resolved.contested) {
      markDone(group.bo, group.mutasi);
      outcome.contested.push(group);
    }
  }
  for (const row of graph.bo) scratch.boAt[row.rank] = -1;
  for (const row of graph.mutasi) scratch.mutasiAt[row.rank] = -1;
  return outcome;
}

/**
 * What a tie leaves undecided reaches further than the tie: a contested request could still take another credit
 * (ARDI EKA EFENDI's second request taking the slip ARDI EKA EFENI sent by the namesake whose credit is in
 * doubt), and every row such a credit could go to is in question too. The contested group therefore takes in
 * every row still open that candidates connect to it, with those candidates.
 */
function extendContest(
  group: ContestDraft,
  graph: GroupGraph,
  isOpen: (edge: number) => boolean,
  scratch: PairingScratch,
): void {
  const { edges, edgeBo, edgeMutasi, nodeStart, nodeEdges, memberOf, countedFor } = graph;
  const boCount = graph.bo.length;
  const stamp = ++graph.contests;
  const queue: number[] = [];
  for (const row of group.bo) queue.push(scratch.boAt[row.rank]!);
  for (const row of group.mutasi) queue.push(boCount + scratch.mutasiAt[row.rank]!);
  for (const node of queue) memberOf[node] = stamp;
  // The group's own candidates are counted already: found among their request's edges, each request's edges read
  // once with its statement rows marked (a tie's requests hold several candidates each, of hundreds of edges in a
  // crowd: reading them once per candidate was most of this function's time).
  const creditsOf = new Map<number, number[]>();
  for (const candidate of group.candidates) {
    const b = scratch.boAt[candidate.bo.rank]!;
    const credits = creditsOf.get(b);
    if (credits) credits.push(scratch.mutasiAt[candidate.mutasi.rank]!);
    else creditsOf.set(b, [scratch.mutasiAt[candidate.mutasi.rank]!]);
  }
  creditsOf.forEach((credits, b) => {
    const mark = ++graph.marks;
    for (const m of credits) graph.markedBy[m] = mark;
    for (let at = nodeStart[b]!; at < nodeStart[b + 1]!; at++) {
      if (graph.markedBy[edgeMutasi[nodeEdges[at]!]!] === mark) countedFor[nodeEdges[at]!] = stamp;
    }
  });
  while (queue.length > 0) {
    const node = queue.pop()!;
    for (let at = nodeStart[node]!; at < nodeStart[node + 1]!; at++) {
      const e = nodeEdges[at]!;
      if (!isOpen(e)) continue;
      const edge = edges[e]!;
      const b = edgeBo[e]!;
      if (memberOf[b] !== stamp) {
        memberOf[b] = stamp;
        queue.push(b);
        group.bo.push(edge.bo);
      }
      const m = boCount + edgeMutasi[e]!;
      if (memberOf[m] !== stamp) {
        memberOf[m] = stamp;
        queue.push(m);
        group.mutasi.push(edge.mutasi);
      }
      if (countedFor[e] !== stamp) {
        countedFor[e] = stamp;
        group.candidates.push({
          bo: edge.bo,
          mutasi: edge.mutasi,
          score: edge.score,
          gapSeconds: edge.gapSeconds,
        });
      }
    }
  }
  group.bo.sort((a, b) => a.rank - b.rank);
  group.mutasi.sort((a, b) => a.rank - b.rank);
  group.reason = contestReason(group.bo.length, group.mutasi.length);
}
