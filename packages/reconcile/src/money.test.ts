import { describe, expect, it } from 'vitest';
import { isDigitSlip } from './money';

describe('a slip of one digit between two amounts', () => {
  it.each([
    [100_000, 1_000_000, true], // a zero too many
    [1_000_000, 100_000, true], // a zero too few
    [250_000, 200_000, true], // one digit mistyped
    [120_000, 210_000, true], // two neighbours swapped
    [105_000, 100_000, true],
    [100_000, 95_000, false], // Rp5.000 less: another payment, not a slip
    [100_000, 300_500, false],
    [102_000, 201_000, false], // swapped digits that are not neighbours
    [100_000, 100_000, false], // the same amount is no slip
    [0, 100_000, false],
  ])('%d ~ %d → %s', (a, b, slip) => {
    expect(isDigitSlip(a * 100, b * 100)).toBe(slip);
  });
});
