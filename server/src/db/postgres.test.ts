import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openPostgres } from './postgres.ts';

const url = process.env.TEST_DATABASE_URL;

// Only with `npm run test:pg`: the in-memory PGlite run has no PostgreSQL server to talk to.
describe.skipIf(!url)('openPostgres', () => {
  it('has closed every connection when close() resolves, so the database can be dropped at once', async () => {
    const name = `punkty_close_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
      const target = new URL(url!);
      target.pathname = `/${name}`;
      const db = await openPostgres(target.toString());
      // Several concurrent queries make the pool open several connections.
      await Promise.all(Array.from({ length: 8 }, () => db.query('select pg_sleep(0.02)')));
      const logged = vi.spyOn(console, 'error');
      await db.close();
      const [{ open }] = (
        await admin.query('select count(*)::int as open from pg_stat_activity where datname = $1', [name])
      ).rows;
      expect(open).toBe(0);
      // A connection still closing would be terminated here and report an error.
      await admin.query(`drop database ${name} with (force)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(logged).not.toHaveBeenCalled();
      logged.mockRestore();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
