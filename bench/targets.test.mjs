import { describe, expect, it } from 'vitest';
import { jsTargetKB, targetsTable } from './targets.mjs';

const pages = [
  { route: '/', loggedIn: false },
  { route: '/rodo', loggedIn: false },
  { route: '/goals', loggedIn: true },
  { route: '/history', loggedIn: true },
];

describe('targetsTable', () => {
  it('marks every figure against its target, /rodo’s LCP and the order of request and module', () => {
    const table = targetsTable({
      pages,
      jsBrotli: { '/': 70 * 1000, '/goals': 108.2 * 1000 },
      loadTimings: {
        '/rodo': { 'slow 4G': { first: { lcp: 600, tbt: 0 } } },
        '/goals': { 'slow 4G': { first: { shown: 1400, lcp: 1200, tbt: 80, api: 300, island: 700 } } },
        '/history': { 'slow 4G': { first: { shown: 1700, lcp: 1700, tbt: 20, api: 900, island: 700 } } },
      },
      lighthouse: { '/goals': { lcp: 1700, tbt: 20 } },
    }).split('\n');
    expect(table[3]).toBe('| / | 70.0 KB (≤ 80) (met) | — | — | — | — | — | — | — |');
    expect(table[4]).toBe('| /rodo | — | — | 600 ms (met) | — | — | 0 ms (met) | — | — |');
    expect(table[5]).toBe(
      '| /goals | 108.2 KB (≤ 100) (not met) | 1.40 s (met) | 1.20 s (met) | 2.00× (met) | yes (400 ms before) | 80 ms (not met) | 1.70 s (not met) | 20 ms (met) |',
    );
    expect(table[6]).toBe(
      '| /history | — | 1.70 s (not met) | 1.70 s (not met) | 2.83× (not met) | no (200 ms after) | 20 ms (met) | — | — |',
    );
  });
});

describe('jsTargetKB', () => {
  it('follows the issue: none on the legal pages, 2 KB for the counter, 80 for login, 100 logged in', () => {
    expect([jsTargetKB('/rodo', false), jsTargetKB('/counter', false), jsTargetKB('/', false)]).toEqual([0, 2, 80]);
    expect(jsTargetKB('/history', true)).toBe(100);
  });
});
