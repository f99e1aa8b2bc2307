import { describe, expect, it } from 'vitest';
import { dayText, daysBetween, pairedOf } from './replay-format';

describe('replay formats', () => {
  it('writes dates dd/mm/yyyy and counts a range with both ends', () => {
    expect(dayText('2026-06-05')).toBe('05/06/2026');
    expect(daysBetween('2026-06-01', '2026-07-01')).toBe(31);
    expect(daysBetween('2026-06-01', '2026-06-01')).toBe(1);
    expect(daysBetween('2026-06-02', '2026-06-01')).toBe(0);
    expect(daysBetween('', '2026-06-01')).toBe(0);
  });

  it('adds the passes of a side', () => {
    expect(
      pairedOf({
        side: 'DEPO',
        matched: { REF: 1, EXACT: 20, UNIQUE: 3 },
        reopened: 0,
        pending_bo: 0,
        pending_mutasi: 0,
        contested_groups: 0,
      }),
    ).toBe(24);
  });
});
