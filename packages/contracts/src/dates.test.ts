import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatWireDate, jakartaDate, jakartaDayStart, parseWireDate } from './dates';

describe('parseWireDate', () => {
  it('reads padded and unpadded days', () => {
    expect(parseWireDate('05-Jan-2025')).toBe('2025-01-05');
    expect(parseWireDate('5-Jan-2025')).toBe('2025-01-05');
    expect(parseWireDate('5-jan-2025')).toBe('2025-01-05');
  });

  it('refuses impossible dates and other shapes', () => {
    for (const text of [
      '31-Feb-2025',
      '29-Feb-2025',
      '00-Jan-2025',
      '5-Foo-2025',
      '2025-01-05',
      '5-Jan-25',
      ' 5-Jan-2025',
    ]) {
      expect(parseWireDate(text)).toBeNull();
    }
    expect(parseWireDate('29-Feb-2024')).toBe('2024-02-29');
  });

  it('round-trips every date with formatWireDate', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(parseWireDate(formatWireDate(iso))).toBe(iso);
          expect(parseWireDate(formatWireDate(iso, { pad: false }))).toBe(iso);
        },
      ),
    );
  });
});

describe('jakartaDate', () => {
  it('turns at 17:00 UTC', () => {
    expect(jakartaDate(new Date('2026-06-04T16:59:59Z'))).toBe('2026-06-04');
    expect(jakartaDate(new Date('2026-06-04T17:00:00Z'))).toBe('2026-06-05');
    expect(jakartaDayStart('2026-06-05').toISOString()).toBe('2026-06-04T17:00:00.000Z');
  });

  it('adds days across month ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
