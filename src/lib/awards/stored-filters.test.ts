import { cleanStores } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, CATALOG_KEYS, clearSession } from '../stores/session';
import { DEFAULT_FILTERS, type CatalogFilters } from './filters';
import { saveFilters, storedFilters, storedFilterStores } from './stored-filters';

const logIn = () =>
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });

/** As the next page load finds them: the stores read the storage afresh. */
const nextVisit = () => {
  cleanStores(...storedFilterStores);
  return storedFilters();
};

const catalogKeys = () => Object.fromEntries(CATALOG_KEYS.map((k) => [k, localStorage.getItem(k)]));

const chosen: CatalogFilters = {
  groups: [3, 1],
  categories: [7],
  search: 'ekspres „do kawy”',
  onlyFresh: true,
  sort: 'price-asc',
};

beforeEach(() => {
  localStorage.clear();
  logIn();
  cleanStores(...storedFilterStores);
});

describe('catalogue filters in local storage (spec section 9, decision 009)', () => {
  it('uses exactly the five keys of the spec, each value JSON', () => {
    saveFilters({ groups: [1], categories: [2], search: 'kawa', onlyFresh: true, sort: 'newest' });
    expect(Object.keys(localStorage).sort()).toEqual([...CATALOG_KEYS].sort());
    expect(catalogKeys()).toEqual({
      awardsCatalog_selectedGroups: '[1]',
      awardsCatalog_selectedCategories: '[2]',
      awardsCatalog_searchValue: '"kawa"',
      awardsCatalog_showOnlyFreshAwards: 'true',
      awardsCatalog_sortValue: '"newest"',
    });
    expect(CATALOG_KEYS).toEqual([
      'awardsCatalog_selectedGroups',
      'awardsCatalog_selectedCategories',
      'awardsCatalog_searchValue',
      'awardsCatalog_showOnlyFreshAwards',
      'awardsCatalog_sortValue',
    ]);
  });

  it('reads back on the next visit what it wrote, and what earlier versions wrote', () => {
    saveFilters(chosen);
    expect(nextVisit()).toEqual(chosen);

    localStorage.setItem('awardsCatalog_selectedGroups', '[4]');
    localStorage.setItem('awardsCatalog_selectedCategories', '[]');
    localStorage.setItem('awardsCatalog_searchValue', '"grill"');
    localStorage.setItem('awardsCatalog_showOnlyFreshAwards', 'false');
    localStorage.setItem('awardsCatalog_sortValue', '"name-desc"');
    expect(nextVisit()).toEqual({ groups: [4], categories: [], search: 'grill', onlyFresh: false, sort: 'name-desc' });
  });

  it('gives the defaults with nothing stored', () => {
    expect(nextVisit()).toEqual(DEFAULT_FILTERS);
  });

  it('falls back key by key when the stored values are garbage', () => {
    localStorage.setItem('awardsCatalog_selectedGroups', '{not json');
    localStorage.setItem('awardsCatalog_selectedCategories', '"5"');
    localStorage.setItem('awardsCatalog_searchValue', '{"a":1}');
    localStorage.setItem('awardsCatalog_showOnlyFreshAwards', 'yes');
    localStorage.setItem('awardsCatalog_sortValue', '"random"');
    expect(nextVisit()).toEqual(DEFAULT_FILTERS);
  });

  it('keeps the good keys when another one is broken', () => {
    localStorage.setItem('awardsCatalog_selectedGroups', '[2]');
    localStorage.setItem('awardsCatalog_sortValue', 'nonsense');
    expect(nextVisit()).toEqual({ ...DEFAULT_FILTERS, groups: [2] });
  });

  it.each(['logout', 'expired'] as const)('after %s the keys are gone and nothing writes them back', (reason) => {
    storedFilterStores.forEach(($store) => $store.listen(() => {})); // an open catalogue
    saveFilters(chosen);
    clearSession(reason);
    expect(Object.values(catalogKeys())).toEqual(CATALOG_KEYS.map(() => null));
    // A late change of the page being left, and a store reading the storage again.
    saveFilters({ ...chosen, search: 'po wylogowaniu' });
    expect(storedFilters()).toEqual(DEFAULT_FILTERS);
    expect(nextVisit()).toEqual(DEFAULT_FILTERS);
    expect(Object.values(catalogKeys())).toEqual(CATALOG_KEYS.map(() => null));
  });
});

describe('a storage that refuses to write (quota, private mode)', () => {
  it('only loses the memory of the filters', () => {
    const refusing: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    vi.stubGlobal('localStorage', refusing);
    try {
      expect(() => saveFilters(chosen)).not.toThrow();
      expect(nextVisit()).toEqual(DEFAULT_FILTERS);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
