import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  catalogRequest,
  catalogViewFrom,
  DEFAULT_FILTERS,
  parseIds,
  parseSearch,
  parseSort,
  toListRequest,
} from './filters';

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

  it('asks for one currency when the FRSH participant chose one', () => {
    expect(toListRequest(DEFAULT_FILTERS, 1, 24, false, 'lp')).toMatchObject({ currency: 'lp' });
    expect(toListRequest(DEFAULT_FILTERS, 1, 24, false, null)).not.toHaveProperty('currency');
    expect(activeFilterCount(DEFAULT_FILTERS, false, 'vp')).toBe(1);
  });

  it('counts the filters that narrow the results', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, groups: [1, 2], search: 'x', sort: 'newest' }, true)).toBe(4);
  });
});

describe('catalogRequest', () => {
  it('is the request of one page of 24 for what the catalogue shows', () => {
    expect(catalogRequest({ filters: { ...DEFAULT_FILTERS, groups: [2] }, page: 2, affordable: true })).toEqual({
      page: 2,
      per: 24,
      sortBy: 'relevance',
      sortOrder: 'desc',
      groupIds: [2],
      affordable: true,
    });
  });
});

describe('the currency in the URL', () => {
  it.each([
    ['?waluta=lp', 'lp'],
    ['?waluta=vp', 'vp'],
    ['?waluta=eur', null],
    ['', null],
  ] as const)('%s → %s', (search, expected) => {
    expect(catalogViewFrom(new URLSearchParams(search), DEFAULT_FILTERS).currency).toBe(expected);
  });
});
