import { describe, expect, it } from 'vitest';
import { dayText, daysBetween, mutasiText, pairedOf, wireDayText } from './replay-format';

describe('replay formats', () => {
  it('writes dates dd/mm/yyyy and counts a range with both ends', () => {
    expect(dayText('2026-06-05')).toBe('05/06/2026');
    expect(wireDayText('05-Jun-2026')).toBe('05/06/2026');
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

  it('names a statement row by its description and the name read from it', () => {
    expect(mutasiText('TRSF E-BANKING CR ADI PUTRA', 'ADI PUTRA')).toBe('TRSF E-BANKING CR ADI PUTRA');
    expect(mutasiText('DEPO', 'ADI PUTRA')).toBe('DEPO · ADI PUTRA');
    expect(mutasiText(null, 'ADI PUTRA')).toBe('ADI PUTRA');
    expect(mutasiText(null, null)).toBe('-');
  });
});
