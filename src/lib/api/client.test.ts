import { describe, expect, it, vi } from 'vitest';
import { createClient } from './client';

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
