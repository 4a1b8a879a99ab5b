/**
 * What a logged-in page asks the API for first, derived from its path, its URL's
 * state and (for the catalogue) the filters kept in local storage: the inline preloader (preloader.ts) starts these requests
 * while the HTML parses, and the islands' own calls take the answers over
 * (src/lib/api/preload.ts). The bodies come from the same functions the islands
 * use, so a preloaded request and the island's request are byte for byte the same.
 * Pure and import-light: everything here is bundled into an inline script.
 */
import { awardIdFromPath } from '../awards/address';
import { catalogRequest, catalogViewFrom, readStoredFilters } from '../awards/filters';
import { filtersFromSearch, toRequest as goalsRequest } from '../goals/filters';
import { toRequest as historyRequest, parseFilters as historyFilters } from '../history/filters';
import { toTaskRequest, viewFromSearch } from '../tasks/filters';

export interface PreloadRequest {
  method: 'GET' | 'POST';
  /** The API path without the leading slash, as src/lib/api calls it. */
  path: string;
  body?: unknown;
}

const get = (path: string): PreloadRequest => ({ method: 'GET', path });
const post = (path: string, body: unknown): PreloadRequest => ({ method: 'POST', path, body });

/** The shell's data on every logged-in page: group, user info, points. */
export const SHELL_REQUESTS: readonly PreloadRequest[] = [
  get('api/loyalty/group'),
  get('api/loyalty/participant/preview'),
  get('api/loyalty/participant/points/summary'),
];

/** The first of the banners' three steps (sections, the section's list, each picture). */
export const BANNER_SECTIONS_REQUEST = get('api/loyalty/broadcast/banner-section');

/** A key of the browser's local storage, or null (blocked storage, no key). */
const fromLocalStorage = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** The page's own first list or item, or nothing when its state cannot be known before the islands run. */
export function pageRequests(
  pathname: string,
  search: string,
  stored: (key: string) => string | null = fromLocalStorage,
): PreloadRequest[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/goals') {
    const { filters, rejected } = filtersFromSearch(search);
    // A rejected setting makes the island check periods and groups first: no guess.
    const list = rejected.length ? [] : [post('api/loyalty/plan/result', goalsRequest(filters))];
    return [...list, get('api/loyalty/plan/period/list'), get('api/loyalty/plan/group/list')];
  }
  if (path === '/tasks') return [post('api/loyalty/task/list', toTaskRequest(viewFromSearch(search).view))];
  if (path === '/history') {
    const { filters } = historyFilters(search);
    // A currency filter depends on the participant's group (lp is FRSH's only).
    const list = filters.currency ? [] : [post('api/loyalty/history/list', historyRequest(filters))];
    return [get('api/loyalty/participant/points/expiring'), ...list];
  }
  if (path === '/awards') return [get('api/loyalty/award/group/list/simple')];
  if (path === '/awards-catalog') {
    const view = catalogViewFrom(new URLSearchParams(search), readStoredFilters(stored));
    return [get('api/loyalty/award/group/list/simple'), post('api/loyalty/award/list', catalogRequest(view))];
  }
  const awardId = awardIdFromPath(path);
  if (awardId) return [get(`api/loyalty/award/${awardId}`)];
  return [];
}
