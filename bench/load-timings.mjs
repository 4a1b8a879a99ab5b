/**
 * Bench section "load timings" (issue 9): Chromium as a mid-range phone (390×844, 4× CPU
 * slowdown) on two throttled networks, loading each page of bench/pages.mjs from the
 * built site and the real API (fresh demo data). Per load: first contentful paint,
 * largest contentful paint, when the page's data is shown, total blocking time (long
 * tasks from FCP until the data is shown or the load event ends, whichever is later)
 * and layout shift; and when the HTML arrived, when the first API request started and when
 * the first island module arrived (issue 16: a page asks for its data before its
 * JavaScript has come). A first visit has a cold cache (a new browser context per run); the
 * repeat visit (slow 4G) reloads the page in the same tab (HTTP cache and session caches warm).
 * Medians of BENCH_RUNS (default 5) runs.
 *
 * The 4× rows stay for continuity with earlier reports (the targets table reads them); beside
 * them, on slow 4G, the CPU tiers calibrated at the start of the section the way DevTools
 * calibrates its presets (bench/cpu.mjs: benchmarkIndex 1000, mid-tier, and 264, low-tier).
 */
/* global sessionStorage, performance, PerformanceObserver, MutationObserver, requestAnimationFrame, document, location */
import { cpus, loadavg } from 'node:os';
import { calibrateCpu, describeCalibration, tierLabel } from './cpu.mjs';
import { formatMs, median, totalBlockingTime } from './metrics.mjs';
import { PAGES, preparePages } from './pages.mjs';
import { launchChromium, siteProtocol, startBenchSite } from './site.mjs';

/**
 * DevTools-style throttling (per request, not per packet): rates in bytes per second.
 * The repeat visit only on slow 4G, the targets' network: it keeps the section near 6 minutes.
 */
export const PROFILES = [
  { name: 'slow 4G', latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8, repeat: true },
  { name: 'slow 3G', latency: 400, downloadThroughput: 400e3 / 8, uploadThroughput: 400e3 / 8, repeat: false },
];
export const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };
/** After the data is shown and the load event: time for a late LCP candidate or shift. */
const SETTLE_MS = 500;
const METRICS = ['html', 'api', 'island', 'fcp', 'lcp', 'shown', 'tbt', 'cls'];

/** In the page: when the HTML arrived, the first API request started, the first island module arrived. */
function arrivals() {
  const nav = performance.getEntriesByType('navigation')[0];
  const resources = performance.getEntriesByType('resource');
  const islandUrls = new Set(
    [...document.querySelectorAll('astro-island')]
      .flatMap((island) => [island.getAttribute('component-url'), island.getAttribute('renderer-url')])
      .filter(Boolean)
      .map((url) => new URL(url, location.href).href),
  );
  const first = (entries, time) => (entries.length ? Math.min(...entries.map(time)) : null);
  return {
    html: nav?.responseEnd ?? null,
    api: first(
      resources.filter((e) => /\/(api\/)?loyalty\//.test(new URL(e.name).pathname)),
      (e) => e.startTime,
    ),
    island: first(
      resources.filter((e) => islandUrls.has(e.name)),
      (e) => e.responseEnd,
    ),
  };
}

/** Runs in the page before its own scripts: stores the session, starts the observers. */
function instrument({ session, ready }) {
  if (session && !sessionStorage.getItem('user')) sessionStorage.setItem('user', session);
  const bench = { lcp: null, cls: 0, tasks: [], shown: null };
  globalThis.__bench = bench;
  const observe = (type, onEntry) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe('largest-contentful-paint', (entry) => (bench.lcp = entry.startTime));
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) bench.cls += entry.value;
  });
  observe('longtask', (entry) => bench.tasks.push({ start: entry.startTime, duration: entry.duration }));
  // "Shown" = the frame that paints the ready element: checked on every DOM change.
  let seen = false;
  const check = () => {
    if (seen || !document.querySelector(ready)?.checkVisibility()) return;
    seen = true;
    watcher.disconnect();
    requestAnimationFrame(() => (bench.shown = performance.now()));
  };
  const watcher = new MutationObserver(check);
  watcher.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('DOMContentLoaded', check);
}

