/**
 * Two API instances on one PostgreSQL database behind a round-robin proxy, as a deployment
 * of N stateless instances runs: what one instance knows, the other knows too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './index.ts';
import { systemClock } from './clock.ts';
import { openPostgres } from './db/postgres.ts';
import type { Db } from './db/types.ts';
import { insertAward, participantId, setBalance, IBAN } from './test/orders.ts';
import { createPostgresDatabase } from './test/harness.ts';
import { startRoundRobinProxy } from './test/round-robin-proxy.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

type Running = Awaited<ReturnType<typeof startServer>>;
let database: { url: string; drop: () => Promise<void> };
let instances: Running[];
let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
let db: Db;

async function call(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

// Only with `npm run test:pg`: several instances need a database server they all reach.
describe.skipIf(!serverUrl)('two instances on one PostgreSQL behind a proxy', () => {
  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl!);
    const env = {
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_REQUESTS: '0',
      DEMO_DATA: '1',
      // The instances see the proxy's socket; they believe the one hop in front of them.
      TRUST_PROXY: '1',
      // No JWT_SECRET: on a loopback address each instance reads the one stored in the database.
    };
    // Started together on an empty database: one migrates and seeds, the other waits for it.
    instances = await Promise.all([startServer({ env }), startServer({ env })]);
    proxy = await startRoundRobinProxy(instances.map((i) => i.url));
    db = await openPostgres(database.url);
  }, 60_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all((instances ?? []).map((i) => i.stop()));
    await db?.close();
    await database?.drop();
  });

  it('migrated and seeded the database once', async () => {
    const migrations = await db.query<{ name: string; n: number }>(
      'select name, count(*)::int as n from schema_migrations group by name having count(*) > 1',
    );
    expect(migrations).toEqual([]);
    const [demo] = await db.query<{ n: number }>(`select count(*)::int as n from participant where username = 'demo'`);
    expect(demo!.n).toBe(1);
  });

  it('shares the login limits: five failures spread over both instances lock that client out on both', async () => {
    const attempt = (username: string) =>
      call(proxy.url, 'POST', '/loyalty/login', { body: { username, password: 'zle', appCode: 'app3' } });
    const first = proxy.served.length;
    const statuses = [];
    for (const name of ['frsh', 'frsh@punkty.example', 'frsh', 'frsh@punkty.example', 'frsh'])
      statuses.push((await attempt(name)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(proxy.served.slice(first))).toEqual(new Set(instances.map((i) => i.url)));
    // The sixth attempt, on either instance, is refused.
    for (const instance of instances) {
      const res = await call(instance.url, 'POST', '/loyalty/login', {
        body: { username: 'frsh', password: 'Demo!2345', appCode: 'app3' },
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.status).toBe(429);
    }
  });

  it('answers an order replayed on the other instance with the same order', async () => {
    const token = (
      await call(proxy.url, 'POST', '/loyalty/login', {
        body: { username: 'demo', password: 'Demo!2345', appCode: 'app3' },
      })
    ).body.token as string;
    const award = await insertAward(db, systemClock, { price: 100, deliveryMethod: 'MA', remainingAmount: 10 });
    const demo = await participantId(db, 'demo');
    await db.transaction((tx) => setBalance(tx, systemClock, demo, 'vp', 1000));
    const place = (instance: Running) =>
      call(instance.url, 'POST', '/api/loyalty/order', {
        token,
        body: { awardId: award.id, quantity: 1, deliveryData: { bankAccount: IBAN } },
        headers: { 'idempotency-key': 'multi-instance-order-1' },
      });
    const placed = await place(instances[0]!);
    expect(placed.status).toBe(201);
    const replayed = await place(instances[1]!);
    expect(replayed.status).toBeLessThan(300);
    expect(replayed.body.order.orderId).toBe(placed.body.order.orderId);
    const [orders] = await db.query<{ n: number }>('select count(*)::int as n from award_order where award_id = $1', [
      award.id,
    ]);
    expect(orders!.n).toBe(1);
  });

  it('refuses on one instance a token logged out on the other', async () => {
    const [a, b] = instances as [Running, Running];
    const token = (
      await call(a.url, 'POST', '/loyalty/login', {
        body: { username: 'demo', password: 'Demo!2345', appCode: 'app3' },
      })
    ).body.token as string;
    expect((await call(b.url, 'GET', '/api/loyalty/participant/preview', { token })).status).toBe(200);
    expect((await call(b.url, 'POST', '/loyalty/logout', { body: { token } })).status).toBe(200);
    const refused = await call(a.url, 'GET', '/api/loyalty/participant/preview', { token });
    expect(refused).toMatchObject({ status: 401, body: { code: 'TOKEN_REVOKED' } });
    expect((await call(a.url, 'POST', '/loyalty/refresh', { body: { token } })).status).toBe(401);
  });
});
