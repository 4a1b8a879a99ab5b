/**
 * The browser half of the journeys section: Chromium through the tab target
 * (scripts/lib/cdp-tab.mjs), so a page prerenders as it does for a participant and a
 * prerendered page comes as a session of its own. Every page of a tab gets the same device
 * (metrics, touch), network and CPU rate, and the instrument of journey-instrument.mjs; the
 * service worker gets the same network (its fetches are the pages' network).
 *
 * A tap is timed from its `press` report to the `shown` report of the page it leads to, in
 * whichever session that comes (the same document, a new one, or a prerendered one once
 * shown). The API requests of a tap: those the tab's pages (prerendered ones included) sent
 * from just before the tap until 1 s after its page was shown; the worker's own fetches are
 * not counted twice.
 */
import { evaluate, launchTab, navigate, openTab } from '../scripts/lib/cdp-tab.mjs';
import { BINDING, instrumentSource } from './journey-instrument.mjs';

export const PHONE = {
  name: 'phone',
  metrics: { width: 390, height: 844, deviceScaleFactor: 3, mobile: true },
  touch: true,
};
export const DESKTOP = {
  name: 'desktop',
  metrics: { width: 1440, height: 900, deviceScaleFactor: 1, mobile: false },
  touch: false,
};
/** A finger's tap lasts about this long; a mouse button is held a little less. */
const TAP_HOLD_MS = 80;
const PRESS_HOLD_MS = 60;
/** A real pointer rests on a link a moment before the press (100–300 ms). */
export const POINTER_REST_MS = 200;
/** After a page's data is shown: the requests it still makes belong to its tap. */
export const SETTLE_MS = 1000;
const SHOWN_TIMEOUT_MS = 120_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Chromium closed the tab by itself: seen under heavy load, right as a tap activated a
 * prerendered page (the tab, its page and the prerendered page detach together). Not the
 * site's doing; the journey is walked again.
 */
export class TabLost extends Error {
  constructor() {
    super('Chromium closed the tab');
  }
}

/** CDP's network conditions for a profile of load-timings.mjs; null: none. */
function conditions(profile) {
  if (!profile) return { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
  const { latency, downloadThroughput, uploadThroughput } = profile;
  return { offline: false, latency, downloadThroughput, uploadThroughput };
}

/**
 * Starts Chromium. `routesByOrigin` ({ [origin]: [[pathname regex, ready selector]] }) feed
 * the instrument. Answers { cpuProbe, setNetwork, openJourneyTab, close }.
 */
export async function launchJourneyBrowser(routesByOrigin) {
  const source = instrumentSource(routesByOrigin);
  const reports = [];
  const requests = [];
  const workers = new Set();
  /** Tab sessions that ended: our own closes, and tabs Chromium closed by itself. */
  const closedTabs = new Set();
  let network = null;
  let isApi = () => false;

  const base = (sessionId, cdp) => [
    cdp.send('Page.enable', {}, sessionId),
    cdp.send('Network.enable', {}, sessionId),
    cdp.send('Runtime.enable', {}, sessionId),
    cdp.send('Runtime.addBinding', { name: BINDING }, sessionId),
    cdp.send('Page.addScriptToEvaluateOnNewDocument', { source }, sessionId),
    cdp.send('Network.emulateNetworkConditions', conditions(network), sessionId),
  ];
  /** Every page of a tab, prerendered ones too; all commands at once (cdp-tab.mjs). */
  const configureFor = (device, rate) => (sessionId, _target, cdp) =>
    Promise.all(
      [
        ...base(sessionId, cdp),
        device && cdp.send('Emulation.setDeviceMetricsOverride', device.metrics, sessionId),
        device &&
          cdp.send('Emulation.setTouchEmulationEnabled', { enabled: device.touch, maxTouchPoints: 5 }, sessionId),
        rate && cdp.send('Emulation.setCPUThrottlingRate', { rate }, sessionId),
      ].map((sent) => sent && sent.catch(() => {})),
    );

  const { cdp, page, close } = await launchTab({
    args: ['--ignore-certificate-errors'],
    configure: configureFor(null, null),
  });
  cdp.on((message) => {
    if (message.method === 'Target.detachedFromTarget' && !message.sessionId) closedTabs.add(message.params.sessionId);
    else if (message.method === 'Runtime.bindingCalled' && message.params.name === BINDING)
      reports.push({ sessionId: message.sessionId, ...JSON.parse(message.params.payload) });
    else if (message.method === 'Network.requestWillBeSent' && !workers.has(message.sessionId)) {
      if (isApi(message.params.request.url)) requests.push(`${message.sessionId}:${message.params.requestId}`);
    }
  });
  cdp.on(async (message) => {
    if (message.method !== 'Target.targetCreated' || message.params.targetInfo.type !== 'service_worker') return;
    const { sessionId } = await cdp.send('Target.attachToTarget', {
      targetId: message.params.targetInfo.targetId,
      flatten: true,
    });
    workers.add(sessionId);
    await cdp.send('Network.enable', {}, sessionId).catch(() => {});
    await cdp.send('Network.emulateNetworkConditions', conditions(network), sessionId).catch(() => {});
  });
  await cdp.send('Target.setDiscoverTargets', { discover: true, filter: [{ type: 'service_worker' }] });

  /** Waits until a report after index `from` satisfies `accept`; answers it. */
  async function report(from, accept, what, tab, timeout = SHOWN_TIMEOUT_MS) {
    const end = Date.now() + timeout;
    for (;;) {
      const found = reports.slice(from).find(accept);
      if (found) return found;
      if (closedTabs.has(tab.tabSession)) throw new TabLost();
      if (Date.now() > end) throw new Error(`no ${what} within ${timeout} ms`);
      await sleep(20);
    }
  }

  return {
    close,
    /** The first tab's page (about:blank) as bench/cpu.mjs calibrates in it. */
    cpuProbe: () => ({
      evaluate: (expression) => evaluate(cdp, page, expression),
      setRate: (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate }, page),
    }),
    /** The network of every page opened from now on and of the service worker (null: none). */
    async setNetwork(profile) {
      network = profile;
      for (const worker of workers)
        await cdp.send('Network.emulateNetworkConditions', conditions(network), worker).catch(() => {});
    },
    /** A new tab (a new session as far as the site knows) with this device and CPU rate. */
    async openJourneyTab(device, rate, apiPattern) {
      isApi = (url) => apiPattern.test(new URL(url).pathname);
      const tab = await openTab(cdp, configureFor(device, rate));
      return journeyTab({ cdp, tab, device, reports, requests, report, closedTabs });
    },
  };
}

