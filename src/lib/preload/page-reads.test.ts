import { describe, expect, it } from 'vitest';
import type { ReadRequest } from '../api/read';
import { pageReads } from './page-reads';

/** A request as the preloader sends it, its body read back from the JSON text. */
const sent = ({ method, path, body }: ReadRequest) => ({
  method,
  path,
  ...(body === undefined ? {} : { body: JSON.parse(body) as unknown }),
});
const pageRequests = (pathname: string, search: string, stored?: (key: string) => string | null) =>
  pageReads(pathname, search, stored).map(sent);
const paths = (pathname: string, search = '') => pageReads(pathname, search).map((r) => `${r.method} ${r.path}`);

describe('what a page asks for first', () => {
  it('asks /goals for the plans of the filters in its URL, and for the periods and groups', () => {
    const [list, ...meta] = pageRequests('/goals', '?szukaj=kawa&strona=2&sort=termin');
    expect(list).toEqual({
      method: 'POST',
      path: 'api/loyalty/plan/result',
      body: expect.objectContaining({ page: 2, per: 12, search: 'kawa', sortBy: 'endDate', sortOrder: 'asc' }),
    });
    expect(meta.map((r) => r.path)).toEqual(['api/loyalty/plan/period/list', 'api/loyalty/plan/group/list']);
  });

  it('leaves the plans to the island when the URL holds a setting it will replace', () => {
    expect(paths('/goals', '?strona=abc')).toEqual([
      'GET api/loyalty/plan/period/list',
      'GET api/loyalty/plan/group/list',
    ]);
  });

  it("asks /tasks for the URL's tab and page", () => {
    expect(pageRequests('/tasks/', '?stan=wykonane&strona=3')).toEqual([
      { method: 'POST', path: 'api/loyalty/task/list', body: { page: 3, per: 12, status: 'done' } },
    ]);
    expect(pageRequests('/tasks', '?stan=wszystkie')[0]!.body).toEqual({ page: 1, per: 12 });
  });

  it('asks /history for the expiring points and the filtered list, except under a currency filter', () => {
    expect(pageRequests('/history', '?kind=earned&page=2')).toEqual([
      { method: 'GET', path: 'api/loyalty/participant/points/expiring' },
      { method: 'POST', path: 'api/loyalty/history/list', body: { page: 2, per: 20, types: ['earned'] } },
    ]);
    expect(paths('/history', '?currency=lp')).toEqual(['GET api/loyalty/participant/points/expiring']);
  });

  it('asks the award page for its award, and the award pages for the groups', () => {
    expect(paths('/award/42')).toEqual(['GET api/loyalty/award/42']);
    expect(paths('/award/4x')).toEqual([]);
    expect(paths('/award/0')).toEqual([]); // the page says there is no such award, without asking
    expect(paths('/awards')).toEqual(['GET api/loyalty/award/group/list/simple']);
  });

  it('asks /awards for the first page of orders too when the address links to an order', () => {
    const [, orders] = pageRequests('/awards', '?zamowienie=6');
    expect(orders).toEqual({ method: 'POST', path: 'api/loyalty/order/list', body: { page: 1, per: 5 } });
    expect(paths('/awards', '?zamowienie=6x')).toEqual(['GET api/loyalty/award/group/list/simple']);
  });

  it("asks the catalogue for the page of its stored filters and its URL, as the island's store will", () => {
    const storage: Record<string, string> = {
      awardsCatalog_selectedGroups: '[2]',
      awardsCatalog_searchValue: '"kawa"',
      awardsCatalog_sortValue: '"price-asc"',
      awardsCatalog_showOnlyFreshAwards: 'not json',
    };
    const [groups, list] = pageRequests('/awards-catalog', '?strona=3&dostepne=1', (key) => storage[key] ?? null);
    expect(groups!.path).toBe('api/loyalty/award/group/list/simple');
    expect(list).toEqual({
      method: 'POST',
      path: 'api/loyalty/award/list',
      body: { page: 3, per: 24, sortBy: 'price', sortOrder: 'asc', search: 'kawa', groupIds: [2], affordable: true },
    });
    // A group chosen on /awards starts at its first page, whatever was stored.
    expect(pageRequests('/awards-catalog', '?grupa=5&strona=3', () => null)[1]!.body).toMatchObject({
      page: 1,
      groupIds: [5],
    });
  });

  it('asks nothing of its own on the other pages', () => {
    expect(paths('/profile')).toEqual([]);
    expect(paths('/rules')).toEqual([]);
  });
});
