/**
 * Bench section "journeys" (issue 24, point 8): what a participant does inside a session,
 * ours beside the usual way (the peer SPA) in one run, at the two CPU tiers calibrated at
 * the start (bench/cpu.mjs) on slow 4G:
 *
 * - on a phone, a tap on the first award card of the catalogue until the award page shows
 *   that award's name;
 * - the top bar's switches /goals → /tasks → /history → /goals on a phone (the links in the
 *   burger menu: opened, then the link tapped) and a desktop (the links in the bar: the
 *   pointer comes, rests, clicks); the last is a page seen earlier in the session;
 * - on a phone, login: the form filled in, a tap on "Zaloguj się" until /goals shows its plans.
 *
 * Each journey in a new tab of one browser (a new session as far as the app knows; the
 * HTTP cache and our service worker, installed at the start, are shared as in a
 * participant's browser). Times run from the press to the first frame that shows the data
 * (journey-instrument.mjs), whether the tap loads a new document or changes the same one.
 */
import { cpus, loadavg } from 'node:os';
import { calibrateCpu, CPU_TIERS, describeCalibration, recheckCpu, tierLabel } from './cpu.mjs';
import { DESKTOP, launchJourneyBrowser, PHONE, POINTER_REST_MS, SETTLE_MS, TabLost } from './journey-browser.mjs';
import { addPeerLoginAnswer, oursApp, peerApp } from './journey-apps.mjs';
import {
  AWARD_RATIO_MAX,
  journeysTable,
  LOGIN_MAX_MS,
  prerenderedSummary,
  REQUESTS_MAX,
  SEEN_EARLIER_MAX_MS,
} from './journey-table.mjs';
import { PROFILES } from './load-timings.mjs';
import { formatMs } from './metrics.mjs';
import { buildPeer, startPeer } from './peer.mjs';
import { siteProtocol, startBenchSite } from './site.mjs';

const NETWORK = PROFILES.find((profile) => profile.name === 'slow 4G');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const text = (selector) =>
  `document.querySelector(${JSON.stringify(selector)}).textContent.replace(/\\s+/g, ' ').trim()`;

/** The path's data shown and the page settled (islands hydrated), then a rest. */
async function settle(tab, app, path, rest = SETTLE_MS) {
  const ready = JSON.stringify(app.ready(path));
  await tab.waitFor(`!!document.querySelector(${ready})?.checkVisibility() && (${app.settled})`);
  await sleep(rest);
}

/** Until the element stands still (a menu that slides in), visible and in the window. */
const standsStill = (selector) => `(() => {
  const element = document.querySelector(${JSON.stringify(selector)});
  if (!element?.checkVisibility()) return false;
  const r = element.getBoundingClientRect();
  const where = [r.x, r.y, r.width, r.height].join();
  const same = globalThis.__journeyRect === where;
  globalThis.__journeyRect = where;
  return same && r.x >= 0 && r.y >= 0;
})()`;

/** Each journey: the device, its steps' keys for an app, and how to walk it. */
const JOURNEYS = [
  {
    name: 'catalogue → award',
    device: PHONE,
    keys: () => ['award'],
    async walk(tab, app, record) {
      await app.logIn(tab);
      await tab.goto(app.origin + app.catalogue.path);
      await settle(tab, app, app.catalogue.path, 0);
      await tab.reveal(app.catalogue.card);
      await sleep(SETTLE_MS);
      const path = await tab.evaluate(
        `new URL(document.querySelector(${JSON.stringify(app.catalogue.card)}).href).pathname`,
      );
      const name = await tab.evaluate(text(app.catalogue.name));
      record('award', await tab.timed(() => tab.press(app.catalogue.card), { path, text: name }));
    },
  },
  ...[PHONE, DESKTOP].map((device) => ({
    name: `top-bar switches, ${device.name}`,
    device,
    keys: (app) => app.switches.map((href) => `${device.name} ${href}`),
    async walk(tab, app, record) {
      await app.logIn(tab);
      await tab.goto(`${app.origin}/goals`);
      await settle(tab, app, '/goals');
      for (const href of app.switches) {
        const { open, link } = app.link(device, href);
        if (open) {
          await tab.press(open);
          await tab.waitFor(standsStill(link));
        }
        record(`${device.name} ${href}`, await tab.timed(() => tab.press(link), { path: href }));
        await settle(tab, app, href, 0);
      }
    },
  })),
  {
    name: 'login',
    device: PHONE,
    keys: () => ['login'],
    async walk(tab, app, record) {
      await app.logOut(tab);
      await tab.goto(app.origin + app.login.page);
      await settle(tab, app, app.login.shows ?? app.login.page);
      for (const [field, value] of app.login.fields) await tab.type(field, value);
      await sleep(300);
      record('login', await tab.timed(() => tab.press(app.login.submit), { path: app.login.lands }));
    },
  },
];

