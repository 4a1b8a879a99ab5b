/**
 * A stylesheet stays loaded for the session. The router removes the stylesheets the next
 * page does not link and would fetch them again when a page links them later: a round trip
 * before that page can be shown (100-300 ms on a slow line). Instead, the ones the next page
 * does not link are switched off (media "not all", no rule of theirs applies) and kept; a
 * page that links one again switches it back on at once.
 */
const OFF = 'not all';

const hrefOf = (link: Element) => link.getAttribute('href') ?? '';

/** Called as the next page is swapped in (astro:before-swap). */
export function keepStylesheets(next: Document): void {
  const linked = new Set([...next.head.querySelectorAll('link[rel="stylesheet"]')].map(hrefOf));
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const href = hrefOf(link);
    if (linked.has(href)) {
      if (link.dataset.off !== undefined) {
        link.removeAttribute('media');
        delete link.dataset.off;
      }
      continue;
    }
    // The router keeps a stylesheet of the current page that the next one links too.
    const kept = next.createElement('link');
    kept.rel = 'stylesheet';
    kept.href = href;
    next.head.append(kept);
    link.media = OFF;
    link.dataset.off = '';
  }
}
