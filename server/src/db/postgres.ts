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
  let pinger: Promise<pg.Client> | undefined;
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
    ping: async () => {
      // Its own connection, so a probe never waits behind the app's queries for the pool.
      pinger ??= connectPinger(connectionString);
      try {
        await (await pinger).query('select 1');
      } catch (error) {
        const broken = pinger;
        pinger = undefined;
        void broken.then((client) => client.end()).catch(() => {});
        throw error;
      }
    },
    async close() {
      const last = pinger;
      pinger = undefined;
      await last?.then((client) => client.end()).catch(() => {});
      await endPool(pool);
    },
  };
}

/** The readiness probe's connection: quick to give up, never able to end the process. */
async function connectPinger(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2_000, query_timeout: 2_000 });
  client.on('error', () => {}); // a dropped connection shows at the next ping, which replaces it
  await client.connect();
  return client;
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
