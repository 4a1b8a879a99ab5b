/**
 * Bench section "in-session navigation" (issue 17): a participant on /goals clicks a link
 * of the top bar; how long until the next page's data is shown. Chromium driven through
 * the tab target (scripts/lib/cdp-tab.mjs: Playwright's sessions stop Chromium from
 * prerendering), the window of an old laptop (1440×900, so the top bar's links stand in
 * the bar) with 4× CPU slowdown and the load timings' two throttled networks, applied to
 * every page (prerendered ones too) and to the service worker, whose fetches are the
 * page's network. The site over HTTP/2 with brotli, the worker installed earlier in the
 * session (its precache holds every page and script).
 *
 * Each run is a new tab (a new session as far as the site knows: an empty session cache):
 * /goals loads, the pointer comes to the link, rests there DWELL_MS (the speculation
 * rules' moderate eagerness starts a prerender after 200 ms, or at once on a press) and
 * clicks. "Data shown" = the first frame, after the click, that shows the page's data
 * (bench/pages.mjs). Then back to /goals and the same click again ("again": the page was
 * seen in this session). With prerendering, and without (CDP Page.setPrerenderingAllowed).
 * Also counted: the API requests of each navigation, and of a prerender nobody shows.
 */
/* global addEventListener, performance, location, document, requestAnimationFrame, MutationObserver -- the page's, in instrument() */
import { cpus, loadavg } from 'node:os';
import { evaluate, launchTab, navigate, openTab, waitUntil } from '../scripts/lib/cdp-tab.mjs';
import { CPU_SLOWDOWN, PROFILES } from './load-timings.mjs';
import { formatMs, median, versus } from './metrics.mjs';
import { PAGES } from './pages.mjs';
import { siteProtocol, startBenchSite } from './site.mjs';

/** The targets for data shown after the click. */
export const TARGETS_MS = { 'slow 4G': 500, 'slow 3G': 1000 };
/** A short rest of the pointer on the link before the click. */
export const DWELL_MS = 300;
/** The longest the pointer waits for the prerendered page to be ready. */
const READY_WAIT_MS = 20_000;

/**
 * How the click comes: after the pointer rested until the prerendered page had its data and
 * had hydrated (what the issue asks for: a page that has already loaded), after a short
 * rest, and with prerendering off (then the same click again, once the page was seen).
 */
export const MODES = [
  { name: 'prerendered, pointer rested until ready', prerender: true, dwell: 'ready', again: false },
  { name: `prerendering on, pointer rested ${DWELL_MS} ms`, prerender: true, dwell: DWELL_MS, again: false },
  { name: 'no prerendering', prerender: false, dwell: DWELL_MS, again: true },
];
const WINDOW = '--window-size=1440,900';
const LINKS = ['/tasks', '/awards', '/history'];
const READY = Object.fromEntries(PAGES.filter((p) => p.loggedIn).map((p) => [p.route, p.ready]));
const HYDRATED = `!document.querySelector('astro-island[ssr]')`;
/** A prerendered page runs no intersection observer: its client:visible islands wait to be seen. */
const HYDRATED_UNSEEN = `!document.querySelector('astro-island[ssr]:not([client="visible"])')`;
const isApi = (url) => /\/(api\/)?loyalty\//.test(new URL(url).pathname);

/**
 * Runs in every page before its scripts: the time of the last press (epoch ms), and of the
 * first frame after it is shown (not prerendering) with its data on screen.
 */
function instrument(ready) {
  const state = { pressed: null, shown: null };
  globalThis.__inSession = state;
  addEventListener('pointerdown', (event) => (state.pressed = performance.timeOrigin + event.timeStamp), true);
  const selector = ready[location.pathname.replace(/\/+$/, '') || '/'];
  if (!selector) return;
  let seen = false;
  const check = () => {
    if (seen || document.prerendering || !document.querySelector(selector)?.checkVisibility()) return;
    seen = true;
    watcher.disconnect();
    requestAnimationFrame(() => (state.shown = performance.timeOrigin + performance.now()));
  };
  const watcher = new MutationObserver(check);
  watcher.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('prerenderingchange', check);
  document.addEventListener('DOMContentLoaded', check);
}
const INSTRUMENT = `(${instrument})(${JSON.stringify(READY)});`;

