import { describe, expect, it } from 'vitest';
import { journeysTable, prerenderedSummary, requestsCell, timeCell } from './journey-table.mjs';
import { routePattern } from './journey-instrument.mjs';

describe('timeCell and requestsCell', () => {
  it('gives the median and the range, and says how many runs failed', () => {
    expect(timeCell({ ms: [964, 678, 1021.4], requests: [], failed: 0 })).toBe('964 ms (678 ms–1.02 s)');
    expect(timeCell({ ms: [300, 310], requests: [], failed: 1 })).toBe('305 ms (300 ms–310 ms, 1 run(s) failed)');
    expect(timeCell({ ms: [], requests: [], failed: 5 })).toBe('— (5 run(s) failed)');
    expect(timeCell(undefined)).toBe('—');
  });

  it('gives requests per tap as a median with its range, or one figure when all agree', () => {
    expect(requestsCell({ requests: [7, 14, 9] })).toBe('9 (7–14)');
    expect(requestsCell({ requests: [3, 3, 3] })).toBe('3');
    expect(requestsCell(undefined)).toBe('—');
  });
});

describe('journeysTable', () => {
  const rows = [
    {
      key: 'award',
      label: 'tap catalogue → award (phone)',
      peerKey: 'award',
      target: { ratio: 1.5, aim: 1 },
      afterFirstPage: true,
    },
    { key: 'phone /history', label: 'top bar → /history (phone)', peerKey: null, afterFirstPage: true },
    {
      key: 'phone /goals',
      label: 'top bar → /goals, seen earlier (phone)',
      peerKey: 'phone /goals',
      peerNote: '(from /awards-catalog)',
      target: { ms: 300 },
      afterFirstPage: true,
    },
    { key: 'login', label: 'login tap → /goals data (phone)', peerKey: 'login', target: { ms: 1200 } },
  ];
  const runs = (ms, requests) => ({ ms, requests, failed: 0 });
  const results = [
    {
      tier: 'mid-tier',
      label: 'mid-tier (2.83×)',
      ours: {
        award: runs([964, 678, 1021], [7, 14, 9]),
        'phone /history': runs([900], [9]),
        'phone /goals': runs([250, 280, 260], [2, 3, 3]),
        login: runs([1750, 1930, 1800], [16, 18, 17]),
      },
      peer: { award: runs([122, 118, 130], [0, 0, 0]), 'phone /goals': runs([200], [0]), login: runs([900], [1]) },
    },
    {
      tier: 'low-tier',
      label: 'low-tier (9.1×)',
      ours: { award: runs([2000], [7]) },
      peer: { award: runs([400], [0]) },
    },
  ];
  const table = journeysTable(rows, results).split('\n');

  it('sets ours beside the usual way with the ratio, and judges the targets at mid-tier only', () => {
    expect(table[2]).toBe(
      '| tap catalogue → award (phone) | mid-tier (2.83×) | 964 ms (678 ms–1.02 s) | 9 (7–14) | 122 ms (118 ms–130 ms) | 0 | ' +
        '7.90× | ≤ 1.5× the usual way (aim 1.0×) (not met) | ≤ 3 (not met) |',
    );
    expect(table[3]).toBe(
      '| tap catalogue → award (phone) | low-tier (9.1×) | 2.00 s | 7 | 400 ms | 0 | 5.00× | ≤ 1.5× the usual way (aim 1.0×) | ≤ 3 |',
    );
  });

  it('says where the usual way has no such page, and notes what it measured instead', () => {
    expect(table[4]).toContain('| 900 ms | 9 | no such page | — | — |');
    expect(table[6]).toBe(
      '| top bar → /goals, seen earlier (phone) | mid-tier (2.83×) | 260 ms (250 ms–280 ms) | 3 (2–3) | ' +
        '200 ms (from /awards-catalog) | 0 | 1.30× | ≤ 300 ms (met) | ≤ 3 (met) |',
    );
  });

  it('leaves the requests target off the first page (login) and marks a missing usual way', () => {
    expect(table[8]).toBe(
      '| login tap → /goals data (phone) | mid-tier (2.83×) | 1.80 s (1.75 s–1.93 s) | 17 (16–18) | 900 ms | 1 | 2.00× | ' +
        '≤ 1.20 s (not met) |  |',
    );
    const alone = journeysTable(rows.slice(0, 1), [{ ...results[0], peer: null }]).split('\n');
    expect(alone[2]).toContain('| not measured | — | — |');
  });
});

describe('prerenderedSummary', () => {
  it('counts our timed taps a prerendered page showed, across tiers', () => {
    const runs = (ms, prerendered) => ({ ms, requests: [], failed: 0, prerendered });
    const summary = prerenderedSummary([
      { ours: { award: runs([900, 1000], 2), login: runs([1800], 0) } },
      { ours: { award: runs([2000, null], 1) } },
    ]);
    expect(summary).toBe('3 of 4');
  });
});

describe('routePattern', () => {
  it('matches a route’s paths, its parameters as one segment', () => {
    const award = new RegExp(routePattern('/award/:awardId'));
    expect(award.test('/award/42')).toBe(true);
    expect(award.test('/award/42/')).toBe(true);
    expect(award.test('/award/')).toBe(false);
    expect(award.test('/award/42/x')).toBe(false);
    expect(new RegExp(routePattern('/')).test('/goals')).toBe(false);
  });
});
