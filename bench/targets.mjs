/**
 * Bench section "targets" (issues 9, 16 and 24): per measured page, its first-visit JS
 * (bench/bytes.mjs: its JS files and inline scripts, in KB of 1000 bytes as issue 24 counts) and, from the load-timing section of the same run (slow 4G, 4× CPU,
 * first visit), data shown, LCP, LCP against /rodo's, whether the first API request
 * started before the first island module arrived, and blocking time, each marked met or
 * not met; then Lighthouse's LCP and TBT. Figures of a section left out of the run show as "—".
 */
import { jsWithInline, measureRoutes } from './bytes.mjs';
import { formatMs, versus } from './metrics.mjs';
import { PAGES } from './pages.mjs';

export const LCP_TARGET_MS = 1600;
export const SHOWN_TARGET_MS = 1600;
export const TBT_TARGET_MS = 50;
/** A logged-in page's LCP at most this many times that of /rodo (static HTML) in the same run. */
export const RODO_RATIO_MAX = 2.5;

/** The first-visit JS budget of a route (KB of 1000 bytes, brotli, inline scripts included): the issues' goals. */
export function jsTargetKB(route, loggedIn) {
  if (route === '/rodo' || route === '/terms-and-conditions') return 0;
  if (route === '/counter') return 2;
  return loggedIn ? 100 : 80;
}

/** "yes" when the first API request started before the first island module had arrived. */
function requestFirst(m) {
  if (!Number.isFinite(m.api)) return '—';
  if (!Number.isFinite(m.island)) return 'yes (no island module)';
  return m.api < m.island ? `yes (${formatMs(m.island - m.api)} before)` : `no (${formatMs(m.api - m.island)} after)`;
}

/**
 * One row per page from the collected figures: `jsBrotli` { [route]: bytes of JS files and inline scripts },
 * `loadTimings` and `lighthouse` as their sections leave them in `results`.
 */
export function targetsTable({ pages = PAGES, jsBrotli = {}, loadTimings = {}, lighthouse = {} }) {
  const rodo = loadTimings['/rodo']?.['slow 4G']?.first?.lcp;
  const lines = [
    '| route | JS, brotli (target) | data shown | LCP | LCP ÷ /rodo’s | API asked before the island module | TBT, 4× CPU | LCP, Lighthouse | TBT, Lighthouse |',
    '|---|---:|---:|---:|---:|---|---:|---:|---:|',
    `| *target* | ≤ 100 KB logged in, ≤ 80 KB login | ≤ ${formatMs(SHOWN_TARGET_MS)} | ≤ ${formatMs(LCP_TARGET_MS)} | ≤ ${RODO_RATIO_MAX}× | yes | ≤ ${TBT_TARGET_MS} ms | ≤ ${formatMs(LCP_TARGET_MS)} | ≤ ${TBT_TARGET_MS} ms |`,
  ];
  for (const { route, loggedIn } of pages) {
    const bytes = jsBrotli[route];
    const kb = bytes === undefined ? null : bytes / 1000;
    const limit = jsTargetKB(route, loggedIn);
    const js = kb === null ? '—' : versus(`${kb.toFixed(1)} KB (≤ ${limit})`, kb, limit);
    const m = loadTimings[route]?.['slow 4G']?.first ?? {};
    const lh = lighthouse[route] ?? {};
    const toRodo = Number.isFinite(m.lcp) && Number.isFinite(rodo) && rodo > 0 ? m.lcp / rodo : null;
    const cells = [
      js,
      loggedIn ? versus(formatMs(m.shown), m.shown, SHOWN_TARGET_MS) : formatMs(m.shown),
      versus(formatMs(m.lcp), m.lcp, LCP_TARGET_MS),
      !loggedIn || toRodo === null ? '—' : versus(`${toRodo.toFixed(2)}×`, toRodo, RODO_RATIO_MAX),
      loggedIn ? requestFirst(m) : '—',
      versus(formatMs(m.tbt), m.tbt, TBT_TARGET_MS),
      versus(formatMs(lh.lcp), lh.lcp, LCP_TARGET_MS),
      versus(formatMs(lh.tbt), lh.tbt, TBT_TARGET_MS),
    ];
    lines.push(`| ${route} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

export function targetsSection({ dist, results = {} }) {
  const jsBrotli = Object.fromEntries(
    measureRoutes(dist).map(({ route, totals }) => [route.path, jsWithInline(totals)]),
  );
  return [
    '## Against the targets',
    '',
    'Targets (issues 9, 16 and 24): a logged-in page’s first visit at most 100 KB of JS, the router and the inline ' +
      'scripts included (brotli; the login page 80 KB, ' +
      '/counter 2 KB, /rodo none); under slow 4G at 4× CPU on a first visit its data shown and its LCP at most ' +
      '1.6 s and its LCP at most 2.5× that of /rodo in the same run; its first API request started before its first ' +
      'island module had arrived; blocking time at most 50 ms. JS in KB of 1000 bytes. Measured columns: first visit, ' +
      'medians of the load-timing section; Lighthouse columns: its simulated mobile run. The usual way’s figures ' +
      'and the ratios against them are in the Lighthouse section.',
    '',
    targetsTable({ jsBrotli, loadTimings: results.loadTimings, lighthouse: results.lighthouse }),
  ].join('\n');
}
