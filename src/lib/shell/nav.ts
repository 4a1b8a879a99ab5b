/** The top bar's links (spec section 2, "Top bar") and their highlighting (D6). */
import type { IconName } from '../icons';

export interface NavLink {
  href: string;
  label: string;
  /** Path prefix that makes this link the current one. */
  prefix: string;
  icon: IconName;
}

export const NAV_LINKS: readonly NavLink[] = [
  { href: '/goals', label: 'Moje cele', prefix: '/goals', icon: 'target' },
  { href: '/tasks', label: 'Zadania', prefix: '/tasks', icon: 'checklist' },
  // '/award' covers /awards, /awards-catalog and /award/:awardId (D6).
  { href: '/awards', label: 'Nagrody', prefix: '/award', icon: 'gift' },
  { href: '/rules', label: 'Zasady', prefix: '/rules', icon: 'document' },
  { href: '/history', label: 'Historia', prefix: '/history', icon: 'list' },
];

/** True when `pathname` belongs to the link's section. */
export function isActive(link: NavLink, pathname: string): boolean {
  return pathname.startsWith(link.prefix);
}
