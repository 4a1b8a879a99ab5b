import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../domain/accounts.ts';
import { parseTrustProxy } from '../../lib/client-address.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

const contexts: TestContext[] = [];
const context = async (config: Parameters<typeof createTestContext>[0] = {}) => {
  const t = await createTestContext(config);
  contexts.push(t);
  return t;
};
afterAll(() => Promise.all(contexts.map((t) => t.close())));

let seq = 0;
/** An active participant of the test's own, with a known password. */
async function addParticipant(t: TestContext, password = 'Stare!Haslo1') {
  seq++;
  const username = `limit${seq}`;
  const email = `limit${seq}@example.pl`;
  await t.deps.db.query(
    `insert into participant (username, email, password_hash, group_code, firstname, created_at)
     values ($1, $2, $3, 'STD', 'Ewa', $4)`,
    [username, email, await hashPassword(password), t.clock.now()],
  );
  return { username, email, password };
}

/** A login as the server sees it from a socket at `socket`, with an X-Forwarded-For header when given. */
async function loginFrom(t: TestContext, socket: string, forwardedFor: string | undefined, username: string) {
  const res = await t.app.request(
    '/loyalty/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      body: JSON.stringify({ username, password: 'zle-haslo', appCode: 'app3' }),
    },
    { incoming: { socket: { remoteAddress: socket, remoteFamily: 'IPv4' } } },
  );
  return res.status;
}

const login = (t: TestContext, username: string, password: string) =>
  t.call('POST', '/loyalty/login', { body: { username, password, appCode: 'app3' } });

describe('the failed-login limit', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await context();
  });

  it('is counted per account, whichever of its names is used', async () => {
    const account = await addParticipant(t);
    const statuses = [];
    for (const name of [
      account.username,
      account.email,
      account.username.toUpperCase(),
      account.email,
      account.username,
    ])
      statuses.push((await login(t, name, 'zle')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const byEmail = await login(t, account.email, 'zle');
    expect(byEmail.status).toBe(429);
    expect(Number(byEmail.headers.get('retry-after'))).toBeGreaterThan(0);
    // Locked, whichever name, even with the right password.
    expect((await login(t, account.username, account.password)).status).toBe(429);
    // The window closes after 15 minutes.
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login(t, account.email, account.password)).status).toBe(200);
  });

  it('is cleared by a successful login', async () => {
    const account = await addParticipant(t);
    for (let i = 0; i < 4; i++) expect((await login(t, account.username, 'zle')).status).toBe(401);
    expect((await login(t, account.email, account.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(t, account.username, 'zle')).status).toBe(401);
    expect((await login(t, account.username, 'zle')).status).toBe(429);
  });

  it('holds against parallel guesses: no more than the limit get checked', async () => {
    const account = await addParticipant(t);
    const statuses = await Promise.all(Array.from({ length: 12 }, () => login(t, account.email, 'zle')));
    expect(statuses.filter((r) => r.status === 401)).toHaveLength(5);
    expect(statuses.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it('keeps its counters in the database, where every instance sees them', async () => {
    const account = await addParticipant(t);
    await login(t, account.username, 'zle');
    const [row] = await t.deps.db.query<{ id: number }>('select id from participant where username = $1', [
      account.username,
    ]);
    const counters = await t.deps.db.query<{ count: number }>('select count from login_limit where key = $1', [
      `account:${row!.id}`,
    ]);
    expect(counters).toEqual([{ count: 1 }]);
  });
});

describe('an unknown login', () => {
  it('costs as much time as a known one: the password is checked against a dummy hash', async () => {
    const t = await context({ config: { LOGIN_FAILURES_PER_USER: 1000, LOGIN_ATTEMPTS_PER_ADDRESS: 1000 } });
    const account = await addParticipant(t);
    const time = async (username: string) => {
      const start = performance.now();
      const res = await login(t, username, 'zle-haslo');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('BAD_CREDENTIALS');
      return performance.now() - start;
    };
    await time('rozgrzewka'); // the dummy hash is made on first use
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 8; i++) {
      known.push(await time(account.username));
      unknown.push(await time(`nieznany${i}`));
      unknown.push(await time('nowy')); // not activated: no password to check
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Before, an unknown login was refused about 5 times faster (no argon2 at all).
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe('the per-address limit', () => {
  it('counts the socket address, and ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const t = await context({ config: { LOGIN_ATTEMPTS_PER_ADDRESS: 3, LOGIN_FAILURES_PER_USER: 1000 } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await loginFrom(t, '10.0.0.9', `203.0.113.${i}`, 'ktos'));
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await loginFrom(t, '10.0.0.10', undefined, 'ktos')).toBe(401);
  });

  it('behind a trusted proxy (TRUST_PROXY=1) counts each client named in X-Forwarded-For', async () => {
    const t = await context({
      config: { LOGIN_ATTEMPTS_PER_ADDRESS: 3, LOGIN_FAILURES_PER_USER: 1000, TRUST_PROXY: parseTrustProxy('1') },
    });
    const proxy = '10.0.0.2';
    for (let i = 0; i < 3; i++) expect(await loginFrom(t, proxy, '198.51.100.7', 'ktos')).toBe(401);
    expect(await loginFrom(t, proxy, '198.51.100.7', 'ktos')).toBe(429);
    // Other participants behind the same proxy are not locked out.
    expect(await loginFrom(t, proxy, '198.51.100.8', 'ktos')).toBe(401);
    // What the client itself put in front of the header is not believed.
    expect(await loginFrom(t, proxy, '192.0.2.1, 198.51.100.7', 'ktos')).toBe(429);
  });

  it('with TRUST_PROXY as a CIDR list believes only the listed proxies', async () => {
    const t = await context({
      config: {
        LOGIN_ATTEMPTS_PER_ADDRESS: 2,
        LOGIN_FAILURES_PER_USER: 1000,
        TRUST_PROXY: parseTrustProxy('10.0.0.0/8'),
      },
    });
    for (let i = 0; i < 2; i++) expect(await loginFrom(t, '10.1.2.3', '198.51.100.20, 10.9.9.9', 'ktos')).toBe(401);
    expect(await loginFrom(t, '10.4.4.4', '198.51.100.20', 'ktos')).toBe(429);
    // A socket outside the list is the client, whatever it forwards.
    expect(await loginFrom(t, '192.0.2.50', '198.51.100.21', 'ktos')).toBe(401);
    expect(await loginFrom(t, '192.0.2.50', '198.51.100.22', 'ktos')).toBe(401);
    expect(await loginFrom(t, '192.0.2.50', '198.51.100.23', 'ktos')).toBe(429);
  });
});
