import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  filtersFromSearch,
  filtersToSearch,
  queryKey,
  toRequest,
  type GoalFilters,
} from './filters';

const f = (over: Partial<GoalFilters>): GoalFilters => ({ ...DEFAULT_FILTERS, ...over });

describe('goal filters ↔ URL', () => {
  it('the plain /goals has the default filters and writes no parameters', () => {
    expect(filtersFromSearch('')).toEqual({ filters: DEFAULT_FILTERS, rejected: [] });
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('');
  });

  it.each<[string, Partial<GoalFilters>]>([
    ['okres=3', { periodId: 3 }],
    ['grupy=1%2C3', { groups: [1, 3] }],
    ['bez-zakonczonych=1', { hideExpired: true }],
    ['bez-zrealizowanych=1', { hideRealised: true }],
    ['wyroznione=1', { featuredOnly: true }],
    ['szukaj=kawa+premium', { search: 'kawa premium' }],
    ['sort=postep-malejaco', { sort: 'postep-malejaco' }],
    ['strona=2', { page: 2 }],
    [
      'okres=2&grupy=1%2C2&bez-zakonczonych=1&bez-zrealizowanych=1&wyroznione=1&szukaj=lody&sort=punkty&strona=3',
      {
        periodId: 2,
        groups: [1, 2],
        hideExpired: true,
        hideRealised: true,
        featuredOnly: true,
        search: 'lody',
        sort: 'punkty',
        page: 3,
      },
    ],
  ])('%s round-trips', (query, over) => {
    const filters = f(over);
    expect(filtersToSearch(filters).toString()).toBe(query);
    expect(filtersFromSearch(`?${query}`)).toEqual({ filters, rejected: [] });
  });

  it.each<[string, Partial<GoalFilters>, (keyof GoalFilters)[]]>([
    ['okres=abc', {}, ['periodId']],
    ['okres=-4', {}, ['periodId']],
    ['okres=0', {}, ['periodId']],
    ['okres=1e3', {}, ['periodId']],
    ['okres=99999999999', {}, ['periodId']],
    ['grupy=2,x,2,1', { groups: [1, 2] }, ['groups']],
    ['grupy=', {}, []],
    ['wyroznione=moze', {}, ['featuredOnly']],
    ['bez-zakonczonych=0', {}, []],
    ['sort=__proto__', {}, ['sort']],
    ['sort=constructor', {}, ['sort']],
    ['strona=0', {}, ['page']],
    ['strona=2.5', {}, ['page']],
    ['strona=100000', {}, ['page']],
  ])('bad %s falls back to the default', (query, over, rejected) => {
    expect(filtersFromSearch(query)).toEqual({ filters: f(over), rejected });
  });

  it('trims and caps the search text', () => {
    const long = 'a'.repeat(500);
    expect(filtersFromSearch(`szukaj=${long}`).filters.search).toHaveLength(200);
    expect(filtersFromSearch('szukaj=%20%20kawa%20%20%20mielona%20').filters.search).toBe('kawa mielona');
  });

  it('keeps the parameters that are not filters (an open plan, tracking)', () => {
    const params = filtersToSearch(f({ periodId: 4 }), '?cel=7&okres=1&strona=5');
    expect(params.get('cel')).toBe('7');
    expect(params.get('okres')).toBe('4');
    expect(params.has('strona')).toBe(false);
  });

  it('counts the narrowing filters and keys queries for the cache', () => {
    expect(activeFilterCount(f({ periodId: 1, groups: [1, 2], featuredOnly: true, search: 'x' }))).toBe(4);
    expect(queryKey(f({ page: 2 }))).not.toBe(queryKey(f({ page: 1 })));
    expect(queryKey(f({ groups: [2, 1] }))).toBe(queryKey(f({ groups: [1, 2] })));
  });
});

describe('the plan result request', () => {
  it('sends every filter of spec section 3', () => {
    expect(
      toRequest(
        f({
          periodId: 2,
          groups: [1],
          hideExpired: true,
          hideRealised: true,
          featuredOnly: true,
          search: ' lody ',
          sort: 'termin',
          page: 2,
        }),
      ),
    ).toEqual({
      page: 2,
      per: 12,
      search: 'lody',
      periodId: 2,
      planGroups: [1],
      hideExpired: true,
      hideRealisedPlans: true,
      onlyFeaturedPlans: true,
      customSort: false,
      sortBy: 'endDate',
      sortOrder: 'asc',
    });
  });

  it('the organiser order is the custom sort; the default sends no sortBy', () => {
    expect(toRequest(f({ sort: 'organizator' }))).toMatchObject({ customSort: true });
    expect(toRequest(DEFAULT_FILTERS)).not.toHaveProperty('sortBy');
  });
});
