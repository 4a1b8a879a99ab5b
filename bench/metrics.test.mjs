import { describe, expect, it } from 'vitest';
import { formatMs, median, totalBlockingTime, versus } from './metrics.mjs';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([900, 120, 450, 3000, 200])).toBe(450);
  });

  it('averages the middle two of an even count and skips missing figures', () => {
    expect(median([4, 1, null, 3, 2])).toBe(2.5);
  });

  it('has no median without figures', () => {
    expect(median([])).toBeNull();
    expect(median([null, undefined])).toBeNull();
  });
});

describe('totalBlockingTime', () => {
  it('sums what each long task spends beyond 50 ms', () => {
    const tasks = [
      { start: 1000, duration: 120 },
      { start: 1500, duration: 51 },
      { start: 2000, duration: 50 },
    ];
    expect(totalBlockingTime(tasks, 500, 5000)).toBe(71);
  });

  it('counts a task straddling first paint or the end only inside the window', () => {
    const tasks = [
      { start: 900, duration: 200 }, // 100 ms after FCP at 1000: 50 blocking
      { start: 2950, duration: 150 }, // 50 ms before the end at 3000: none
      { start: 400, duration: 300 }, // over before FCP: none
    ];
    expect(totalBlockingTime(tasks, 1000, 3000)).toBe(50);
  });
});

describe('formatMs and versus', () => {
  it('writes milliseconds below a second and seconds above', () => {
    expect(formatMs(49.6)).toBe('50 ms');
    expect(formatMs(1600)).toBe('1.60 s');
    expect(formatMs(null)).toBe('—');
  });

  it('marks a figure met at or under its limit, not met above it, and leaves a missing one bare', () => {
    expect(versus('1.60 s', 1600, 1600)).toBe('1.60 s (met)');
    expect(versus('51 ms', 51, 50)).toBe('51 ms (not met)');
    expect(versus('—', null, 50)).toBe('—');
  });
});
