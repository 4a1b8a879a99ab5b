/**
 * The service worker's registration (docs/decisions/024), inlined at the end of the pages
 * of the portal (ServiceWorker.astro): after the load event, so installing it (the
 * precache, fetched one file at a time) never competes with the page's own first requests.
 * A tab without a session also drops any participant's answers the worker kept (D14: an
 * expired session, a tab closed while logged in): nothing of them waits for the next person.
 */
import { SESSION_KEY, isLoggedIn } from '../guard/guard.js';
import { API_CACHE } from './names';

export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  try {
    if (!isLoggedIn(win.sessionStorage.getItem(SESSION_KEY), Date.now())) void win.caches?.delete(API_CACHE);
  } catch {
    /* storage blocked: no session, and nothing the worker could have kept */
  }
  win.addEventListener('load', () => void win.navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {}), {
    once: true,
  });
}
