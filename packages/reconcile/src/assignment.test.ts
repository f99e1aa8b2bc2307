import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveAssignment, type AssignmentEdge } from './assignment';

/** The best (cost, tieBreak) of every assignment, rows optionally unassigned, by trying them all. */
function bruteForce(rows: number, columns: number, edges: readonly AssignmentEdge[]): [number, number] {
  const byCell = new Map(edges.map((edge) => [`${edge.row}:${edge.column}`, edge]));
  let best: [number, number] = [Infinity, Infinity];
  const used = new Array<boolean>(columns).fill(false);
  const visit = (row: number, cost: number, tie: number) => {
    if (row === rows) {
      if (cost < best[0] || (cost === best[0] && tie < best[1])) best = [cost, tie];
      return;
    }
    visit(row + 1, cost, tie);
    for (let column = 0; column < columns; column++) {
      const edge = byCell.get(`${row}:${column}`);
      if (!edge || used[column]) continue;
      used[column] = true;
      visit(row + 1, cost + edge.cost, tie + edge.tieBreak);
      used[column] = false;
    }
  };
  visit(0, 0, 0);
  return best;
}

function totals(assignment: Int32Array, edges: readonly AssignmentEdge[]): [number, number] {
  let cost = 0;
  let tie = 0;
  assignment.forEach((column, row) => {
    if (column < 0) return;
    const edge = edges.find((candidate) => candidate.row === row && candidate.column === column)!;
    cost += edge.cost;
    tie += edge.tieBreak;
  });
  return [cost, tie];
}

const problem = fc
  .record({ rows: fc.integer({ min: 1, max: 4 }), columns: fc.integer({ min: 1, max: 5 }) })
  .chain(({ rows, columns }) =>
    fc
      .uniqueArray(
        fc.record({
          row: fc.integer({ min: 0, max: rows - 1 }),
          column: fc.integer({ min: 0, max: columns - 1 }),
          cost: fc.integer({ min: -6, max: 2 }),
          tieBreak: fc.integer({ min: 0, max: 4 }),
        }),
        { selector: (edge) => `${edge.row}:${edge.column}`, maxLength: rows * columns },
      )
      .map((edges) => ({ rows, columns, edges })),
  );

describe('solveAssignment', () => {
  it('finds the lexicographically cheapest assignment, leaving rows out when that is cheaper', () => {
    fc.assert(
      fc.property(problem, ({ rows, columns, edges }) => {
        const assignment = solveAssignment(rows, columns, edges);
        expect(totals(assignment, edges)).toEqual(bruteForce(rows, columns, edges));
        const taken = [...assignment].filter((column) => column >= 0);
        expect(new Set(taken).size).toBe(taken.length);
      }),
      { numRuns: 500 },
    );
  });

  it('prefers two pairs to one cheaper pair when the sum says so', () => {
    const edges: AssignmentEdge[] = [
      { row: 0, column: 0, cost: -10, tieBreak: 0 },
      { row: 0, column: 1, cost: -9, tieBreak: 0 },
      { row: 1, column: 0, cost: -9, tieBreak: 0 },
    ];
    expect([...solveAssignment(2, 2, edges)]).toEqual([1, 0]);
  });

  it('breaks a tie in cost by the tie-break', () => {
    const edges: AssignmentEdge[] = [
      { row: 0, column: 0, cost: -5, tieBreak: 1 },
      { row: 0, column: 1, cost: -5, tieBreak: 0 },
    ];
    expect([...solveAssignment(1, 2, edges)]).toEqual([1]);
  });

  it('leaves a row unassigned when its only edge costs more than nothing', () => {
    expect([...solveAssignment(1, 1, [{ row: 0, column: 0, cost: 3, tieBreak: 0 }])]).toEqual([-1]);
  });
});
