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
 * The arrays of one solve, kept between solves and grown as needed: EXACT settles thousands of small tie
 * clusters per run (issue 31's busy day: about 19,000 solves of a few rows), where allocating a dozen arrays per
 * solve cost more than solving. Only the first n * m cells (n + 1, m + 1 entries) of a solve are read; the solver
 * never calls itself, so one set serves every call.
 */
const arrays = {
  cells: 0,
  columns: 0,
  cost: new Float64Array(0),
  tie: new Float64Array(0),
  cellEdge: new Int32Array(0),
  u: new Float64Array(0),
  uTie: new Float64Array(0),
  v: new Float64Array(0),
  vTie: new Float64Array(0),
  owner: new Int32Array(0),
  way: new Int32Array(0),
  minCost: new Float64Array(0),
  minTie: new Float64Array(0),
  used: new Uint8Array(0),
};

function workspace(n: number, m: number): typeof arrays {
  if (arrays.cells < n * m) {
    arrays.cells = Math.max(n * m, 2 * arrays.cells);
    arrays.cost = new Float64Array(arrays.cells);
    arrays.tie = new Float64Array(arrays.cells);
    arrays.cellEdge = new Int32Array(arrays.cells);
  }
  // Rows are never more than columns (n <= m), so m + 1 entries serve the rows' arrays too.
  if (arrays.columns < m + 1) {
    arrays.columns = Math.max(m + 1, 2 * arrays.columns);
    arrays.u = new Float64Array(arrays.columns);
    arrays.uTie = new Float64Array(arrays.columns);
    arrays.v = new Float64Array(arrays.columns);
    arrays.vTie = new Float64Array(arrays.columns);
    arrays.owner = new Int32Array(arrays.columns);
    arrays.way = new Int32Array(arrays.columns);
    arrays.minCost = new Float64Array(arrays.columns);
    arrays.minTie = new Float64Array(arrays.columns);
    arrays.used = new Uint8Array(arrays.columns);
  }
  return arrays;
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
  const { cost, tie, cellEdge, u, uTie, v, vTie, owner, way, minCost, minTie, used } = workspace(n, m);
  cost.fill(Infinity, 0, n * m);
  tie.fill(0, 0, n * m);
  // The edge setting each cell's cost (the cheapest of those between the same row and column).
  cellEdge.fill(-1, 0, n * m);
  u.fill(0, 0, n + 1);
  uTie.fill(0, 0, n + 1);
  v.fill(0, 0, m + 1);
  vTie.fill(0, 0, m + 1);
  owner.fill(0, 0, m + 1);
  way.fill(0, 0, m + 1);
  for (let row = 0; row < n; row++) cost[row * m + columnCount + row] = 0;
  for (let edge = 0; edge < rows.length; edge++) {
    const at = rows[edge]! * m + columns[edge]!;
    if (costs[edge]! < cost[at]! || (costs[edge] === cost[at] && ties[edge]! < tie[at]!)) {
      cost[at] = costs[edge]!;
      tie[at] = ties[edge]!;
      cellEdge[at] = edge;
    }
  }

  for (let row = 1; row <= n; row++) {
    owner[0] = row;
    let column0 = 0;
    minCost.fill(Infinity, 0, m + 1);
    minTie.fill(Infinity, 0, m + 1);
    used.fill(0, 0, m + 1);
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
