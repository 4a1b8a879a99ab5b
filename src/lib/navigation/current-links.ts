/**
 * Marks the links under `root` that lead into `pathname`'s section (D6, the prefixes of
 * src/lib/shell/nav.ts written into the top bar as data-nav-prefix): the top bar stays on
 * screen across client-side navigations (D17), so its marks follow the path.
 */
export function markCurrentLinks(root: ParentNode, pathname: string): void {
  for (const link of root.querySelectorAll<HTMLElement>('a[data-nav-prefix]')) {
    if (pathname.startsWith(link.dataset.navPrefix!)) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}