/** The table's rows: our steps, with the usual way's step beside each where it has one. */
const ROWS = [
  {
    key: 'award',
    label: 'tap catalogue → award (phone)',
    peerKey: 'award',
    target: { ratio: AWARD_RATIO_MAX, aim: 1 },
    afterFirstPage: true,
  },
  ...[PHONE, DESKTOP].flatMap(({ name }) => [
    {
      key: `${name} /tasks`,
      label: `top bar /goals → /tasks (${name})`,
      peerKey: `${name} /awards-catalog`,
      peerNote: '(/goals → /awards-catalog: it has no /tasks)',
      afterFirstPage: true,
    },
    { key: `${name} /history`, label: `top bar → /history (${name})`, peerKey: null, afterFirstPage: true },
    {
      key: `${name} /goals`,
      label: `top bar → /goals, seen earlier (${name})`,
      peerKey: `${name} /goals`,
      peerNote: '(from /awards-catalog)',
      target: { ms: SEEN_EARLIER_MAX_MS },
      afterFirstPage: true,
    },
  ]),
  { key: 'login', label: 'login tap → /goals data (phone)', peerKey: 'login', target: { ms: LOGIN_MAX_MS } },
];

/** Installs our service worker "earlier in the session": a logged-in page until it controls the page. */
async function installWorker(browser, app) {
  const tab = await browser.openJourneyTab(PHONE, null, app.api);
  try {
    await app.logIn(tab);
    await tab.goto(`${app.origin}/goals`);
    await tab.waitFor('!!navigator.serviceWorker.controller', 120_000);
  } finally {
    await tab.close();
  }
}

/**
 * The instrument on a same-document change, as client-side routing makes it: in a page of
 * ours, a link whose tap pushes a new URL and inserts that route's data 150 ms later, or
 * inserts first and pushes after. Answers the measured ms of both (expected: the tap's
 * 80 ms hold + 150 ms + about a frame).
 */
async function sameDocumentCheck(browser, app) {
  const tab = await browser.openJourneyTab(PHONE, null, app.api);
  const build = (first, then) => `(() => {
    document.body.innerHTML = '<p><a id="go" href="/tasks" style="display:block;padding:40px">Zadania</a></p>';
    document.getElementById('go').addEventListener('click', (event) => {
      event.preventDefault();
      ${first};
      setTimeout(() => { ${then}; }, 150);
    });
  })()`;
  const push = `history.pushState({}, '', '/tasks')`;
  const insert = `document.body.insertAdjacentHTML('beforeend', '<ul class="task-grid"><li class="task-card">Zadanie</li></ul>')`;
  try {
    const result = {};
    for (const [name, first, then] of [
      ['URL, then DOM', push, insert],
      ['DOM, then URL', insert, push],
    ]) {
      await tab.goto(`${app.origin}/rodo`);
      await tab.evaluate(build(first, then));
      result[name] = (await tab.timed(() => tab.press('#go'), { path: '/tasks' })).ms;
    }
    return result;
  } finally {
    await tab.close();
  }
}

/** The usual way's server with the login answer it lacks; null without the peer. */
async function startPeerWithLogin(log) {
  const dist = buildPeer(log);
  if (!dist) return null;
  addPeerLoginAnswer(dist);
  return startPeer(log);
}

export async function measureJourneys({ dist, runs = 5, log = () => {} } = {}) {
  const site = await startBenchSite({ dist });
  const peerServer = await startPeerWithLogin(log);
  const apps = [oursApp(site), ...(peerServer ? [peerApp(peerServer)] : [])];
  const browser = await launchJourneyBrowser(Object.fromEntries(apps.map((app) => [app.origin, app.routes])));
  try {
    const check = await sameDocumentCheck(browser, apps[0]);
    log(`journeys: same-document check ${JSON.stringify(check)}`);
    const calibration = await calibrateCpu(browser.cpuProbe(), { log });
    log(`journeys: ${describeCalibration(calibration)}`);
    await installWorker(browser, apps[0]);
    await browser.setNetwork(NETWORK);
    const results = [];
    const lost = { count: 0 };
    for (const tier of calibration.tiers) {
      const entry = { tier: tier.name, label: tierLabel(tier), ours: {}, peer: peerServer ? {} : null };
      results.push(entry);
      for (let run = 0; run < runs; run++) {
        for (const [i, app] of apps.entries()) {
          const into = i === 0 ? entry.ours : entry.peer;
          for (const journey of JOURNEYS) await walkOnce(browser, journey, app, tier, into, log, lost);
        }
      }
    }
    await recheckCpu(browser.cpuProbe(), calibration, { log });
    return { calibration, check, results, lost: lost.count };
  } finally {
    await browser.close();
    await peerServer?.stop();
    await site.stop();
  }
}

/**
 * One walk of a journey in a new tab; the steps it could not finish count as failed. A walk
 * whose tab Chromium closed by itself (TabLost) is walked again, up to twice, and counted.
 */
