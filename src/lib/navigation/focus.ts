/**
 * Where focus goes once the router has swapped in a page (D17, WCAG 2.4.3): to the page's
 * main heading, or to <main> while the heading is still to come (an island renders it), so
 * a keyboard or screen-reader user starts at the new content, as after a page load with the
 * skip link. The scroll position is the router's (D12): focus moves without scrolling.
 *
 * At the next frame, not at the swap: focus() needs the new page's style and layout, which
 * would be computed at the swap and again once the islands change the page (~40 ms on a
 * mid-tier phone). A page that has meanwhile put focus in itself (a sheet opened by its
 * link) keeps it.
 */
export function focusNewPage(): void {
  requestAnimationFrame(() => {
    if (document.activeElement?.closest('main,[role$=dialog]')) return;
    const main = document.querySelector<HTMLElement>('main');
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
}
