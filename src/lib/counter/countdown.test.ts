import { describe, expect, it } from 'vitest';
import { countdownParts, countdownText, msToNextTick, unitLabel } from './countdown';
import { warsawTime } from '../format/date';
import { LAUNCH_AT } from './launch';

const T = LAUNCH_AT.getTime();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('countdown to the launch (D7)', () => {
  it('targets 2025-05-05 12:00 in Warsaw (10:00 UTC, summer time)', () => {
    expect(LAUNCH_AT.toISOString()).toBe('2025-05-05T10:00:00.000Z');
  });

  it.each([
    ['one second before', T - SECOND, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ['half a second before (rounds up)', T - 500, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ['a minute and a half before', T - 90 * SECOND, { days: 0, hours: 0, minutes: 1, seconds: 30 }],
    ['exactly a day before', T - DAY, { days: 1, hours: 0, minutes: 0, seconds: 0 }],
    [
      '2 days 4 hours 22 minutes 12 seconds before',
      T - (2 * DAY + 4 * HOUR + 22 * MINUTE + 12 * SECOND),
      { days: 2, hours: 4, minutes: 22, seconds: 12 },
    ],
    // 2025-03-29 12:00 in Warsaw was winter time: 36 days 23 hours of real time to the launch
    [
      'from before the spring clock change',
      warsawTime(2025, 3, 29, 12).getTime(),
      { days: 36, hours: 23, minutes: 0, seconds: 0 },
    ],
    [
      'from 2025-01-01 00:00 Warsaw',
      warsawTime(2025, 1, 1, 0).getTime(),
      { days: 124, hours: 11, minutes: 0, seconds: 0 },
    ],
  ])('%s', (_case, now, expected) => {
    expect(countdownParts(T, now)).toEqual(expected);
  });

  it.each([
    ['at the target', T],
    ['a millisecond after', T + 1],
    ['a year after', T + 365 * DAY],
  ])('has started %s', (_case, now) => {
    expect(countdownParts(T, now)).toBeNull();
  });

  it('is null for a target that is not a number', () => {
    expect(countdownParts(Number.NaN, T)).toBeNull();
  });

  it.each([
    [{ days: 1, hours: 1, minutes: 1, seconds: 1 }, '1 dzień 1 godzina 1 minuta 1 sekunda'],
    [{ days: 2, hours: 3, minutes: 4, seconds: 22 }, '2 dni 3 godziny 4 minuty 22 sekundy'],
    [{ days: 5, hours: 12, minutes: 14, seconds: 25 }, '5 dni 12 godzin 14 minut 25 sekund'],
    [{ days: 0, hours: 0, minutes: 0, seconds: 0 }, '0 dni 0 godzin 0 minut 0 sekund'],
    [{ days: 122, hours: 21, minutes: 112, seconds: 11 }, '122 dni 21 godzin 112 minut 11 sekund'],
  ])('reads %o as %j', (parts, text) => {
    expect(countdownText(parts)).toBe(text);
  });

  it('labels a unit by its value', () => {
    expect(unitLabel('hours', 22)).toBe('godziny');
    expect(unitLabel('days', 1)).toBe('dzień');
  });

  it.each([
    [T - 1500, 500],
    [T - 1000, 1000],
    [T - 999, 999],
  ])('ticks on the whole second (now %s → %s ms)', (now, ms) => {
    expect(msToNextTick(T, now)).toBe(ms);
  });
});
