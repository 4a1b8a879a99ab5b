import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_LIST, type HistoryEntry } from '../api/history';
import { readMock } from '../../../tests/fixtures/reads';
import { EMPTY_FILTERS } from './filters';

vi.mock('../api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const listHistory = readMock(HISTORY_LIST);
const { fetchAllHistory } = await import('./export');

const entry = (entryId: number) => ({ entryId }) as HistoryEntry;

beforeEach(() => listHistory.mockReset());

describe('fetchAllHistory', () => {
  it('reads every page of the filtered list at the largest page size', async () => {
    listHistory
      .mockResolvedValueOnce({ items: [entry(3), entry(2)], page: 1, per: 100, total: 3, totalPages: 2 })
      .mockResolvedValueOnce({ items: [entry(1)], page: 2, per: 100, total: 3, totalPages: 2 });
    const progress = vi.fn();
    const result = await fetchAllHistory({ ...EMPTY_FILTERS, kinds: ['earned'], page: 3 }, progress);
    expect(result.entries.map((e) => e.entryId)).toEqual([3, 2, 1]);
    expect(result.total).toBe(3);
    expect(listHistory.mock.calls.map((c) => c[0])).toEqual([
      { page: 1, per: 100, types: ['earned'] },
      { page: 2, per: 100, types: ['earned'] },
    ]);
    expect(progress.mock.calls).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });

  it('keeps an entry once when it slides onto the next page meanwhile', async () => {
    listHistory
      .mockResolvedValueOnce({ items: [entry(3), entry(2)], page: 1, per: 100, total: 3, totalPages: 2 })
      .mockResolvedValueOnce({ items: [entry(2), entry(1)], page: 2, per: 100, total: 4, totalPages: 2 });
    const result = await fetchAllHistory(EMPTY_FILTERS);
    expect(result.entries.map((e) => e.entryId)).toEqual([3, 2, 1]);
  });

  it('stops at the limit of pages', async () => {
    const calls: unknown[] = [];
    listHistory.mockImplementation(async (request: unknown) => {
      calls.push(request);
      const page = calls.length;
      return { items: [entry(page)], page, per: 100, total: 50_000, totalPages: 500 };
    });
    const result = await fetchAllHistory(EMPTY_FILTERS);
    expect(calls).toHaveLength(100);
    expect(result.entries).toHaveLength(100);
    expect(result.total).toBe(50_000);
  });
});
