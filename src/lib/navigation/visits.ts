/**
 * A page's own script runs once per session under the client-side router (a module is
 * evaluated once, and the router evaluates it before the page is swapped in: loader.ts),
 * but what it starts — the page's first queries, before React hydrates — belongs to every
 * visit of the page (D17). onEveryVisit starts it now when this is the page, and again
 * whenever the router is about to show the page (from the URL it will have); what a visit
 * started ends as the next page is swapped in.
 */
type Stop = () => void;

const normalized = (path: string) => path.replace(/\/+$/, '') || '/';

/** Each registered page: starts its visit for `url` when `url` is that page and no visit runs. */
const pagesAhead = new Set<(url: URL) => void>();

export function onEveryVisit(page: string | ((url: URL) => boolean), start: (url: URL) => Stop): void {
  const isThisPage = typeof page === 'string' ? (url: URL) => normalized(url.pathname) === page : page;
  const here = new URL(location.href);
  let stop: Stop | undefined = isThisPage(here) ? start(here) : undefined;
  document.addEventListener('astro:before-swap', (event) => {
    stop?.();
    stop = isThisPage(event.to) ? start(event.to) : undefined;
  });
  pagesAhead.add((url) => {
    if (!stop && isThisPage(url)) stop = start(url);
  });
}

/**
 * Starts the visit of the page at `url` before the router is asked to show it (a login's
 * target while the shell's data loads): its first requests go out now. Its script must have
 * been evaluated (loader.ts's startAhead); the swap then starts the visit again, and the
 * stores, which have the answers or are waiting for them, ask nothing twice.
 */
export function visitAhead(url: URL): void {
  for (const start of pagesAhead) start(url);
}
