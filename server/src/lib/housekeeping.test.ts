import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { prune } from './housekeeping.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const count = async (table: 'session' | 'login_limit') =>
  (await t.deps.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('prune', () => {
  it('drops sessions expired over a day ago and closed login windows, and keeps the rest', async () => {
    const old = await t.login('demo');
    await t.call('POST', '/loyalty/login', { body: { username: 'demo', password: 'zle', appCode: 'app3' } });
    expect(await count('session')).toBe(1);
    expect(await count('login_limit')).toBeGreaterThan(0);

    t.clock.advance(2 * 86_400_000);
    const fresh = await t.login('frsh');
    await prune(t.deps.db, t.clock.now());
    expect(await count('session')).toBe(1);
    expect((await t.call('GET', '/api/loyalty/group', { token: fresh })).status).toBe(200);
    expect((await t.call('GET', '/api/loyalty/group', { token: old })).status).toBe(401);
    // Only the new login's address window is left (a successful login clears its account's).
    const keys = (await t.deps.db.query<{ key: string }>('select key from login_limit order by key')).map((r) => r.key);
    expect(keys).toEqual(['address:unknown']);
  });
});
