import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from './clock.ts';
import { openDatabase } from './db/open.ts';
import { LOCAL_DEMO_LINKS } from './db/seed/context.ts';
import { openPglite } from './db/pglite.ts';
import { appendLedger, readSummary, rebuildSummary } from './domain/ledger.ts';
import { killServers, loginOver, spawnServer, startServer } from './test/server-process.ts';

/**
 * Acceptance of issue 3: the real server, as a child process on an embedded database,
 * killed with SIGKILL in the middle of a stream of orders, then started again on the same
 * data directory. Every order that was answered 201 must be there, and the points summary
 * must still agree with the ledger.
 */

let dir: string;
let dataDir: string;
let awardId: number;

const api =
  (url: string, token: string) =>
  async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

    return { status: res.status, body: (await res.json().catch(() => null)) as any };
  };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'punkty-crash-'));
  dataDir = join(dir, 'pglite');
  // Create, migrate and seed the data directory the way the server does, then add a cheap
  // award with unlimited stock and enough points for every order of the stream.
  const opened = await openDatabase({ dataDir, clock: systemClock, demo: LOCAL_DEMO_LINKS });
  await opened.db.transaction(async (tx) => {
    const demo = (await tx.query<{ id: number }>(`select id from participant where username = 'demo'`))[0]!.id;
    const group = (
      await tx.query<{ id: number }>(`insert into award_group (name) values ('Test awarii') returning id`)
    )[0]!.id;
    const category = (
      await tx.query<{ id: number }>(
        `insert into award_category (group_id, name) values ($1, 'Test awarii') returning id`,
        [group],
      )
    )[0]!.id;
    awardId = (
      await tx.query<{ id: number }>(
        `insert into award (group_id, category_id, name, price, currency, delivery_method, created_at)
         values ($1, $2, 'Długopis firmowy', 1.5, 'vp', 'CB', now()) returning id`,
        [group, category],
      )
    )[0]!.id;
    await appendLedger(tx, systemClock, [
      {
        participantId: demo,
        currency: 'vp',
        kind: 'correction',
        amount: 100_000,
        sourceType: 'correction',
        description: 'Test awarii',
      },
    ]);
  });
  await opened.close();
}, 90_000);

afterAll(async () => {
  killServers();
  rmSync(dir, { recursive: true, force: true });
});

describe('crash safety of the embedded database (issue 3 acceptance)', () => {
  it('SIGKILL during a stream of orders loses no answered order; after a restart that takes over the stale lock, ledger and summary agree', async () => {
    const first = await startServer(dataDir);
    const call = api(first.url, await loginOver(first.url));
    const answered = new Map<string, number>(); // Idempotency-Key → orderId of each 201
    const unanswered: string[] = [];
    let n = 0;
    const send = async () => {
      const key = `crash-${++n}-${Date.now()}`;
      try {
        const res = await call('POST', '/api/loyalty/order', { awardId, quantity: 1 }, { 'idempotency-key': key });
        if (res.status === 201) answered.set(key, res.body.order.orderId);
        else throw new Error(`unexpected ${res.status} ${JSON.stringify(res.body)}`);
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('unexpected')) throw error;
        unanswered.push(key); // the connection died with the server
      }
    };

    // Sequential orders with a burst of parallel ones now and then, until the kill.
    let killed = false;
    const stream = (async () => {
      while (!killed) {
        if (n % 10 === 5) await Promise.all([send(), send(), send(), send()]);
        else await send();
      }
    })();
    while (answered.size < 40) await new Promise((r) => setTimeout(r, 5));
    // Kill while a burst is in flight.
    const burst = Promise.all([send(), send(), send(), send(), send(), send()]);
    await new Promise((r) => setTimeout(r, 2));
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all([stream, burst]);
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(answered.size).toBeGreaterThanOrEqual(40);

    // The dead process left its lock behind; the new one must take it over.
    const lockPath = `${dataDir}.lock`;
    expect(existsSync(lockPath)).toBe(true);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(first.child.pid));

    const second = await startServer(dataDir);
    try {
      const again = api(second.url, await loginOver(second.url));
      for (const [key, orderId] of answered) {
        const res = await again('GET', `/api/loyalty/order/${orderId}`);
        expect(res.status, `order ${orderId} (${key}) answered 201 before the crash`).toBe(200);
        expect(res.body).toMatchObject({ awardId, quantity: 1, totalPrice: 1.5, status: 'placed' });
      }
      // A client retrying an unanswered order with its key gets it exactly once.
      for (const key of unanswered) {
        const res = await again('POST', '/api/loyalty/order', { awardId, quantity: 1 }, { 'idempotency-key': key });
        expect([200, 201]).toContain(res.status);
        const twice = await again('POST', '/api/loyalty/order', { awardId, quantity: 1 }, { 'idempotency-key': key });
        expect(twice.status).toBe(200);
        expect(twice.body.order.orderId).toBe(res.body.order.orderId);
      }
      const list = await again('POST', '/api/loyalty/order/list', { search: 'Długopis firmowy', per: 1 });
      const orders = list.body.total as number;
      expect(orders).toBeGreaterThanOrEqual(answered.size + unanswered.length);

      // The summary as served, before and after recalculation from the ledger, is the same.
      const before = await again('GET', '/api/loyalty/participant/points/summary');
      expect(before.status).toBe(200);
      expect((await again('POST', '/api/loyalty/participant/points/calculate')).body).toEqual({ success: true });
      const after = await again('GET', '/api/loyalty/participant/points/summary');
      expect(after.body).toEqual(before.body);
      expect(before.body.vpCurrentValue).toBeGreaterThan(0);
    } finally {
      second.child.kill('SIGTERM');
    }
    expect((await second.exited).code).toBe(0);
    expect(existsSync(lockPath)).toBe(false);

    // Straight in the database: every order has exactly its one lock in the ledger, and the
    // projection is what the ledger says.
    const db = await openPglite(dataDir);
    try {
      const mismatched = await db.query(
        `select o.id, count(l.id)::int as locks, coalesce(sum(l.amount), 0)::float8 as locked, o.total_price::float8 as total
           from award_order o
           left join points_ledger l on l.source_type = 'order' and l.source_id = o.id::text and l.kind = 'locked'
          where o.award_id = $1
          group by o.id having count(l.id) <> 1 or coalesce(sum(l.amount), 0) <> o.total_price`,
        [awardId],
      );
      expect(mismatched).toEqual([]);
      const orphans = await db.query(
        `select l.id from points_ledger l where l.source_type = 'order'
           and not exists (select 1 from award_order o where o.id::text = l.source_id)`,
      );
      expect(orphans).toEqual([]);
      const demo = (await db.query<{ id: number }>(`select id from participant where username = 'demo'`))[0]!.id;
      const projected = await readSummary(db, demo);
      expect(await db.transaction((tx) => rebuildSummary(tx, systemClock, demo))).toEqual(projected);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('refuses to start a second server on a data directory another server holds, with a clear message', async () => {
    const holder = await startServer(dataDir);
    try {
      const intruder = spawnServer(dataDir);
      const { code } = await intruder.exited;
      expect(code).not.toBe(0);
      expect(intruder.output()).toContain(`is in use by process ${holder.child.pid}`);
      // and the holder keeps serving
      expect((await fetch(`${holder.url}/api/health`)).status).toBe(200);
    } finally {
      holder.child.kill('SIGTERM');
    }
    expect((await holder.exited).code).toBe(0);
  }, 60_000);
});
