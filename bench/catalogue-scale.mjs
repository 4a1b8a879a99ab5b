/**
 * Bench section "catalogue at scale" (issue 7): the award catalogue with the demo's
 * ~230 awards and a copy with 5 000 more, same queries, same load, side by side. A
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
  // page 8: a full page in the demo catalogue too (page 10 was empty there, so the two sizes compared unlike work)
  { name: 'page 8 by price', body: { page: 8, per: 24, sortBy: 'price', sortOrder: 'asc' } },
  { name: 'filter: one group, by name', body: { page: 1, per: 24, groupIds: [1], sortBy: 'name', sortOrder: 'asc' } },
  { name: 'filter: affordable now', body: { page: 1, per: 24, affordable: true, sortBy: 'price', sortOrder: 'desc' } },
  // matches 2 demo awards, and 500 more among the generated ones
  { name: 'search "ekspres"', body: { page: 1, per: 24, search: 'ekspres' } },
  // matches the same demo awards in both catalogues: the search's cost without more results
  { name: 'search "słuchawki"', body: { page: 1, per: 24, search: 'słuchawki' } },
  // the Polish search of issue 14: an inflected word, connecting words, no diacritics, two words
  { name: 'search "kawa"', body: { page: 1, per: 24, search: 'kawa' } },
  { name: 'search "ekspres do kawy"', body: { page: 1, per: 24, search: 'ekspres do kawy' } },
  { name: 'search "sluchawki"', body: { page: 1, per: 24, search: 'sluchawki' } },
  { name: 'search "karta podarunkowa"', body: { page: 1, per: 24, search: 'karta podarunkowa' } },
  // every generated award matches: ranking thousands of matches
  { name: 'search "nagroda testowa"', body: { page: 1, per: 24, search: 'nagroda testowa' } },
  { name: 'fresh only', body: { page: 1, per: 24, onlyFresh: true } },
];

const cannon = (opts) =>
  new Promise((resolve, reject) => autocannon(opts, (error, result) => (error ? reject(error) : resolve(result))));

/** Starts a server on `env`, logs `demo` in; resolves the URL, token and visible award count. */
async function open(env) {
  const server = startServer(env);
  const baseUrl = await server.url;
  const { token } = await post(`${baseUrl}/loyalty/login`, {
    username: 'demo',
    password: 'Demo!2345',
    appCode: 'app3',
  });
  const count = (await post(`${baseUrl}/api/loyalty/award/list`, { page: 1, per: 1 }, token)).total;
  return { server, baseUrl, token, count };
}

/** How many awards the query finds in one catalogue (the `total` of its answer). */
const matchCount = async ({ baseUrl, token }, body) =>
  (await post(`${baseUrl}/api/loyalty/award/list`, body, token)).total;

const request = ({ baseUrl, token }, body) => ({
  url: `${baseUrl}/api/loyalty/award/list`,
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
  connections: 10,
  timeout: 10,
});

/**
 * Loads both servers with one query in alternating 1 s rounds (after a 1 s warm-up each),
 * `seconds` rounds per server, so a machine busy with other work slows both alike. Per
 * server: mean req/s over its rounds, the median round's p50, the worst round's p99.
 */
async function loadBoth(servers, body, seconds) {
  const rounds = servers.map(() => []);
  for (const server of servers) await cannon({ ...request(server, body), duration: 1 });
  for (let r = 0; r < seconds; r++) {
    for (const [i, server] of servers.entries())
      rounds[i].push(await cannon({ ...request(server, body), duration: 1 }));
  }
  return rounds.map((rs) => {
    const p50s = rs.map((x) => x.latency.p50).sort((a, b) => a - b);
    return {
      rps: Math.round(rs.reduce((sum, x) => sum + x.requests.average, 0) / rs.length),
      p50: p50s[Math.floor(p50s.length / 2)],
      p99: Math.max(...rs.map((x) => x.latency.p99)),
      bad: rs.reduce((sum, x) => sum + x.non2xx + x.errors, 0),
    };
  });
}

/** Creates the demo database of `env` (a server start) and closes it again. */
async function createDemo(env) {
  const { server } = await open(env);
  await server.stop();
}

/**
 * Two databases with the demo data, EXTRA_AWARDS more awards in the second, both servers
 * running: each query loads the small one, then at once the large one, so a busy machine
 * slows both alike (measuring one catalogue after the other compared two different loads).
 */
async function compare(smallEnv, largeEnv, seconds, log) {
  await createDemo(smallEnv);
  await createDemo(largeEnv);
  log(`  adding ${EXTRA_AWARDS} awards`);
  const seeded = spawnSync(process.execPath, [SEED_MANY, String(EXTRA_AWARDS)], {
    env: { ...process.env, ...largeEnv, DATABASE_URL: largeEnv.DATABASE_URL ?? '' },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed-many-awards failed: ${seeded.stderr}`);
  const small = await open(smallEnv);
  const large = await open(largeEnv).catch(async (error) => {
    await small.server.stop();
    throw error;
  });
  try {
    const rows = [];
    for (const q of QUERIES) {
      log(`  ${q.name}: ${small.count} and ${large.count} awards`);
      const matches = await Promise.all([small, large].map((s) => matchCount(s, q.body)));
      const [a, b] = await loadBoth([small, large], q.body, seconds);
      rows.push(
        `| ${q.name} | ${matches.join(' / ')} | ${a.rps} | ${a.p50} | ${a.p99} | ${b.rps} | ${b.p50} | ${b.p99} | ${a.bad + b.bad} |`,
      );
    }
    return [
      `| query | matches | req/s (${small.count}) | p50 | p99 | req/s (${large.count}) | p50 | p99 | non-2xx + errors |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows,
    ].join('\n');
  } finally {
    await Promise.all([small.server.stop(), large.server.stop()]);
  }
}

async function onPostgres(url, seconds, log) {
  const result = await withFreshPostgres(url, 'punkty_catalogue', (smallUrl) =>
    withFreshPostgres(url, 'punkty_catalogue', (largeUrl) =>
      compare({ DATABASE_URL: smallUrl }, { DATABASE_URL: largeUrl }, seconds, log),
    ),
  );
  return typeof result === 'string' ? result : `Skipped: ${result.skipped}`;
}

export async function catalogueScaleSection() {
  const log = (line) => process.stderr.write(`${line}\n`);
  const seconds = Number(process.env.BENCH_API_SECONDS) || 3;
  const parts = [
    '## Award catalogue at scale',
    '',
    `POST /api/loyalty/award/list as \`demo\`, 10 connections, after a 1 s warm-up ${seconds} rounds of 1 s per ` +
      `server, alternating between the demo catalogue and a copy with ${EXTRA_AWARDS} more awards (both servers ` +
      "run side by side; column headings give the awards visible to demo): mean req/s, the median round's p50, " +
      "the worst round's p99, in ms; matches: the awards found in the demo catalogue / in the large one. " +
      '"ekspres" matches 500 generated awards besides the demo ones; "nagroda testowa" every generated award.',
  ];
  const dir = mkdtempSync(join(tmpdir(), 'punkty-catalogue-'));
  try {
    log('Catalogue at scale: embedded database');
    parts.push(
      '',
      '### Embedded database (PGlite)',
      '',
      await compare(
        { DATA_DIR: join(dir, 'small'), DATABASE_URL: undefined },
        { DATA_DIR: join(dir, 'large'), DATABASE_URL: undefined },
        seconds,
        log,
      ),
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
