// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STORED_AT_HEADER } from '../lib/offline/names';
import { MAX_ANSWERS, READ_DEADLINE_MS, answerRead, ownerOfToken, type ReadContext } from './api-reads';

/** Cache Storage's semantics that matter here: keyed by URL, keys listed oldest put first. */
class MemoryCache {
  entries = new Map<string, Response>();
  async put(key: Request, response: Response) {
    this.entries.delete(key.url);
    this.entries.set(key.url, response);
  }
  async match(key: Request) {
    return this.entries.get(key.url)?.clone();
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(key: Request) {
    return this.entries.delete(key.url);
  }
}

const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
const ALICE = `Bearer ${jwt({ sub: '7', exp: 9e9 })}`;
const BOB = `Bearer ${jwt({ sub: '8', exp: 9e9 })}`;
const API = 'https://shop.example/api/loyalty/';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

function read(path: string, authorization: string | null, body?: unknown) {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  return new Request(
    API + path,
    body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) },
  );
}

function setup(network: (request: Request) => Promise<Response>) {
  const cache = new MemoryCache();
  const pending: Promise<unknown>[] = [];
  let clock = 1_700_000_000_000;
  const context: ReadContext = {
    cache: cache as unknown as Cache,
    scope: 'https://shop.example/',
    fetch: network,
    waitUntil: (promise) => pending.push(promise),
    now: () => clock,
  };
  return {
    cache,
    context,
    settled: () => Promise.all(pending),
    tick: (ms: number) => (clock += ms),
  };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('ownerOfToken', () => {
  it.each([
    [ALICE, '7'],
    [`Bearer ${jwt({ sub: 12 })}`, '12'],
    [`Bearer ${jwt({ username: 'demo' })}`, 'demo'],
    [`Bearer ${jwt({ exp: 1 })}`, null],
    ['Bearer not-a-jwt', null],
    ['Bearer a.!!!.c', null],
    [null, null],
  ])('%s → %j', (header, owner) => expect(ownerOfToken(header)).toBe(owner));
});

describe('a read: network first, the last answer when the network fails', () => {
  it('answers from the network, unmarked, and keeps the answer', async () => {
    const s = setup(async () => json({ points: 10 }));
    const answer = await answerRead(read('participant/points/summary', ALICE), s.context);
    expect(await answer.json()).toEqual({ points: 10 });
    expect(answer.headers.get(STORED_AT_HEADER)).toBeNull();
    await s.settled();
    expect(s.cache.entries.size).toBe(1);
  });

  it('offline: the kept answer, marked with the time the network gave it', async () => {
    let up = true;
    const s = setup(async () => (up ? json({ points: 10 }) : offline()));
    await answerRead(read('participant/points/summary', ALICE), s.context);
    await s.settled();
    const storedAt = s.context.now!();
    s.tick(60_000);
    up = false;
    const answer = await answerRead(read('participant/points/summary', ALICE), s.context);
    expect(await answer.json()).toEqual({ points: 10 });
    expect(answer.headers.get(STORED_AT_HEADER)).toBe(String(storedAt));
  });

  it('offline with nothing kept: the network’s failure, as it is', async () => {
    const s = setup(offline);
    await expect(answerRead(read('group', ALICE), s.context)).rejects.toThrow('Failed to fetch');
  });

  it('keeps list POSTs apart by their body', async () => {
    let up = true;
    const s = setup(async (request) => (up ? json(await request.json()) : offline()));
    await answerRead(read('task/list', ALICE, { page: 1 }), s.context);
    await answerRead(read('task/list', ALICE, { page: 2 }), s.context);
    await s.settled();
    up = false;
    expect(await (await answerRead(read('task/list', ALICE, { page: 2 }), s.context)).json()).toEqual({ page: 2 });
    expect(await (await answerRead(read('task/list', ALICE, { page: 1 }), s.context)).json()).toEqual({ page: 1 });
    await expect(answerRead(read('task/list', ALICE, { page: 3 }), s.context)).rejects.toThrow();
  });

  it('never serves one participant’s answer to another', async () => {
    let up = true;
    const s = setup(async () => (up ? json({ storeName: 'Sklep Alicji' }) : offline()));
    await answerRead(read('participant/preview', ALICE), s.context);
    await s.settled();
    up = false;
    await expect(answerRead(read('participant/preview', BOB), s.context)).rejects.toThrow();
  });

  it('without a participant’s token: straight to the network, nothing kept', async () => {
    const s = setup(async () => json({ ok: true }));
    await answerRead(read('account/activation/x', null), s.context);
    await s.settled();
    expect(s.cache.entries.size).toBe(0);
  });

  it('keeps no error, no "nothing" (204) and nothing but JSON', async () => {
    const answers = [json({ detail: 'Brak' }, 404), new Response(null, { status: 204 }), new Response('<html>')];
    const s = setup(async () => answers.shift()!);
    for (let i = 0; i < 3; i++) await answerRead(read('broadcast/popup', ALICE), s.context);
    await s.settled();
    expect(s.cache.entries.size).toBe(0);
  });

  it('a gateway that cannot reach the API (503) gets the kept answer; a refusal (401) stays a refusal', async () => {
    const answers = [json({ points: 1 }), json({}, 503), json({ message: 'Sesja wygasła' }, 401)];
    const s = setup(async () => answers.shift()!);
    await answerRead(read('participant/points/summary', ALICE), s.context);
    await s.settled();
    const fallback = await answerRead(read('participant/points/summary', ALICE), s.context);
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get(STORED_AT_HEADER)).not.toBeNull();
    const refused = await answerRead(read('participant/points/summary', ALICE), s.context);
    expect(refused.status).toBe(401);
  });

  it(`slower than the deadline (${READ_DEADLINE_MS} ms): the kept answer then, and the late answer kept for next time`, async () => {
    let slow = false;
    let release: (response: Response) => void = () => {};
    const s = setup(async () => (slow ? new Promise<Response>((resolve) => (release = resolve)) : json({ points: 1 })));
    s.context.deadlineMs = 300;
    await answerRead(read('participant/points/summary', ALICE), s.context);
    await s.settled();
    slow = true;
    const started = Date.now();
    const served = await answerRead(read('participant/points/summary', ALICE), s.context);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(served.headers.get(STORED_AT_HEADER)).not.toBeNull();
    expect(await served.json()).toEqual({ points: 1 });
    release(json({ points: 2 }));
    await s.settled();
    const [only] = [...s.cache.entries.values()];
    expect(await only!.clone().json()).toEqual({ points: 2 });
  });

  it('a network answer before the deadline wins over the kept one', async () => {
    let points = 1;
    const s = setup(async () => json({ points: points++ }));
    s.context.deadlineMs = 2000;
    await answerRead(read('participant/points/summary', ALICE), s.context);
    await s.settled();
    const answer = await answerRead(read('participant/points/summary', ALICE), s.context);
    expect(await answer.json()).toEqual({ points: 2 });
    expect(answer.headers.get(STORED_AT_HEADER)).toBeNull();
  });

  // Four hundred reads: ~1 s alone, over 5 s on a machine busy with other suites.
  it(`keeps the newest ${MAX_ANSWERS} answers`, { timeout: 30_000 }, async () => {
    const s = setup(async () => json({}));
    for (let i = 0; i < MAX_ANSWERS + 3; i++) await answerRead(read(`award/${i}`, ALICE), s.context);
    await s.settled();
    expect(s.cache.entries.size).toBe(MAX_ANSWERS);
  });
});
