import { migrate } from './migrate.ts';
import { seedDemo } from './seed/index.ts';
import { lockDataDir } from './lock.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Clock } from '../clock.ts';
import type { Db } from './types.ts';

export interface OpenedDb {
  db: Db;
  /** Closes the database and releases the data-directory lock. */
  close(): Promise<void>;
}

/**
 * PostgreSQL when a URL is given, otherwise the embedded database in `dataDir`
 * (locked against a second process). Migrates, and seeds the demo data into an empty
 * database.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; clock: Clock }): Promise<OpenedDb> {
  let release = () => {};
  let db: Db;
  if (opts.databaseUrl) {
    db = await openPostgres(opts.databaseUrl);
  } else {
    release = lockDataDir(opts.dataDir);
    try {
      db = await openPglite(opts.dataDir);
    } catch (error) {
      release();
      throw error;
    }
  }
  // Several instances may start at once on one PostgreSQL: one migrates and seeds, the
  // others wait and then find it done.
  await db.exclusively(async () => {
    await migrate(db);
    await seedDemo(db, opts.clock);
  });
  // The embedded database never analyzes on its own (no autovacuum): without statistics
  // the planner sorts the whole catalogue for every page instead of walking an index.
  if (db.kind === 'pglite') await db.exec('analyze');
  return {
    db,
    async close() {
      await db.close();
      release();
    },
  };
}