/** The actions of one tab: its current page session follows prerendered pages once shown. */
function journeyTab({ cdp, tab, device, reports, requests, report, closedTabs }) {
  let current = tab.page;
  const input = (method, params) => cdp.send(method, params, current);
  /**
   * The input that ends a tap or click: its acknowledgement may never come when the page it
   * went to is replaced (a prerendered page shown), and the press report does not need it.
   */
  const release = (method, params) => {
    const sent = input(method, params).catch(() => {});
    return Promise.race([sent, sleep(1000)]);
  };

  /** The centre of the first element matching `selector`, scrolled into view when it is not. */
  async function locate(selector) {
    const point = await evaluate(
      cdp,
      current,
      `(() => {
        const element = document.querySelector(${JSON.stringify(selector)});
        if (!element?.checkVisibility()) return null;
        let r = element.getBoundingClientRect();
        if (r.top < 60 || r.bottom > innerHeight - 80) {
          element.scrollIntoView({ block: 'center', behavior: 'instant' });
          r = element.getBoundingClientRect();
        }
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      })()`,
    );
    if (!point) throw new Error(`${selector} is not on the page`);
    return point;
  }

  async function tap(selector) {
    const { x, y } = await locate(selector);
    await input('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await sleep(TAP_HOLD_MS);
    await release('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  /** The pointer comes to the element, rests POINTER_REST_MS, presses and releases. */
  async function click(selector) {
    const { x, y } = await locate(selector);
    for (const [dx, dy] of [
      [-200, 300],
      [-40, 30],
      [-8, 4],
      [0, 0],
    ])
      await input('Input.dispatchMouseEvent', { type: 'mouseMoved', x: x + dx, y: y + dy });
    await sleep(POINTER_REST_MS);
    await input('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
    await sleep(PRESS_HOLD_MS);
    await release('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
  }

  return {
    device,
    get session() {
      return current;
    },
    goto: (url) => navigate(cdp, current, url),
    evaluate: (expression) => evaluate(cdp, current, expression),
    /** Polls `expression` until it is truthy (an answer that never comes counts as false). */
    async waitFor(expression, timeout = SHOWN_TIMEOUT_MS) {
      const end = Date.now() + timeout;
      for (;;) {
        if (closedTabs.has(tab.tabSession)) throw new TabLost();
        const asked = evaluate(cdp, current, expression).catch(() => null);
        if (await Promise.race([asked, sleep(5000)])) return;
        if (Date.now() > end) throw new Error(`still false after ${timeout} ms: ${expression.slice(0, 160)}`);
        await sleep(100);
      }
    },
    /** Scrolls the element into view when it is not (before a timed press, which must not scroll). */
    reveal: (selector) => locate(selector),
    /** A tap on a phone, a pointer's click on a desktop. */
    press: (selector) => (device.touch ? tap(selector) : click(selector)),
    /** Taps a field and types into it (as an input method commits text). */
    async type(selector, text) {
      await (device.touch ? tap(selector) : click(selector));
      await input('Input.insertText', { text });
    },
    /**
     * Does `act()` (a press) and waits for the first frame that shows `path` (and `text`, when
     * given) after its press. Answers { ms: press → shown, requests, prerendered: shown by a
     * page prerendered in a session of its own }; that page becomes the tab's current page.
     */
    async timed(act, { path, text }) {
      const from = reports.length;
      const sent = requests.length;
      await act();
      const press = await report(from, (r) => r.kind === 'press', 'press', tab);
      const shown = await report(
        from,
        (r) => r.kind === 'shown' && r.path === path && r.at >= press.at && (text === undefined || r.text === text),
        `frame showing ${path}${text === undefined ? '' : ` with "${text}"`}`,
        tab,
      ).catch(async (error) => {
        if (error instanceof TabLost) throw error;
        const seen = reports.slice(from).map((r) => `${r.kind} ${r.path}`);
        const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{ type: 'page' }] });
        const pages = targetInfos.map((t) => `${new URL(t.url).pathname}${t.subtype ? ` (${t.subtype})` : ''}`);
        throw new Error(
          `${error.message} (reports since the press: ${seen.join(', ')}; pages open: ${pages.join(', ')})`,
        );
      });
      const prerendered = shown.sessionId !== press.sessionId && shown.path !== press.path;
      current = shown.sessionId;
      await sleep(SETTLE_MS);
      return { ms: shown.at - press.at, requests: new Set(requests.slice(sent)).size, prerendered };
    },
    close: () => tab.close(),
  };
}
