/**
 * The inline preloader (issue 16, docs/decisions/021): a classic script in <head>,
 * right after the guard, that asks for the page's first data while the HTML is still
 * parsing, long before any island module has arrived. Islands ask through the one
 * HTTP client, which takes these answers over (src/lib/api/preload.ts).
 * It also paints the first banner — the page's largest picture — as soon as its
 * content arrives, into the carousel's static fallback (BannerCarousel takes it over).
 * Any failure here only means the islands ask for themselves.
 */
import { isObject } from '../api/parse';
import { toDataUrl } from '../data-url';
import { SESSION_KEY, run, tokenExpiry } from '../guard/guard.js';
import { bannerLink, parseBannerSections, parseBanners, sectionForPath } from '../shell/banner-rules';
import { BANNER_CONTENT, BANNER_LIST } from '../api/broadcast';
import { PRELOAD_GLOBAL, type PreloadEntry, type PreloadMap } from '../api/preload-registry';
import { keyOfRequest, requestOf, type ReadRequest } from '../api/read';
import { bannerSectionsRead, shellReads, type PageReads } from './page-reads';
import { BANNER_PAINT_ID, MAIN_ID, PAINTED_BANNER_GLOBAL, type PaintedBanner } from './banner-paint';

function sessionToken(): string | null {
  try {
    const user: unknown = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null');
    const token = isObject(user) ? user.token : null;
    const exp = tokenExpiry(token);
    return typeof token === 'string' && exp !== null && exp * 1000 > Date.now() ? token : null;
  } catch {
    return null;
  }
}

type Ask = (request: ReadRequest) => PreloadEntry;

/**
 * Over HTTP/1.1 a browser opens six connections to a host. When the API shares the site's
 * origin there, a page's first requests could take all six and hold its stylesheets (and
 * so its first paint) behind a slow API: the preloader then keeps two connections free.
 * Over HTTP/2 and HTTP/3 (a CDN) every request goes at once.
 */
const HTTP1_SHARED_ORIGIN_REQUESTS = 4;

function requestLimit(base: string): number {
  try {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const shared = new URL(base).origin === location.origin;
    return shared && navigation?.nextHopProtocol === 'http/1.1' ? HTTP1_SHARED_ORIGIN_REQUESTS : Infinity;
  } catch {
    return Infinity;
  }
}

/** Starts at most `limit` requests at a time, the rest in order as earlier ones answer. */
function limited(limit: number): (start: () => Promise<Response>) => Promise<Response> {
  let active = 0;
  const waiting: (() => void)[] = [];
  const done = () => {
    active--;
    waiting.shift()?.();
  };
  return (start) => {
    const run = () => {
      active++;
      const response = start();
      response.then(done, done);
      return response;
    };
    return active < limit ? run() : new Promise((resolve) => waiting.push(() => resolve(run())));
  };
}

/** Starts requests with the session's token and registers each under its key for the HTTP client. */
function asker(map: PreloadMap, base: string, token: string): Ask {
  const send = limited(requestLimit(base));
  return (request) => {
    // Joined as the HTTP client (ky's prefix) joins them.
    const url = new URL(`${base}/${request.path}`).href;
    const { body } = request;
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = send(() => fetch(url, { method: request.method, headers, body, credentials: 'same-origin' }));
    response.catch(() => {}); // a failure is the island's to report when it asks again
    const entry: PreloadEntry = { at: performance.now(), response };
    map[keyOfRequest(request)] = entry;
    return entry;
  };
}

/** The answer's JSON, leaving the answer itself unread for the island that takes it over. */
const json = (response: Promise<Response>): Promise<unknown> => response.then((r) => (r.ok ? r.clone().json() : null));

/** Reads an answer's JSON and starts what follows from it before anyone else may take the answer. */
function then<T>(entry: PreloadEntry, next: (answer: unknown) => T): Promise<T> {
  const followUps = json(entry.response).then(next);
  entry.followUps = followUps;
  return followUps;
}

