import { describe, expect, it } from 'vitest';
import {
  dateFromDayMonth,
  parseCompactTime,
  parseIsoDateTime,
  parseMonthNameDate,
  parseSlashDateTime,
  parseStatementDateTime,
  parseTime,
  shiftToWib,
} from './dates';

describe('parseTime', () => {
  it.each([
    ['10:15:30', '10:15:30'],
    ['10:15', '10:15:00'],
    ['07.45.12', '07:45:12'],
    ['09:41:07 WIB', '09:41:07'],
    ['12:07:21 AM', '00:07:21'],
    ['1:47:01 PM', '13:47:01'],
    ['12:00:00 PM', '12:00:00'],
  ])('reads %j as %j', (text, expected) => expect(parseTime(text)).toBe(expected));

  it.each(['24:00:00', '10:60', '13:00 PM', 'noon', ''])('refuses %j', (text) =>
    expect(parseTime(text)).toBeNull(),
  );

  it('reads BRI JAM_TRAN without leading zeros', () => {
    expect(parseCompactTime('35')).toBe('00:00:35');
    expect(parseCompactTime('426')).toBe('00:04:26');
    expect(parseCompactTime('91502')).toBe('09:15:02');
    expect(parseCompactTime('235959')).toBe('23:59:59');
    expect(parseCompactTime('9999')).toBeNull();
  });
});

describe('date parsers', () => {
  it('reads ISO dates and converts offsets to WIB', () => {
    expect(parseIsoDateTime('2026-06-05')).toEqual({ date: '2026-06-05', time: null });
    expect(parseIsoDateTime('2026-06-05 08:19:16')).toEqual({ date: '2026-06-05', time: '08:19:16' });
    expect(parseIsoDateTime('2026-06-04T17:30:00Z')).toEqual({ date: '2026-06-05', time: '00:30:00' });
    expect(parseIsoDateTime('2026-06-05T10:00:00+07:00')).toEqual({ date: '2026-06-05', time: '10:00:00' });
    expect(parseIsoDateTime('2026-06-05T01:00:00.123+09:00')).toEqual({
      date: '2026-06-04',
      time: '23:00:00',
    });
  });

  it('refuses impossible dates', () => {
    expect(parseIsoDateTime('2025-02-31')).toBeNull();
    expect(parseSlashDateTime('31/02/2025', 'dmy')).toBeNull();
    expect(parseMonthNameDate('31 Feb 2025')).toBeNull();
    expect(parseIsoDateTime('2026-13-01')).toBeNull();
  });

  it('reads day-first and month-first slash dates, two-digit years and times', () => {
    expect(parseSlashDateTime('05/06/26 07.45.12', 'dmy')).toEqual({ date: '2026-06-05', time: '07:45:12' });
    expect(parseSlashDateTime('12/06/2026 09:30', 'dmy')).toEqual({ date: '2026-06-12', time: '09:30:00' });
    expect(parseSlashDateTime('8/20/2026 12:07:21 AM', 'mdy')).toEqual({
      date: '2026-08-20',
      time: '00:07:21',
    });
  });

  it('reads English and Indonesian month names', () => {
    expect(parseMonthNameDate('01 Jun 2026')).toEqual({ date: '2026-06-01', time: null });
    expect(parseMonthNameDate('5-Jan-2025')).toEqual({ date: '2025-01-05', time: null });
    expect(parseMonthNameDate('17 Agustus 2026')).toEqual({ date: '2026-08-17', time: null });
    expect(parseMonthNameDate('1 Mei 2026 10:15:30 WIB')).toEqual({ date: '2026-05-01', time: '10:15:30' });
    expect(parseStatementDateTime('05/06/2026')).toEqual({ date: '2026-06-05', time: null });
  });

  it("gives KlikBCA's DD/MM the statement's year, or the year before", () => {
    expect(dateFromDayMonth(30, 12, '2027-01-02')).toBe('2026-12-30');
    expect(dateFromDayMonth(2, 1, '2027-01-02')).toBe('2027-01-02');
    expect(dateFromDayMonth(6, 6, '2026-06-05')).toBe('2026-06-06');
    expect(dateFromDayMonth(29, 2, '2026-03-01')).toBeNull();
  });

  it('shifts UTC to WIB across midnight', () => {
    expect(shiftToWib({ date: '2026-06-04', time: '17:30:00' }, 0)).toEqual({
      date: '2026-06-05',
      time: '00:30:00',
    });
    expect(shiftToWib({ date: '2026-12-31', time: '20:00:00' }, 0)).toEqual({
      date: '2027-01-01',
      time: '03:00:00',
    });
  });
});
