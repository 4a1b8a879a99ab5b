/** The top bar's links (spec section 2, "Top bar") and their highlighting (D6). */
export interface NavLink {
  href: string;
  label: string;
  /** Path prefix that makes this link the current one. */
  prefix: string;
}

export const NAV_LINKS: readonly NavLink[] = [
  { href: '/goals', label: 'Moje cele', prefix: '/goals' },
  { href: '/tasks', label: 'Zadania', prefix: '/tasks' },
  // '/award' covers /awards, /awards-catalog and /award/:awardId (D6).
  { href: '/awards', label: 'Nagrody', prefix: '/award' },
  { href: '/rules', label: 'Zasady', prefix: '/rules' },
  { href: '/history', label: 'Historia', prefix: '/history' },
];

/** True when `pathname` belongs to the link's section. */
export function isActive(link: NavLink, pathname: string): boolean {
  return pathname.startsWith(link.prefix);
}
