import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ tokenTtlSeconds: 600 });
});
afterAll(() => t.close());

describe('POST /loyalty/login', () => {
  it('answers the session object with a JWT whose exp follows the configured lifetime', async () => {
    const res = await t.call('POST', '/loyalty/login', {
      body: { username: 'demo', password: 'Demo!2345', appCode: 'app3' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'demo', firstname: 'Anna', groupCode: 'STD' });
    const claims = decodeJwt(res.body.token);
    expect(claims.exp! - claims.iat!).toBe(600);
  });

  it('logs in by e-mail too, case-insensitively', async () => {
    const res = await t.call('POST', '/loyalty/login', {
      body: { username: 'FRSH@punkty.example', password: 'Demo!2345', appCode: 'app3' },
    });
    expect(res.status).toBe(200);
    expect(res.body.groupCode).toBe('FRSH');
  });

  it('refuses a wrong password with 401 and a Polish message', async () => {
    const res = await t.call('POST', '/loyalty/login', {
      body: { username: 'frsh', password: 'zle', appCode: 'app3' },
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Nieprawidłowy login lub hasło.');
  });

  it('refuses another application code', async () => {
    const res = await t.call('POST', '/loyalty/login', {
      body: { username: 'demo', password: 'Demo!2345', appCode: 'app2' },
    });
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/aplikacja/);
  });

  it('answers 422 with the invalid fields when the body is incomplete', async () => {
    const res = await t.call('POST', '/loyalty/login', { body: { username: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['username', 'password', 'appCode']),
    );
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.call('POST', '/loyalty/login', {
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/JSON/);
  });

  it('answers an account not activated yet like a wrong password: it has no right password to show NOT_ACTIVATED after', async () => {
    const res = await t.call('POST', '/loyalty/login', {
      body: { username: 'nowy', password: 'whatever', appCode: 'app3' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'BAD_CREDENTIALS', message: 'Nieprawidłowy login lub hasło.' });
  });

  it('rate-limits repeated failures for one username with 429', async () => {
    const attempt = () =>
      t.call('POST', '/loyalty/login', { body: { username: 'limit-me', password: 'x', appCode: 'app3' } });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const res = await attempt();
    expect(res.body.message).toMatch(/Zbyt wiele prób logowania/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /loyalty/refresh', () => {
  it('exchanges a valid token for a new one', async () => {
    const token = await t.login('demo');
    t.clock.advance(60_000);
    const res = await t.call('POST', '/loyalty/refresh', { body: { token } });
    expect(res.status).toBe(200);
    expect(decodeJwt(res.body.token).exp).toBeGreaterThan(decodeJwt(token).exp!);
  });

  it('refuses an expired token with 401', async () => {
    const token = await t.login('demo');
    t.clock.advance(601_000);
    const res = await t.call('POST', '/loyalty/refresh', { body: { token } });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/wygasła/);
  });

  it('refuses a forged token', async () => {
    const res = await t.call('POST', '/loyalty/refresh', { body: { token: 'a.b.c' } });
    expect(res.status).toBe(401);
  });
});

describe('protected calls', () => {
  it('answer 401 without a token', async () => {
    const res = await t.call('GET', '/api/loyalty/participant/preview');
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });
});

describe('bodies the API cannot read', () => {
  it('a content type a JSON route does not take answers 415 in the contract shape', async () => {
    const res = await t.call('POST', '/loyalty/login', {
      body: 'username=demo',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(res.body.detail).toMatch(/JSON/);
  });

  it('an unknown API path answers 404 with a Polish detail', async () => {
    const res = await t.call('GET', '/api/loyalty/nothing-here', { token: await t.login('frsh') });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Nie ma takiego adresu API.');
  });
});
