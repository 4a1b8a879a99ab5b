/**
 * A second, private instance of the real server (site + API) for tests that need other
 * settings (a short token lifetime) or change shared demo data (activating `nowy`,
 * restoring `frsh`'s password): its own port (PORT=0: a free one) and its own fresh
 * demo database, so the suite's main server and the tests running beside it are untouched.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let counter = 0;

export interface PrivateServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * `prepare` fills the fresh data directory before the server opens it (a test that owns
 * its database writes its own rows: support/xss-db.ts).
 */
export async function startPrivateServer(
  env: Record<string, string> = {},
  options: { prepare?: (dataDir: string) => Promise<void>; startTimeoutMs?: number } = {},
): Promise<PrivateServer> {
  const dataDir = `.data/e2e-private-${process.pid}-${++counter}`;
  if (options.prepare) {
    rmSync(`${ROOT}${dataDir}`, { recursive: true, force: true });
    await options.prepare(`${ROOT}${dataDir}`);
  }
  const args = ['scripts/start.mjs', '--no-build', ...(options.prepare ? [] : ['--fresh-db'])];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      EXPOSE_OUTBOX: '1',
      LOG_REQUESTS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`server did not start:\n${output}`));
    }, options.startTimeoutMs ?? 100_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Punkty: (http:\/\/[^/\s]+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(`${ROOT}${dataDir}`, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** A port free on 127.0.0.1 right now (for a process that takes its port as an argument). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
