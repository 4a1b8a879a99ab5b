/**
 * The next page, ready before the tap (D17): its HTML, its stylesheets and every module it
 * loads at once (the list its build wrote into it: integrations/module-preload.ts), fetched
 * when the pointer rests on a link, when a finger or a button presses it and when it gets
 * keyboard focus, and for a link a page marks as the likely next step (`data-prefetch`: the
 * catalogue's cards) as soon as it is drawn. Once the page has gone quiet, the top bar's pages'
 * HTML: all of them when the service worker has them on the device, else the links in view.
 * Each static page is fetched once for all its addresses (prefetched.ts). The
 * router then swaps in the HTML it already has (takePrefetched) and the islands find their
 * modules ready. A participant's data is never fetched here: the new page's query stores
 * ask for what the session lacks.
 */
import { whenNetworkQuiet } from '../offline/register';
import { saveData } from '../save-data';
import { KEEP_MS, keyOf, pages } from './prefetched';
import { keepStylesheets } from './stylesheets';

/** How long the pointer must rest on a link before it counts as an intent (Astro's own figure). */
const HOVER_MS = 80;

const preloaded = new Set<string>();

/** A link the router will follow within this document, to another page. */
function followed(anchor: Element | null | undefined): anchor is HTMLAnchorElement {
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.href || anchor.target) return false;
  if (anchor.hasAttribute('download') || anchor.dataset.astroReload !== undefined) return false;
  const url = new URL(anchor.href);
  return url.origin === location.origin && url.pathname + url.search !== location.pathname + location.search;
}

/** The modules a page's build named in it (its scripts, its islands and all they import). */
export function pageModules(html: string): string[] {
  return /<meta name="punkty-modules" content="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
}

/** The stylesheets a page links to. */
export function pageStylesheets(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
}

function preload(rel: 'modulepreload' | 'preload', href: string): void {
  if (preloaded.has(href) || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = rel;
  if (rel === 'preload') link.as = 'style';
  link.href = href;
  document.head.append(link);
}

/** What the page needs before it can be shown: its stylesheets (loader.ts waits for them) and its modules. */
function preloadFiles(html: string): void {
  for (const href of pageStylesheets(html)) preload('preload', href);
  for (const href of pageModules(html)) preload('modulepreload', href);
}

/**
 * Fetches a page once (a failure forgets it, so the router asks itself), and with
 * `modules` every module it loads at once.
 */
export function prefetchPage(href: string, { modules = true } = {}): void {
  const url = new URL(href, location.href);
  const key = keyOf(url);
  let entry = pages.get(key);
  if (!entry || performance.now() - entry.at >= KEEP_MS) {
    const html = fetch(url.pathname, { credentials: 'same-origin' })
      .then((response) =>
        response.ok && /text\/html/.test(response.headers.get('content-type') ?? '') ? response.text() : null,
      )
      .catch(() => null);
    entry = { at: performance.now(), html };
    pages.set(key, entry);
    void html.then((text) => text === null && pages.delete(key));
  }
  if (modules) void entry.html.then((text) => text !== null && preloadFiles(text));
}

function onIntent(event: Event): void {
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (followed(anchor)) prefetchPage(anchor.href);
}

/**
 * The links a page marks as its likely next step (`data-prefetch`), once drawn and the
 * browser is idle: their page, its stylesheets and modules (one fetch for all the cards
 * that lead to the same static page).
 */
function watchLikelyNext(): void {
  let planned = false;
  const prefetchMarked = () => {
    planned = false;
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[data-prefetch]'))
      if (followed(anchor)) prefetchPage(anchor.href);
  };
  const plan = () => {
    if (planned) return;
    planned = true;
    if ('requestIdleCallback' in window) requestIdleCallback(prefetchMarked, { timeout: 1000 });
    else setTimeout(prefetchMarked, 200);
  };
  new MutationObserver(plan).observe(document.body, { childList: true, subtree: true });
  document.addEventListener('astro:after-swap', () => {
    new MutationObserver(plan).observe(document.body, { childList: true, subtree: true });
  });
  plan();
}

/** Listens for intents on the whole document, which the router keeps for the session. */
export function startPrefetch(topBarLinks: () => Iterable<HTMLAnchorElement>): void {
  // What a page loaded stays loaded: its stylesheets too (lazy with this module, since they matter from the first tap).
  document.addEventListener('astro:before-swap', (event) => keepStylesheets(event.newDocument));
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
  watchLikelyNext();
  // Once the page is quiet, the HTML of the top bar's pages: every one of them (this one too, for a
  // return) when the service worker has them on the device, else the links in view (from 1400 px;
  // on a phone the burger's wait for a press). Their modules wait for an intent: compiling every
  // page's code at once would take the phone's CPU just as the participant taps.
  whenNetworkQuiet(window, () => {
    const onDevice = Boolean(navigator.serviceWorker?.controller);
    for (const link of topBarLinks())
      if (onDevice || (link.offsetParent !== null && followed(link))) prefetchPage(link.href, { modules: false });
  });
}
