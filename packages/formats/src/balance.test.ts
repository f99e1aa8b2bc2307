import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BalanceFollower, type BalancePoint } from './balance';

/** A statement's rows with a true running balance, in transaction order. */
const statement = fc
  .record({
    opening: fc.integer({ min: 0, max: 10_000_000_00 }),
    moves: fc.array(
      fc.integer({ min: -5_000_000_00, max: 5_000_000_00 }).filter((cents) => cents !== 0),
      {
        minLength: 2,
        maxLength: 60,
      },
    ),
  })
  .map(({ opening, moves }) => {
    let balance = opening;
    return moves.map((signed, index): BalancePoint => {
      balance += signed;
      return {
        line: index + 2,
        date: '2026-06-05',
        time: null,
        direction: signed > 0 ? 'CR' : 'DB',
        amountCents: Math.abs(signed),
        balanceCents: balance,
      };
    });
  });

const signed = (point: BalancePoint) => (point.direction === 'CR' ? point.amountCents : -point.amountCents);

function follow(points: readonly BalancePoint[]) {
  const follower = new BalanceFollower();
  for (const point of points) follower.add(point);
  return follower.trail()!;
}

describe('BalanceFollower', () => {
  it('finds no break in a whole statement, listed oldest or newest first', () => {
    fc.assert(
      fc.property(statement, (points) => {
        // Moves that undo each other ([+x, -x, +x …]) follow in both orders: the order is then the file's, and
        // nothing says which end is the oldest.
        const reversedFollows = points
          .slice(1)
          .every((point, at) => points[at]!.balanceCents === point.balanceCents + signed(points[at]!));
        fc.pre(!reversedFollows);
        const ascending = follow(points);
        expect([ascending.breakCount, ascending.first.openingCents]).toEqual([
          0,
          points[0]!.balanceCents - signed(points[0]!),
        ]);
        expect(ascending.last.closingCents).toBe(points.at(-1)!.balanceCents);
        const descending = follow([...points].reverse());
        expect([descending.breakCount, descending.first.openingCents, descending.last.closingCents]).toEqual([
          0,
          ascending.first.openingCents,
          ascending.last.closingCents,
        ]);
      }),
    );
  });

  it('breaks exactly where rows were cut out, by what they moved', () => {
    let judged = 0;
    fc.assert(
      fc.property(
        statement.chain((points) =>
          fc.record({
            points: fc.constant(points),
            // Cut rows out between the first and the last, never all of them.
            cut:
              points.length < 3
                ? fc.constant([] as number[])
                : fc.uniqueArray(fc.integer({ min: 1, max: points.length - 2 }), {
                    maxLength: points.length - 2,
                  }),
          }),
        ),
        ({ points, cut }) => {
          const removed = new Set(cut);
          const kept = points.filter((_, index) => !removed.has(index));
          const expected: { afterLine: number; line: number; differenceCents: number }[] = [];
          let missing = 0;
          for (const [index, point] of points.entries()) {
            if (removed.has(index)) {
              missing += signed(point);
            } else {
              const previous = kept[kept.indexOf(point) - 1];
              if (previous && missing !== 0)
                expected.push({ afterLine: previous.line, line: point.line, differenceCents: missing });
              missing = 0;
            }
          }
          const trail = follow(kept);
          // A cut the other listing order explains better is read that way: only judge ascending wins.
          if (trail.order !== 'ascending') return;
          judged++;
          expect(
            trail.breaks.map(({ afterLine, line, differenceCents }) => ({
              afterLine,
              line,
              differenceCents,
            })),
          ).toEqual(expected);
        },
      ),
    );
    // The escape above is for rare shapes, not the rule.
    expect(judged).toBeGreaterThan(80);
  });
});
