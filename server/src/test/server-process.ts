import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The real server (src/index.ts) as a child process, for crash, shutdown and start-up
 * tests: on an embedded database, or on PostgreSQL when `env` names a DATABASE_URL.
 */

const SERVER = fileURLToPath(new URL('../index.ts', import.meta.url));
const running = new Set<ChildProcess>();

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnedServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<Exit>;
}

export interface Server extends SpawnedServer {
  url: string;
}

/** Starts `node src/index.ts` on `dataDir`, on a free port of 127.0.0.1; `env` adds or overrides variables. */
export function spawnServer(dataDir: string, env: NodeJS.ProcessEnv = {}): SpawnedServer {
  // The database and the demo data are only what the test asks for.
  const { DATABASE_URL: _database, DEMO_DATA: _demo, ...inherited } = process.env;
  const childEnv: NodeJS.ProcessEnv = {
    ...inherited,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_REQUESTS: '0',
    ...env,
  };
  const child = spawn(process.execPath, [SERVER], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, output: () => output, exited };
}

/** Starts the server and waits for the URL it prints once it listens. */
export async function startServer(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const spawned = spawnServer(dataDir, env);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Punkty API: (http:\/\/\S+)/.exec(spawned.output());
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 25);
    spawned.exited.then(({ code, signal }) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${spawned.output()}`));
    });
  });
  return { ...spawned, url };
}

/** For afterAll: ends every server a test left running. */
export function killServers() {
  for (const child of running) child.kill('SIGKILL');
}

/** A login over HTTP (the demo participant's by default): its status and body. */
export async function tryLogin(url: string, username = 'demo', password = 'Demo!2345') {
  const res = await fetch(`${url}/loyalty/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, appCode: 'app3' }),
  });
  return { status: res.status, body: (await res.json()) as { token?: string; code?: string } };
}

/** Logs the demo participant in over HTTP and answers the token. */
export async function loginOver(url: string): Promise<string> {
  const { status, body } = await tryLogin(url);
  if (status !== 200 || !body.token) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return body.token;
}
