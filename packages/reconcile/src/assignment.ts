/**
 * An exact minimum-cost assignment (the Hungarian method with potentials, O(rows² · columns)) in which every
 * row may also stay unassigned at cost 0. Costs are compared lexicographically as (cost, tieBreak): the
 * method only adds, subtracts and compares costs, so it stays exact over pairs ordered that way, and with
 * whole-number costs below 2^53 no rounding ever happens.
 */
export interface AssignmentEdge {
  row: number;
  column: number;
  cost: number;
  tieBreak: number;
}

/** For each row, the column it is assigned to, or -1 when it stays unassigned. */
export function solveAssignment(
  rowCount: number,
  columnCount: number,
  edges: readonly AssignmentEdge[],
): Int32Array {
  const chosen = solveAssignmentOf(
    rowCount,
    columnCount,
    Int32Array.from(edges, (edge) => edge.row),
    Int32Array.from(edges, (edge) => edge.column),
    Float64Array.from(edges, (edge) => edge.cost),
    Float64Array.from(edges, (edge) => edge.tieBreak),
  );
  return chosen.map((edge) => (edge < 0 ? -1 : edges[edge]!.column));
}

/**
 * solveAssignment over edges given as arrays (edge i from rows[i] to columns[i] at (costs[i], ties[i])): for
 * each row, the index of the edge it is assigned by, or -1. For callers that solve one problem under several
 * costs and would otherwise build an object per edge and solve.
 */
export function solveAssignmentOf(
  rowCount: number,
  columnCount: number,
  rows: Int32Array,
  columns: Int32Array,
  costs: Float64Array,
  ties: Float64Array,
): Int32Array {
  const n = rowCount;
  // One private "unassigned" column per row keeps the problem rectangular (n <= m) with every row solvable.
  const m = columnCount + rowCount;
  const cost = new Float64Array(n * m).fill(Infinity);
  const tie = new Float64Array(n * m);
  // The edge setting each cell's cost (the cheapest of those between the same row and column).
  const cellEdge = new Int32Array(n * m).fill(-1);
  for (let row = 0; row < n; row++) cost[row * m + columnCount + row] = 0;
  for (let edge = 0; edge < rows.length; edge++) {
    const at = rows[edge]! * m + columns[edge]!;
    if (costs[edge]! < cost[at]! || (costs[edge] === cost[at] && ties[edge]! < tie[at]!)) {
      cost[at] = costs[edge]!;
      tie[at] = ties[edge]!;
      cellEdge[at] = edge;
    }
  }

  const u = new Float64Array(n + 1);
  const uTie = new Float64Array(n + 1);
  const v = new Float64Array(m + 1);
  const vTie = new Float64Array(m + 1);
  const owner = new Int32Array(m + 1);
  const way = new Int32Array(m + 1);
  const minCost = new Float64Array(m + 1);
  const minTie = new Float64Array(m + 1);
  const used = new Uint8Array(m + 1);

  for (let row = 1; row <= n; row++) {
    owner[0] = row;
    let column0 = 0;
    minCost.fill(Infinity);
    minTie.fill(Infinity);
    used.fill(0);
    do {
      used[column0] = 1;
      const row0 = owner[column0]!;
      const base = (row0 - 1) * m;
      let delta = Infinity;
      let deltaTie = Infinity;
      let column1 = 0;
      for (let column = 1; column <= m; column++) {
        if (used[column]) continue;
        const c = cost[base + column - 1]!;
        if (c !== Infinity) {
          const current = c - u[row0]! - v[column]!;
          const currentTie = tie[base + column - 1]! - uTie[row0]! - vTie[column]!;
          if (current < minCost[column]! || (current === minCost[column] && currentTie < minTie[column]!)) {
            minCost[column] = current;
            minTie[column] = currentTie;
            way[column] = column0;
          }
        }
        if (minCost[column]! < delta || (minCost[column] === delta && minTie[column]! < deltaTie)) {
          delta = minCost[column]!;
          deltaTie = minTie[column]!;
          column1 = column;
        }
      }
      for (let column = 0; column <= m; column++) {
        if (used[column]) {
          u[owner[column]!]! += delta;
          uTie[owner[column]!]! += deltaTie;
          v[column]! -= delta;
          vTie[column]! -= deltaTie;
        } else {
          minCost[column]! -= delta;
          minTie[column]! -= deltaTie;
        }
      }
      column0 = column1;
    } while (owner[column0] !== 0);
    do {
      const previous = way[column0]!;
      owner[column0] = owner[previous]!;
      column0 = previous;
    } while (column0 !== 0);
  }

  const assignment = new Int32Array(n).fill(-1);
  for (let column = 1; column <= columnCount; column++) {
    if (owner[column]! > 0) assignment[owner[column]! - 1] = cellEdge[(owner[column]! - 1) * m + column - 1]!;
  }
  return assignment;
}
