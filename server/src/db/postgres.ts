import pg from 'pg';
import type { Db, Queryable } from './types.ts';

// numeric and bigint arrive as strings from node-postgres; the schema keeps values
// within the range of a JS number, so read them as numbers like PGlite does.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection can drop (server restart, an administrator's terminate); the pool
  // replaces it on the next query. Without a listener the error would end the process.
  pool.on('error', (error) => console.error(`[db] an idle PostgreSQL connection failed: ${error.message}`));
  await pool.query('select 1');
  const query: Queryable['query'] = async (sql, params = []) => (await pool.query(sql, params)).rows;
  return {
    kind: 'postgres',
    query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({ query: async (sql, params = []) => (await client.query(sql, params)).rows });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async exclusively(fn) {
      const client = await pool.connect();
      try {
        await client.query(`select pg_advisory_lock(hashtext('punkty.startup'))`);
        try {
          return await fn();
        } finally {
          await client.query(`select pg_advisory_unlock(hashtext('punkty.startup'))`);
        }
      } finally {
        client.release();
      }
    },
    close: () => endPool(pool),
  };
}

/**
 * pool.end() resolves once the pool has let go of its clients, before their connections
 * have closed; waits for those too, so that a caller can drop the database right after.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    pool.on('remove', () => {
      if (--open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}
