import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPglite } from './pglite.ts';

/** Issue 13: on disk, the embedded database flushes every commit to the disk before answering. */
const dir = mkdtempSync(join(tmpdir(), 'punkty-fsync-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database on disk', () => {
  it('runs with fsync on, flushes the WAL with fsync(), and each commit calls the real fsync', async () => {
    const db = await openPglite(join(dir, 'pglite'));
    try {
      expect(await db.query('show fsync')).toEqual([{ fsync: 'on' }]);
      expect(await db.query('show wal_sync_method')).toEqual([{ wal_sync_method: 'fsync' }]);
      await db.exec('create table durable (x int)');
      const fsync = vi.spyOn(fs, 'fsyncSync');
      try {
        await db.query('insert into durable values (1)');
        expect(fsync).toHaveBeenCalled();
        expect(typeof fsync.mock.calls[0]![0]).toBe('number'); // a real file descriptor
      } finally {
        fsync.mockRestore();
      }
    } finally {
      await db.close();
    }
  }, 60_000);

  it('stays without fsync in memory (tests), where there is no disk to reach', async () => {
    const db = await openPglite();
    try {
      expect(await db.query('show fsync')).toEqual([{ fsync: 'off' }]);
    } finally {
      await db.close();
    }
  });
});
