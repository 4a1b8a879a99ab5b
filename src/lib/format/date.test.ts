import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, warsawTime } from './date';

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
  ])('%s → %s', (iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected);
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
});
