import { describe, expect, it } from 'vitest';
import { dayNumber, gapSeconds, secondsOfDay, toJakartaClock } from './time';

describe('time helpers', () => {
  it('numbers calendar days and refuses anything else', () => {
    expect(dayNumber('2026-06-06') - dayNumber('2026-06-05')).toBe(1);
    expect(dayNumber('2027-01-01') - dayNumber('2026-12-31')).toBe(1);
    for (const text of ['2026-6-5', '05-Jun-2026', '2026-02-29', '']) expect(() => dayNumber(text)).toThrow();
  });

  it('reads HH:MM and HH:MM:SS, and null as no time', () => {
    expect(secondsOfDay('23:58')).toBe(86_280);
    expect(secondsOfDay('00:00:35')).toBe(35);
    expect(secondsOfDay(null)).toBeNull();
    for (const text of ['24:00', '12:60', '1200', '12:00:00 WIB']) expect(() => secondsOfDay(text)).toThrow();
  });

  it('measures the gap in seconds across midnight, or in whole days when a side has no time', () => {
    const june5 = dayNumber('2026-06-05');
    expect(gapSeconds(june5, secondsOfDay('23:58:41'), june5 + 1, secondsOfDay('00:03:12'))).toBe(271);
    expect(gapSeconds(june5, secondsOfDay('23:58:41'), june5 + 1, null)).toBe(86_400);
    expect(gapSeconds(june5, null, june5, null)).toBe(0);
  });

  it('gives the Jakarta date and time of an instant (UTC+7)', () => {
    expect(toJakartaClock(new Date('2026-06-05T16:58:41Z'))).toEqual({
      date: '2026-06-05',
      time: '23:58:41',
    });
    expect(toJakartaClock(new Date('2026-06-05T17:03:12Z'))).toEqual({
      date: '2026-06-06',
      time: '00:03:12',
    });
  });
});
