import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuery } from './useQuery';
import { handleError } from '../../lib/errors';
import { defineQuery, wipeQueries } from '../../lib/query/query';
import { $session } from '../../lib/stores/session';
import { nextPage } from '../../../tests/fixtures/query';

vi.mock('../../lib/errors', async (original) => ({
  ...(await original<typeof import('../../lib/errors')>()),
  handleError: vi.fn(() => 'Coś poszło nie tak...'),
}));

const asString = (v: unknown) => (typeof v === 'string' ? v : null);
let count = 0;

/** A page's list: a persisted store whose key the test sets, as an island's filters do. */
function list(namespace: string, fetch: (key: string) => Promise<string>, key: string | null = 'a') {
  const $key = atom<string | null>(key);
  const $store = defineQuery(namespace, $key, fetch, { persist: { maxEntries: 5, parse: asString } });
  return { $key, ...renderHook(() => useQuery($store)) };
}

beforeEach(() => {
  sessionStorage.clear();
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  vi.mocked(handleError).mockClear();
});
afterEach(cleanup);

describe('useQuery', () => {
  it('waits for a key, loads, and on the next page shows the answer at once, not dimmed, while it asks again', async () => {
    const name = `t${++count}`;
    let answer!: (v: string) => void;
    const first = list(name, () => new Promise((resolve) => (answer = resolve)), null);
    expect(first.result.current.status).toBe('idle');
    act(() => first.$key.set('a'));
    await waitFor(() => expect(first.result.current.status).toBe('loading'));
    await act(async () => answer('answer a'));
    expect(first.result.current.data).toBe('answer a');
    first.unmount();
    nextPage();

    const again = list(name, () => new Promise((resolve) => (answer = resolve)));
    expect(again.result.current.data).toBe('answer a');
    expect(again.result.current.refreshing).toBe(false);
    expect(again.result.current.status).toBe('ready');
    await act(async () => answer('fresh a'));
    expect(again.result.current.data).toBe('fresh a');
    expect(again.result.current.refreshing).toBe(false);
  });

  it("keeps the old key's data while the new one loads, but never shows it for a failed new key", async () => {
    let fail!: (error: Error) => void;
    const { $key, result } = list(`t${++count}`, (k) =>
      k === 'b' ? new Promise((_resolve, reject) => (fail = reject)) : Promise.resolve(`answer ${k}`),
    );
    await waitFor(() => expect(result.current.data).toBe('answer a'));
    act(() => $key.set('b'));
    await waitFor(() => expect(result.current.refreshing).toBe(true));
    expect(result.current.data).toBe('answer a');
    await act(async () => fail(new Error('offline')));
    expect(result.current.status).toBe('error');
    expect(result.current.data).toBeNull();
    expect(result.current.error).toBe('Coś poszło nie tak...');
    expect(handleError).toHaveBeenCalledTimes(1);
  });

  it("keeps this key's stored data when asking again fails, says so, and retries", async () => {
    const name = `t${++count}`;
    const first = list(name, async () => 'answer a');
    await waitFor(() => expect(first.result.current.data).toBe('answer a'));
    first.unmount();
    nextPage();

    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('fresh a');
    const { result } = list(name, fetch);
    await waitFor(() => expect(result.current.error).toBe('Coś poszło nie tak...'));
    expect(result.current.data).toBe('answer a');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toBe('fresh a'));
    expect(result.current.status).toBe('ready');
    expect(result.current.error).toBeNull();
  });
});
