import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  FILTERS_NOTE,
  RANGE_NOTE,
  activeFilterCount,
  filtersToSearch,
  parseFilters,
  toRequest,
  toggle,
} from './filters';

describe('history filters ↔ URL', () => {
  it('reads an empty query as no filters', () => {
    expect(parseFilters('')).toEqual({ filters: EMPTY_FILTERS, notes: [] });
  });

  it('reads every filter, by its Polish name and by the name of links made before it', () => {
    const every = {
      kinds: ['earned', 'locked'],
      sources: ['plan', 'task'],
      currency: 'lp',
      from: '2026-01-01',
      to: '2026-03-31',
      search: 'kawa',
      page: 3,
    };
    expect(
      parseFilters(
        '?rodzaj=locked,earned&zrodlo=plan,task&waluta=lp&od=2026-01-01&do=2026-03-31&szukaj=%20kawa%20&strona=3',
      ),
    ).toEqual({ filters: every, notes: [] });
    expect(
      parseFilters(
        '?kind=locked,earned&source=plan,task&currency=lp&from=2026-01-01&to=2026-03-31&q=%20kawa%20&page=3',
      ),
    ).toEqual({ filters: every, notes: [] });
    // The new name wins over an old one.
    expect(parseFilters('?rodzaj=spent&kind=earned&waluta=vp&currency=lp').filters).toMatchObject({
      kinds: ['spent'],
      currency: 'vp',
    });
  });

  it('reads the search and the page by the names the other lists use, and the old ones of earlier links', () => {
    expect(parseFilters('?szukaj=kawa&strona=2').filters).toMatchObject({ search: 'kawa', page: 2 });
    expect(parseFilters('?q=kawa&page=2').filters).toMatchObject({ search: 'kawa', page: 2 });
    expect(parseFilters('?szukaj=herbata&q=kawa').filters.search).toBe('herbata');
  });

  it.each([
    ['an unknown kind', '?kind=earned,stolen', { kinds: ['earned'] }],
    ['an unknown source', '?source=lottery', { sources: [] }],
    ['an unknown currency', '?currency=eur', { currency: null }],
    ['a date that does not exist', '?from=2026-02-30', { from: null }],
    ['a date in another format', '?to=31.03.2026', { to: null }],
    ['a page that is not a number', '?page=abc', { page: 1 }],
    ['page zero', '?page=0', { page: 1 }],
    ['a fractional page', '?page=1.5', { page: 1 }],
    ['a huge page', '?page=99999999', { page: 1 }],
  ])('drops %s with a note', (_case, query, expected) => {
    const { filters, notes } = parseFilters(query);
    expect(filters).toMatchObject(expected);
    expect(notes).toEqual([FILTERS_NOTE]);
  });

  it('swaps a reversed date range and says so', () => {
    const { filters, notes } = parseFilters('?from=2026-05-01&to=2026-04-01');
    expect(filters).toMatchObject({ from: '2026-04-01', to: '2026-05-01' });
    expect(notes).toEqual([RANGE_NOTE]);
  });

  it('cuts a search longer than the API takes', () => {
    expect(parseFilters(`?q=${'a'.repeat(500)}`).filters.search).toHaveLength(200);
  });

  it.each([
    [EMPTY_FILTERS, ''],
    [{ ...EMPTY_FILTERS, page: 1 }, ''],
    [{ ...EMPTY_FILTERS, page: 2 }, '?strona=2'],
    [{ ...EMPTY_FILTERS, kinds: ['locked', 'earned'] }, '?rodzaj=earned,locked'],
    [
      { ...EMPTY_FILTERS, sources: ['order'], currency: 'vp', from: '2026-01-01', to: '2026-01-31', search: 'Żółć' },
      '?zrodlo=order&waluta=vp&od=2026-01-01&do=2026-01-31&szukaj=%C5%BB%C3%B3%C5%82%C4%87',
    ],
  ] as const)('writes %o as %j', (filters, query) => {
    expect(
      filtersToSearch({ ...EMPTY_FILTERS, ...filters, kinds: [...filters.kinds], sources: [...filters.sources] }),
    ).toBe(query);
  });

  it('reads back what it writes', () => {
    const filters = {
      kinds: ['spent' as const, 'expired' as const],
      sources: ['expiry' as const],
      currency: 'lp' as const,
      from: '2025-10-26',
      to: '2025-10-26',
      search: 'próg 2',
      page: 4,
    };
    expect(parseFilters(filtersToSearch(filters)).filters).toEqual(filters);
  });

  it('turns the filters into the list call of the contract', () => {
    expect(toRequest(EMPTY_FILTERS)).toEqual({ page: 1, per: 20 });
    expect(
      toRequest(
        { kinds: ['earned'], sources: ['task'], currency: 'vp', from: '2026-01-01', to: null, search: ' x ', page: 2 },
        100,
        5,
      ),
    ).toEqual({
      page: 5,
      per: 100,
      types: ['earned'],
      sourceTypes: ['task'],
      currency: 'vp',
      dateFrom: '2026-01-01',
      search: 'x',
    });
  });

  it('counts the filters that narrow the list', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, kinds: ['earned', 'spent'], from: '2026-01-01', page: 3 })).toBe(3);
  });

  it('toggles a value and keeps the canonical order', () => {
    const all = ['a', 'b', 'c'] as const;
    expect(toggle(['c'], 'a', all)).toEqual(['a', 'c']);
    expect(toggle(['a', 'c'], 'a', all)).toEqual(['c']);
  });
});
