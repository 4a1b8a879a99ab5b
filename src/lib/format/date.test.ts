import { describe, expect, it } from 'vitest';
import { daysBetween, formatDate, formatDateTime, formatIsoDay, isIsoDay, warsawDay, warsawTime } from './date';

describe('dates in Europe/Warsaw (D7)', () => {
  it.each([
    // winter (UTC+1) and summer (UTC+2)
    ['2026-01-15T11:00:00Z', '15.01.2026 12:00'],
    ['2026-07-15T10:00:00Z', '15.07.2026 12:00'],
    // the night summer time starts: 2026-03-29, 02:00 CET → 03:00 CEST
    ['2026-03-29T00:59:00Z', '29.03.2026 01:59'],
    ['2026-03-29T01:00:00Z', '29.03.2026 03:00'],
    // the night it ends: 2026-10-25, 03:00 CEST → 02:00 CET (02:30 happens twice)
    ['2026-10-25T00:30:00Z', '25.10.2026 02:30'],
    ['2026-10-25T01:30:00Z', '25.10.2026 02:30'],
    ['2026-10-25T02:00:00Z', '25.10.2026 03:00'],
    // the day changes in Warsaw before it does in UTC
    ['2026-12-31T23:30:00Z', '01.01.2027 00:30'],
    // the launch year: summer time started on 2025-03-30 and ended on 2025-10-26
    ['2025-03-30T00:59:59Z', '30.03.2025 01:59'],
    ['2025-03-30T01:00:00Z', '30.03.2025 03:00'],
    ['2025-05-05T10:00:00Z', '05.05.2025 12:00'],
    ['2025-10-26T00:59:00Z', '26.10.2025 02:59'],
    ['2025-10-26T01:00:00Z', '26.10.2025 02:00'],
    // a date without a zone is read as UTC by the API's ISO strings; milliseconds are dropped
    ['2026-06-01T08:30:59.999Z', '01.06.2026 10:30'],
  ])('%s → %s', (iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected);
  });

  it('keeps the clock Intl keeps for Europe/Warsaw from 1996 to 2040 (every hour of March and October)', () => {
    const intl = new Intl.DateTimeFormat('pl-PL', {
      timeZone: 'Europe/Warsaw',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const differing: string[] = [];
    const hour = 3_600_000;
    for (let t = Date.UTC(1996, 0, 1); t < Date.UTC(2041, 0, 1);) {
      const month = new Date(t).getUTCMonth();
      t += month === 2 || month === 9 ? hour : 11 * hour;
      const expected = intl.format(t).replace(',', '');
      if (formatDateTime(t) !== expected) differing.push(new Date(t).toISOString());
    }
    expect(differing).toEqual([]);
  });

  it('formats dates alone', () => {
    expect(formatDate('2026-06-30T22:15:00Z')).toBe('01.07.2026');
  });

  it('shows a dash for garbage', () => {
    expect(formatDateTime('not a date')).toBe('–');
  });

  it('finds the launch instant of D7 whatever the machine zone', () => {
    expect(warsawTime(2025, 5, 5, 12).toISOString()).toBe('2025-05-05T10:00:00.000Z');
    expect(warsawTime(2025, 1, 5, 12).toISOString()).toBe('2025-01-05T11:00:00.000Z');
  });

  it.each([
    // an hour before the change in spring and an hour after: still 23 h apart on the wall clock
    [2025, 3, 30, 1, '2025-03-30T00:00:00.000Z'],
    [2025, 3, 30, 3, '2025-03-30T01:00:00.000Z'],
    [2025, 10, 26, 1, '2025-10-25T23:00:00.000Z'],
    [2025, 10, 26, 4, '2025-10-26T03:00:00.000Z'],
  ])('warsawTime(%s-%s-%s %s:00) is %s', (y, m, d, h, iso) => {
    expect(warsawTime(y, m, d, h).toISOString()).toBe(iso);
  });

  it.each([
    ['2026-03-28T23:30:00Z', '2026-03-29'],
    ['2026-10-24T22:30:00Z', '2026-10-25'],
    ['2026-10-25T22:59:59Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
    ['2026-07-01T21:59:00Z', '2026-07-01'],
    ['2026-07-01T22:00:00Z', '2026-07-02'],
  ])('the Warsaw day of %s is %s', (iso, day) => {
    expect(warsawDay(iso)).toBe(day);
  });

  it.each([
    ['2026-12-26', '26.12.2026'],
    ['2026-02-29', '–'],
    ['2028-02-29', '29.02.2028'],
    ['26.12.2026', '–'],
    ['', '–'],
  ])('an API day %j reads %j', (day, expected) => {
    expect(formatIsoDay(day)).toBe(expected);
    expect(isIsoDay(day)).toBe(expected !== '–');
  });

  it.each([
    ['2026-11-21', '2026-11-21', 0],
    ['2026-11-21', '2026-12-26', 35],
    // across the autumn change (a 25-hour day) and the spring one (23 hours): still whole days
    ['2026-10-24', '2026-10-26', 2],
    ['2026-03-28', '2026-03-30', 2],
    ['2026-11-21', '2026-11-20', -1],
  ])('from %s to %s: %s days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});
