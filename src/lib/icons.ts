/**
 * The stroke icons of the interface (24×24, spec section 2: edit, target, checklist,
 * gift box, list, user profile, sign in/out, and the shell's own). Icon.astro draws them
 * all into the static HTML; the islands' Icon.tsx only the ones islands draw, so the
 * others' paths are not part of every page's JavaScript (issue 24).
 */

/** Drawn by islands (and by the static HTML). */
export const ISLAND_ICON_PATHS = {
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  wallet: 'M3 7h16v12H3zM3 7l12-3v3M15 13h2',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM12 12h.01',
  checklist: 'M10 6h10M10 12h10M10 18h10M3.5 6l1.5 1.5L8 4.5M3.5 12l1.5 1.5L8 10.5M3.5 18l1.5 1.5L8 16.5',
  gift: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8S11 3 8.5 3a2.5 2.5 0 0 0 0 5M12 8s1-5 3.5-5a2.5 2.5 0 0 1 0 5',
  edit: 'M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z',
  refresh: 'M20 11a8 8 0 0 0-14.9-4M4 3v4h4M4 13a8 8 0 0 0 14.9 4M20 21v-4h-4',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  pause: 'M9 5v14M15 5v14',
  play: 'M7 4.5v15L19.5 12z',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

/** Drawn only into the static HTML: the top bar's links and burger, the footer's links. */
const STATIC_ICON_PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 13h6M9 17h6',
  list: 'M9 6h12M9 12h12M9 18h12M4 6h.01M4 12h.01M4 18h.01',
} as const;

export const ICON_PATHS: typeof ISLAND_ICON_PATHS & typeof STATIC_ICON_PATHS = /* @__PURE__ */ Object.assign(
  {},
  ISLAND_ICON_PATHS,
  STATIC_ICON_PATHS,
);

export type IconName = keyof typeof ICON_PATHS;
export type IslandIconName = keyof typeof ISLAND_ICON_PATHS;
