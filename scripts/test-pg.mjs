// Runs the API suite against PostgreSQL: every test file gets a database of its own,
// created on the server named by TEST_DATABASE_URL (default: the local postgres user).
// With --skip-unreachable (CI) a missing server is reported and skipped, not failed.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const skipUnreachable = process.argv.includes('--skip-unreachable');

const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  const { rows } = await client.query('show server_version');
  console.log(`PostgreSQL ${rows[0].server_version} at ${new URL(url).host}: running the API suite against it.`);
} catch (error) {
  const message = `PostgreSQL is not reachable at ${new URL(url).host} (${error.message}).`;
  if (skipUnreachable) {
    console.log(`${message} Skipping the PostgreSQL run of the API suite.`);
    process.exit(0);
  }
  console.error(`${message} Start one (see server/README.md) or set TEST_DATABASE_URL.`);
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}

// Only the files whose database PostgreSQL can be: those that take it from the test harness
// (src/test/harness.ts, templates.ts) or name a DATABASE_URL themselves. The others run on the
// embedded database or none whatever TEST_DATABASE_URL says (the data folder, crash safety,
// shutdown, pure domain rules): `npm test` has run them already, and a second run here only
// took CI's time (33 files in 118 s instead of 50 in 218 s).
const usesPostgres = (source) => /test\/(harness|templates)\.ts|DATABASE_URL/.test(source);
const files = readdirSync('server/src', { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('server/src', file));
const [selected, skipped] = [[], []];
for (const file of files) (usesPostgres(readFileSync(file, 'utf8')) ? selected : skipped).push(file);
console.log(
  `On the embedded database only, so not run again here: ${skipped.map((f) => relative('server', f)).join(', ')}.`,
);

const run = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'server/vitest.config.ts', ...selected.map((f) => relative('server', f))],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  },
);
process.exit(run.status ?? 1);
