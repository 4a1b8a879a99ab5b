import { describe, expect, it } from 'vitest';
import { lighthouseTable, medianRun, peerTable } from './lighthouse.mjs';
import { loadTimingsTable } from './load-timings.mjs';
import { offlineTable } from './offline.mjs';

describe('loadTimingsTable', () => {
  it('writes a row per CPU, route, network and visit', () => {
    const m = { html: 240, api: 301, island: 700, fcp: 850, lcp: 1240, shown: 1910.4, tbt: 12, cls: 0.0042 };
    const goals = { '/goals': { 'slow 4G': { first: m, repeat: { ...m, cls: null } } } };
    const table = loadTimingsTable({ '4×': goals, 'mid-tier (2.83×)': goals }).split('\n');
    expect(table.slice(2)).toEqual([
      '| 4× | /goals | slow 4G | first | 240 ms | 301 ms | 700 ms | 850 ms | 1.24 s | 1.91 s | 12 ms | 0.004 |',
      '| 4× | /goals | slow 4G | repeat | 240 ms | 301 ms | 700 ms | 850 ms | 1.24 s | 1.91 s | 12 ms | — |',
      '| mid-tier (2.83×) | /goals | slow 4G | first | 240 ms | 301 ms | 700 ms | 850 ms | 1.24 s | 1.91 s | 12 ms | 0.004 |',
      '| mid-tier (2.83×) | /goals | slow 4G | repeat | 240 ms | 301 ms | 700 ms | 850 ms | 1.24 s | 1.91 s | 12 ms | — |',
    ]);
  });
});

describe('lighthouseTable', () => {
  it('gives scores and timings, and says why a route has none', () => {
    const table = lighthouseTable({
      '/rodo': {
        performance: 100,
        accessibility: 98,
        bestPractices: 100,
        seo: 92,
        lcp: 900,
        tbt: 0,
        warnings: [],
        failures: ['Chromium did not open its remote-debugging port'],
      },
      '/goals': { error: 'ended at http://127.0.0.1/' },
    });
    expect(table).toContain('| /rodo | 100 | 98 | 100 | 92 | 900 ms | 0 ms |');
    expect(table).toContain('| /goals | — | — | — | — | — | — |');
    expect(table).toContain('- /goals: Lighthouse did not run to the end: ended at http://127.0.0.1/');
    expect(table).toContain('- /rodo: a run did not finish: Chromium did not open its remote-debugging port');
  });
});

describe('peerTable', () => {
  it('gives our LCP and TBT as fractions of the usual way’s, each against its bound', () => {
    const table = peerTable({
      pages: {
        '/goals': { lcp: 1300, tbt: 100, performance: 95 },
        '/history': { lcp: 1000, tbt: 200, performance: 90 },
      },
      peer: { '/goals': { lcp: 2400, tbt: 500, performance: 82 }, '/awards-catalog': { error: 'x' } },
    }).split('\n');
    expect(table[2]).toBe(
      '| /goals (usual way: /goals) | 1.30 s / 2.40 s | 0.54× (met) | 100 ms / 500 ms | 0.20× (met) | 95 / 82 |',
    );
    expect(table[3]).toBe('| /awards-catalog (usual way: /awards-catalog) | — / — | — | — / — | — | — / — |');
    expect(table[4]).toBe(
      '| /history (usual way: /goals) | 1.00 s / 2.40 s | 0.42× (met) | 200 ms / 500 ms | 0.40× (not met) | 90 / 82 |',
    );
  });

  it('says so when the usual way is not there', () => {
    expect(peerTable({ pages: {}, peer: null })).toMatch(/not measured/);
  });
});

describe('medianRun', () => {
  it('keeps the whole run with the median performance score, not a mix of runs', () => {
    const runs = [
      { performance: 53, tbt: 3090 },
      { performance: 97, tbt: 20 },
      { performance: 79, tbt: 470 },
    ];
    expect(medianRun(runs)).toBe(runs[2]);
    expect(medianRun([runs[0], runs[1]])).toBe(runs[0]);
  });
});

describe('offlineTable', () => {
  it('says per page whether its data and the note were shown', () => {
    const table = offlineTable([
      { route: '/goals', what: 'first plan card', shown: 812.4, note: 'Offline — dane z 14:32' },
      { route: '/profile', what: 'the profile’s data', shown: null, note: '' },
    ]).split('\n');
    expect(table.slice(2)).toEqual([
      '| /goals | yes (first plan card) | 812 ms | Offline — dane z 14:32 |',
      '| /profile | no | — | — |',
    ]);
  });
});