async function visit(page, url) {
  await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
  await page.waitForFunction(() => globalThis.__bench?.shown != null, null, { timeout: 120_000, polling: 100 });
  if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${page.url()}`);
  await page.waitForTimeout(SETTLE_MS);
  const raw = await page.evaluate(() => ({
    ...globalThis.__bench,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    loadEnd: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? null,
  }));
  Object.assign(raw, await page.evaluate(arrivals));
  // Content in the first paint is shown at FCP (the frame's callback comes just before its paint).
  const shown = Math.max(raw.shown, raw.fcp ?? 0);
  const end = Math.max(shown, raw.loadEnd ?? 0);
  return { ...raw, shown, tbt: raw.fcp === null ? null : totalBlockingTime(raw.tasks, raw.fcp, end) };
}

/** One run: a fresh context (cold cache), the first visit, then the repeat visit if the profile has one. */
async function run(browser, target, profile, session, rate) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
  });
  try {
    await context.addInitScript(instrument, { session: target.loggedIn ? session : null, ready: target.ready });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const { latency, downloadThroughput, uploadThroughput } = profile;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput,
      uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const first = await visit(page, target.url);
    return { first, repeat: profile.repeat ? await visit(page, target.url) : null };
  } finally {
    await context.close();
  }
}

const medians = (loads) => Object.fromEntries(METRICS.map((key) => [key, median(loads.map((load) => load[key]))]));

/** Calibrates the CPU tiers in a page of `browser` (bench/cpu.mjs). */
async function calibrateIn(browser, log) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    return await calibrateCpu(
      {
        evaluate: (expression) => page.evaluate(expression),
        setRate: (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate }),
      },
      { log },
    );
  } finally {
    await context.close();
  }
}

/**
 * The CPU rows: the fixed 4× on every profile, then each calibrated tier on slow 4G (the
 * targets' network; the section would otherwise take twice as long).
 */
function cpuRows(calibration) {
  const slow4G = PROFILES.filter((profile) => profile.name === 'slow 4G');
  return [
    { label: `${CPU_SLOWDOWN}×`, rate: CPU_SLOWDOWN, profiles: PROFILES },
    ...calibration.tiers.map((tier) => ({ label: tierLabel(tier), rate: tier.rate, profiles: slow4G })),
  ];
}

/**
 * Measures every page under every CPU row and its profiles: { calibration, byCpu: { [cpu]:
 * { [route]: { [profile]: { first, repeat } } } } }, each a set of medians in ms (CLS unitless).
 */
export async function measureLoadTimings({ dist, runs = 5, log = () => {} } = {}) {
  const site = await startBenchSite({ dist });
  const browser = await launchChromium();
  try {
    const calibration = await calibrateIn(browser, log);
    log(`load timings: ${describeCalibration(calibration)}`);
    const { session, pages } = await preparePages(site);
    const byCpu = {};
    for (const cpu of cpuRows(calibration)) {
      const results = (byCpu[cpu.label] = {});
      for (const target of pages) {
        results[target.route] = {};
        for (const profile of cpu.profiles) {
          const first = [];
          const repeat = [];
          for (let i = 0; i < runs; i++) {
            const loads = await run(browser, target, profile, session, cpu.rate);
            log(
              `load timings: ${cpu.label}, ${target.route}, ${profile.name}, run ${i + 1}: data shown at ${formatMs(loads.first.shown)}`,
            );
            first.push(loads.first);
            if (loads.repeat) repeat.push(loads.repeat);
          }
          results[target.route][profile.name] = {
            first: medians(first),
            ...(profile.repeat && { repeat: medians(repeat) }),
          };
        }
      }
    }
    return { calibration, byCpu };
  } finally {
    await browser.close();
    await site.stop();
  }
}

/** The results as a Markdown table: a row per CPU, route, profile and visit ({ [cpu]: results }). */
export function loadTimingsTable(byCpu) {
  const lines = [
    '| CPU | route | network | visit | HTML | 1st API request | 1st island module | FCP | LCP | data shown | TBT | CLS |',
    '|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [cpu, results] of Object.entries(byCpu)) {
    for (const [route, byProfile] of Object.entries(results)) {
      for (const [profile, visits] of Object.entries(byProfile)) {
        for (const [visit, m] of Object.entries(visits)) {
          const cls = m.cls === null ? '—' : m.cls.toFixed(3);
          lines.push(
            `| ${cpu} | ${route} | ${profile} | ${visit} | ${formatMs(m.html)} | ${formatMs(m.api)} | ${formatMs(m.island)} | ` +
              `${formatMs(m.fcp)} | ${formatMs(m.lcp)} | ${formatMs(m.shown)} | ${formatMs(m.tbt)} | ${cls} |`,
          );
        }
      }
    }
  }
  return lines.join('\n');
}

export async function loadTimingsSection({ dist, results = {} } = {}) {
  const runs = Number(process.env.BENCH_RUNS) || 5;
  const started = Date.now();
  const load = loadavg()[0];
  const log = (line) => process.stderr.write(`${line}\n`);
  const { calibration, byCpu } = await measureLoadTimings({ dist, runs, log });
  // The targets table reads the 4× figures, as it always has.
  results.loadTimings = byCpu[`${CPU_SLOWDOWN}×`];
  results.loadTimingsByCpu = byCpu;
  const seconds = Math.round((Date.now() - started) / 1000);
  const profiles = PROFILES.map(
    (p) =>
      `"${p.name}" ${(p.downloadThroughput * 8) / 1000} kbit/s down, ${(p.uploadThroughput * 8) / 1000} kbit/s up, ${p.latency} ms RTT`,
  ).join('; ');
  return [
    '## Load timings on a slow phone',
    '',
    `Chromium at ${VIEWPORT.width}×${VIEWPORT.height} (mobile, DPR 2) with ${CPU_SLOWDOWN}× CPU slowdown and DevTools ` +
      `network throttling (${profiles}), the built site served with brotli (${siteProtocol()}) ` +
      'and the reference API (fresh demo data); logged-in pages with the session of `demo`. Median of ' +
      `${runs} runs. First = cold cache (new context); repeat (slow 4G only) = the same page loaded again in the same tab. ` +
      'HTML = the document’s last byte; 1st API request = when the first request to the API started (on a logged-in ' +
      'page the inline preloader’s, while the HTML parses); 1st island module = when the first island’s component or ' +
      'renderer module had arrived. Data shown = the frame that paints the page’s content: ' +
      `${PAGES.map((p) => `${p.route} ${p.shown}`).join(', ')}. TBT counts long tasks from FCP until the data is shown or the load event ends. ` +
      `Took ${seconds} s; load average ${load.toFixed(1)} at the start on ${cpus().length} cores.`,
    '',
    `The ${CPU_SLOWDOWN}× rows are kept for continuity with earlier reports (the targets below read them). Beside ` +
      'them, on slow 4G, the CPU calibrated at the start of the section the way DevTools calibrates its presets ' +
      "(bench/cpu.mjs): the slowdown that brings Lighthouse's benchmarkIndex, measured in a page of this browser, " +
      `to 1000 (mid-tier, a Pixel 5) and 264 (low-tier): ${describeCalibration(calibration)}.`,
    '',
    loadTimingsTable(byCpu),
  ].join('\n');
}
