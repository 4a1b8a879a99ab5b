import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestContext, TEST_NOW, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

const preview = (token: string) => t.call('GET', '/api/loyalty/participant/preview', { token });
const refresh = (token: string) => t.call('POST', '/loyalty/refresh', { body: { token } });
const logout = (token: string) => t.call('POST', '/loyalty/logout', { body: { token } });

describe('POST /loyalty/logout', () => {
  it('ends the session: its tokens, refreshed ones included, are refused everywhere', async () => {
    const token = await t.login('demo');
    t.clock.advance(60_000);
    const renewed = (await refresh(token)).body.token as string;
    const elsewhere = await t.login('demo');

    expect(await logout(renewed)).toMatchObject({ status: 200, body: { success: true } });
    for (const old of [token, renewed]) {
      const res = await preview(old);
      expect(res).toMatchObject({ status: 401, body: { code: 'TOKEN_REVOKED' } });
      expect(res.body.message).toBe('Sesja została zakończona. Zaloguj się ponownie.');
      expect((await refresh(old)).body.code).toBe('TOKEN_REVOKED');
    }
    // Another session of the same participant (another device) goes on.
    expect((await preview(elsewhere)).status).toBe(200);
  });

  it('answers 200 again for a session already ended and for an expired token', async () => {
    const token = await t.login('frsh');
    expect((await logout(token)).status).toBe(200);
    expect((await logout(token)).status).toBe(200);
    const expiring = await t.login('frsh');
    t.clock.advance(16 * 60_000);
    expect((await logout(expiring)).status).toBe(200);
  });

  it('may be called from the site on another origin, with the bearer header its client adds', async () => {
    const preflight = await t.call('OPTIONS', '/loyalty/logout', {
      headers: {
        origin: 'http://site.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://site.example');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('refuses a forged token with 401 and a missing one with 422', async () => {
    expect(await logout('a.b.c')).toMatchObject({ status: 401, body: { code: 'TOKEN_INVALID' } });
    expect((await t.call('POST', '/loyalty/logout', { body: {} })).status).toBe(422);
  });
});

describe('a password set by an e-mailed link', () => {
  it('ends every session of the account', async () => {
    const token = await t.login('frsh');
    await t.call('POST', '/api/loyalty/account/password-restore', { body: { login: 'frsh' } });
    const mail = (await t.call('GET', '/api/dev/outbox?to=frsh@punkty.example')).body.items[0];
    const uuid = mail.links[0].split('/').pop();
    const set = await t.call('POST', `/api/loyalty/account/password-restore/${uuid}`, {
      body: { password: 'Demo!2345', passwordConfirmation: 'Demo!2345' },
    });
    expect(set.status).toBe(200);
    expect((await preview(token)).body.code).toBe('TOKEN_REVOKED');
    expect((await refresh(token)).status).toBe(401);
    expect((await preview(await t.login('frsh'))).status).toBe(200);
  });
});

describe('POST /loyalty/refresh', () => {
  it('renews a session for SESSION_MAX_HOURS (12) from its login, no longer (issue 27)', async () => {
    let token = await t.login('demo');
    let refreshes = 0;
    // A tab left open: a refresh every 14 minutes, each token good for 15.
    while (t.clock.now().getTime() + 14 * 60_000 < Date.parse(TEST_NOW) + 12 * 3_600_000) {
      t.clock.advance(14 * 60_000);
      const renewed = await refresh(token);
      expect(renewed.status).toBe(200);
      token = renewed.body.token;
      refreshes++;
    }
    expect(refreshes).toBe(51);
    expect((await preview(token)).status).toBe(200);
    t.clock.set(new Date(Date.parse(TEST_NOW) + 12 * 3_600_000 + 60_000));
    const over = await refresh(token);
    expect(over.status).toBe(401);
    expect(over.body).toMatchObject({ code: 'SESSION_EXPIRED', detail: 'Sesja wygasła. Zaloguj się ponownie.' });
    // A new login opens a new session.
    expect((await refresh(await t.login('demo'))).status).toBe(200);
  });
});

describe('tokens', () => {
  const secret = () => new TextEncoder().encode(t.deps.config.JWT_SECRET);
  const now = () => Math.floor(t.clock.now().getTime() / 1000);
  /** A live session's id, from a real login. */
  const liveSid = async () =>
    JSON.parse(Buffer.from((await t.login('demo')).split('.')[1]!, 'base64url').toString()).sid;

  it('without exp are refused, even when correctly signed for a live session', async () => {
    const forever = await new SignJWT({ username: 'demo', sid: await liveSid() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(now())
      .sign(secret());
    expect((await preview(forever)).body.code).toBe('TOKEN_INVALID');
    expect((await refresh(forever)).status).toBe(401);
  });

  it('without a session, or naming a session of someone else, are refused', async () => {
    const sign = (claims: Record<string, unknown>, sub: string) =>
      new SignJWT({ username: 'demo', ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt(now())
        .setExpirationTime(now() + 600)
        .sign(secret());
    expect((await preview(await sign({}, '1'))).body.code).toBe('TOKEN_INVALID');
    const sid = await liveSid();
    const [frsh] = await t.deps.db.query<{ id: number }>(`select id from participant where username = 'frsh'`);
    expect((await preview(await sign({ sid }, String(frsh!.id)))).body.code).toBe('TOKEN_REVOKED');
  });
});
