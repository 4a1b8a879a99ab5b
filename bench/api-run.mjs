/**
 * Bench section "API": starts the reference server (a child process on 127.0.0.1 with
 * the demo data) on a fresh embedded database, logs in as `demo` and loads it with
 * autocannon (bench/api.mjs); then the same against PostgreSQL when BENCH_DATABASE_URL
 * (or DATABASE_URL) names a reachable server — a fresh database is created there for
 * the run and dropped after. Run alone: `node bench/api-run.mjs` (Node 24, e.g. through
 * `npx node` or an npm script); as a section of `npm run bench`: `apiSection()`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { runApiBench } from './api.mjs';
import { prepareOrderAward } from './order-award.mjs';

const SERVER = fileURLToPath(new URL('../server/src/index.ts', import.meta.url));

/** Starts the server with `env` and resolves once it prints its URL. */
export function startServer(env) {
  const childEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_REQUESTS: '0',
    TOKEN_TTL_SECONDS: '3600',
    // the bench logs in as demo
    DEMO_DATA: '1',
    ...env,
  };
  for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k];
  const child = spawn(process.execPath, [SERVER], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const url = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const match = /Punkty API: (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    exited.then((code) => reject(new Error(`the server stopped (${code}) before listening:\n${output}`)));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function post(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Adds the order bench's award, logs in as demo, picks the first award of the catalogue and runs the load. */
async function benchAgainst(env, log) {
  const orderAwardId = await prepareOrderAward(env);
  const server = startServer(env);
  try {
    const baseUrl = await server.url;
    const { token } = await post(`${baseUrl}/loyalty/login`, {
      username: 'demo',
      password: 'Demo!2345',
      appCode: 'app3',
    });
    const catalogue = await post(`${baseUrl}/api/loyalty/award/list`, { page: 1, per: 1 }, token);
    const awardId = catalogue.items?.[0]?.awardId;
    if (!awardId) throw new Error('the demo catalogue is empty');
    return await runApiBench({ baseUrl, token, awardId, orderAwardId, log });
  } finally {
    await server.stop();
  }
}

async function embedded(log) {
  const dir = mkdtempSync(join(tmpdir(), 'punkty-bench-'));
  try {
    return await benchAgainst({ DATA_DIR: join(dir, 'pglite'), DATABASE_URL: undefined }, log);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs `fn(databaseUrl, version)` on a fresh database created on the server at `url` for
 * this run and dropped afterwards; `{ skipped }` with the reason when the server is unreachable.
 */
export async function withFreshPostgres(url, prefix, fn) {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `PostgreSQL at ${new URL(url).host} is not reachable (${error.message}).` };
  }
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  try {
    const version = (await admin.query('show server_version')).rows[0].server_version;
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return await fn(target.toString(), version);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

const postgres = (url, log) =>
  withFreshPostgres(url, 'punkty_bench', async (databaseUrl, version) => ({
    ...(await benchAgainst({ DATABASE_URL: databaseUrl }, log)),
    version,
  }));

/** The Markdown of the section (and progress on stderr). */
export async function apiSection() {
  const log = (line) => process.stderr.write(`${line}\n`);
  const seconds = Number(process.env.BENCH_API_SECONDS) || 3;
  const parts = [
    '## API under load',
    '',
    `autocannon from the same machine (${cpus().length} cores), ${seconds} s per row after a 1 s warm-up, ` +
      'the reference server as a child process with the demo data, logged in as `demo`. ' +
      'Rows with non-2xx answers or errors do not measure the call.',
  ];
  log('API bench: embedded database (PGlite)');
  const local = await embedded(log);
  parts.push('', '### Embedded database (PGlite)', '', local.markdown);

  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) {
    parts.push(
      '',
      '### PostgreSQL',
      '',
      'Skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server to measure it too.',
    );
  } else {
    log('API bench: PostgreSQL');
    const remote = await postgres(url, log);
    parts.push('', '### PostgreSQL', '');
    parts.push(
      remote.skipped
        ? `Skipped: ${remote.skipped}`
        : `PostgreSQL ${remote.version}, a fresh database with the demo data.\n\n${remote.markdown}`,
    );
  }
  return parts.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await apiSection());
}
