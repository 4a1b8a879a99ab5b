import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { systemClock } from '../src/clock.ts';
import { lockDataDir } from '../src/db/lock.ts';
import { openDatabase } from '../src/db/open.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { demoByDefault, readEnv } from '../src/env.ts';

/**
 * Recreates the database: the embedded data directory is deleted (refused while a
 * server holds it), a PostgreSQL database (DATABASE_URL) has its public schema dropped.
 * Then the migrations run again, and the demo seed when `npm start` would ask for it
 * (DEMO_DATA, or the local demo: a loopback HOST and the embedded database).
 */
const env = readEnv();
const demo = env.DEMO_DATA ?? demoByDefault(env);
if (env.DATABASE_URL) {
  const db = await openPostgres(env.DATABASE_URL);
  await db.exec('drop schema public cascade; create schema public');
  await db.close();
} else {
  const dir = resolve(env.DATA_DIR);
  const release = lockDataDir(dir); // throws when a running server holds it
  rmSync(dir, { recursive: true, force: true });
  release();
}
const opened = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  clock: systemClock,
  demo: demo
    ? { siteUrl: process.env.SITE_URL || `http://${env.HOST}:${env.PORT}`, ttlHours: env.LINK_TTL_HOURS }
    : undefined,
});
const [row] = await opened.db.query<{ n: number }>('select count(*)::int as n from participant');
await opened.close();
console.log(
  `Database reset: ${env.DATABASE_URL ? 'PostgreSQL' : resolve(env.DATA_DIR)} with ${row?.n ?? 0} participants.`,
);
