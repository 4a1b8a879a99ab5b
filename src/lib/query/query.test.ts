import { atom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $session } from '../stores/session';

vi.mock('../errors', () => ({ handleError: vi.fn(() => 'Coś poszło nie tak...') }));

const { handleError } = await import('../errors');
const { defineQuery, invalidateKeys, queryCache, queryFamily, wipeQueries } = await import('./query');

const login = (username: string) =>
  $session.set({ isLoggedIn: true, user: { token: 't', username }, exp: Date.now() / 1000 + 600, message: null });
const asNumber = (v: unknown) => (typeof v === 'number' ? v : null);
const stored = () => Object.keys(sessionStorage).filter((k) => k.startsWith('punkty.q'));

let namespace = 0;
/** A fresh namespace per test: the cache is one for the page, as in the browser. */
const ns = () => `test${++namespace}`;

beforeEach(() => {
  sessionStorage.clear();
  login('demo');
  wipeQueries();
  vi.mocked(handleError).mockClear();
});

describe('fetcher stores (src/lib/query)', () => {
  it('asks once for a key however many subscribers, and keeps the answer for the next page', async () => {
    const name = ns();
    const fetch = vi.fn(async (rest: string) => Number(rest) * 2);
    const $a = defineQuery(name, '21', fetch, { persist: { maxEntries: 5, parse: asNumber } });
    const $b = defineQuery(name, '21', fetch);
    const stop = [$a.listen(() => {}), $b.listen(() => {})];
    await vi.waitFor(() => expect($a.get().data).toBe(42));
    expect($b.get().data).toBe(42);
    expect(fetch).toHaveBeenCalledTimes(1);
    stop.forEach((s) => s());
    expect(stored()).toContain(`punkty.q:${name}|21`);

    // The next page: a new cache in memory, the stored answer shown while it asks again.
    queryCache.forEach((_v, key) => Map.prototype.delete.call(queryCache, key));
    let answer!: (n: number) => void;
    const $next = defineQuery(name, '21', () => new Promise<number>((r) => (answer = r)), {
      persist: { maxEntries: 5, parse: asNumber },
    });
    $next.listen(() => {});
    expect($next.get()).toMatchObject({ data: 42, loading: true });
    answer(43);
    await vi.waitFor(() => expect($next.get()).toMatchObject({ data: 43, loading: false }));
  });

  it('waits for a key, and asks again when it changes', async () => {
    const $key = atom<string | null>(null);
    const fetch = vi.fn(async (rest: string) => rest.length);
    const $q = defineQuery(ns(), $key, fetch);
    $q.listen(() => {});
    expect(fetch).not.toHaveBeenCalled();
    $key.set('abc');
    await vi.waitFor(() => expect($q.get().data).toBe(3));
    $key.set('abcd');
    await vi.waitFor(() => expect($q.get().data).toBe(4));
    expect(fetch.mock.calls.map(([r]) => r)).toEqual(['abc', 'abcd']);
  });

  it('asks nothing without a session unless public', async () => {
    $session.set({ isLoggedIn: false, user: null, exp: null, message: null });
    const fetch = vi.fn(async () => 1);
    const $private = defineQuery(ns(), 'x', fetch);
    const $public = defineQuery(ns(), 'x', fetch, { public: true });
    $private.listen(() => {});
    $public.listen(() => {});
    await vi.waitFor(() => expect($public.get().data).toBe(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect($private.get().data).toBeUndefined();
  });

  it('reports a failure once through the central handler and keeps it for the inline state', async () => {
    const failure = new Error('boom');
    const $q = defineQuery(ns(), 'x', () => Promise.reject(failure));
    $q.listen(() => {});
    await vi.waitFor(() => expect($q.get().error).toBe(failure));
    expect(handleError).toHaveBeenCalledTimes(1);
    expect(handleError).toHaveBeenCalledWith(failure);
  });

  it('a family shares one store per parameter', () => {
    const family = queryFamily(ns(), async (n: number) => n, Number);
    expect(family(1)).toBe(family(1));
    expect(family(1)).not.toBe(family(2));
  });

  it("a family's stored answers are known before its first store is made (a change may reach them)", () => {
    const name = ns();
    sessionStorage.setItem(`punkty.q:${name}|3`, JSON.stringify({ v: 1, owner: 'demo', at: 1, data: 9 }));
    queryFamily(name, async (n: number) => n, Number, { persist: { maxEntries: 5, parse: asNumber } });
    expect(queryCache.get(`${name}|3`)?.data).toBe(9);
  });

  it('invalidation reaches the answers earlier pages stored', async () => {
    const name = ns();
    const $q = defineQuery(name, 'k', async () => 7, { persist: { maxEntries: 5, parse: asNumber } });
    const stop = $q.listen(() => {});
    await vi.waitFor(() => expect($q.get().data).toBe(7));
    stop();
    queryCache.forEach((_v, key) => Map.prototype.delete.call(queryCache, key));
    invalidateKeys((key) => key.startsWith(`${name}|`));
    expect(stored()).not.toContain(`punkty.q:${name}|k`);
  });
});

describe('the session cache under the query cache', () => {
  const persist = { maxEntries: 2, parse: asNumber };

  async function load(name: string, rest: string, value: number) {
    const $q = defineQuery(name, rest, async () => value, { persist });
    const stop = $q.listen(() => {});
    await vi.waitFor(() => expect($q.get().data).toBe(value));
    stop();
  }

  it("never shows one participant's answers to another, and the session's end wipes them", async () => {
    const name = ns();
    await load(name, 'a', 1);
    queryCache.forEach((_v, key) => Map.prototype.delete.call(queryCache, key));
    login('frsh'); // another participant in the same tab: everything stored goes
    expect(stored()).toEqual([]);
    await load(name, 'a', 2);
    $session.set({ isLoggedIn: false, user: null, exp: null, message: null });
    expect(stored()).toEqual([]);
  });

  it('keeps the newest entries of a namespace', async () => {
    const name = ns();
    for (const [rest, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      await load(name, rest, value);
    expect(
      stored()
        .filter((k) => k.startsWith(`punkty.q:${name}|`))
        .sort(),
    ).toEqual([`punkty.q:${name}|b`, `punkty.q:${name}|c`]);
  });

  it.each([
    'not json',
    '{"v":1,"owner":"demo"}',
    '[]',
    'null',
    '{"v":99,"owner":"demo","at":1,"data":1}',
    '{"v":1,"owner":"demo","at":1,"data":"x"}',
  ])('treats a stored %j as absent', (raw) => {
    const name = ns();
    persistOnly(name);
    sessionStorage.setItem(`punkty.q:${name}|a`, raw);
    expect(queryCache.get(`${name}|a`)).toBeUndefined();
  });

  function persistOnly(name: string) {
    defineQuery(name, 'unused', async () => 0, { persist });
  }
});
