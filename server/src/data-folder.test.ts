import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST } from './db/data-dir.ts';
import { killServers, loginOver, spawnServer, startServer } from './test/server-process.ts';

/**
 * Issue 27 (high 1): the embedded database's folder is opened only when it is missing,
 * empty or a whole database. A damaged or foreign folder is refused at start, by the real
 * server, with a message naming the folder and what is wrong, and not a byte of it changes.
 */
let root: string;
/** A whole database with demo data, closed cleanly by SIGTERM; each test damages a copy. */
let whole: string;
/** The same, left by a killed server: no record of a clean stop, judged by its shape. */
let crashed: string;
let token: string;

const demo = { DEMO_DATA: '1' };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'punkty-data-folder-'));
  whole = join(root, 'whole');
  const server = await startServer(whole, demo);
  token = await loginOver(server.url);
  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });

  crashed = join(root, 'crashed');
  cpSync(whole, crashed, { recursive: true });
  const again = await startServer(crashed);
  again.child.kill('SIGKILL');
  await again.exited;
}, 600_000);

afterAll(() => {
  killServers();
  rmSync(root, { recursive: true, force: true });
});

let copies = 0;
function copyOf(source: string): string {
  const dir = join(root, `copy-${++copies}`);
  cpSync(source, dir, { recursive: true });
  return dir;
}

/** Every file's bytes (by hash) and every folder, by path. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    files[path.slice(dir.length)] = entry.isDirectory()
      ? 'folder'
      : createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}

/** The relation files of the demo database, largest first. */
function relationFiles(dir: string): string[] {
  const base = join(dir, 'base', '5');
  return readdirSync(base)
    .filter((name) => /^\d+$/.test(name))
    .map((name) => join('base', '5', name))
    .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
}

/** Starts the real server on `dir`, expects it to refuse, and that the folder is unchanged. */
async function expectRefused(dir: string, problem: RegExp) {
  const before = snapshot(dir);
  const server = spawnServer(dir, demo);
  const exit = await server.exited;
  expect(exit, server.output()).toEqual({ code: 1, signal: null });
  expect(server.output()).toContain(`The database folder ${dir} does not hold a whole database`);
  expect(server.output()).toMatch(problem);
  expect(server.output()).not.toContain('Punkty API:');
  expect(snapshot(dir)).toEqual(before);
}

/** The machine may be shared: a start can take a minute. */
const SLOW = { timeout: 300_000 };

describe('a damaged database folder is refused at start, and left byte for byte as it was', SLOW, () => {
  it('with PG_VERSION removed (the file whose absence made PGlite build a new database)', async () => {
    const dir = copyOf(whole);
    rmSync(join(dir, 'PG_VERSION'));
    await expectRefused(dir, /PG_VERSION is missing/);
  });

  it('with one table file removed', async () => {
    const dir = copyOf(whole);
    const [largest] = relationFiles(dir);
    rmSync(join(dir, largest!));
    await expectRefused(dir, new RegExp(`${largest} is missing`));
  });

  it('with a file cut short', async () => {
    const dir = copyOf(whole);
    const [largest] = relationFiles(dir);
    truncateSync(join(dir, largest!), statSync(join(dir, largest!)).size - 8192);
    await expectRefused(dir, new RegExp(`${largest} is \\d+ bytes, but was \\d+ when the database was closed`));
  });

  it('with an unrelated file in it', async () => {
    const dir = copyOf(whole);
    writeFileSync(join(dir, 'notatki.txt'), 'lista zakupów');
    await expectRefused(dir, /notatki\.txt is not part of the database/);
  });

  it('after a crash (no record of a clean stop): by the shape of a database folder', async () => {
    const removed = copyOf(crashed);
    expect(readdirSync(removed)).not.toContain(MANIFEST);
    rmSync(join(removed, 'base', '5', '1259')); // pg_class
    await expectRefused(removed, /base\/5\/1259 is missing/);

    const cut = copyOf(crashed);
    const [largest] = relationFiles(cut);
    truncateSync(join(cut, largest!), statSync(join(cut, largest!)).size - 100);
    await expectRefused(cut, /is cut short/);

    const wal = copyOf(crashed);
    const [segment] = readdirSync(join(wal, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name));
    truncateSync(join(wal, 'pg_wal', segment!), 1024 * 1024);
    await expectRefused(wal, /pg_wal\/\w+ is 1048576 bytes/);

    const foreign = copyOf(crashed);
    writeFileSync(join(foreign, 'kopia.sql'), 'select 1;');
    await expectRefused(foreign, /kopia\.sql is not part of a database/);
  });

  it('when it holds something else and no database', async () => {
    const dir = join(root, 'documents');
    mkdirSync(dir);
    writeFileSync(join(dir, 'faktura.pdf'), '%PDF-1.7');
    await expectRefused(dir, /there is no database in it/);
  });
});

describe('a whole database folder opens', SLOW, () => {
  it('after a clean stop, with its sessions', async () => {
    const server = await startServer(copyOf(whole), demo);
    const res = await fetch(`${server.url}/api/loyalty/participant/preview`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('after a crash', async () => {
    const server = await startServer(copyOf(crashed), demo);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('and an empty folder gets a new database', async () => {
    const dir = join(root, 'empty');
    mkdirSync(dir);
    const server = await startServer(dir, demo);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(readdirSync(dir)).toContain('PG_VERSION');
  });
});
