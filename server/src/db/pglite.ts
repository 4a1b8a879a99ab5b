import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DURABLE_START_PARAMS, fsyncToDisk } from './pglite-durability.ts';
import type { Db, Queryable } from './types.ts';

/**
 * Embedded PostgreSQL: in memory when `dataDir` is undefined, on disk otherwise, where
 * a commit reaches the disk before it is answered (pglite-durability.ts).
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  return pgliteDb(await startPglite({ dataDir }));
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

/** The server's view of a PGlite instance. */
export function pgliteDb(pg: PGlite): Db {
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await q.query<T>(sql, params);
      return res.rows;
    },
  });
  const root = wrap(pg);
  return {
    kind: 'pglite',
    query: root.query,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // One process per data directory (db/lock.ts): nobody else to exclude.
    exclusively: (fn) => fn(),
    close: () => pg.close(),
  };
}
