/**
 * A page's own script runs once per session under the client-side router (a module is
 * evaluated once), but what it starts — the page's first queries, before React hydrates —
 * belongs to every visit of the page (D17). onEveryVisit starts it now, and again as the
 * router is about to show the page once more (from the URL it will have); what a visit
 * started ends as the next page is swapped in.
 */
type Stop = () => void;

const normalized = (path: string) => path.replace(/\/+$/, '') || '/';

export function onEveryVisit(page: string | ((url: URL) => boolean), start: (url: URL) => Stop): void {
  const isThisPage = typeof page === 'string' ? (url: URL) => normalized(url.pathname) === page : page;
  let stop: Stop | undefined = start(new URL(location.href));
  document.addEventListener('astro:before-swap', (event) => {
    stop?.();
    stop = isThisPage(event.to) ? start(event.to) : undefined;
  });
}
