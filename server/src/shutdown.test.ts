import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './db/pglite.ts';
import { EXIT_FORCED } from './shutdown.ts';
import { killServers, loginOver, startServer, type Server } from './test/server-process.ts';

/**
 * Issue 13: SIGTERM stops accepting, lets the requests in flight finish within
 * SHUTDOWN_TIMEOUT_S, closes the database and exits 0; past the deadline it cuts the
 * open connections and exits EXIT_FORCED. The real server, as a child process.
 */
let dir: string;
let dataDir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'punkty-shutdown-'));
  dataDir = join(dir, 'pglite');
});
afterAll(() => {
  killServers();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A request whose body the client sends in two halves: the server has the request in
 * flight from the first half on, and it ends only when `finish()` sends the rest.
 */
function slowRequest(server: Server, token: string, path: string, body: string) {
  const bytes = new TextEncoder().encode(body);
  const half = Math.floor(bytes.length / 2);
  let sendRest: () => void = () => {};
  const rest = new Promise<void>((resolve) => (sendRest = resolve));
  let sentFirst: () => void = () => {};
  const firstSent = new Promise<void>((resolve) => (sentFirst = resolve));
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(bytes.slice(0, half));
      sentFirst();
      await rest;
      controller.enqueue(bytes.slice(half));
      controller.close();
    },
  });
  const response = fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  response.catch(() => {}); // awaited by the test; a cut connection is one of the outcomes
  // Give the server a moment to read the headers and start the request.
  const inFlight = firstSent.then(() => new Promise((r) => setTimeout(r, 300)));
  return { response, inFlight, finish: sendRest };
}

const elapsedSince = (start: number) => (performance.now() - start) / 1000;

describe('shutdown on SIGTERM', () => {
  it('lets a request in flight finish and commit, refuses new connections, closes the database, exits 0', async () => {
    const server = await startServer(dataDir, { SHUTDOWN_TIMEOUT_S: '10', DEMO_DATA: '1' });
    const token = await loginOver(server.url);
    const preview = await fetch(`${server.url}/api/loyalty/participant/preview`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { username: _u, groupCode: _g, ...profile } = (await preview.json()) as Record<string, unknown>;
    const edit = slowRequest(
      server,
      token,
      '/api/loyalty/participant/edit',
      JSON.stringify({ ...profile, storeName: 'Sklep zapisany po SIGTERM' }),
    );
    await edit.inFlight;

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow(); // no longer listening
    edit.finish();
    const res = await edit.response;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { storeName: string }).storeName).toBe('Sklep zapisany po SIGTERM');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(elapsedSince(signalled)).toBeLessThan(10);
    expect(server.output()).toContain('SIGTERM: stopping');
    expect(existsSync(`${dataDir}.lock`)).toBe(false); // the database was closed, its lock released

    const db = await openPglite(dataDir);
    try {
      const [row] = await db.query<{ store_name: string }>(
        `select store_name from participant where username = 'demo'`,
      );
      expect(row!.store_name).toBe('Sklep zapisany po SIGTERM');
    } finally {
      await db.close();
    }
  }, 120_000);

  it('cuts a request still open at SHUTDOWN_TIMEOUT_S, closes the database and exits EXIT_FORCED', async () => {
    const server = await startServer(dataDir, { SHUTDOWN_TIMEOUT_S: '1' });
    const token = await loginOver(server.url);
    const stalled = slowRequest(server, token, '/api/loyalty/task/list', JSON.stringify({ per: 5 }));
    await stalled.inFlight;

    const signalled = performance.now();
    server.child.kill('SIGINT');
    const exit = await server.exited;
    const took = elapsedSince(signalled);
    expect(exit).toEqual({ code: EXIT_FORCED, signal: null });
    expect(took).toBeGreaterThanOrEqual(0.9);
    expect(took).toBeLessThan(4);
    await expect(stalled.response).rejects.toThrow(); // its connection was cut
    expect(server.output()).toContain('cut off');
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 120_000);
});
