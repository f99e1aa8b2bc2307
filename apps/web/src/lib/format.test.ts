import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDateTime,
  formatLongDateTime,
  formatMoney,
  formatNumber,
  jakartaTime,
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
