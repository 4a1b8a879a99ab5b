/**
 * The catalogue's filters as they are kept between visits (spec sections 3 and 9,
 * decision 009, D16): one persistent store per local-storage key, with the spec's key
 * names and the same JSON values as ever; the parsers of filters.ts decode them, so a
 * broken value gives that key's default. They do not follow other tabs: a tab keeps
 * the filters it started with.
 *
 * Logout and expiry remove the keys (clearSession); without a session the stores write
 * nothing, so neither a late change on a page that is being left nor a store reading the
 * storage again can put them back.
 */
import { persistentAtom, setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { $session } from '../stores/session';
import {
  CATEGORIES_KEY,
  DEFAULT_FILTERS,
  FRESH_KEY,
  GROUPS_KEY,
  MAX_CATEGORIES,
  MAX_GROUPS,
  parseFresh,
  parseIds,
  parseSearch,
  parseSort,
  SEARCH_KEY,
  SORT_KEY,
  type CatalogFilters,
  type SortValue,
} from './filters';

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
};

const quietly = (action: () => void) => {
  try {
    action();
  } catch {
    /* quota or disabled storage: only the memory of the filters is lost */
  }
};

/**
 * localStorage as the persistent stores read and write it, where a refused write (quota,
 * private mode), an unreadable storage or a key already gone is no error: the filters
 * are a convenience, never a reason for the catalogue to fail.
 */
const forgivingStorage = new Proxy({} as Record<string, string>, {
  get(_, key) {
    let value: string | null | undefined;
    if (typeof key === 'string') quietly(() => (value = storage()?.getItem(key)));
    return value ?? undefined;
  },
  has(_, key) {
    let found = false;
    if (typeof key === 'string') quietly(() => (found = (storage()?.getItem(key) ?? null) !== null));
    return found;
  },
  set(_, key, value) {
    quietly(() => storage()?.setItem(String(key), String(value)));
    return true;
  },
  deleteProperty(_, key) {
    quietly(() => storage()?.removeItem(String(key)));
    return true;
  },
});
setPersistentEngine(forgivingStorage, windowPersistentEvents);

/** JSON while a session lasts; undefined (the key removed) without one. */
const encode = (value: unknown): string | undefined => ($session.get().isLoggedIn ? JSON.stringify(value) : undefined);

const stored = <T>(key: string, initial: T, decode: (raw: string) => T): WritableAtom<T> =>
  persistentAtom<T>(key, initial, { encode, decode, listen: false });

const $groups = stored(GROUPS_KEY, DEFAULT_FILTERS.groups, (raw) => parseIds(raw, MAX_GROUPS));
const $categories = stored(CATEGORIES_KEY, DEFAULT_FILTERS.categories, (raw) => parseIds(raw, MAX_CATEGORIES));
const $search = stored(SEARCH_KEY, DEFAULT_FILTERS.search, parseSearch);
const $onlyFresh = stored(FRESH_KEY, DEFAULT_FILTERS.onlyFresh, parseFresh);
const $sort = stored<SortValue>(SORT_KEY, DEFAULT_FILTERS.sort, parseSort);

/** The five stores, for tests that change the storage behind their back (cleanStores). */
export const storedFilterStores = [$groups, $categories, $search, $onlyFresh, $sort] as const;

/** The filters as stored (or the defaults, key by key). */
export function storedFilters(): CatalogFilters {
  return {
    groups: $groups.get(),
    categories: $categories.get(),
    search: $search.get(),
    onlyFresh: $onlyFresh.get(),
    sort: $sort.get(),
  };
}

/**
 * Stores all five keys while a session lasts (without one there is nothing to keep); a
 * full or disabled storage only loses the memory of them.
 */
export function saveFilters(filters: CatalogFilters): void {
  if ($session.get().isLoggedIn) keep(filters);
}

function keep(filters: CatalogFilters): void {
  $groups.set(filters.groups);
  $categories.set(filters.categories);
  $search.set(filters.search);
  $onlyFresh.set(filters.onlyFresh);
  $sort.set(filters.sort);
}

// The session's end forgets the filters in memory too (the storage is already clean).
$session.listen((now, before) => {
  if (before?.isLoggedIn && !now.isLoggedIn) keep(DEFAULT_FILTERS);
});
