import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_LIST } from '../api/history';
import { keyOfRequest, requestOf } from '../api/read';
import { pageReads } from '../preload/page-reads';
import { readMock } from '../../../tests/fixtures/reads';
import { wipeQueries } from '../query/query';
import { $session } from '../stores/session';
import { EMPTY_FILTERS, parseFilters } from './filters';
import { $history, listedFilters, showHistory } from './queries';

vi.mock('../api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const listHistory = readMock(HISTORY_LIST);

beforeEach(() => {
  sessionStorage.clear();
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  listHistory.mockReset().mockResolvedValue({ items: [], page: 1, per: 20, total: 0, totalPages: 0 });
});

describe('the history list', () => {
  it("asks for the URL's filters with the very request the inline preloader sent", async () => {
    const search = '?kind=earned,locked&source=task&from=2026-01-01&q=kawa&page=2';
    showHistory(parseFilters(search).filters);
    const stop = $history.listen(() => {});
    await vi.waitFor(() => expect(listHistory).toHaveBeenCalledTimes(1));
    const preloaded = pageReads('/history', search).find((r) => r.path === 'api/loyalty/history/list');
    expect(preloaded).toBeDefined();
    expect(keyOfRequest(requestOf(HISTORY_LIST, listHistory.mock.calls[0]![0]))).toBe(keyOfRequest(preloaded!));
    stop();
  });

  it('drops a currency filter for anyone outside the FRSH group, once the group is known', () => {
    const lp = { ...EMPTY_FILTERS, currency: 'lp' as const };
    expect(listedFilters(lp, 'STD').currency).toBeNull();
    expect(listedFilters(lp, 'FRSH').currency).toBe('lp');
    expect(listedFilters(lp, null).currency).toBe('lp');
  });
});
