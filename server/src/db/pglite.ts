import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './types.ts';

/** Embedded PostgreSQL: in memory when `dataDir` is undefined, on disk otherwise. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
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
    close: () => pg.close(),
  };
}
