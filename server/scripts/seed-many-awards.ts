import { systemClock } from '../src/clock.ts';
import { openDatabase } from '../src/db/open.ts';
import { insertGeneratedAwards } from '../src/db/seed/awards.ts';
import { readEnv } from '../src/env.ts';

/**
 * Adds N generated awards (default 5 000) to the database of DATABASE_URL or DATA_DIR, for
 * the catalogue benchmark: `node scripts/seed-many-awards.ts [N]`. Stop the server first
 * when it uses the embedded database (one process per data directory).
 */
const count = Number(process.argv[2] ?? 5000);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('Usage: node scripts/seed-many-awards.ts [N]  (N: 1–1000000, default 5000)');
  process.exit(2);
}
const env = readEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, clock: systemClock });
try {
  const started = Date.now();
  const result = await database.db.transaction((tx) => insertGeneratedAwards(tx, systemClock, count));
  const [row] = await database.db.query<{ n: number }>('select count(*)::int as n from award');
  console.log(
    `Added ${result.inserted} awards (Nagroda testowa ${result.first}–${result.last}) in ${Date.now() - started} ms; ` +
      `${row?.n ?? 0} awards in the catalogue.`,
  );
} finally {
  await database.close();
}
