import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOAD_GLOBAL, requestKey, type PreloadMap } from './preload-registry';
import { createClient } from './client';
import { PRELOAD_MAX_AGE_MS, takePreloaded } from './preload';

const URL_GROUP = 'http://127.0.0.1/api/loyalty/group';
const URL_PLANS = 'http://127.0.0.1/api/loyalty/plan/result';
let map: PreloadMap;

const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
const post = (url: string, body: unknown) => new Request(url, { method: 'POST', body: JSON.stringify(body) });

beforeEach(() => {
  map = {};
  (window as unknown as Record<string, unknown>)[PRELOAD_GLOBAL] = map;
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[PRELOAD_GLOBAL];
  vi.restoreAllMocks();
});

describe('taking a preloaded answer over', () => {
  it('gives the answer to the first call with the same method, address and body, and only to it', async () => {
    map[requestKey('GET', URL_GROUP)] = { at: performance.now(), response: answer({ code: 'FRSH' }) };
    const taken = await takePreloaded(new Request(URL_GROUP), false);
    expect(await taken!.json()).toEqual({ code: 'FRSH' });
    expect(await takePreloaded(new Request(URL_GROUP), false)).toBeUndefined();
  });

  it('matches a list by its body', async () => {
    map[requestKey('POST', URL_PLANS, '{"page":1}')] = { at: performance.now(), response: answer({ items: [] }) };
    expect(await takePreloaded(post(URL_PLANS, { page: 2 }), false)).toBeUndefined();
    expect(await takePreloaded(post(URL_PLANS, { page: 1 }), false)).toBeInstanceOf(Response);
  });

  it('lets the call ask for itself when the preload failed or is old', async () => {
    map[requestKey('GET', URL_GROUP)] = { at: performance.now(), response: Promise.reject(new TypeError('offline')) };
    expect(await takePreloaded(new Request(URL_GROUP), false)).toBeUndefined();
    map[requestKey('GET', URL_GROUP)] = { at: performance.now() - PRELOAD_MAX_AGE_MS - 1, response: answer({}) };
    expect(await takePreloaded(new Request(URL_GROUP), false)).toBeUndefined();
  });

  it('drops every preloaded answer for a call that changes data, without reading its body', async () => {
    map[requestKey('GET', URL_GROUP)] = { at: performance.now(), response: answer({}) };
    const read = vi.spyOn(Request.prototype, 'text');
    expect(await takePreloaded(post('http://127.0.0.1/api/loyalty/order', { awardId: 1 }), true)).toBeUndefined();
    expect(map).toEqual({});
    expect(read).not.toHaveBeenCalled();
  });

  it('waits for the requests that follow from an answer before handing it over', async () => {
    let follow!: () => void;
    const followUps = new Promise<void>((resolve) => (follow = resolve));
    map[requestKey('GET', URL_GROUP)] = { at: performance.now(), response: answer({}), followUps };
    let done = false;
    const taking = takePreloaded(new Request(URL_GROUP), false).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    follow();
    await taking;
    expect(done).toBe(true);
  });

  it('does nothing without a preloader on the page', async () => {
    delete (window as unknown as Record<string, unknown>)[PRELOAD_GLOBAL];
    expect(await takePreloaded(new Request(URL_GROUP), false)).toBeUndefined();
  });
});

describe('the HTTP client', () => {
  it('takes a preloaded list over instead of asking the network', async () => {
    const network = vi.fn(() => Promise.reject(new TypeError('not asked')));
    vi.stubGlobal('fetch', network);
    const body = { page: 1, per: 12, status: 'open' };
    map[requestKey('POST', 'http://127.0.0.1/api/loyalty/task/list', JSON.stringify(body))] = {
      at: performance.now(),
      response: answer({ items: [], total: 0 }),
    };
    const client = createClient({ baseUrl: 'http://127.0.0.1/', token: () => 't' });
    expect(await client.post('api/loyalty/task/list', { json: body }).json()).toEqual({ items: [], total: 0 });
    expect(network).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('keeps the preloaded answers through a read the preloader has not asked for, and drops them at a change', async () => {
    const network = vi.fn(() =>
      Promise.resolve(new Response('{"items":[]}', { headers: { 'content-type': 'application/json' } })),
    );
    vi.stubGlobal('fetch', network);
    map[requestKey('GET', URL_GROUP)] = { at: performance.now(), response: answer({ code: 'FRSH' }) };
    const client = createClient({ baseUrl: 'http://127.0.0.1/', token: () => 't' });
    // The banner list, asked from the session's cache before the preloader has asked for it.
    await client.post('api/loyalty/broadcast/participant/banner/list', { json: { bannerSectionId: 1 } }).json();
    expect(Object.keys(map)).toEqual([requestKey('GET', URL_GROUP)]);
    await client.post('api/loyalty/order', { json: { awardId: 1 } }).json();
    expect(map).toEqual({});
    expect(network).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('finds the preloaded list by the JSON it sends, reading no request body on the way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('not asked'))),
    );
    const read = vi.spyOn(Request.prototype, 'text');
    const body = { page: 1, per: 12 };
    map[requestKey('POST', URL_PLANS, JSON.stringify(body))] = {
      at: performance.now(),
      response: answer({ total: 3 }),
    };
    const client = createClient({ baseUrl: 'http://127.0.0.1/', token: () => 't' });
    expect(await client.post('api/loyalty/plan/result', { json: body }).json()).toEqual({ total: 3 });
    expect(read).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
