import { beforeEach, describe, expect, it } from 'vitest';
import { CATALOG_KEYS } from '../stores/session';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  parseIds,
  parseSearch,
  parseSort,
  readFilters,
  toListRequest,
  writeFilters,
} from './filters';

beforeEach(() => localStorage.clear());

describe('catalogue filters in local storage (spec section 9)', () => {
  it('uses exactly the five keys of the spec', () => {
    writeFilters({ groups: [1], categories: [2], search: 'kawa', onlyFresh: true, sort: 'newest' });
    expect(Object.keys(localStorage).sort()).toEqual([...CATALOG_KEYS].sort());
    expect(CATALOG_KEYS).toEqual([
      'awardsCatalog_selectedGroups',
      'awardsCatalog_selectedCategories',
      'awardsCatalog_searchValue',
      'awardsCatalog_showOnlyFreshAwards',
      'awardsCatalog_sortValue',
    ]);
  });

  it('reads back what it wrote', () => {
    const filters = {
      groups: [3, 1],
      categories: [7],
      search: 'ekspres „do kawy”',
      onlyFresh: true,
      sort: 'price-asc' as const,
    };
    writeFilters(filters);
    expect(readFilters()).toEqual(filters);
  });

  it('gives the defaults with nothing stored', () => {
    expect(readFilters()).toEqual(DEFAULT_FILTERS);
  });

  it('falls back key by key when the stored values are garbage', () => {
    localStorage.setItem('awardsCatalog_selectedGroups', '{not json');
    localStorage.setItem('awardsCatalog_selectedCategories', '"5"');
    localStorage.setItem('awardsCatalog_searchValue', '{"a":1}');
    localStorage.setItem('awardsCatalog_showOnlyFreshAwards', 'yes');
    localStorage.setItem('awardsCatalog_sortValue', '"random"');
    expect(readFilters()).toEqual(DEFAULT_FILTERS);
  });

  it('keeps the good keys when another one is broken', () => {
    localStorage.setItem('awardsCatalog_selectedGroups', '[2]');
    localStorage.setItem('awardsCatalog_sortValue', 'nonsense');
    expect(readFilters()).toEqual({ ...DEFAULT_FILTERS, groups: [2] });
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    } as unknown as Storage;
    expect(readFilters(broken)).toEqual(DEFAULT_FILTERS);
    expect(() => writeFilters(DEFAULT_FILTERS, broken)).not.toThrow();
  });
});

describe('the parsers', () => {
  it.each([
    [null, []],
    ['[1,2,3]', [1, 2, 3]],
    ['[1,1,2]', [1, 2]],
    ['[0,-1,1.5,"2",null,4]', [4]],
    ['[9007199254740993]', []],
    ['"1,2"', []],
    ['{}', []],
    ['', []],
  ] as const)('ids %j → %j', (raw, expected) => {
    expect(parseIds(raw, 100)).toEqual(expected);
  });

  it('caps the number of ids', () => {
    expect(parseIds(JSON.stringify(Array.from({ length: 300 }, (_, i) => i + 1)), 200)).toHaveLength(200);
  });

  it.each([
    [null, ''],
    ['"kawa"', 'kawa'],
    ['kawa', 'kawa'],
    ['123', ''],
    ['["a"]', ''],
  ] as const)('search %j → %j', (raw, expected) => {
    expect(parseSearch(raw)).toBe(expected);
  });

  it('cuts a search longer than the server takes', () => {
    expect(parseSearch(JSON.stringify('x'.repeat(500)))).toHaveLength(200);
  });

  it.each([
    ['"newest"', 'newest'],
    ['newest', 'newest'],
    ['"name-desc"', 'name-desc'],
    ['"popularity"', 'popularity'],
    ['"price"', 'relevance'],
    [null, 'relevance'],
  ] as const)('sort %j → %s', (raw, expected) => {
    expect(parseSort(raw)).toBe(expected);
  });
});

describe('toListRequest', () => {
  it('sends only the filters in use, with the sort split into sortBy and sortOrder', () => {
    expect(toListRequest(DEFAULT_FILTERS, 1, 24, false)).toEqual({
      page: 1,
      per: 24,
      sortBy: 'relevance',
      sortOrder: 'desc',
    });
    expect(
      toListRequest(
        { groups: [1], categories: [4, 5], search: '  kawa ', onlyFresh: true, sort: 'price-asc' },
        3,
        24,
        true,
      ),
    ).toEqual({
      page: 3,
      per: 24,
      sortBy: 'price',
      sortOrder: 'asc',
      search: 'kawa',
      groupIds: [1],
      categoryIds: [4, 5],
      onlyFresh: true,
      affordable: true,
    });
  });

  it('counts the filters that narrow the results', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, groups: [1, 2], search: 'x', sort: 'newest' }, true)).toBe(4);
  });
});
