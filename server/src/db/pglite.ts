import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { forgetDataDir, inspectDataDir, recordDataDir } from './data-dir.ts';
import { DURABLE_START_PARAMS, fsyncToDisk } from './pglite-durability.ts';
import type { Db, Queryable } from './types.ts';

/**
 * Embedded PostgreSQL: in memory when `dataDir` is undefined, on disk otherwise, where
 * a commit reaches the disk before it is answered (pglite-durability.ts). A folder on
 * disk is opened only when it is missing, empty or a whole database (data-dir.ts), and
 * closing records its files for the next start's check.
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (!dataDir) return pgliteDb(await startPglite());
  const found = inspectDataDir(dataDir);
  forgetDataDir(dataDir);
  let pg: PGlite;
  try {
    pg = await startPglite({ dataDir });
  } catch (error) {
    if (found === 'new') throw error;
    throw new Error(
      `PostgreSQL could not open the database in ${dataDir} (${error instanceof Error ? error.message : String(error)}). ` +
        'The folder was not replaced; restore it from a backup, or set DATA_DIR to a missing or empty folder for a new database.',
      { cause: error },
    );
  }
  const db = pgliteDb(pg);
  return {
    ...db,
    async close() {
      await db.close();
      recordDataDir(dataDir, new Date());
    },
  };
}

/**
 * The PGlite instance itself, on disk at `dataDir` or in memory; an in-memory one may
 * start from `template`, a dump of another (dumpDataDir): the test suite's migrated and
 * seeded databases open in ~0.4 s where initdb, migrations and the seed take ~3.5 s
 * (src/test/templates.ts).
 */
export async function startPglite({ dataDir, template }: { dataDir?: string; template?: Blob } = {}) {
  // pg_trgm: installed by migration 060 in every database made before 074 replaced its
  // trigram index; the extension stays available to them
  const pg = await PGlite.create({
    dataDir,
    loadDataDir: template,
    extensions: { pg_trgm },
    ...(dataDir ? { startParams: DURABLE_START_PARAMS } : {}),
  });
  if (dataDir) fsyncToDisk(pg);
  return pg;
}

/**
 * PGlite runs each statement synchronously in this thread and hands its queue on in
 * microtasks: 200 queued requests ran back to back without the event loop turning once,
 * and a health check waited 16 s (issue 27). Here every operation takes a turn, and the
 * next turn starts only after the event loop has gone round (setImmediate): connections,
 * probes and cheap requests are served between any two statements.
 */
function takeTurns() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const turn = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    last = turn.catch(() => {});
    return turn;
  };
}

/** The server's view of a PGlite instance. */
export function pgliteDb(pg: PGlite): Db {
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await q.query<T>(sql, params);
      return res.rows;
    },
  });
  const root = wrap(pg);
  const turn = takeTurns();
  return {
    kind: 'pglite',
    query: (sql, params) => turn(() => root.query(sql, params)),
    exec: (sql) =>
      turn(async () => {
        await pg.exec(sql);
      }),
    // A transaction is one turn; its own statements run within it.
    transaction: (fn) => turn(() => pg.transaction((tx) => fn(wrap(tx)))),
    // One process per data directory (db/lock.ts): nobody else to exclude.
    exclusively: (fn) => fn(),
    // Behind the queue like any statement: the monitor counts any recent answer as a sign of life (lib/health.ts).
    ping: () =>
      turn(async () => {
        await pg.query('select 1');
      }),
    close: () => turn(() => pg.close()),
  };
}
