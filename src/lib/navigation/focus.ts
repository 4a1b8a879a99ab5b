/**
 * Where focus goes once the router has swapped in a page (D17, WCAG 2.4.3): to the page's
 * main heading, or to <main> while the heading is still to come (an island renders it), so
 * a keyboard or screen-reader user starts at the new content, as after a page load with the
 * skip link. The scroll position is the router's (D12): focus moves without scrolling.
 */
export function focusNewPage(doc: Document = document): void {
  const main = doc.querySelector<HTMLElement>('main');
  const heading = main?.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
