import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatClock,
  formatDayMonthYear,
  formatLongCalendarDate,
  formatDateTime,
  formatLongDateTime,
  formatMoney,
  formatNumber,
  jakartaTime,
  parseDayMonthYear,
} from './format';

describe('formatDateTime', () => {
  it('shows the Jakarta wall time in Indonesian format', () => {
    expect(formatDateTime('2025-01-05T07:30:05Z')).toBe('05 Jan 2025, 14.30.05');
  });

  it('moves past midnight into the next Jakarta day', () => {
    expect(formatDateTime('2025-01-05T17:10:00Z')).toBe('06 Jan 2025, 00.10.00');
  });

  it('shows "-" when there is no time', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});

describe('formatLongDateTime', () => {
  it('spells out the weekday and the month, with a 24-hour time', () => {
    expect(formatLongDateTime('2025-01-05T13:45:00Z')).toBe('Minggu, 5 Januari 2025 pukul 20.45');
  });
});

describe('formatClock', () => {
  it('includes the seconds', () => {
    expect(formatClock(new Date('2025-03-03T00:00:09Z'))).toBe('Senin, 3 Maret 2025 pukul 07.00.09');
  });
});

describe('formatMoney', () => {
  it('writes rupiah with dots between thousands', () => {
    expect(formatMoney(1_250_000)).toBe('Rp 1.250.000');
    expect(formatMoney(-5000)).toBe('-Rp 5.000');
  });
});

describe('formatNumber', () => {
  it('uses the Indonesian separators', () => {
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
  });
});

describe('jakartaTime', () => {
  it('is UTC+7 all year', () => {
    expect(jakartaTime(new Date('2025-07-01T16:59:00Z'))).toEqual({ hour: 23, minute: 59 });
    expect(jakartaTime(new Date('2025-12-31T17:00:00Z'))).toEqual({ hour: 0, minute: 0 });
  });
});

describe('calendar dates', () => {
  it('formats a calendar date the same in every time zone', () => {
    expect(formatCalendarDate('2026-06-05')).toBe('05 Jun 2026');
    expect(formatCalendarDate(null)).toBe('-');
    expect(formatLongCalendarDate('2026-06-05')).toBe('Jumat, 05 Juni 2026');
  });

  it('shows a date field as dd/mm/yyyy', () => {
    expect(formatDayMonthYear('2026-11-24')).toBe('24/11/2026');
    expect(formatDayMonthYear('')).toBe('');
  });

  it('reads dd/mm/yyyy, a one-digit day or month, other separators and a pasted ISO date', () => {
    expect(parseDayMonthYear('24/11/2026')).toBe('2026-11-24');
    expect(parseDayMonthYear('5/6/2026')).toBe('2026-06-05');
    expect(parseDayMonthYear('05-06-2026')).toBe('2026-06-05');
    expect(parseDayMonthYear('05.06.2026')).toBe('2026-06-05');
    expect(parseDayMonthYear('2026-06-05')).toBe('2026-06-05');
  });

  it('refuses what is no calendar date', () => {
    expect(parseDayMonthYear('31/02/2026')).toBeNull();
    expect(parseDayMonthYear('11/24/2026')).toBeNull();
    expect(parseDayMonthYear('24/11/26')).toBeNull();
    expect(parseDayMonthYear('')).toBeNull();
  });
});
