/**
 * Bench section "Lighthouse" (issue 9): Lighthouse's mobile scores (its default: a
 * simulated slow 4G and 4× CPU) and its LCP and TBT for the pages of bench/pages.mjs,
 * against the built site and the real API (fresh demo data). Its simulation scales the
 * CPU time it observes, so one run on a busy machine can be far off: each page gets
 * BENCH_LIGHTHOUSE_RUNS runs (default 3) and the report keeps the run with the median
 * performance score, as Lighthouse's own docs advise.
 *
 * Logged-in pages need the session in sessionStorage, which belongs to one tab, and
 * Lighthouse opens a tab of its own when it connects by port. So Playwright launches
 * Chromium as a persistent context with a remote-debugging port and an init script that
 * stores the session; the tab Lighthouse opens belongs to that context, so the script
 * runs there too, before the page's guard. Lighthouse's storage reset clears caches
 * and service workers but not sessionStorage. (Its other way in, a Puppeteer page,
 * would need Puppeteer as a dependency of ours.)
 */
/* global sessionStorage */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { formatMs, versus } from './metrics.mjs';
import { preparePages } from './pages.mjs';
import { PEER_ROUTES, startPeer } from './peer.mjs';
import { chromiumOptions, siteProtocol, startBenchSite } from './site.mjs';

/** Our pages set against the usual way's (issue 16), with the ratios they must stay under. */
export const COMPARED = [
  { route: '/goals', peer: '/goals' },
  { route: '/awards-catalog', peer: '/awards-catalog' },
  // The usual way has no history page: its /goals is the nearest list of the same shell.
  { route: '/history', peer: '/goals' },
];
export const LCP_RATIO_MAX = 0.65;
export const TBT_RATIO_MAX = 0.3;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function storeSession(session) {
  try {
    if (!sessionStorage.getItem('user')) sessionStorage.setItem('user', session);
  } catch {
    // about:blank, where Lighthouse starts, has no storage.
  }
}

