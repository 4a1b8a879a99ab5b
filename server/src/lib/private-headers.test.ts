import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';

/** Issue 13: no cache keeps a private answer, no browser sniffs one into another type. */
let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.login();
});
afterAll(() => t.close());

const expectPrivate = (res: { headers: Headers }) => {
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
};

describe('headers of private answers', () => {
  it('mark the login answer (the token) and the refreshed session', async () => {
    const login = await t.call('POST', '/loyalty/login', {
      body: { username: 'demo', password: 'Demo!2345', appCode: 'app3' },
    });
    expect(login.status).toBe(200);
    expectPrivate(login);
    const refreshed = await t.call('POST', '/loyalty/refresh', { body: { token: login.body.token } });
    expect(refreshed.status).toBe(200);
    expectPrivate(refreshed);
  });

  it('mark the profile, the balance and a list', async () => {
    for (const res of [
      await t.call('GET', '/api/loyalty/participant/preview', { token }),
      await t.call('GET', '/api/loyalty/participant/points/summary', { token }),
      await t.call('POST', '/api/loyalty/order/list', { token, body: {} }),
    ]) {
      expect(res.status).toBe(200);
      expectPrivate(res);
    }
  });

  it('mark errors: a refused login, a missing token, a validation failure', async () => {
    const refused = await t.call('POST', '/loyalty/login', {
      body: { username: 'demo', password: 'x', appCode: 'app3' },
    });
    expect(refused.status).toBe(401);
    expectPrivate(refused);
    const anonymous = await t.call('GET', '/api/loyalty/participant/preview');
    expect(anonymous.status).toBe(401);
    expectPrivate(anonymous);
    const invalid = await t.call('POST', '/api/loyalty/task/list', { token, body: { per: 0 } });
    expect(invalid.status).toBe(422);
    expectPrivate(invalid);
  });

  it('answer an unknown /api path with a JSON 404, marked too', async () => {
    for (const path of ['/api/nope', '/api/loyalty/nope', '/loyalty/nope']) {
      const res = await t.call('GET', path, { token });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expectPrivate(res);
    }
  });

  it('leave an image its own private cache, still nosniff', async () => {
    const card = (await t.call('POST', '/api/loyalty/award/list', { token, body: { per: 1 } })).body.items[0];
    const res = await t.call('GET', `/api/loyalty/award/image/${card.activeImageId}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
