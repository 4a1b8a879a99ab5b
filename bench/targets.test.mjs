import { describe, expect, it } from 'vitest';
import { jsTargetKiB, targetsTable } from './targets.mjs';

const pages = [
  { route: '/', loggedIn: false },
  { route: '/goals', loggedIn: true },
];

describe('targetsTable', () => {
  it('puts each page beside the usual way and marks every figure against its target', () => {
    const table = targetsTable({
      pages,
      jsBrotli: { '/': 70 * 1024, '/goals': 108.2 * 1024 },
      loadTimings: { '/goals': { 'slow 4G': { first: { lcp: 1200, tbt: 80 } } } },
      lighthouse: { '/goals': { lcp: 1700, tbt: 20, performance: 97 } },
    }).split('\n');
    expect(table[2]).toBe('| *the usual way* | 211 KB | — | 2.3–2.5 s | — | 100–230 ms | 91–96 |');
    expect(table[4]).toBe('| / | 70.0 KB (≤ 80) (met) | — | — | — | — | — |');
    expect(table[5]).toBe(
      '| /goals | 108.2 KB (≤ 100) (not met) | 1.20 s (met) | 1.70 s (not met) | 80 ms (not met) | 20 ms (met) | 97 |',
    );
  });
});

describe('jsTargetKiB', () => {
  it('follows the issue: none on the legal pages, 2 KB for the counter, 80 for login, 100 logged in', () => {
    expect([jsTargetKiB('/rodo', false), jsTargetKiB('/counter', false), jsTargetKiB('/', false)]).toEqual([0, 2, 80]);
    expect(jsTargetKiB('/history', true)).toBe(100);
  });
});
