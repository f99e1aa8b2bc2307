import { describe, expect, it } from 'vitest';
import { forcedPairs } from './forced-pairs';

/** `possible` from a list of [request, credit] edges. */
const edges = (list: readonly [number, number][]) => (request: number, credit: number) =>
  list.some(([r, c]) => r === request && c === credit);

describe('forcedPairs', () => {
  it('finds the pairs every full assignment makes', () => {
    // Request 0 could take credit 0 only; request 1 either: 1 must take credit 1.
    expect(
      forcedPairs(
        2,
        2,
        edges([
          [0, 0],
          [1, 0],
          [1, 1],
        ]),
      ),
    ).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('finds none where two assignments differ, and keeps the certain ones beside them', () => {
    const symmetric = edges([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(forcedPairs(3, 3, symmetric)).toEqual([[2, 2]]);
  });

  it('finds none when some request can have no credit, or the counts differ', () => {
    expect(
      forcedPairs(
        2,
        2,
        edges([
          [0, 0],
          [1, 0],
        ]),
      ),
    ).toEqual([]);
    expect(forcedPairs(2, 1, () => true)).toEqual([]);
    expect(forcedPairs(0, 0, () => true)).toEqual([]);
  });

  it('follows an alternating chain: a time-ordered run of rows where each is near only its neighbours', () => {
    // r0-c0, r0-c1, r1-c1, r1-c2, r2-c2: the only full assignment is the diagonal.
    const chain = edges([
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 2],
      [2, 2],
    ]);
    expect(forcedPairs(3, 3, chain)).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
  });
});
