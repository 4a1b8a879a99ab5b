import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Db } from '../db/types.ts';
import { useTestContext } from '../test/harness.ts';
import { createHealthMonitor, DISK_MIN_FREE_BYTES, READY_DEADLINE_MS } from './health.ts';

/** A database whose answers the test decides. */
function fakeDb(ping: () => Promise<void> = async () => {}) {
  const state = { failWith: undefined as unknown, pings: 0 };
  const db: Db = {
    kind: 'postgres',
    query: async () => {
      if (state.failWith) throw state.failWith;
      return [];
    },
    exec: async () => {},
    transaction: (fn) => fn(db),
    exclusively: (fn) => fn(),
    ping: () => {
      state.pings++;
      return ping();
    },
    close: async () => {},
  };
  return { db, state };
}

const diskFull = Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });

describe('readiness', () => {
  it('is ready when the database answered lately, without asking it again', async () => {
    const { db, state } = fakeDb();
    const monitor = createHealthMonitor(db);
    await monitor.db.query('select 1');
    expect(await monitor.readiness()).toEqual({ ready: true, database: 'postgres' });
    expect(state.pings).toBe(0);
  });

  it('asks the database when it has been quiet, and gives up at the deadline', async () => {
    let now = 0;
    const never = fakeDb(() => new Promise(() => {}));
    const stuck = createHealthMonitor(never.db, { now: () => now });
    now = 10_000;
    const started = performance.now();
    const [first, second] = await Promise.all([stuck.readiness(), stuck.readiness()]);
    expect(performance.now() - started).toBeLessThan(READY_DEADLINE_MS + 200);
    expect(first).toMatchObject({ ready: false, code: 'DATABASE_UNAVAILABLE' });
    expect(second).toEqual(first);
    expect(never.state.pings).toBe(1); // one question at a time

    const fine = fakeDb();
    expect(await createHealthMonitor(fine.db, { now: () => now }).readiness()).toMatchObject({ ready: true });
    expect(fine.state.pings).toBe(1);
  });

  it('is not ready from the drain on', async () => {
    const monitor = createHealthMonitor(fakeDb().db);
    monitor.drain();
    expect(await monitor.readiness()).toMatchObject({ ready: false, code: 'DRAINING' });
  });

  it("says DISK_FULL while the embedded database's disk has too little room, and is ready once it has", async () => {
    let free = DISK_MIN_FREE_BYTES - 1;
    const monitor = createHealthMonitor(fakeDb().db, { dataDir: '/data', freeBytes: () => free });
    expect(await monitor.readiness()).toMatchObject({ ready: false, code: 'DISK_FULL' });
    free = DISK_MIN_FREE_BYTES * 4;
    expect(await monitor.readiness()).toMatchObject({ ready: true });
  });

  it('says DISK_FULL for a minute after PostgreSQL refused a write for want of space', async () => {
    let now = 1_000_000;
    const { db, state } = fakeDb();
    const monitor = createHealthMonitor(db, { now: () => now });
    state.failWith = diskFull;
    await expect(monitor.db.transaction((tx) => tx.query('insert …'))).rejects.toBe(diskFull);
    expect(await monitor.readiness()).toMatchObject({ ready: false, code: 'DISK_FULL' });
    now += 61_000;
    expect(await monitor.readiness()).toMatchObject({ ready: true });
  });
});

describe('the health routes', () => {
  const t = useTestContext();

  it('liveness answers without asking the database; readiness and /api/health ask it', async () => {
    const { db, state } = fakeDb();
    const monitor = createHealthMonitor(db);
    const app = createApp({ ...t.deps, db: monitor.db, health: monitor });
    const live = await app.request('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'alive' });
    expect(state.pings).toBe(0);
    for (const path of ['/api/health/ready', '/api/health']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: 'postgres' });
    }
    monitor.drain();
    const draining = await app.request('/api/health/ready');
    expect(draining.status).toBe(503);
    expect(draining.headers.get('retry-after')).toBe('5');
    expect(await draining.json()).toMatchObject({ status: 503, code: 'DRAINING' });
    expect((await app.request('/api/health/live')).status).toBe(200);
  });

  it('a write refused for want of disk space answers 503 DISK_FULL, not 500, and readiness says so', async () => {
    const { db, state } = fakeDb();
    const monitor = createHealthMonitor(db);
    const app = createApp({ ...t.deps, db: monitor.db, health: monitor });
    state.failWith = diskFull;
    const res = await app.request('/loyalty/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Demo!2345', appCode: 'app3' }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toMatchObject({ status: 503, code: 'DISK_FULL' });
    const ready = await app.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ code: 'DISK_FULL' });
  });
});
