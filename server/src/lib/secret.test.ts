import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env.ts';
import { startServer } from '../index.ts';
import { assertSecretConfigured, isLoopback } from './secret.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'punkty-secret-'));
  dirs.push(dir);
  return join(dir, 'pglite');
};
const env = (over: Record<string, string>) => ({
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_REQUESTS: '0',
  DEMO_DATA: '1',
  ...over,
});

async function loginAt(url: string) {
  const res = await fetch(`${url}/loyalty/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'Demo!2345', appCode: 'app3' }),
  });
  return ((await res.json()) as { token: string }).token;
}
const preview = (url: string, token: string) =>
  fetch(`${url}/api/loyalty/participant/preview`, { headers: { authorization: `Bearer ${token}` } });

describe('the token secret', () => {
  it('tells loopback addresses from the others', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopback(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'api.example.pl', '128.0.0.1'])
      expect(isLoopback(host), host).toBe(false);
  });

  it('must be given when the server listens on a non-loopback address: the start is refused, naming JWT_SECRET', async () => {
    expect(() => assertSecretConfigured({ HOST: '0.0.0.0' })).toThrow(/JWT_SECRET is not set.*HOST=0\.0\.0\.0/);
    await expect(startServer({ env: env({ HOST: '0.0.0.0', DATA_DIR: dataDir() }) })).rejects.toThrow(/JWT_SECRET/);
    expect(() => assertSecretConfigured({ HOST: '0.0.0.0', JWT_SECRET: 'x'.repeat(32) })).not.toThrow();
  });

  it('is refused shorter than 32 characters, as the README asks (issue 27: 16 were accepted)', () => {
    expect(() => readEnv({ JWT_SECRET: 'x'.repeat(16) })).toThrow(/JWT_SECRET: at least 32 characters/);
    expect(() => readEnv({ JWT_SECRET: 'x'.repeat(31) })).toThrow(/JWT_SECRET/);
    expect(readEnv({ JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toBe('x'.repeat(32));
  });

  it('is generated once for a local start and kept with the database, so a restart keeps the sessions', async () => {
    const dir = dataDir();
    const first = await startServer({ env: env({ DATA_DIR: dir }) });
    const token = await loginAt(first.url);
    const [stored] = await first.db.query<{ value: string }>(`select value from server_secret where name = 'jwt'`);
    await first.stop();
    expect(stored!.value.length).toBeGreaterThanOrEqual(64);
    await expect(jwtVerify(token, new TextEncoder().encode('punkty-development-secret-change-me'))).rejects.toThrow();
    await jwtVerify(token, new TextEncoder().encode(stored!.value));

    const second = await startServer({ env: env({ DATA_DIR: dir }) });
    try {
      expect((await preview(second.url, token)).status).toBe(200);
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('is the configured one when JWT_SECRET is set', async () => {
    const secret = 'a-configured-secret-of-enough-length';
    const running = await startServer({ env: env({ DATA_DIR: dataDir(), JWT_SECRET: secret }) });
    try {
      await jwtVerify(await loginAt(running.url), new TextEncoder().encode(secret));
    } finally {
      await running.stop();
    }
  }, 120_000);
});
