import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listHistory } from '../api/history';
import { pageRequests } from '../preload/requests';
import { wipeQueries } from '../query/query';
import { $session } from '../stores/session';
import { EMPTY_FILTERS, parseFilters } from './filters';
import { $history, listedFilters, showHistory } from './queries';

vi.mock('../api/history', async (original) => ({
  ...(await original<typeof import('../api/history')>()),
  listHistory: vi.fn(async () => ({ items: [], page: 1, per: 20, total: 0, totalPages: 0 })),
}));

beforeEach(() => {
  sessionStorage.clear();
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  vi.mocked(listHistory).mockClear();
});

describe('the history list', () => {
  it("asks for the URL's filters with the very request the inline preloader sent", async () => {
    const search = '?kind=earned,locked&source=task&from=2026-01-01&q=kawa&page=2';
    showHistory(parseFilters(search).filters);
    const stop = $history.listen(() => {});
    await vi.waitFor(() => expect(listHistory).toHaveBeenCalledTimes(1));
    const preloaded = pageRequests('/history', search).find((r) => r.path === 'api/loyalty/history/list');
    expect(JSON.stringify(vi.mocked(listHistory).mock.calls[0]![0])).toBe(JSON.stringify(preloaded!.body));
    stop();
  });

  it('drops a currency filter for anyone outside the FRSH group, once the group is known', () => {
    const lp = { ...EMPTY_FILTERS, currency: 'lp' as const };
    expect(listedFilters(lp, 'STD').currency).toBeNull();
    expect(listedFilters(lp, 'FRSH').currency).toBe('lp');
    expect(listedFilters(lp, null).currency).toBe('lp');
  });
});