/** The port Chromium chose for --remote-debugging-port=0 (first line of DevToolsActivePort). */
async function devtoolsPort(userDataDir) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return Number(readFileSync(join(userDataDir, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('Chromium did not open its remote-debugging port');
}

/** One Lighthouse run of `target` in a browser of its own; the scores (0–100) and timings. */
async function audit(target, session) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'punkty-lighthouse-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...chromiumOptions(['--remote-debugging-port=0']),
    viewport: null,
  });
  try {
    if (target.loggedIn) await context.addInitScript(storeSession, session);
    const port = await devtoolsPort(userDataDir);
    const result = await lighthouse(target.url, { port, logLevel: 'error', onlyCategories: CATEGORIES });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(target.url).pathname)
      throw new Error(`ended at ${lhr.finalDisplayedUrl}`);
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** The run with the median performance score (the lower middle of an even count). */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Audits `target` `runs` times: the median run's scores and timings, or { error } when none finished. */
async function auditRuns(target, session, runs, log) {
  const done = [];
  const failures = [];
  for (let i = 0; i < runs; i++) {
    try {
      done.push(await audit(target, session));
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  log(`lighthouse: ${target.url}: scores ${done.map((run) => run.performance).join(', ')} ${failures.join('; ')}`);
  return done.length ? { ...medianRun(done), failures } : { error: failures.join('; ') };
}

/**
 * Audits every page `runs` times, then the usual way's pages (bench/peer.mjs) in the same
 * run: { pages: { [route]: result }, peer: { [peerRoute]: result } | null }.
 */
export async function measureLighthouse({ dist, runs = 3, log = () => {} } = {}) {
  const site = await startBenchSite({ dist });
  const pages = {};
  try {
    const prepared = await preparePages(site);
    for (const target of prepared.pages) pages[target.route] = await auditRuns(target, prepared.session, runs, log);
  } finally {
    await site.stop();
  }
  const server = await startPeer(log);
  if (!server) return { pages, peer: null };
  try {
    const peer = {};
    for (const path of new Set(Object.values(PEER_ROUTES)))
      peer[path] = await auditRuns({ url: `${server.url}${path}`, loggedIn: false }, null, runs, log);
    return { pages, peer };
  } finally {
    await server.stop();
  }
}

const ratio = (ours, theirs) => (Number.isFinite(ours) && Number.isFinite(theirs) && theirs > 0 ? ours / theirs : null);

/** Our LCP and TBT as fractions of the usual way's on the compared pages, each against its bound. */
export function peerTable({ pages, peer }) {
  if (!peer) return 'The usual way was not measured: ../shared/peer-spa (BENCH_PEER_DIR) is not there.';
  const lines = [
    '| page | LCP ours / usual way | LCP ratio (≤ 0.65) | TBT ours / usual way | TBT ratio (≤ 0.3) | performance ours / usual way |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const { route, peer: peerRoute } of COMPARED) {
    const ours = pages[route] ?? {};
    const theirs = peer[peerRoute] ?? {};
    const lcp = ratio(ours.lcp, theirs.lcp);
    const tbt = ratio(ours.tbt, theirs.tbt);
    const cell = (value, max) => (value === null ? '—' : versus(`${value.toFixed(2)}×`, value, max));
    lines.push(
      `| ${route} (usual way: ${peerRoute}) | ${formatMs(ours.lcp)} / ${formatMs(theirs.lcp)} | ${cell(lcp, LCP_RATIO_MAX)} | ` +
        `${formatMs(ours.tbt)} / ${formatMs(theirs.tbt)} | ${cell(tbt, TBT_RATIO_MAX)} | ` +
        `${scoreCell(ours.performance)} / ${scoreCell(theirs.performance)} |`,
    );
  }
  return lines.join('\n');
}

const scoreCell = (value) => (value === null || value === undefined ? '—' : String(value));

/** The results as a Markdown table, with a note per failed route or warned run. */
export function lighthouseTable(results) {
  const lines = [
    '| route | performance | accessibility | best practices | SEO | LCP | TBT |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  const notes = [];
  for (const [route, r] of Object.entries(results)) {
    if (r.error) {
      lines.push(`| ${route} | — | — | — | — | — | — |`);
      notes.push(`- ${route}: Lighthouse did not run to the end: ${r.error}`);
      continue;
    }
    lines.push(
      `| ${route} | ${scoreCell(r.performance)} | ${scoreCell(r.accessibility)} | ${scoreCell(r.bestPractices)} | ` +
        `${scoreCell(r.seo)} | ${formatMs(r.lcp)} | ${formatMs(r.tbt)} |`,
    );
    for (const warning of r.warnings) notes.push(`- ${route}: ${warning}`);
    for (const failure of r.failures ?? []) notes.push(`- ${route}: a run did not finish: ${failure}`);
  }
  return notes.length ? `${lines.join('\n')}\n\n${notes.join('\n')}` : lines.join('\n');
}

export async function lighthouseSection({ dist, results = {} } = {}) {
  const log = (line) => process.stderr.write(`${line}\n`);
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3;
  const measured = await measureLighthouse({ dist, runs, log });
  results.lighthouse = measured.pages;
  results.lighthousePeer = measured.peer;
  return [
    '## Lighthouse (mobile)',
    '',
    `Lighthouse in its default mobile mode (simulated slow 4G, 4× CPU), the run with the median performance score of ${runs} per page, the built site served with ` +
      `brotli (${siteProtocol()}) and the reference API (fresh demo data); logged-in pages with the session of ` +
      '`demo` prepared in the tab. ' +
      'Scores 0–100; LCP and TBT as Lighthouse simulates them.',
    '',
    lighthouseTable(results.lighthouse),
    '',
    '### Beside the usual way, in the same run',
    '',
    'The reference single-page app of ../shared/peer-spa (React, MUI, Redux, axios; its data is static JSON, so it ' +
      'never waits for an API), built once and served with brotli by its own server, audited the same way right after ' +
      'our pages. Its pages and ours: ' +
      COMPARED.map((c) => `${c.route} ↔ ${c.peer}`).join(', ') +
      '. The issue’s bounds: our LCP at most 0.65× and our TBT at most 0.3× the usual way’s.',
    '',
    peerTable(measured),
    ...(measured.peer ? ['', lighthouseTable(measured.peer)] : []),
  ].join('\n');
}
