import type { PlanResultRequest } from '../api/plans';

/**
 * The filters of /goals (spec section 3: plan result filters) and their place in the URL,
 * so a reload or a shared link shows the same list. Reading the URL is defensive: a value
 * that does not parse falls back to its default, and the caller learns that it did.
 */

export const SORTS = {
  domyslnie: { label: 'Najpierw aktywne', request: {} },
  organizator: { label: 'Kolejność organizatora', request: { customSort: true } },
  termin: { label: 'Najbliższy termin', request: { sortBy: 'endDate', sortOrder: 'asc' } },
  'postep-malejaco': { label: 'Największy postęp', request: { sortBy: 'progress', sortOrder: 'desc' } },
  'postep-rosnaco': { label: 'Najmniejszy postęp', request: { sortBy: 'progress', sortOrder: 'asc' } },
  punkty: { label: 'Najwięcej punktów', request: { sortBy: 'points', sortOrder: 'desc' } },
  najnowsze: { label: 'Najnowsze okresy', request: { sortBy: 'startDate', sortOrder: 'desc' } },
  nazwa: { label: 'Nazwa A–Ż', request: { sortBy: 'name', sortOrder: 'asc' } },
} as const satisfies Record<string, { label: string; request: PlanResultRequest }>;

export type SortKey = keyof typeof SORTS;
export const SORT_KEYS = Object.keys(SORTS) as SortKey[];

export interface GoalFilters {
  periodId: number | null;
  groups: number[];
  hideExpired: boolean;
  hideRealised: boolean;
  featuredOnly: boolean;
  search: string;
  sort: SortKey;
  page: number;
}

export const DEFAULT_FILTERS: GoalFilters = Object.freeze({
  periodId: null,
  groups: [],
  hideExpired: false,
  hideRealised: false,
  featuredOnly: false,
  search: '',
  sort: 'domyslnie',
  page: 1,
}) as GoalFilters;

/** Plans per page: four rows of three on a wide screen. */
export const PER_PAGE = 12;
export const SEARCH_MAX = 200;
const MAX_GROUPS = 100;
const MAX_PAGE = 10_000;

/** The URL's parameter names. `plan` (an open plan) belongs to the page, not to the filters. */
export const PARAMS = {
  periodId: 'okres',
  groups: 'grupy',
  hideExpired: 'bez-zakonczonych',
  hideRealised: 'bez-zrealizowanych',
  featuredOnly: 'wyroznione',
  search: 'szukaj',
  sort: 'sort',
  page: 'strona',
} as const satisfies Record<keyof GoalFilters, string>;

const positiveInt = (raw: string | null, max = Number.MAX_SAFE_INTEGER): number | null => {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= 1 && n <= max ? n : null;
};

const flag = (raw: string | null): boolean | null =>
  raw === null ? false : raw === '1' || raw === 'tak' || raw === 'true' ? true : raw === '0' ? false : null;

export interface ParsedFilters {
  filters: GoalFilters;
  /** Parameters that were present but unreadable, and were replaced by defaults. */
  rejected: (keyof GoalFilters)[];
}

/** Reads the filters from a query string; never throws. */
export function filtersFromSearch(query: string | URLSearchParams): ParsedFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const rejected: (keyof GoalFilters)[] = [];
  const get = (key: keyof GoalFilters) => params.get(PARAMS[key]);

  const period = get('periodId');
  const periodId = positiveInt(period);
  if (period !== null && periodId === null) rejected.push('periodId');

  const groupsRaw = get('groups');
  let groups: number[] = [];
  if (groupsRaw !== null && groupsRaw.trim() !== '') {
    const parts = groupsRaw.split(',').map((part) => positiveInt(part));
    groups = [...new Set(parts.filter((n): n is number => n !== null))].sort((a, b) => a - b).slice(0, MAX_GROUPS);
    if (parts.some((n) => n === null)) rejected.push('groups');
  }

  const flags = {} as Record<'hideExpired' | 'hideRealised' | 'featuredOnly', boolean>;
  for (const key of ['hideExpired', 'hideRealised', 'featuredOnly'] as const) {
    const value = flag(get(key));
    if (value === null) rejected.push(key);
    flags[key] = value ?? false;
  }

  const search = (get('search') ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX);

  const sortRaw = get('sort');
  const sort = sortRaw !== null && (SORT_KEYS as string[]).includes(sortRaw) ? (sortRaw as SortKey) : 'domyslnie';
  if (sortRaw !== null && sort === 'domyslnie' && sortRaw !== 'domyslnie') rejected.push('sort');

  const pageRaw = get('page');
  const page = positiveInt(pageRaw, MAX_PAGE) ?? 1;
  if (pageRaw !== null && positiveInt(pageRaw, MAX_PAGE) === null) rejected.push('page');

  return { filters: { periodId, groups, ...flags, search, sort, page }, rejected };
}

/**
 * Writes the filters into a copy of `current`: defaults are left out, so the plain /goals
 * stays plain; parameters that are not filters (e.g. an open plan) are kept.
 */
export function filtersToSearch(filters: GoalFilters, current: string | URLSearchParams = ''): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (key: keyof GoalFilters, value: string | null) =>
    value === null ? params.delete(PARAMS[key]) : params.set(PARAMS[key], value);
  set('periodId', filters.periodId === null ? null : String(filters.periodId));
  set('groups', filters.groups.length ? [...filters.groups].sort((a, b) => a - b).join(',') : null);
  set('hideExpired', filters.hideExpired ? '1' : null);
  set('hideRealised', filters.hideRealised ? '1' : null);
  set('featuredOnly', filters.featuredOnly ? '1' : null);
  set('search', filters.search.trim() ? filters.search.trim() : null);
  set('sort', filters.sort === 'domyslnie' ? null : filters.sort);
  set('page', filters.page > 1 ? String(filters.page) : null);
  return params;
}

/** The body of POST /plan/result for these filters. */
export function toRequest(filters: GoalFilters, per = PER_PAGE): PlanResultRequest {
  return {
    page: filters.page,
    per,
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.periodId !== null ? { periodId: filters.periodId } : {}),
    ...(filters.groups.length ? { planGroups: filters.groups } : {}),
    hideExpired: filters.hideExpired,
    hideRealisedPlans: filters.hideRealised,
    onlyFeaturedPlans: filters.featuredOnly,
    customSort: false,
    ...SORTS[filters.sort].request,
  };
}

/** How many filters narrow the list (the search and the sort do not count). */
export function activeFilterCount(f: GoalFilters): number {
  return (
    (f.periodId !== null ? 1 : 0) +
    f.groups.length +
    Number(f.hideExpired) +
    Number(f.hideRealised) +
    Number(f.featuredOnly)
  );
}

/** Anything that differs from the plain list (the sort and page aside)? */
export const isFiltered = (f: GoalFilters) => activeFilterCount(f) > 0 || f.search.trim() !== '';

/** A stable key of the query, for the session cache. */
export const queryKey = (f: GoalFilters) => filtersToSearch({ ...f, page: 1 }).toString() + `#${f.page}`;
