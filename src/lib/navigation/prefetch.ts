/**
 * The next page, ready before the tap (D17): its HTML and its islands' modules, fetched
 * when the pointer rests on a link, when a finger or a button presses it, when it gets
 * keyboard focus, and for the top bar's links once they are in view and the page has
 * gone quiet. The router then swaps in the HTML it already has (takePrefetched) and the
 * islands find their modules compiled. A participant's data is never fetched here: the
 * new page's query stores ask for what the session lacks.
 */

/** What the pointer must rest on a link before it counts as an intent (Astro's own figure). */
const HOVER_MS = 80;
/** Prefetched HTML is used within this time; it is static, but a deploy may replace it. */
const KEEP_MS = 5 * 60_000;

interface Prefetched {
  at: number;
  html: Promise<string | null>;
}

const pages = new Map<string, Prefetched>();
const preloaded = new Set<string>();

/** A link the router will follow within this document, to another page. */
function routable(anchor: Element | null): anchor is HTMLAnchorElement {
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.href) return false;
  if (anchor.target || anchor.hasAttribute('download') || anchor.dataset.astroReload !== undefined) return false;
  const url = new URL(anchor.href);
  return url.origin === location.origin && url.pathname + url.search !== location.pathname + location.search;
}

const keyOf = (href: string) => {
  const url = new URL(href, location.href);
  return url.pathname + url.search;
};

/** The modules a page loads at once: its scripts, its modulepreloads, its islands (not the later ones). */
export function pageModules(html: string): string[] {
  const found = new Set<string>();
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  for (const [tag] of html.matchAll(/<(?:script|link|astro-island)\b[^>]*>/g)) {
    if (tag.startsWith('<script') && /type="module"/.test(tag)) found.add(attr(tag, 'src') ?? '');
    else if (tag.startsWith('<link') && /rel="modulepreload"/.test(tag)) found.add(attr(tag, 'href') ?? '');
    else if (tag.startsWith('<astro-island') && !/client="(visible|toast)"/.test(tag))
      for (const name of ['component-url', 'renderer-url']) found.add(attr(tag, name) ?? '');
  }
  return [...found].filter((url) => url.startsWith('/')).map((url) => url.replace(/&amp;/g, '&'));
}

function preloadModules(html: string): void {
  for (const src of pageModules(html)) {
    if (preloaded.has(src) || document.querySelector(`script[src="${src}"]`)) continue;
    preloaded.add(src);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = src;
    document.head.append(link);
  }
}

/** Fetches a page and its modules once (a failure forgets it, so the router asks itself). */
export function prefetchPage(href: string): void {
  const key = keyOf(href);
  const known = pages.get(key);
  if (known && performance.now() - known.at < KEEP_MS) return;
  const html = fetch(key, { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok || !/text\/html/.test(response.headers.get('content-type') ?? '')) return null;
      const text = await response.text();
      preloadModules(text);
      return text;
    })
    .catch(() => null);
  pages.set(key, { at: performance.now(), html });
  void html.then((text) => {
    if (text === null) pages.delete(key);
  });
}

/** The prefetched HTML of `url`, taken once; undefined when there is none (or it is stale). */
export function takePrefetched(url: URL): Promise<string | null> | undefined {
  const key = url.pathname + url.search;
  const entry = pages.get(key);
  pages.delete(key);
  return entry && performance.now() - entry.at < KEEP_MS ? entry.html : undefined;
}

const saveData = () => Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);

function onIntent(event: Event): void {
  const anchor = (event.target as Element | null)?.closest?.('a') ?? null;
  if (routable(anchor)) prefetchPage(anchor.href);
}

let hovered: ReturnType<typeof setTimeout> | undefined;

/** Listens for intents on the whole document (the router keeps it for the session). */
export function startPrefetch(topBarLinks: () => Iterable<HTMLAnchorElement>): void {
  // A press is a near-certain intent: even with data saving on, the page is on its way.
  for (const type of ['touchstart', 'mousedown'] as const)
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  if (saveData()) return;
  document.addEventListener('focusin', onIntent, { passive: true });
  document.addEventListener(
    'mouseover',
    (event) => {
      clearTimeout(hovered);
      hovered = setTimeout(() => onIntent(event), HOVER_MS);
    },
    { passive: true },
  );
  document.addEventListener('mouseout', () => clearTimeout(hovered), { passive: true });
  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries)
      if (entry.isIntersecting) {
        seen.unobserve(entry.target);
        if (routable(entry.target)) prefetchPage(entry.target.href);
      }
  });
  for (const link of topBarLinks()) seen.observe(link);
}
