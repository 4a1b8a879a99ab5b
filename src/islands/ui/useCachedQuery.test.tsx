import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCachedQuery } from './useCachedQuery';
import { handleError } from '../../lib/errors';
import { $session } from '../../lib/stores/session';

vi.mock('../../lib/errors', () => ({ handleError: vi.fn(() => 'Coś poszło nie tak...') }));

const asString = (v: unknown) => (typeof v === 'string' ? v : null);

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(handleError).mockClear();
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
});
afterEach(cleanup);

function setup(fetcher: (key: string) => Promise<string>, key: string | null = 'a') {
  return renderHook(
    ({ queryKey }) =>
      useCachedQuery<string>({ namespace: 't', queryKey, fetcher: () => fetcher(queryKey ?? ''), parse: asString }),
    { initialProps: { queryKey: key } },
  );
}

describe('useCachedQuery', () => {
  it('waits for a key, loads, and caches the answer for the next visit', async () => {
    const { result, rerender } = setup(async (k) => `answer ${k}`, null);
    expect(result.current.status).toBe('idle');
    rerender({ queryKey: 'a' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toBe('answer a'));

    let answer!: (v: string) => void;
    const again = setup(() => new Promise((resolve) => (answer = resolve)));
    expect(again.result.current.data).toBe('answer a');
    expect(again.result.current.refreshing).toBe(true);
    await act(async () => answer('fresh a'));
    expect(again.result.current.data).toBe('fresh a');
    expect(again.result.current.refreshing).toBe(false);
  });

  it("keeps the old key's data while the new one loads, but never shows it for a failed new key", async () => {
    const fetcher = vi.fn(async (k: string) => {
      if (k === 'b') throw new Error('offline');
      return `answer ${k}`;
    });
    const { result, rerender } = setup(fetcher);
    await waitFor(() => expect(result.current.data).toBe('answer a'));
    rerender({ queryKey: 'b' });
    expect(result.current.data).toBe('answer a');
    expect(result.current.refreshing).toBe(true);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBeNull();
    expect(result.current.error).toBe('Coś poszło nie tak...');
    expect(handleError).toHaveBeenCalledTimes(1);
  });

  it("keeps this key's cached data when revalidating it fails, and retries", async () => {
    const first = setup(async () => 'answer a');
    await waitFor(() => expect(first.result.current.data).toBe('answer a'));
    first.unmount();
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('fresh a');
    const { result } = setup(fetcher);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBe('answer a');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toBe('fresh a'));
    expect(result.current.status).toBe('ready');
  });
});
