/**
 * The catalogue's filter state (spec section 3), kept in the five local-storage
 * keys of section 9 (stored-filters.ts). Every value is JSON, read defensively by the
 * parsers here: a missing, broken or out-of-range value falls back to its default,
 * never to a crash. Pure and import-light: the request of a catalogue page is built
 * here, for the fetcher store and the inline preloader alike.
 */
import type { Currency } from '../format/number';
import { positiveInt } from '../url';
import { CATALOG_KEYS } from '../stores/catalog-keys';

export const [GROUPS_KEY, CATEGORIES_KEY, SEARCH_KEY, FRESH_KEY, SORT_KEY] = CATALOG_KEYS;

/** Relevance ranks a search's matches (decision 019); without a search it is the popularity order. */
export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Najtrafniejsze', sortBy: 'relevance', sortOrder: 'desc' },
  { value: 'popularity', label: 'Najpopularniejsze', sortBy: 'popularity', sortOrder: 'desc' },
  { value: 'newest', label: 'Najnowsze', sortBy: 'newest', sortOrder: 'desc' },
  { value: 'price-asc', label: 'Cena: od najniższej', sortBy: 'price', sortOrder: 'asc' },
  { value: 'price-desc', label: 'Cena: od najwyższej', sortBy: 'price', sortOrder: 'desc' },
  { value: 'name-asc', label: 'Nazwa: A–Z', sortBy: 'name', sortOrder: 'asc' },
  { value: 'name-desc', label: 'Nazwa: Z–A', sortBy: 'name', sortOrder: 'desc' },
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortValue = 'relevance';

/** The server's limits on one catalogue request (AwardListRequest). */
export const MAX_SEARCH_LENGTH = 200;
export const MAX_GROUPS = 100;
export const MAX_CATEGORIES = 200;

/** Awards per catalogue page: the server pages, the client never loads the whole catalogue. */
export const PER_PAGE = 24;

export interface CatalogFilters {
  groups: number[];
  categories: number[];
  search: string;
  onlyFresh: boolean;
  sort: SortValue;
}

export const DEFAULT_FILTERS: CatalogFilters = Object.freeze({
  groups: [],
  categories: [],
  search: '',
  onlyFresh: false,
  sort: DEFAULT_SORT,
}) as CatalogFilters;

const json = (raw: string | null): unknown => {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** A list of distinct positive integer ids; anything else (or a broken list) → []. */
export function parseIds(raw: string | null, max: number): number[] {
  const value = json(raw);
  if (!Array.isArray(value)) return [];
  const ids = value.filter((v): v is number => Number.isSafeInteger(v) && v > 0);
  return [...new Set(ids)].slice(0, max);
}

/** The search text; a value stored without JSON quotes is taken as it is. */
export function parseSearch(raw: string | null): string {
  if (raw === null) return '';
  const value = json(raw);
  const text = typeof value === 'string' ? value : value === undefined ? raw : '';
  return text.slice(0, MAX_SEARCH_LENGTH);
}

export const parseFresh = (raw: string | null): boolean => json(raw) === true;

export function parseSort(raw: string | null): SortValue {
  const value = json(raw) ?? raw;
  return SORT_OPTIONS.some((o) => o.value === value) ? (value as SortValue) : DEFAULT_SORT;
}

/** How many filters narrow the results (the sort does not): the badge of the filter button. */
export const activeFilterCount = (f: CatalogFilters, affordable = false, currency: Currency | null = null) =>
  f.groups.length +
  f.categories.length +
  (f.search.trim() ? 1 : 0) +
  (f.onlyFresh ? 1 : 0) +
  (affordable ? 1 : 0) +
  (currency ? 1 : 0);

export interface AwardListRequest {
  page: number;
  per: number;
  search?: string;
  sortBy: (typeof SORT_OPTIONS)[number]['sortBy'];
  sortOrder: 'asc' | 'desc';
  groupIds?: number[];
  categoryIds?: number[];
  onlyFresh?: boolean;
  affordable?: boolean;
  currency?: Currency;
}

/** The body of POST award/list for the filters, a page, the "affordable now" switch and a currency (FRSH). */
export function toListRequest(
  f: CatalogFilters,
  page: number,
  per: number,
  affordable: boolean,
  currency: Currency | null = null,
): AwardListRequest {
  const sort = SORT_OPTIONS.find((o) => o.value === f.sort) ?? SORT_OPTIONS[0];
  const search = f.search.trim().slice(0, MAX_SEARCH_LENGTH);
  return {
    page,
    per,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    ...(search ? { search } : {}),
    ...(f.groups.length ? { groupIds: f.groups } : {}),
    ...(f.categories.length ? { categoryIds: f.categories } : {}),
    ...(f.onlyFresh ? { onlyFresh: true } : {}),
    ...(affordable ? { affordable: true } : {}),
    ...(currency ? { currency } : {}),
  };
}

/**
 * What the catalogue shows: the filters, and from the URL the page, the "affordable now"
 * switch and the currency (the FRSH group sees awards in vp and in lp; null: both).
 */
export interface CatalogView {
  filters: CatalogFilters;
  page: number;
  affordable: boolean;
  currency?: Currency | null;
}

/** The one request of a catalogue page (POST award/list), for the fetcher store and the preloader. */
export const catalogRequest = (view: CatalogView): AwardListRequest =>
  toListRequest(view.filters, view.page, PER_PAGE, view.affordable, view.currency ?? null);

/** The filters a storage holds under the five keys, each decoded by its parser (its default when broken). */
export function readStoredFilters(get: (key: string) => string | null): CatalogFilters {
  return {
    groups: parseIds(get(GROUPS_KEY), MAX_GROUPS),
    categories: parseIds(get(CATEGORIES_KEY), MAX_CATEGORIES),
    search: parseSearch(get(SEARCH_KEY)),
    onlyFresh: parseFresh(get(FRESH_KEY)),
    sort: parseSort(get(SORT_KEY)),
  };
}

/** URL parameters: ?grupa=N (a way in from /awards), ?strona=N, ?dostepne=1, ?waluta=vp|lp. */
export const CATALOG_PARAMS = { group: 'grupa', page: 'strona', affordable: 'dostepne', currency: 'waluta' } as const;

/** The currency of the URL, or null (both, or anything that is not one). */
export function currencyParam(params: URLSearchParams): Currency | null {
  const value = params.get(CATALOG_PARAMS.currency);
  return value === 'vp' || value === 'lp' ? value : null;
}

/**
 * What the catalogue shows first: the stored filters, or a group chosen on /awards; the
 * page and affordability from the URL. The island and the inline preloader both start here.
 */
export function catalogViewFrom(params: URLSearchParams, stored: CatalogFilters): CatalogView {
  const group = positiveInt(params.get(CATALOG_PARAMS.group));
  const filters = group
    ? { ...DEFAULT_FILTERS, sort: stored.sort, groups: [group] }
    : stored.groups.length
      ? stored
      : { ...stored, categories: [] };
  return {
    filters,
    page: group ? 1 : (positiveInt(params.get(CATALOG_PARAMS.page)) ?? 1),
    affordable: params.get(CATALOG_PARAMS.affordable) === '1',
    currency: currencyParam(params),
  };
}
