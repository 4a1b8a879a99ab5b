import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOAD_GLOBAL, type PreloadMap } from './preload-registry';
import { createClient } from './client';
import { fetchRead } from './fetch-read';
import { BANNER_LIST } from './broadcast';
import { GROUP_CODE } from './participant';
import { PLAN_RESULTS } from './plans';
import { keyOfRequest, requestOf } from './read';
import { TASK_LIST } from './tasks';
import { dropPreloaded, PRELOAD_MAX_AGE_MS, takePreloaded } from './preload';

const GROUP_KEY = keyOfRequest(requestOf(GROUP_CODE, undefined));
const plansKey = (page: number) => keyOfRequest(requestOf(PLAN_RESULTS, { page }));
let map: PreloadMap;

const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

beforeEach(() => {
  map = {};
  (window as unknown as Record<string, unknown>)[PRELOAD_GLOBAL] = map;
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[PRELOAD_GLOBAL];
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('taking a preloaded answer over', () => {
  it('gives the answer to the first call of the same read, and only to it', async () => {
    map[GROUP_KEY] = { at: performance.now(), response: answer({ groupCode: 'FRSH' }) };
    const taken = await takePreloaded(GROUP_KEY);
    expect(await taken!.json()).toEqual({ groupCode: 'FRSH' });
    expect(await takePreloaded(GROUP_KEY)).toBeUndefined();
  });

  it('tells a list by its body', async () => {
    map[plansKey(1)] = { at: performance.now(), response: answer({ items: [] }) };
    expect(await takePreloaded(plansKey(2))).toBeUndefined();
    expect(await takePreloaded(plansKey(1))).toBeInstanceOf(Response);
  });

  it('lets the call ask for itself when the preload failed or is old', async () => {
    map[GROUP_KEY] = { at: performance.now(), response: Promise.reject(new TypeError('offline')) };
    expect(await takePreloaded(GROUP_KEY)).toBeUndefined();
    map[GROUP_KEY] = { at: performance.now() - PRELOAD_MAX_AGE_MS - 1, response: answer({}) };
    expect(await takePreloaded(GROUP_KEY)).toBeUndefined();
  });

  it('drops every preloaded answer when something changes', () => {
    map[GROUP_KEY] = { at: performance.now(), response: answer({}) };
    dropPreloaded();
    expect(map).toEqual({});
  });

  it('waits for the requests that follow from an answer before handing it over', async () => {
    let follow!: () => void;
    const followUps = new Promise<void>((resolve) => (follow = resolve));
    map[GROUP_KEY] = { at: performance.now(), response: answer({}), followUps };
    let done = false;
    const taking = takePreloaded(GROUP_KEY).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    follow();
    await taking;
    expect(done).toBe(true);
  });

  it('does nothing without a preloader on the page', async () => {
    delete (window as unknown as Record<string, unknown>)[PRELOAD_GLOBAL];
    expect(await takePreloaded(GROUP_KEY)).toBeUndefined();
    expect(() => dropPreloaded()).not.toThrow();
  });
});

describe('a read through the HTTP client (fetchRead)', () => {
  it('takes a preloaded list over instead of asking the network, reading no request body', async () => {
    const network = vi.fn(() => Promise.reject(new TypeError('not asked')));
    vi.stubGlobal('fetch', network);
    const read = vi.spyOn(Request.prototype, 'text');
    const body = { page: 1, per: 12, status: 'open' as const };
    map[keyOfRequest(requestOf(TASK_LIST, body))] = {
      at: performance.now(),
      response: answer({ items: [], page: 1, per: 12, total: 0, totalPages: 1 }),
    };
    expect(await fetchRead(TASK_LIST, body)).toMatchObject({ items: [], total: 0 });
    expect(network).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
  });

  it('asks the network for a list whose body differs from the preloaded one', async () => {
    const network = vi.fn(() =>
      Promise.resolve(new Response('{"items":[],"total":0}', { headers: { 'content-type': 'application/json' } })),
    );
    vi.stubGlobal('fetch', network);
    map[plansKey(1)] = { at: performance.now(), response: answer({ items: [], total: 9 }) };
    expect(await fetchRead(PLAN_RESULTS, { page: 2 })).toMatchObject({ total: 0 });
    expect(network).toHaveBeenCalledTimes(1);
    expect(Object.keys(map)).toEqual([plansKey(1)]);
  });

  it('keeps the preloaded answers through a read the preloader has not asked for, and drops them at a change', async () => {
    const network = vi.fn(() =>
      Promise.resolve(new Response('{"items":[]}', { headers: { 'content-type': 'application/json' } })),
    );
    vi.stubGlobal('fetch', network);
    map[GROUP_KEY] = { at: performance.now(), response: answer({ groupCode: 'FRSH' }) };
    // The banner list, asked from the session's cache before the preloader has asked for it.
    await fetchRead(BANNER_LIST, 1);
    expect(Object.keys(map)).toEqual([GROUP_KEY]);
    const client = createClient({ baseUrl: 'http://127.0.0.1/', token: () => 't' });
    await client.post('api/loyalty/order', { json: { awardId: 1 } }).json();
    expect(map).toEqual({});
    expect(network).toHaveBeenCalledTimes(2);
  });
});
