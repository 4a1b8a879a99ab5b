import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORED_AT_HEADER } from '../offline/names';
import { OFFLINE_CHANGE_ERROR, OfflineChangeError } from '../offline/offline-change';
import { $staleAnswers, $staleSince, forgetStale } from '../offline/stale';
import { createClient } from './client';
import { GROUP_CODE } from './participant';
import { keyOfRequest, requestOf } from './read';
import { TASK_LIST } from './tasks';

/** A read's options as fetchRead gives them: its key in ky's context (client.ts). */
const asRead = (key: string) => ({ context: { readKey: key } });
const GROUP = asRead(keyOfRequest(requestOf(GROUP_CODE, undefined)));
const tasks = (page: number) => ({ json: { page }, ...asRead(keyOfRequest(requestOf(TASK_LIST, { page }))) });

const ok = () => new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });

describe('the API client (D1)', () => {
  it('sends the bearer token while a session exists, and none without', async () => {
    const seen: (string | null)[] = [];
    const fetch = vi.fn(async (req: Request) => {
      seen.push(req.headers.get('authorization'));
      return ok();
    }) as unknown as typeof globalThis.fetch;
    let token: string | null = 'abc.def.ghi';
    const client = createClient({ baseUrl: 'http://api.test', fetch, token: () => token });
    await client.get('api/loyalty/group').json();
    token = null;
    await client.get('api/loyalty/group').json();
    expect(seen).toEqual(['Bearer abc.def.ghi', null]);
  });

  it('puts every call under the configured base (D1)', async () => {
    const urls: string[] = [];
    const fetch = (async (req: Request) => {
      urls.push(req.url);
      return ok();
    }) as unknown as typeof globalThis.fetch;
    const client = createClient({ baseUrl: 'https://api.example/v2', fetch, token: () => null });
    await client.post('loyalty/login', { json: {} }).json();
    await client.get('api/loyalty/participant/preview').json();
    expect(urls).toEqual([
      'https://api.example/v2/loyalty/login',
      'https://api.example/v2/api/loyalty/participant/preview',
    ]);
  });

  it('retries a GET when the network fails, and succeeds', async () => {
    let calls = 0;
    const fetch = (async () => {
      calls++;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return ok();
    }) as unknown as typeof globalThis.fetch;
    const client = createClient({ baseUrl: 'http://api.test', fetch, token: () => null });
    await expect(client.get('x').json()).resolves.toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  it('never retries a POST (it may have changed something)', async () => {
    let calls = 0;
    const fetch = (async () => {
      calls++;
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const client = createClient({ baseUrl: 'http://api.test', fetch, token: () => null });
    await expect(client.post('x', { json: {} }).json()).rejects.toThrow();
    expect(calls).toBe(1);
  });
});

describe('offline (docs/decisions/024)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    $staleAnswers.set({});
  });

  const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

  it('does not send a change while the browser is offline, and says why in Polish', async () => {
    offline();
    const fetch = vi.fn(async () => ok()) as unknown as typeof globalThis.fetch;
    const client = createClient({ baseUrl: 'http://api.test', fetch, token: () => 'a.b.c' });
    const order = client.post('api/loyalty/order', { json: { awardId: 1 } }).json();
    await expect(order).rejects.toBeInstanceOf(OfflineChangeError);
    await expect(client.put('api/loyalty/award/3/wish').json()).rejects.toThrow(OFFLINE_CHANGE_ERROR);
    await expect(client.post('api/loyalty/participant/points/calculate').json()).rejects.toThrow(OFFLINE_CHANGE_ERROR);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('still asks reads while offline (the service worker may answer them), GET and list POSTs', async () => {
    offline();
    const fetch = vi.fn(async () => ok()) as unknown as typeof globalThis.fetch;
    const client = createClient({ baseUrl: 'http://api.test', fetch, token: () => 'a.b.c' });
    await client.get('api/loyalty/group', GROUP).json();
    await client.post('api/loyalty/task/list', tasks(1)).json();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reports answers the worker gave from its cache, and forgets one when a fresh answer comes', async () => {
    let kept: number | null = 1_700_000_000_000;
    const fetch = (async () =>
      new Response('{}', {
        headers: { 'content-type': 'application/json', ...(kept ? { [STORED_AT_HEADER]: String(kept) } : {}) },
      })) as unknown as typeof globalThis.fetch;
    const client = createClient({ baseUrl: 'http://api.test', fetch, token: () => 'a.b.c' });
    await client.post('api/loyalty/task/list', tasks(1)).json();
    expect($staleSince.get()).toBe(kept);
    kept = null;
    await client.post('api/loyalty/task/list', tasks(2)).json();
    expect($staleSince.get()).toBe(1_700_000_000_000);
    await client.post('api/loyalty/task/list', tasks(1)).json();
    expect($staleSince.get()).toBeNull();
  });
});

describe('the offline note’s answers, around a reconnection', () => {
  afterEach(() => $staleAnswers.set({}));

  it('a kept answer to a request sent before the connection came back is not shown as the state', async () => {
    let release: (r: Response) => void = () => {};
    const fetch = (() => new Promise<Response>((resolve) => (release = resolve))) as unknown as typeof globalThis.fetch;
    const client = createClient({ baseUrl: 'http://api.test', fetch, token: () => 'a.b.c' });
    const answer = client.get('api/loyalty/group', GROUP).json();
    await vi.waitFor(() => expect(release).not.toBe(undefined));
    await new Promise((resolve) => setTimeout(resolve, 10));
    forgetStale(); // the connection is back: the page asks everything again
    release(
      new Response('{}', { headers: { 'content-type': 'application/json', [STORED_AT_HEADER]: '1700000000000' } }),
    );
    await answer;
    expect($staleSince.get()).toBeNull();
    // The same answer to a read asked after the reconnection is the state.
    const again = client.get('api/loyalty/group', GROUP).json();
    await new Promise((resolve) => setTimeout(resolve, 10));
    release(
      new Response('{}', { headers: { 'content-type': 'application/json', [STORED_AT_HEADER]: '1700000000000' } }),
    );
    await again;
    expect($staleSince.get()).toBe(1_700_000_000_000);
  });
});