/**
 * Resolves once the parser has passed the banner's box, whose children the preloader
 * replaces: the page's <main> follows it (AppLayout). Not DOMContentLoaded, which waits
 * for every module script of the page to download and run; the banner is the page's
 * largest element, and the modules are ~100 KiB on a slow line.
 */
function whenBoxParsed(): Promise<void> {
  return document.readyState !== 'loading' || document.getElementById(MAIN_ID)
    ? Promise.resolve()
    : new Promise((resolve) => document.addEventListener('readystatechange', () => resolve(), { once: true }));
}

function paintBanner(painted: PaintedBanner) {
  const box = document.getElementById(BANNER_PAINT_ID);
  if (!box || box.dataset.painted !== undefined) return;
  const image = document.createElement('img');
  image.src = painted.src;
  image.alt = 'Baner';
  image.className = 'banners__image';
  image.draggable = false;
  const link = bannerLink(painted.banner.url);
  let content: HTMLElement = image;
  if (link) {
    const a = document.createElement('a');
    a.href = link.href;
    a.className = 'banners__link';
    if (link.newTab) {
      a.target = '_blank';
      a.rel = 'noopener noreferrer';
    }
    a.append(image);
    content = a;
  }
  const frame = document.createElement('div');
  frame.className = 'banners__frame';
  frame.append(content);
  box.replaceChildren(frame);
  box.className = 'banners';
  box.removeAttribute('role');
  box.removeAttribute('aria-busy');
  box.setAttribute('aria-label', 'Baner');
  box.dataset.painted = '';
}

/** Sections, then the section's list, then its first picture, painted at once. */
async function preloadBanner(ask: Ask, sections: PreloadEntry) {
  const code = sectionForPath(location.pathname);
  const list = await then(sections, (answer) => {
    const section = parseBannerSections(answer).find((s) => s.code === code);
    return section ? ask(requestOf(BANNER_LIST, section.id)) : null;
  });
  if (!list || !code) return;
  const first = await then(list, (answer) => {
    const raw = isObject(answer) && Array.isArray(answer.banners) ? answer.banners[0] : null;
    const banner = parseBanners({ banners: [raw] })[0];
    if (!banner || !isObject(raw)) return null;
    const content = ask(requestOf(BANNER_CONTENT, banner.id));
    return { raw, banner, content };
  });
  if (!first) return;
  const answer = await json(first.content.response);
  const src = toDataUrl({
    imageContent: isObject(answer) ? answer.bannerContent : null,
    imageMimeType: first.banner.mimeType,
  });
  if (!src) return;
  const painted: PaintedBanner = { section: code, banner: first.raw, src };
  (window as unknown as Record<string, unknown>)[PAINTED_BANNER_GLOBAL] = painted;
  await whenBoxParsed();
  paintBanner(painted);
}

/** A key of the browser's local storage, or null (blocked storage, no key). */
function fromLocalStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Starts the shell's, the banner's and the page's first requests with the stored session;
 * `apiBase` as config's. `page` says what this page asks for (page-reads.ts).
 */
export function preload(apiBase: string, page: PageReads) {
  const token = sessionToken();
  if (!token) return;
  const base = (apiBase || location.origin).replace(/\/+$/, '');
  const map: PreloadMap = {};
  (window as unknown as Record<string, unknown>)[PRELOAD_GLOBAL] = map;
  const ask = asker(map, base, token);
  shellReads().forEach(ask);
  const sections = ask(bannerSectionsRead());
  page(location.pathname, location.search, fromLocalStorage).forEach(ask);
  preloadBanner(ask, sections).catch(() => {});
}

/**
 * A logged-in page's first script: the access guard decides (src/lib/guard/guard.js), and
 * unless it sends the visitor away, the page's requests start. One script rather than two:
 * the guard shares its session reading and the page saves half a KiB of HTML. The API
 * base comes from the script element's data-api attribute (config's).
 */
export function guardThenPreload(page: PageReads) {
  // null: run again by the router after a swap, when the stores already hold the session's data.
  const decision = run(window);
  if (decision && !decision.redirect) preload(document.currentScript?.dataset.api ?? '', page);
}
