/**
 * The service worker (docs/decisions/024), bundled by integrations/service-worker.ts into
 * dist/sw.js with the build's file list and the API's base URL.
 *
 * - The static shell is precached (workbox-precaching): every route's HTML, the CSS, JS
 *   and icons, so a page paints with no network. /admin (the CMS) is left out.
 * - A navigation, and the client-side router's fetch of a page, gets its route's page from
 *   the precache (shell.ts), like the CDN's rewrites.
 * - The API's reads go network first, with the participant's last answer as the fallback
 *   (api-reads.ts). Nothing else of the API is touched: an order, a wish, an edit goes to
 *   the network or fails, and is never queued or replayed.
 * - A new build takes over at once (skipWaiting, clients.claim): the next navigation gets
 *   its pages, while a page of the old build still finds its lazy chunks (previous-build.ts).
 */
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { API_CACHE, STATIC_CACHE } from '../lib/offline/names';
import { apiPath, isApiRead } from '../lib/offline/reads';
import { answerRead } from './api-reads';
import { keepPreviousBuild, previousBuildFile } from './previous-build';
import { NOT_FOUND_FILE, shellFile } from './shell';

/** The parts of the service worker's global scope used here (the DOM typings lack them). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  registration: { scope: string };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
}

declare const __PUNKTY_PRECACHE__: PrecacheEntry[];
declare const __PUNKTY_API_BASE__: string;

const worker = globalThis as unknown as WorkerScope;
const precache = new PrecacheController({ cacheName: STATIC_CACHE });
precache.precache(__PUNKTY_PRECACHE__);

worker.addEventListener('install', (event) => {
  const incoming = new Set(precache.getURLsToCacheKeys().values());
  event.waitUntil(keepPreviousBuild(incoming).then(() => worker.skipWaiting()));
});
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

const page = (file: string) => precache.matchPrecache(new URL(file, worker.registration.scope).href);

// Pages: the route's precached HTML; an address that is no route goes to the network
// (the CDN's 404 page, with its status), or gets the precached 404 page offline. The same
// for the client-side router's fetch of the next page (D17): a GET of a route's address.
registerRoute(
  ({ request, url }) =>
    (request.mode === 'navigate' || (request.method === 'GET' && shellFile(url.pathname) !== null)) &&
    url.origin === worker.location.origin &&
    !/^\/admin(\/|$)/.test(url.pathname),
  async ({ request, url }) => {
    const file = shellFile(url.pathname);
    const cached = file ? await page(file) : undefined;
    if (cached) return cached;
    try {
      return await fetch(request);
    } catch (error) {
      const notFound = await page(NOT_FOUND_FILE);
      if (notFound) return notFound;
      throw error;
    }
  },
);

// The precached files themselves (CSS, JS, icons, the manifest).
registerRoute(new PrecacheRoute(precache, { directoryIndex: '', cleanURLs: false }));

// A hashed file the precache no longer has: the previous build's, for a page still open.
registerRoute(
  ({ url }) => url.origin === worker.location.origin && url.pathname.startsWith('/_astro/'),
  async ({ request }) => (await previousBuildFile(request)) ?? fetch(request),
);

// The API's reads of a participant, GET and the list POSTs.
const apiRead = ({ request, url }: { request: Request; url: URL }) =>
  request.headers.has('authorization') &&
  isApiRead(request.method, apiPath(url.href, __PUNKTY_API_BASE__, worker.location.origin));
for (const method of ['GET', 'POST'] as const) {
  registerRoute(
    apiRead,
    async ({ request, event }) =>
      answerRead(request, {
        cache: await caches.open(API_CACHE),
        scope: worker.registration.scope,
        fetch: (r) => fetch(r),
        waitUntil: (promise) => event.waitUntil(promise),
      }),
    method,
  );
}