/** The network (and CPU) every page and the service worker get; null: none. */
function throttle(profile) {
  return (
    profile && {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.downloadThroughput,
      uploadThroughput: profile.uploadThroughput,
    }
  );
}

export async function measureInSession({ dist, runs = 3, log = () => {} } = {}) {
  const site = await startBenchSite({ dist });
  let network = null;
  /** sessionId → API requests seen by that page (prerendered pages have sessions of their own). */
  const requests = new Map();
  const workers = new Set();
  const configure = (sessionId, _target, cdp) =>
    Promise.all([
      cdp.send('Page.enable', {}, sessionId),
      cdp.send('Network.enable', {}, sessionId),
      cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: INSTRUMENT }, sessionId),
      network ? cdp.send('Network.emulateNetworkConditions', network, sessionId) : null,
      network ? cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }, sessionId) : null,
    ]);
  const { cdp, page: firstPage, close } = await launchTab({ args: [WINDOW, '--ignore-certificate-errors'], configure });
  cdp.on((message) => {
    if (message.method === 'Network.requestWillBeSent' && isApi(message.params.request.url))
      requests.set(message.sessionId, (requests.get(message.sessionId) ?? 0) + 1);
  });
  // The service worker's fetches are the pages' network: they are throttled too.
  cdp.on(async (message) => {
    if (message.method !== 'Target.targetCreated' || message.params.targetInfo.type !== 'service_worker') return;
    const { sessionId } = await cdp.send('Target.attachToTarget', {
      targetId: message.params.targetInfo.targetId,
      flatten: true,
    });
    workers.add(sessionId);
    await cdp.send('Network.enable', {}, sessionId).catch(() => {});
    if (network) await cdp.send('Network.emulateNetworkConditions', network, sessionId).catch(() => {});
  });
  await cdp.send('Target.setDiscoverTargets', { discover: true, filter: [{ type: 'service_worker' }] });
  const setNetwork = async (profile) => {
    network = throttle(profile);
    const off = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
    for (const worker of workers)
      await cdp.send('Network.emulateNetworkConditions', network ?? off, worker).catch(() => {});
  };

  try {
    // A login of its own for every tab: a token lives 15 minutes, the section longer.
    const logIn = async (page) => {
      const session = JSON.stringify(await site.login('demo'));
      await navigate(cdp, page, `${site.url}/rodo`);
      await evaluate(cdp, page, `sessionStorage.setItem('user', ${JSON.stringify(session)})`);
    };
    // Earlier in the session: the worker installed, every page's files in its precache.
    await configure(firstPage, null, cdp);
    await logIn(firstPage);
    await navigate(cdp, firstPage, `${site.url}/goals`);
    await waitUntil(cdp, firstPage, '!!navigator.serviceWorker.controller', 120_000);

    const results = {};
    for (const profile of PROFILES) {
      await setNetwork(profile);
      results[profile.name] = {};
      for (const mode of MODES) {
        const rows = (results[profile.name][mode.name] = {});
        for (const href of LINKS) rows[href] = { first: [], again: [], requests: [], rested: [] };
        for (let run = 0; run < runs; run++) {
          for (const href of LINKS) {
            const tab = await openTab(cdp, configure);
            try {
              if (!mode.prerender) await cdp.send('Page.setPrerenderingAllowed', { isAllowed: false }, tab.page);
              await logIn(tab.page);
              const first = await clickThrough(cdp, tab, site.url, href, requests, mode.dwell);
              rows[href].first.push(first.shown);
              rows[href].requests.push(first.requests);
              rows[href].rested.push(first.rested);
              let again = null;
              if (mode.again) {
                again = await clickThrough(cdp, tab, site.url, href, requests, mode.dwell);
                rows[href].again.push(again.shown);
              }
              log(
                `in-session: ${profile.name}, ${mode.name}, ${href}, run ${run + 1}: ${formatMs(first.shown)}` +
                  (again ? `, again ${formatMs(again.shown)}` : '') +
                  ` (rested ${formatMs(first.rested)})`,
              );
            } catch (error) {
              // One lost run (a page that never showed its data) is reported, not the whole section.
              rows[href].failed = (rows[href].failed ?? 0) + 1;
              log(`in-session: ${profile.name}, ${mode.name}, ${href}, run ${run + 1} failed: ${error.message}`);
            } finally {
              await tab.close();
            }
          }
        }
      }
    }
    await setNetwork(PROFILES[0]);
    const unseen = await abandonedPrerenderCost(cdp, configure, site.url, logIn, requests);
    return { results, unseen };
  } finally {
    await close();
    await site.stop();
  }
}

