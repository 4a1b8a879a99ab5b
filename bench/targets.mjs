/**
 * Bench section "targets" (issue 9): per measured page, its first-visit JS (bench/bytes.mjs),
 * LCP and blocking time (the load-timing and Lighthouse sections of the same run) beside
 * what the same app built the usual way gets and the targets, each marked met or
 * not met. Figures of a section left out of the run show as "—".
 */
import { measureRoutes } from './bytes.mjs';
import { formatMs, versus } from './metrics.mjs';
import { PAGES } from './pages.mjs';

/** The usual way: a single-page React app with MUI, Redux, axios, react-slick, react-toastify. */
export const USUAL = { jsKiB: 211, lighthouse: '91–96', lcp: '2.3–2.5 s', tbt: '100–230 ms' };
export const LCP_TARGET_MS = 1600;
export const TBT_TARGET_MS = 50;

/** The first-visit JS budget of a route (KiB, brotli): the goals. */
export function jsTargetKiB(route, loggedIn) {
  if (route === '/rodo' || route === '/terms-and-conditions') return 0;
  if (route === '/counter') return 2;
  return loggedIn ? 100 : 80;
}

/**
 * One row per page from the collected figures: `jsBrotli` { [route]: bytes },
 * `loadTimings` and `lighthouse` as their sections leave them in `results`.
 */
export function targetsTable({ pages = PAGES, jsBrotli = {}, loadTimings = {}, lighthouse = {} }) {
  const lines = [
    '| route | JS, brotli (target) | LCP, slow 4G | LCP, Lighthouse | TBT, 4× CPU, slow 4G | TBT, Lighthouse | Lighthouse performance |',
    '|---|---:|---:|---:|---:|---:|---:|',
    `| *the usual way* | ${USUAL.jsKiB} KB | — | ${USUAL.lcp} | — | ${USUAL.tbt} | ${USUAL.lighthouse} |`,
    `| *target* | ≤ 100 KB logged in, ≤ 80 KB login | ≤ ${formatMs(LCP_TARGET_MS)} | ≤ ${formatMs(LCP_TARGET_MS)} | ≤ ${TBT_TARGET_MS} ms | ≤ ${TBT_TARGET_MS} ms | — |`,
  ];
  for (const { route, loggedIn } of pages) {
    const bytes = jsBrotli[route];
    const kib = bytes === undefined ? null : bytes / 1024;
    const limit = jsTargetKiB(route, loggedIn);
    const js = kib === null ? '—' : versus(`${kib.toFixed(1)} KB (≤ ${limit})`, kib, limit);
    const measured = loadTimings[route]?.['slow 4G']?.first ?? {};
    const lh = lighthouse[route] ?? {};
    const cells = [
      js,
      versus(formatMs(measured.lcp), measured.lcp, LCP_TARGET_MS),
      versus(formatMs(lh.lcp), lh.lcp, LCP_TARGET_MS),
      versus(formatMs(measured.tbt), measured.tbt, TBT_TARGET_MS),
      versus(formatMs(lh.tbt), lh.tbt, TBT_TARGET_MS),
      lh.performance ?? '—',
    ];
    lines.push(`| ${route} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

export function targetsSection({ dist, results = {} }) {
  const jsBrotli = Object.fromEntries(measureRoutes(dist).map(({ route, totals }) => [route.path, totals.js.brotli]));
  return [
    '## Against the usual way and the targets',
    '',
    'The same app built the usual way (issue 9): 211 KB of JS (brotli) on its first page, Lighthouse mobile 91–96, ' +
      'LCP 2.3–2.5 s, 100–230 ms of blocking time. Targets: a logged-in page’s first visit at most 100 KB of JS ' +
      '(brotli; the login page 80 KB, /counter 2 KB, /rodo none), LCP at most 1.6 s under slow 4G, blocking time at ' +
      'most 50 ms at 4× CPU. KB = 1024 bytes. Measured columns: first visit, medians of the load-timing section; ' +
      'Lighthouse columns: its simulated mobile run.',
    '',
    targetsTable({ jsBrotli, loadTimings: results.loadTimings, lighthouse: results.lighthouse }),
  ].join('\n');
}
