/**
 * What a logged-in page asks the API for first, derived from its path, its URL's state
 * and (for the catalogue) the filters kept in local storage: the inline preloader
 * (preloader.ts) starts these requests while the HTML parses, and the HTTP client takes
 * the answers over (src/lib/api/preload.ts). The bodies come from the same functions the
 * fetcher stores use, so a preloaded request and the store's are byte for byte the same.
 * Each page's inline script carries only its own page's module (src/lib/preload/inline/);
 * this table joins them for the tests and for anything that needs them all.
 */
import { awardRequests, awardsRequests, catalogueRequests } from './pages/awards';
import { goalsRequests } from './pages/goals';
import { historyRequests } from './pages/history';
import { tasksRequests } from './pages/tasks';
import { noRequests, type PageRequests } from './request';

export { BANNER_SECTIONS_REQUEST, SHELL_REQUESTS, type PageRequests, type PreloadRequest } from './request';

/** The inline script of each page: its page module (src/lib/preload/inline/<name>.ts). */
export const PAGE_SCRIPTS = {
  goals: goalsRequests,
  tasks: tasksRequests,
  history: historyRequests,
  awards: awardsRequests,
  catalogue: catalogueRequests,
  award: awardRequests,
  shell: noRequests,
} as const satisfies Record<string, PageRequests>;

export type PageScript = keyof typeof PAGE_SCRIPTS;

/** Which page script a path runs ('/goals/' and '/goals' alike). */
export function pageScriptOf(pathname: string): PageScript {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/goals' || path === '/tasks' || path === '/history' || path === '/awards')
    return path.slice(1) as PageScript;
  if (path === '/awards-catalog') return 'catalogue';
  if (path.startsWith('/award/')) return 'award';
  return 'shell';
}

/** The page's own first list or item, or nothing when its state cannot be known before the islands run. */
export function pageRequests(pathname: string, search: string, stored: (key: string) => string | null = () => null) {
  return PAGE_SCRIPTS[pageScriptOf(pathname)](pathname, search, stored);
}