async function walkOnce(browser, journey, app, tier, into, log, lost) {
  for (let attempt = 0; ; attempt++) {
    const tab = await browser.openJourneyTab(journey.device, tier.rate, app.api);
    const done = new Map();
    try {
      await journey.walk(tab, app, (key, timing) => done.set(key, timing));
    } catch (error) {
      if (error instanceof TabLost && attempt < 2) {
        lost.count++;
        log(`journeys: ${tier.name}, ${app.name}, ${journey.name}: ${error.message}; walked again`);
        continue;
      }
      for (const key of journey.keys(app).filter((k) => !done.has(k))) runsOf(into, key).failed++;
      log(`journeys: ${tier.name}, ${app.name}, ${journey.name} failed: ${error.message}`);
    } finally {
      await tab.close();
    }
    for (const [key, { ms, requests, prerendered }] of done) {
      const runs = runsOf(into, key);
      runs.ms.push(ms);
      runs.requests.push(requests);
      if (prerendered) runs.prerendered++;
      const how = prerendered ? ', shown by a prerendered page' : '';
      log(`journeys: ${tier.name}, ${app.name}, ${key}: ${formatMs(ms)}, ${requests} API request(s)${how}`);
    }
    return;
  }
}

const runsOf = (into, key) => (into[key] ??= { ms: [], requests: [], failed: 0, prerendered: 0 });

export async function journeysSection({ dist, results = {} } = {}) {
  const runs = Number(process.env.BENCH_RUNS) || 5;
  const started = Date.now();
  const load = loadavg()[0];
  const log = (line) => process.stderr.write(`${line}\n`);
  const measured = await measureJourneys({ dist, runs, log });
  results.journeys = measured;
  const seconds = Math.round((Date.now() - started) / 1000);
  const check = Object.entries(measured.check)
    .map(([order, ms]) => `${order}: ${formatMs(ms)}`)
    .join(', ');
  const mbit = (bytesPerSecond) => (bytesPerSecond * 8) / 1e6;
  return [
    '## Journeys inside a session',
    '',
    `Ours beside the usual way (../shared/peer-spa, client-side routing, its data static JSON) in one run. ` +
      `Chromium through the tab target (prerendering as for a participant), each journey in a new tab of one ` +
      `browser; a phone is ${PHONE.metrics.width}×${PHONE.metrics.height} with touch (DPR ${PHONE.metrics.deviceScaleFactor}), ` +
      `a desktop ${DESKTOP.metrics.width}×${DESKTOP.metrics.height} with a mouse. Network: ${NETWORK.name} ` +
      `(${NETWORK.latency} ms, ${mbit(NETWORK.downloadThroughput)} Mbit/s down, ${mbit(NETWORK.uploadThroughput) * 1000} kbit/s up, ` +
      `DevTools-style per request) on every page and on our service worker, which was installed earlier in the ` +
      `session. Our site ${siteProtocol()}; the usual way from its own server (HTTP/1.1, brotli).`,
    '',
    `CPU calibrated at the start the way DevTools calibrates its presets (bench/cpu.mjs): the slowdown that brings ` +
      `Lighthouse's benchmarkIndex, measured in a page of this browser, to ${CPU_TIERS.map((t) => `${t.target} (${t.name})`).join(' and ')}: ` +
      `${describeCalibration(measured.calibration)}.`,
    '',
    `Times run from the press (touch start; on the desktop the mouse press, after the pointer rested ` +
      `${POINTER_REST_MS} ms on the link) to the first frame that shows the next page's data: our pages' ` +
      `bench/pages.mjs selectors, the award page's name equal to the tapped card's; the usual way's goal cards, ` +
      `award cards, award title. Measured in the page (a script on every new document, reporting through a CDP ` +
      `binding), so a tap that loads a new document and one that changes the same document read alike. Checked ` +
      `this run on a same-document change (history.pushState and the data inserted 150 ms after the tap's click, ` +
      `which comes 80 ms after the touch start, so about 230 ms and a frame expected): ${check}. ` +
      `API requests: ours to /api/loyalty/, the usual way's to /api/ (its JSON files), from the start of the gesture ` +
      `(on the desktop the pointer's arrival on the link, so what its hover starts counts) until 1 s after the data ` +
      `was shown, per tap; the service worker's own fetches are not counted twice. ` +
      `${prerenderedSummary(measured.results)} of our timed taps were shown by a page prerendered in a session of its own ` +
      `(the portal asks for no prerendering since the client-side router, docs/decisions/025; the count checks that ` +
      `none came). Median of ${runs} runs; ` +
      `targets (issue 24, judged at mid-tier): catalogue → award at most ${AWARD_RATIO_MAX}× the usual way, a switch ` +
      `to a page seen earlier at most ${SEEN_EARLIER_MAX_MS} ms, login at most ${formatMs(LOGIN_MAX_MS)}, at most ` +
      `${REQUESTS_MAX} API requests per tap after the first page. The usual way's login posts to a static answer the ` +
      `bench adds (it has no server); it has no /tasks or /history: its first switch is /goals → /awards-catalog.`,
    '',
    `Took ${seconds} s; load average ${load.toFixed(1)} at the start on ${cpus().length} cores. ` +
      `Walks repeated because Chromium closed the tab by itself: ${measured.lost}.`,
    '',
    journeysTable(ROWS, measured.results),
  ].join('\n');
}