/** Where the tab's page is now: the prerendered page once shown, else the same page. */
async function currentPage(cdp, candidates, href) {
  for (const sessionId of candidates) {
    const ok = await evaluate(
      cdp,
      sessionId,
      `location.pathname === ${JSON.stringify(href)} && !document.prerendering && globalThis.__inSession?.shown != null`,
    ).catch(() => false);
    if (ok) return sessionId;
  }
  return null;
}

/**
 * /goals (loaded, its data shown, hydrated), then the pointer to `href`, a rest of `dwell` ms
 * (or until the prerendered page is ready), a click, until the data is shown. Answers
 * { shown: ms from the press, requests: API requests of the whole navigation (prerender
 * included), rested: ms the pointer rested }.
 */
async function clickThrough(cdp, tab, origin, href, requests, dwell) {
  const goals = tab.currentPage ?? tab.page;
  await navigate(cdp, goals, `${origin}/goals`);
  await waitUntil(cdp, goals, `!!document.querySelector(${JSON.stringify(READY['/goals'])}) && ${HYDRATED}`, 120_000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const prerendered = [];
  const stop = cdp.on((message) => {
    if (message.method === 'Target.attachedToTarget' && message.sessionId === tab.tabSession)
      if (message.params.targetInfo.subtype === 'prerender') prerendered.push(message.params.sessionId);
  });
  const before = requests.get(goals) ?? 0;
  const link = await evaluate(
    cdp,
    goals,
    `(() => { const r = document.querySelector('.topbar__nav--wide a[href="${href}"]').getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
  );
  for (const [dx, dy] of [
    [-200, 400],
    [-40, 40],
    [-10, 5],
    [0, 0],
  ])
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: link.x + dx, y: link.y + dy }, goals);
  const resting = Date.now();
  if (dwell === 'ready') await prerenderReady(cdp, prerendered, href);
  else await new Promise((resolve) => setTimeout(resolve, dwell));
  const rested = Date.now() - resting;
  const pressed = await evaluate(cdp, goals, 'performance.timeOrigin + performance.now()');
  for (const type of ['mousePressed', 'mouseReleased'])
    await cdp.send('Input.dispatchMouseEvent', { type, x: link.x, y: link.y, button: 'left', clickCount: 1 }, goals);
  let shownIn = null;
  const end = Date.now() + 120_000;
  while (!shownIn && Date.now() < end) {
    shownIn = await currentPage(cdp, [...prerendered, goals], href);
    if (!shownIn) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stop();
  if (!shownIn) throw new Error(`${href}: the data was not shown`);
  const shown = await evaluate(cdp, shownIn, 'globalThis.__inSession.shown');
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the page's later requests, if any
  const made = [goals, ...prerendered].reduce((sum, id) => sum + (requests.get(id) ?? 0), 0) - before;
  tab.currentPage = shownIn;
  return { shown: shown - pressed, requests: made, rested };
}

/** Until the prerendered page has its data in the DOM and has hydrated (or READY_WAIT_MS). */
async function prerenderReady(cdp, prerendered, href) {
  const end = Date.now() + READY_WAIT_MS;
  const ready = `document.prerendering && location.pathname === ${JSON.stringify(href)} &&
    !!document.querySelector(${JSON.stringify(READY[href])}) && ${HYDRATED_UNSEEN}`;
  while (Date.now() < end) {
    for (const sessionId of prerendered) if (await evaluate(cdp, sessionId, ready).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A prerender the participant never shows (the pointer rests on a link, then leaves): its API requests. */
async function abandonedPrerenderCost(cdp, configure, origin, logIn, requests) {
  const counts = {};
  for (const href of LINKS) {
    const tab = await openTab(cdp, configure);
    try {
      await logIn(tab.page);
      await navigate(cdp, tab.page, `${origin}/goals`);
      await waitUntil(
        cdp,
        tab.page,
        `!!document.querySelector(${JSON.stringify(READY['/goals'])}) && ${HYDRATED}`,
        120_000,
      );
      const attached = cdp.waitFor('Target.attachedToTarget', {
        sessionId: tab.tabSession,
        timeout: 30_000,
        accept: (params) => params.targetInfo.subtype === 'prerender',
      });
      const link = await evaluate(
        cdp,
        tab.page,
        `(() => { const r = document.querySelector('.topbar__nav--wide a[href="${href}"]').getBoundingClientRect();
          return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
      );
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: link.x - 10, y: link.y + 5 }, tab.page);
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: link.x, y: link.y }, tab.page);
      const { sessionId } = await attached;
      await new Promise((resolve) => setTimeout(resolve, 8000)); // the prerender asks for all it needs
      counts[href] = requests.get(sessionId) ?? 0;
    } finally {
      await tab.close();
    }
  }
  return counts;
}

