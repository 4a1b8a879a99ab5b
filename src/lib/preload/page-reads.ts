/**
 * What a logged-in page asks the API for first, from its path, its URL's state and (for the
 * catalogue) the filters kept in local storage: the inline preloader (preloader.ts) starts
 * these requests while the HTML parses, and the HTTP client takes the answers over by their
 * key (src/lib/api/preload.ts). Each request comes from its read's declaration (src/lib/api),
 * and its input from the function the page's fetcher store uses, so the keys are the same.
 * Each page's inline script (src/lib/preload/inline/) bundles only its own page's function.
 */
import { AWARD, AWARD_GROUPS, AWARD_LIST } from '../api/awards';
import { BANNER_SECTIONS } from '../api/broadcast';
import { EXPIRING_POINTS, HISTORY_LIST } from '../api/history';
import { ORDER_LIST } from '../api/orders';
import { GROUP_CODE, POINTS, PREVIEW } from '../api/participant';
import { PLAN_GROUPS, PLAN_PERIODS, PLAN_RESULTS } from '../api/plans';
import { requestOf, type ReadRequest } from '../api/read';
import { TASK_LIST } from '../api/tasks';
import { awardIdFromPath, linkedOrderId, ORDERS_PER_PAGE } from '../awards/address';
import { catalogRequest, catalogViewFrom, readStoredFilters } from '../awards/filters';
import { filtersFromSearch, toRequest as goalsRequest } from '../goals/filters';
import { parseFilters, toRequest as historyRequest } from '../history/filters';
import { toTaskRequest, viewFromSearch } from '../tasks/filters';

/** A page's own first requests, from its path, its URL's query and (for the catalogue) local storage. */
export type PageReads = (pathname: string, search: string, stored: (key: string) => string | null) => ReadRequest[];

/** The shell's data on every logged-in page: group, user info, points. */
export const shellReads = (): ReadRequest[] => [
  requestOf(GROUP_CODE, undefined),
  requestOf(PREVIEW, undefined),
  requestOf(POINTS, undefined),
];

/** The first of the banners' three steps (sections, the section's list, each picture). */
export const bannerSectionsRead = () => requestOf(BANNER_SECTIONS, undefined);

/** /goals: the plans of the URL's filters, the periods and the groups. */
export const goalsReads: PageReads = (_path, search) => {
  const { filters, rejected } = filtersFromSearch(search);
  // A rejected setting makes the island check periods and groups first: no guess.
  const list = rejected.length ? [] : [requestOf(PLAN_RESULTS, goalsRequest(filters))];
  return [...list, requestOf(PLAN_PERIODS, undefined), requestOf(PLAN_GROUPS, undefined)];
};

/** /tasks: the list of the URL's tab and page. */
export const tasksReads: PageReads = (_path, search) => [
  requestOf(TASK_LIST, toTaskRequest(viewFromSearch(search).view)),
];

/** /history: the expiring points and the list of the URL's filters, except under a currency filter. */
export const historyReads: PageReads = (_path, search) => {
  const { filters } = parseFilters(search);
  // A currency filter depends on the participant's group (lp is FRSH's only).
  const list = filters.currency ? [] : [requestOf(HISTORY_LIST, historyRequest(filters))];
  return [requestOf(EXPIRING_POINTS, undefined), ...list];
};

/**
 * /awards: the award groups, and the first page of orders when the address links to one
 * (Historia, a placed order). Orders and wishes are otherwise further down the page.
 */
export const awardsReads: PageReads = (_path, search) => {
  const groups = requestOf(AWARD_GROUPS, undefined);
  return linkedOrderId(search) === null ? [groups] : [groups, requestOf(ORDER_LIST, { page: 1, per: ORDERS_PER_PAGE })];
};

/** /awards-catalog: the groups and the page of the stored filters and the URL, by the island's own rule. */
export const catalogueReads: PageReads = (_path, search, stored) => [
  requestOf(AWARD_GROUPS, undefined),
  requestOf(AWARD_LIST, catalogRequest(catalogViewFrom(new URLSearchParams(search), readStoredFilters(stored)))),
];

/** /award/:awardId: the award (an id the page would not ask for asks nothing). */
export const awardReads: PageReads = (pathname) => {
  const awardId = awardIdFromPath(pathname);
  return awardId ? [requestOf(AWARD, awardId)] : [];
};

/** The rules and the profile ask for nothing beyond the shell (the profile is the shell's preview). */
export const noReads: PageReads = () => [];

/** The inline script of each page: its page's reads (src/lib/preload/inline/<name>.ts). */
export const PAGE_READS = {
  goals: goalsReads,
  tasks: tasksReads,
  history: historyReads,
  awards: awardsReads,
  catalogue: catalogueReads,
  award: awardReads,
  shell: noReads,
} as const satisfies Record<string, PageReads>;

export type PageScript = keyof typeof PAGE_READS;

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
export function pageReads(pathname: string, search: string, stored: (key: string) => string | null = () => null) {
  return PAGE_READS[pageScriptOf(pathname)](pathname, search, stored);
}
