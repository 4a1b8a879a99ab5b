/**
 * Bench section "layout shift" (issue 6): cumulative layout shift while the lists load,
 * in Chromium against the built site and the real API (a fresh demo database), logged in
 * as `demo`, at 1440 and 390 px: the first visit of a session and a return visit (the
 * session cache first). Median of 5 loads each.
 */
/* global sessionStorage, PerformanceObserver -- used inside the page by addInitScript */
import { median } from './metrics.mjs';
import { launchChromium, startBenchSite } from './site.mjs';

const ROUTES = ['/goals', '/tasks', '/awards-catalog', '/history'];
const WIDTHS = [1440, 390];
const RUNS = 5;

/** Loads `path` and sums the layout shifts (without recent input) until the network is idle. */
async function clsOf(page, url) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  return page.evaluate(() => globalThis.__cls ?? 0);
}

export async function layoutShiftSection({ dist } = {}) {
  const site = await startBenchSite({ dist });
  const browser = await launchChromium();
  try {
    const session = await site.login('demo');
    const rows = [];
    for (const route of ROUTES) {
      const cells = [];
      for (const width of WIDTHS) {
        const first = [];
        const again = [];
        for (let run = 0; run < RUNS; run++) {
          const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'pl-PL' });
          await context.addInitScript((value) => {
            if (!sessionStorage.getItem('user')) sessionStorage.setItem('user', value);
            globalThis.__cls = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) if (!entry.hadRecentInput) globalThis.__cls += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
          }, JSON.stringify(session));
          const page = await context.newPage();
          first.push(await clsOf(page, `${site.url}${route}`));
          again.push(await clsOf(page, `${site.url}${route}`));
          await context.close();
        }
        cells.push(median(first).toFixed(3), median(again).toFixed(3));
      }
      rows.push(`| ${route} | ${cells.join(' | ')} |`);
    }
    return [
      '## Layout shift while data loads',
      '',
      `Chromium, the built site and the reference API (fresh demo data), logged in as \`demo\`; cumulative layout ` +
        `shift until the network is idle, median of ${RUNS} loads. "Return" is the second visit in the same tab ` +
        '(lists shown from the session cache first, then revalidated). Target: at most 0.02.',
      '',
      '| route | 1440 px first | 1440 px return | 390 px first | 390 px return |',
      '|---|---:|---:|---:|---:|',
      ...rows,
    ].join('\n');
  } finally {
    await browser.close();
    await site.stop();
  }
}
