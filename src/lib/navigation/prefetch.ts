/**
 * The next page, ready before the tap (D17): its HTML and every module it loads at once
 * (the list its build wrote into it: integrations/module-preload.ts), fetched when the
 * pointer rests on a link, when a finger or a button presses it and when it gets keyboard
 * focus; the top bar's links in view get their HTML once the page has gone quiet (their
 * modules wait for an intent: a slow line has better things to carry). The router then
 * swaps in the HTML it already has (takePrefetched) and the islands find their modules
 * ready. A participant's data is never fetched here: the new page's query stores ask for
 * what the session lacks.
 */
import { whenNetworkQuiet } from '../offline/register';
import { saveData } from '../save-data';
import { KEEP_MS, keyOf, pages } from './prefetched';

/** How long the pointer must rest on a link before it counts as an intent (Astro's own figure). */
const HOVER_MS = 80;

const preloaded = new Set<string>();

/** A link the router will follow within this document, to another page. */
function followed(anchor: Element | null | undefined): anchor is HTMLAnchorElement {
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.href || anchor.target) return false;
  if (anchor.hasAttribute('download') || anchor.dataset.astroReload !== undefined) return false;
  const url = new URL(anchor.href);
  return url.origin === location.origin && keyOf(url) !== keyOf(new URL(location.href));
}

/** The modules a page's build named in it (its scripts, its islands and all they import). */
export function pageModules(html: string): string[] {
  return /<meta name="punkty-modules" content="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
}

function preloadModules(html: string): void {
  for (const href of pageModules(html)) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Fetches a page once (a failure forgets it, so the router asks itself), and with
 * `modules` every module it loads at once.
 */
export function prefetchPage(href: string, { modules = true } = {}): void {
  const key = keyOf(new URL(href, location.href));
  let entry = pages.get(key);
  if (!entry || performance.now() - entry.at >= KEEP_MS) {
    const html = fetch(key, { credentials: 'same-origin' })
      .then((response) =>
        response.ok && /text\/html/.test(response.headers.get('content-type') ?? '') ? response.text() : null,
      )
      .catch(() => null);
    entry = { at: performance.now(), html };
    pages.set(key, entry);
    void html.then((text) => text === null && pages.delete(key));
  }
  if (modules) void entry.html.then((text) => text !== null && preloadModules(text));
}

function onIntent(event: Event): void {
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (followed(anchor)) prefetchPage(anchor.href);
}

/** Listens for intents on the whole document, which the router keeps for the session. */
export function startPrefetch(topBarLinks: () => Iterable<HTMLAnchorElement>): void {
  // A new worker brings a new build: what was fetched ahead is of the old one.
  navigator.serviceWorker?.addEventListener('controllerchange', () => pages.clear());
  // A press is a near-certain intent: even with data saving on, the page is on its way.
  for (const type of ['touchstart', 'mousedown'])
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  if (saveData()) return;
  let resting: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener('focusin', onIntent, { passive: true });
  document.addEventListener('mouseover', (event) => {
    clearTimeout(resting);
    resting = setTimeout(onIntent, HOVER_MS, event);
  });
  document.addEventListener('mouseout', () => clearTimeout(resting));
  // Those in view: the bar's own from 1400 px; on a phone the burger's wait for a press.
  whenNetworkQuiet(window, () => {
    for (const link of topBarLinks())
      if (link.offsetParent !== null && followed(link)) prefetchPage(link.href, { modules: false });
  });
}
