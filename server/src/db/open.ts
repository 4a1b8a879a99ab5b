import { assertOwnDatabase, migrate } from './migrate.ts';
import { seedDemo } from './seed/index.ts';
import { lockDataDir } from './lock.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Clock } from '../clock.ts';
import type { SeedLinks } from './seed/context.ts';
import type { Db } from './types.ts';

export interface OpenedDb {
  db: Db;
  /** Closes the database and releases the data-directory lock. */
  close(): Promise<void>;
  /** Whether the demo data was added now, and how many participants the database holds. */
  demoAdded: boolean;
  participants: number;
}

interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  clock: Clock;
  /** Asks for the demo data in an empty database, with its e-mailed links to this site. Never by default. */
  demo?: SeedLinks | undefined;
}

/**
 * PostgreSQL when a URL is given, otherwise the embedded database in `dataDir` (locked
 * against a second process, and refused when it is not a whole database: data-dir.ts).
 * Refuses a database that is not the server's own, migrates, and, when asked, seeds the
 * demo data into an empty database.
 */
export async function openDatabase(opts: OpenOptions): Promise<OpenedDb> {
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
  const close = async () => {
    await db.close();
    release();
  };
  try {
    return { db, close, ...(await prepare(db, opts)) };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

async function prepare(db: Db, opts: OpenOptions): Promise<{ demoAdded: boolean; participants: number }> {
  const where = opts.databaseUrl
    ? `The PostgreSQL database ${describeUrl(opts.databaseUrl)}`
    : `The database in ${opts.dataDir}`;
  // Several instances may start at once on one PostgreSQL: one migrates and seeds, the
  // others wait and then find it done.
  const demoAdded = await db.exclusively(async () => {
    await assertOwnDatabase(db, where);
    await migrate(db);
    return opts.demo ? seedDemo(db, opts.clock, opts.demo) : false;
  });
  // The embedded database never analyzes on its own (no autovacuum): without statistics
  // the planner sorts the whole catalogue for every page instead of walking an index.
  if (db.kind === 'pglite') await db.exec('analyze');
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from participant');
  return { demoAdded, participants: count?.n ?? 0 };
}

/** host/database of a connection string, without its password. */
function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}
