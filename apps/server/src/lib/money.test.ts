import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents } from './money';

describe('money conversions', () => {
  it('writes cents as numeric text', () => {
    expect(centsToDecimal(125_000_000)).toBe('1250000.00');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(0)).toBe('0.00');
  });

  it('reads numeric text as cents', () => {
    expect(decimalToCents('1250000.00')).toBe(125_000_000);
    expect(decimalToCents('-5.5')).toBe(-550);
    expect(decimalToCents('12')).toBe(1200);
    expect(() => decimalToCents('1.234')).toThrow();
    expect(() => decimalToCents('abc')).toThrow();
  });

  it('round-trips every amount up to 10^15 cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (cents) => {
        expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
      }),
      { numRuns: 10_000 },
    );
  });
});
