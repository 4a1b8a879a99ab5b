/**
 * Bench section "offline" (issue 17): every logged-in page after a visit, with the network
 * off. Chromium as a mid-range phone (390×844, 4× CPU slowdown, as the load timings), the
 * service worker allowed: the session visits each page online first (the worker installed,
 * its answers kept), then Playwright takes the network away (the worker's fetches too) and
 * each page is opened again. Per page: whether its data is shown, when (from the start of
 * the navigation), and the note the shell shows over data from the worker's cache.
 */
/* global sessionStorage, performance, MutationObserver, requestAnimationFrame, document, navigator, location -- the page's, in instrument() */
import { formatMs } from './metrics.mjs';
import { CPU_SLOWDOWN } from './load-timings.mjs';
import { preparePages } from './pages.mjs';
import { launchChromium, startBenchSite } from './site.mjs';

const VIEWPORT = { width: 390, height: 844 };
const NOTE = '[data-offline-note]';

/** In the page before its scripts: the session, and the frame that shows `ready`. */
function instrument({ session, ready }) {
  if (!sessionStorage.getItem('user')) sessionStorage.setItem('user', session);
  const state = { shown: null };
  globalThis.__offline = state;
  const selector = ready[location.pathname.replace(/\/+$/, '').replace(/^\/award\/\d+$/, '/award/:awardId') || '/'];
  if (!selector) return;
  let seen = false;
  const check = () => {
    if (seen || !document.querySelector(selector)?.checkVisibility()) return;
    seen = true;
    watcher.disconnect();
    requestAnimationFrame(() => (state.shown = performance.now()));
  };
  const watcher = new MutationObserver(check);
  watcher.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('DOMContentLoaded', check);
}

export async function measureOffline({ dist, log = () => {} } = {}) {
  const site = await startBenchSite({ dist });
  const browser = await launchChromium();
  try {
    const { session, pages } = await preparePages(site);
    const loggedIn = pages.filter((p) => p.loggedIn);
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'pl-PL',
      timezoneId: 'Europe/Warsaw',
      serviceWorkers: 'allow',
    });
    const ready = Object.fromEntries(loggedIn.map((p) => [p.route, p.ready]));
    await context.addInitScript(instrument, { session, ready });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(loggedIn[0].url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120_000 });
    for (const target of loggedIn) {
      await page.goto(target.url);
      await page.waitForFunction(() => globalThis.__offline?.shown != null, null, { timeout: 60_000 });
    }

    await context.setOffline(true);
    // Through the bench's own DevTools session too: with a second session attached, Chromium
    // would otherwise keep navigator.onLine true (the worker's fetches fail all the same).
    const off = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
    await cdp.send('Network.emulateNetworkConditions', off);
    const rows = [];
    for (const target of loggedIn) {
      await page.goto(target.url, { timeout: 60_000 });
      const shown = await page
        .waitForFunction(() => globalThis.__offline?.shown ?? null, null, { timeout: 15_000 })
        .then((handle) => handle.jsonValue())
        .catch(() => null);
      await page.waitForTimeout(500);
      const note = ((await page.locator(NOTE).textContent()) ?? '').trim();
      rows.push({ route: target.route, what: target.shown, shown, note });
      log(`offline: ${target.route}: ${shown === null ? 'no data' : formatMs(shown)}, note "${note}"`);
    }
    await context.close();
    return rows;
  } finally {
    await browser.close();
    await site.stop();
  }
}

export function offlineTable(rows) {
  return [
    '| page | data shown offline | when (from the navigation) | the note |',
    '|---|---|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.shown === null ? 'no' : `yes (${r.what})`} | ${formatMs(r.shown)} | ${r.note || '—'} |`,
    ),
  ].join('\n');
}

export async function offlineSection({ dist, results = {} } = {}) {
  const log = (line) => process.stderr.write(`${line}\n`);
  results.offline = await measureOffline({ dist, log });
  const all = results.offline.every((r) => r.shown !== null && /dane z/.test(r.note));
  return [
    '## Offline',
    '',
    `Every logged-in page after a visit, with the network off (Playwright's offline mode, the service ` +
      `worker's fetches included). Chromium at ${VIEWPORT.width}×${VIEWPORT.height} (mobile) with ${CPU_SLOWDOWN}× CPU ` +
      'slowdown, the session of `demo`: each page visited online first, then opened again offline. "When" is ' +
      'the frame that shows the page’s data, from the start of the navigation (the page and its scripts from ' +
      'the worker’s precache, the data from its kept answers). ' +
      (all ? 'Every page shows its data and the note.' : 'Not every page shows its data and the note: see below.'),
    '',
    offlineTable(results.offline),
  ].join('\n');
}
