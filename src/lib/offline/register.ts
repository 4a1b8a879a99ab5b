/**
 * The service worker's registration (docs/decisions/024), inlined at the end of the pages
 * of the portal (ServiceWorker.astro). Installing the worker fetches the whole static shell
 * (the precache, ~380 KiB): it waits for the load event and then for the network to go
 * quiet, so it never competes with the page's own islands, data and pictures, which
 * mostly come after the load event (on slow 4G an install begun at `load` put /goals'
 * data 2 s later).
 * A tab without a session also drops any participant's answers the worker kept (D14: an
 * expired session, a tab closed while logged in): nothing of them waits for the next person.
 * Whether there is a session, the access guard has already decided at the top of the page
 * and marked the root (decision 023), so this reads its mark instead of the token again.
 */
import { LOGGED_OUT_CLASS } from '../guard/guard.js';
import { API_CACHE } from './names';

export const SERVICE_WORKER_URL = '/sw.js';

/** How long no request of the page may have finished before the install starts. */
export const QUIET_MS = 2000;
const CHECK_MS = 500;

/** Calls `then` once QUIET_MS have gone by without a resource of the page finishing. */
export function whenNetworkQuiet(win: Window, then: () => void): void {
  let seen = -1;
  let since = 0;
  const check = () => {
    const finished = win.performance.getEntriesByType('resource').length;
    const now = win.performance.now();
    if (finished !== seen) [seen, since] = [finished, now];
    if (now - since >= QUIET_MS) then();
    else win.setTimeout(check, CHECK_MS);
  };
  check();
}

export function registerServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  if (win.document.documentElement.classList.contains(LOGGED_OUT_CLASS)) win.caches?.delete(API_CACHE).catch(() => {});
  const register = () => void win.navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {});
  win.addEventListener('load', () => whenNetworkQuiet(win, register), { once: true });
}
