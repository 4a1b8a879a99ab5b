/**
 * Bench section "catalogue at scale" (issue 7): the award catalogue with the demo's
 * ~230 awards and again after 5 000 more are added, same queries, same load. A
 * catalogue page and a filter change must answer as fast with thousands of awards.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { post, startServer, withFreshPostgres } from './api-run.mjs';

const SEED_MANY = fileURLToPath(new URL('../server/scripts/seed-many-awards.ts', import.meta.url));
const EXTRA_AWARDS = 5000;

/** The catalogue's first page, and the requests a participant's filter changes send. */
const QUERIES = [
  { name: 'first page (newest, 24 per page)', body: { page: 1, per: 24, sortBy: 'newest', sortOrder: 'desc' } },
  { name: 'page 10 by price', body: { page: 10, per: 24, sortBy: 'price', sortOrder: 'asc' } },
  { name: 'filter: one group, by name', body: { page: 1, per: 24, groupIds: [1], sortBy: 'name', sortOrder: 'asc' } },
  { name: 'filter: affordable now', body: { page: 1, per: 24, affordable: true, sortBy: 'price', sortOrder: 'desc' } },
  { name: 'search "ekspres"', body: { page: 1, per: 24, search: 'ekspres' } },
  { name: 'fresh only', body: { page: 1, per: 24, onlyFresh: true } },
];

const cannon = (opts) =>
  new Promise((resolve, reject) => autocannon(opts, (error, result) => (error ? reject(error) : resolve(result))));

async function measure(env, seconds, log) {
  const server = startServer(env);
  try {
    const baseUrl = await server.url;
    const { token } = await post(`${baseUrl}/loyalty/login`, {
      username: 'demo',
      password: 'Demo!2345',
      appCode: 'app3',
    });
    const count = (await post(`${baseUrl}/api/loyalty/award/list`, { page: 1, per: 1 }, token)).total;
    const results = [];
    for (const q of QUERIES) {
      log(`  ${count} awards: ${q.name}`);
      const request = {
        url: `${baseUrl}/api/loyalty/award/list`,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(q.body),
        connections: 10,
        timeout: 10,
      };
      await cannon({ ...request, duration: 1 });
      const r = await cannon({ ...request, duration: seconds });
      results.push({
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        bad: r.non2xx + r.errors,
      });
    }
    return { count, results };
  } finally {
    await server.stop();
  }
}

/** Measures the demo catalogue, adds EXTRA_AWARDS awards, measures again: Markdown rows. */
async function compare(env, seconds, log) {
  log('  the demo catalogue');
  const small = await measure(env, seconds, log);
  log(`  adding ${EXTRA_AWARDS} awards`);
  const seeded = spawnSync(process.execPath, [SEED_MANY, String(EXTRA_AWARDS)], {
    env: { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? '' },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed-many-awards failed: ${seeded.stderr}`);
  const large = await measure(env, seconds, log);
  return [
    `| query | req/s (${small.count}) | p50 | p99 | req/s (${large.count}) | p50 | p99 | non-2xx + errors |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...QUERIES.map((q, i) => {
      const a = small.results[i];
      const b = large.results[i];
      return `| ${q.name} | ${a.rps} | ${a.p50} | ${a.p99} | ${b.rps} | ${b.p50} | ${b.p99} | ${a.bad + b.bad} |`;
    }),
  ].join('\n');
}

async function onPostgres(url, seconds, log) {
  const result = await withFreshPostgres(url, 'punkty_catalogue', (databaseUrl) =>
    compare({ DATABASE_URL: databaseUrl }, seconds, log),
  );
  return typeof result === 'string' ? result : `Skipped: ${result.skipped}`;
}

export async function catalogueScaleSection() {
  const log = (line) => process.stderr.write(`${line}\n`);
  const seconds = Number(process.env.BENCH_API_SECONDS) || 3;
  const parts = [
    '## Award catalogue at scale',
    '',
    `POST /api/loyalty/award/list as \`demo\`, 10 connections, ${seconds} s per row after a 1 s warm-up: ` +
      `the demo catalogue, then the same after adding ${EXTRA_AWARDS} awards (column headings give the awards ` +
      'visible to demo). Latencies in ms.',
  ];
  const dir = mkdtempSync(join(tmpdir(), 'punkty-catalogue-'));
  try {
    log('Catalogue at scale: embedded database');
    parts.push(
      '',
      '### Embedded database (PGlite)',
      '',
      await compare({ DATA_DIR: join(dir, 'pglite'), DATABASE_URL: undefined }, seconds, log),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  parts.push('', '### PostgreSQL', '');
  if (!url) parts.push('Skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server to measure it too.');
  else {
    log('Catalogue at scale: PostgreSQL');
    parts.push(await onPostgres(url, seconds, log));
  }
  return parts.join('\n');
}