export function inSessionTables({ results, unseen }) {
  const lines = [
    `| network | how the click came | page | pointer rested | data shown after the click | again (seen in this session) | API requests |`,
    '|---|---|---|---:|---:|---:|---:|',
  ];
  for (const [profile, byMode] of Object.entries(results)) {
    for (const [mode, byPage] of Object.entries(byMode)) {
      for (const [href, m] of Object.entries(byPage)) {
        const first = median(m.first);
        const again = median(m.again);
        const target = TARGETS_MS[profile];
        const failed = m.failed ? ` (${m.failed} run(s) failed)` : '';
        lines.push(
          `| ${profile} | ${mode} | ${href}${failed} | ${formatMs(median(m.rested))} | ${versus(formatMs(first), first, target)} | ` +
            `${versus(formatMs(again), again, target)} | ${median(m.requests) ?? '—'} |`,
        );
      }
    }
  }
  lines.push(
    '',
    '| a page prerendered and never shown (slow 4G) | its API requests |',
    '|---|---:|',
    ...Object.entries(unseen).map(([href, n]) => `| ${href} | ${n} |`),
  );
  return lines.join('\n');
}

export async function inSessionSection({ dist, results = {} } = {}) {
  const runs = Number(process.env.BENCH_RUNS) || 3;
  const started = Date.now();
  const load = loadavg()[0];
  const log = (line) => process.stderr.write(`${line}\n`);
  results.inSession = await measureInSession({ dist, runs, log });
  const seconds = Math.round((Date.now() - started) / 1000);
  const targets = Object.entries(TARGETS_MS)
    .map(([profile, ms]) => `${formatMs(ms)} on ${profile}`)
    .join(', ');
  return [
    '## In-session navigation',
    '',
    `From /goals, a click on a top-bar link (${LINKS.join(', ')}) until the page's data is shown. ` +
      `Chromium through the tab target (where it prerenders), ` +
      `1440×900 with ${CPU_SLOWDOWN}× CPU slowdown, the load timings' networks on every page and on the ` +
      `service worker, the site ${siteProtocol()}; the worker installed earlier in the session. Each run is a ` +
      `new tab (an empty session cache): "data shown" is the page's first visit in the session, "again" the ` +
      `same click after going back to /goals. The click comes after the pointer rested on the link until the ` +
      `prerendered page had its data and had hydrated ("pointer rested" says how long that took), after a ` +
      `${DWELL_MS} ms rest (the prerender starts at 200 ms), or with prerendering off (CDP ` +
      `Page.setPrerenderingAllowed false: browsers without speculation rules, where the worker still holds ` +
      `every page). Targets: ${targets}. ` +
      `Median of ${runs} runs. API requests: those of the whole navigation (a prerender's included). ` +
      `Took ${seconds} s; load average ${load.toFixed(1)} at the start on ${cpus().length} cores.`,
    '',
    inSessionTables(results.inSession),
  ].join('\n');
}
