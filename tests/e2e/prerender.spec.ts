/**
 * The next page is ready before the click (issue 17, docs/decisions/024). Chromium
 * prerenders a top-bar link the pointer rests on; the prerendered page sees the current
 * session and has loaded its data and hydrated before it is shown, but changes nothing:
 * a pending popup stays pending until the participant sees the page, then shows there.
 *
 * Playwright's own sessions keep Chromium from prerendering at all, so this spec drives
 * its own Chromium through the tab target (scripts/lib/cdp-tab.mjs).
 */
import { evaluate, launchTab, navigate, waitUntil } from '../../scripts/lib/cdp-tab.mjs';
import { expect, test } from './fixtures.ts';
import { sharedSession } from './real-login.ts';

const POPUP = { popupId: 1, popupName: 'Komunikat z prerenderingu', textContent: 'Treść komunikatu' };
const HYDRATED = `!document.querySelector('astro-island[ssr]')`;

test('a hovered top-bar link is prerendered with its data; it changes nothing until it is shown', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const session = await sharedSession(request, 'demo');
  const errors: string[] = [];
  const { cdp, page, close } = await launchTab({
    args: ['--window-size=1440,900'],
    configure: (sessionId, _target, connection) =>
      Promise.all([connection.send('Page.enable', {}, sessionId), connection.send('Runtime.enable', {}, sessionId)]),
  });
  cdp.on((message: { method?: string; params?: { type?: string; exceptionDetails?: { text: string } } }) => {
    if (message.method === 'Runtime.exceptionThrown') errors.push(message.params!.exceptionDetails!.text);
    if (message.method === 'Runtime.consoleAPICalled' && message.params!.type === 'error') errors.push('console error');
  });
  try {
    await cdp.send('Runtime.enable', {}, page);
    await navigate(cdp, page, `${baseURL}/rodo`);
    await evaluate(cdp, page, `sessionStorage.setItem('user', ${JSON.stringify(JSON.stringify(session))})`);
    await navigate(cdp, page, `${baseURL}/goals`);
    await waitUntil(cdp, page, `!!document.querySelector('.goal-card__name') && ${HYDRATED}`);
    // This page's Popup island has looked for a popup (once, as it mounted) …
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // … so a popup written now waits for the next page the participant sees.
    await evaluate(cdp, page, `sessionStorage.setItem('punkty.popup', ${JSON.stringify(JSON.stringify(POPUP))})`);
    // The page writes sessionStorage to the browser in batches: let that one land first.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await evaluate(cdp, page, `document.querySelectorAll('[role="dialog"]').length`)).toBe(0);

    await cdp.send('Preload.enable', {}, page);
    const prerendered = cdp.waitFor('Target.attachedToTarget', {
      timeout: 60_000,
      accept: (p: { targetInfo: { subtype?: string } }) => p.targetInfo.subtype === 'prerender',
    });
    const ready = cdp.waitFor('Preload.prerenderStatusUpdated', {
      sessionId: page,
      timeout: 60_000,
      accept: (p: { status: string }) => p.status === 'Ready' || p.status === 'Failure',
    });
    const link = await evaluate(
      cdp,
      page,
      `(() => { const r = document.querySelector('.topbar__nav--wide a[href="/tasks"]').getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
    );
    // The pointer comes over the link and rests there, as a hand does; again if the page
    // was still busy the first time.
    let attached: { sessionId: string } | null = null;
    void prerendered.then((params: { sessionId: string }) => (attached = params));
    for (let attempt = 0; attempt < 3 && !attached; attempt++) {
      for (const [dx, dy] of [
        [-200, 400],
        [-40, 40],
        [-10, 5],
        [0, 0],
      ])
        await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: link.x + dx!, y: link.y + dy! }, page);
      await Promise.race([prerendered, new Promise((resolve) => setTimeout(resolve, 8000))]);
    }
    const next = ((await prerendered) as { sessionId: string }).sessionId;
    expect(await ready).toMatchObject({ status: 'Ready' });

    // Before the click: /tasks has loaded its tasks and hydrated, with the current session…
    await waitUntil(cdp, next, `document.prerendering && !!document.querySelector('.task-card') && ${HYDRATED}`);
    expect(await evaluate(cdp, next, `document.querySelector('.wallet-summary[data-ready]') !== null`)).toBe(true);
    // …and has taken nothing: no dialog, the popup still waiting, in its view and in the page's.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await evaluate(cdp, next, `document.querySelectorAll('[role="dialog"]').length`)).toBe(0);
    expect(await evaluate(cdp, next, `sessionStorage.getItem('punkty.popup') !== null`)).toBe(true);
    expect(await evaluate(cdp, page, `sessionStorage.getItem('punkty.popup') !== null`)).toBe(true);

    // The click shows the prerendered page, and only now does the popup show, once.
    for (const type of ['mousePressed', 'mouseReleased'])
      await cdp.send('Input.dispatchMouseEvent', { type, x: link.x, y: link.y, button: 'left', clickCount: 1 }, page);
    await waitUntil(cdp, next, `!document.prerendering`);
    expect(await evaluate(cdp, next, `location.pathname`)).toBe('/tasks');
    expect(await evaluate(cdp, next, `performance.getEntriesByType('navigation')[0].activationStart`)).toBeGreaterThan(
      0,
    );
    await waitUntil(
      cdp,
      next,
      // The title is typeset (a no-break space after "z"): compare with spaces made plain.
      `document.querySelector('[role="dialog"]')?.textContent.replace(/\\s+/g, ' ').includes(${JSON.stringify(POPUP.popupName)})`,
    );
    expect(await evaluate(cdp, next, `sessionStorage.getItem('punkty.popup')`)).toBeNull();
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
