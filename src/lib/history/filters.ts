/**
 * The history screen's filters and their URL form. The URL is the state: a reload or a
 * shared link shows the same list. What comes from the URL is checked: unknown values
 * are dropped, each with a Polish note, never a crash or an empty screen.
 *
 *   /history?rodzaj=earned,locked&zrodlo=plan&waluta=lp&od=2026-01-01&do=2026-03-31&szukaj=kawa&strona=2
 */
import type { Currency, HistoryKind, HistoryListRequest, HistorySource } from '../api/history';
import { isIsoDay } from '../format/iso-day';
import { CURRENCIES } from '../../../shared/rules/currencies';
import { HISTORY_KINDS, HISTORY_SOURCES } from '../../../shared/rules/history-vocabulary';

export interface HistoryFilters {
  kinds: HistoryKind[];
  sources: HistorySource[];
  currency: Currency | null;
  /** Inclusive Warsaw days, YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  /** A fragment of the entry's description. */
  search: string;
  page: number;
}

export const EMPTY_FILTERS: HistoryFilters = {
  kinds: [],
  sources: [],
  currency: null,
  from: null,
  to: null,
  search: '',
  page: 1,
};

/** Entries per page of the list. */
export const PER_PAGE = 20;
/** The API's limit for a description search. */
export const SEARCH_MAX = 200;
const PAGE_MAX = 10_000;

export const FILTERS_NOTE = 'Część filtrów z adresu strony była nieprawidłowa i została pominięta.';
export const RANGE_NOTE = 'Data „od” była późniejsza niż „do” — zamieniliśmy je miejscami.';

/** The URL's parameter names: Polish, as on the other list pages (the catalogue's `waluta`, `szukaj`, `strona`). */
export const PARAMS = {
  kinds: 'rodzaj',
  sources: 'zrodlo',
  currency: 'waluta',
  from: 'od',
  to: 'do',
  search: 'szukaj',
  page: 'strona',
} as const satisfies Record<keyof HistoryFilters, string>;

/** The names links made before them used: still read, never written. */
const OLD_PARAMS = {
  kinds: 'kind',
  sources: 'source',
  currency: 'currency',
  from: 'from',
  to: 'to',
  search: 'q',
  page: 'page',
} as const satisfies Record<keyof HistoryFilters, string>;

function listParam<T extends string>(raw: string | null, allowed: readonly T[]): { values: T[]; bad: boolean } {
  if (raw === null || raw.trim() === '') return { values: [], bad: false };
  const parts = raw.split(',').map((p) => p.trim());
  const values = allowed.filter((value) => parts.includes(value));
  return { values, bad: parts.some((p) => !(allowed as readonly string[]).includes(p)) };
}

/** Reads the filters from a query string; `notes` says in Polish what was dropped or fixed. */
export function parseFilters(search: string | URLSearchParams): { filters: HistoryFilters; notes: string[] } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const param = (key: keyof HistoryFilters) => params.get(PARAMS[key]) ?? params.get(OLD_PARAMS[key]);
  let bad = false;
  const notes: string[] = [];

  const kinds = listParam(param('kinds'), HISTORY_KINDS);
  const sources = listParam(param('sources'), HISTORY_SOURCES);
  bad ||= kinds.bad || sources.bad;

  const rawCurrency = param('currency');
  const currency = CURRENCIES.find((c) => c === rawCurrency) ?? null;
  bad ||= rawCurrency !== null && rawCurrency !== '' && currency === null;

  const day = (key: 'from' | 'to') => {
    const raw = param(key);
    if (raw === null || raw === '') return null;
    if (isIsoDay(raw)) return raw;
    bad = true;
    return null;
  };
  let from = day('from');
  let to = day('to');
  if (from && to && from > to) {
    [from, to] = [to, from];
    notes.push(RANGE_NOTE);
  }

  const rawSearch = param('search') ?? '';
  const searchText = rawSearch.trim().slice(0, SEARCH_MAX);

  const rawPage = param('page');
  let page = 1;
  if (rawPage !== null && rawPage !== '') {
    const n = Number(rawPage);
    if (Number.isInteger(n) && n >= 1 && n <= PAGE_MAX) page = n;
    else bad = true;
  }

  if (bad) notes.unshift(FILTERS_NOTE);
  return {
    filters: { kinds: kinds.values, sources: sources.values, currency, from, to, search: searchText, page },
    notes,
  };
}

/** The query string of the filters ('' when none), in a fixed order so equal filters give equal URLs. */
export function filtersToSearch(f: HistoryFilters): string {
  const params = new URLSearchParams();
  if (f.kinds.length) params.set(PARAMS.kinds, HISTORY_KINDS.filter((k) => f.kinds.includes(k)).join(','));
  if (f.sources.length) params.set(PARAMS.sources, HISTORY_SOURCES.filter((s) => f.sources.includes(s)).join(','));
  if (f.currency) params.set(PARAMS.currency, f.currency);
  if (f.from) params.set(PARAMS.from, f.from);
  if (f.to) params.set(PARAMS.to, f.to);
  if (f.search.trim()) params.set(PARAMS.search, f.search.trim());
  if (f.page > 1) params.set(PARAMS.page, String(f.page));
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** The list call's body for these filters. */
export function toRequest(f: HistoryFilters, per = PER_PAGE, page = f.page): HistoryListRequest {
  return {
    page,
    per,
    ...(f.kinds.length ? { types: f.kinds } : {}),
    ...(f.sources.length ? { sourceTypes: f.sources } : {}),
    ...(f.currency ? { currency: f.currency } : {}),
    ...(f.from ? { dateFrom: f.from } : {}),
    ...(f.to ? { dateTo: f.to } : {}),
    ...(f.search.trim() ? { search: f.search.trim() } : {}),
  };
}

/** How many filters narrow the list (the page number is not a filter). */
export function activeFilterCount(f: HistoryFilters): number {
  return (
    f.kinds.length +
    f.sources.length +
    (f.currency ? 1 : 0) +
    (f.from ? 1 : 0) +
    (f.to ? 1 : 0) +
    (f.search.trim() ? 1 : 0)
  );
}

/** Toggles a value in a list, keeping the canonical order of `all`. */
export function toggle<T extends string>(list: readonly T[], value: T, all: readonly T[]): T[] {
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return all.filter((v) => next.includes(v));
}
