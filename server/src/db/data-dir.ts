import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The embedded database's folder is judged before PGlite touches it. PGlite runs initdb
 * over any folder without PG_VERSION, and PostgreSQL writes to a folder it then fails to
 * open: a damaged or foreign folder would be replaced or changed. So a folder is opened
 * only when it is missing, empty, or a whole database; anything else is refused with
 * every file left as it was.
 *
 * "Whole" is exact after a clean stop: closing the database records every file and its
 * size in MANIFEST, and the next start compares. After a crash (no manifest: it is
 * removed at every open) the folder is judged by the shape every PostgreSQL data folder
 * has: its required files, whole 8 KB pages, whole WAL segments, no foreign files.
 */

/** The PostgreSQL major version of PGlite 0.5.16; a folder of another version cannot be opened. */
export const PG_MAJOR = '18';

/** The record of a clean stop, inside the folder so that a copy of the folder carries it. */
export const MANIFEST = 'punkty-manifest.json';

const PAGE = 8192;
/** PGlite's initdb keeps PostgreSQL's default WAL segment size. */
export const WAL_SEGMENT_BYTES = 16 * 1024 * 1024;
/** Written by PostgreSQL at a fixed size: PG_CONTROL_FILE_SIZE and the relation map's. */
const CONTROL_FILE_BYTES = 8192;
const RELMAP_BYTES = 524;
const RELMAP_MAGIC = 0x592717;

/** What initdb writes at the top of a data folder, and what PostgreSQL may add while it runs. */
const TOP_LEVEL = new Set([
  'PG_VERSION',
  'base',
  'global',
  'pg_commit_ts',
  'pg_dynshmem',
  'pg_hba.conf',
  'pg_ident.conf',
  'pg_logical',
  'pg_multixact',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat',
  'pg_stat_tmp',
  'pg_subtrans',
  'pg_tblspc',
  'pg_twophase',
  'pg_wal',
  'pg_xact',
  'postgresql.auto.conf',
  'postgresql.conf',
  'postmaster.pid',
  'postmaster.opts',
  'current_logfiles',
  'log',
  MANIFEST,
]);
const REQUIRED_FILES = ['PG_VERSION', 'postgresql.conf', 'global/pg_control', 'global/pg_filenode.map'];
/** Folders of fixed-size pages (SLRU): commit status, multixacts, subtransactions. */
const PAGED_FOLDERS = [
  'pg_xact',
  'pg_multixact/offsets',
  'pg_multixact/members',
  'pg_subtrans',
  'pg_commit_ts',
  'pg_serial',
  'pg_notify',
];
/** A relation's file: its number, a fork (free-space map, visibility map, init), a 1 GB segment. */
const RELATION_FILE = /^(\d+)(?:_(fsm|vm|init))?(?:\.(\d+))?$/;
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

export class DataDirRefused extends Error {}

/**
 * Whether the folder at `dir` may be opened: 'new' (missing or empty: a new database is
 * made there) or 'database' (a whole one). Throws DataDirRefused, naming the folder and
 * what is wrong with it, otherwise. Reads only.
 */
export function inspectDataDir(dir: string): 'new' | 'database' {
  if (!existsSync(dir)) return 'new';
  if (!statSync(dir).isDirectory()) refuse(dir, [`it is a file, not a folder`]);
  if (readdirSync(dir).length === 0) return 'new';
  const recorded = readManifest(dir);
  const problems = recorded ? changesSince(dir, recorded) : shapeProblems(dir);
  if (problems.length > 0) refuse(dir, problems);
  return 'database';
}

function refuse(dir: string, problems: string[]): never {
  const shown = problems.slice(0, 5).join('; ') + (problems.length > 5 ? `; and ${problems.length - 5} more` : '');
  throw new DataDirRefused(
    `The database folder ${dir} does not hold a whole database, so it was not opened and nothing in it was changed: ` +
      `${shown}. Restore the folder from a backup, or set DATA_DIR to a missing or empty folder for a new database.`,
  );
}

// ---- After a clean stop: the manifest -------------------------------------------------

/** Every file and folder of the data folder (the manifest aside): its size, or -1 for a folder. */
type Listing = Record<string, number>;

function list(dir: string): Listing {
  const listing: Listing = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name).slice(dir.length + 1);
    if (path === MANIFEST) continue;
    listing[path] = entry.isDirectory() ? -1 : statSync(join(dir, path)).size;
  }
  return listing;
}

function readManifest(dir: string): Listing | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as { files?: unknown };
    return manifest.files && typeof manifest.files === 'object' ? (manifest.files as Listing) : undefined;
  } catch {
    return undefined; // none (a crash, an older server), or unreadable: judged by its shape
  }
}

function changesSince(dir: string, recorded: Listing): string[] {
  const now = list(dir);
  const problems: string[] = [];
  for (const [path, size] of Object.entries(recorded)) {
    if (!(path in now)) problems.push(`${path} is missing`);
    else if (now[path] !== size)
      problems.push(
        size === -1 || now[path] === -1
          ? `${path} changed from a ${size === -1 ? 'folder' : 'file'} into a ${size === -1 ? 'file' : 'folder'}`
          : `${path} is ${now[path]} bytes, but was ${size} when the database was closed`,
      );
  }
  for (const path of Object.keys(now))
    if (!(path in recorded)) problems.push(`${path} is not part of the database (it was not there when it was closed)`);
  return problems;
}

/** Records the folder's files after the database closed cleanly; written whole or not at all. */
export function recordDataDir(dir: string, closedAt: Date): void {
  const temp = join(dirname(dir), `.${MANIFEST}.${process.pid}.tmp`);
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, JSON.stringify({ closedAt: closedAt.toISOString(), files: list(dir) }));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, join(dir, MANIFEST));
}

/** Opening the database changes its files: the manifest stops being true, so it goes first. */
export function forgetDataDir(dir: string): void {
  rmSync(join(dir, MANIFEST), { force: true });
}

// ---- After a crash: the shape of a data folder ----------------------------------------

function shapeProblems(dir: string): string[] {
  const at = (path: string) => join(dir, path);
  const size = (path: string) => statSync(at(path)).size;
  const problems: string[] = [];
  const foreign = readdirSync(dir).filter((name) => !TOP_LEVEL.has(name));
  problems.push(...foreign.map((name) => `${name} is not part of a database`));
  if (foreign.length === readdirSync(dir).length) return [...problems, 'there is no database in it'];

  const version = existsSync(at('PG_VERSION')) ? readFileSync(at('PG_VERSION'), 'utf8').trim() : PG_MAJOR;
  if (version !== PG_MAJOR) problems.push(`PG_VERSION says PostgreSQL ${version}, but this server runs ${PG_MAJOR}`);
  for (const path of REQUIRED_FILES.filter((p) => !existsSync(at(p)))) problems.push(`${path} is missing`);
  if (existsSync(at('global/pg_control')) && size('global/pg_control') !== CONTROL_FILE_BYTES)
    problems.push(`global/pg_control is ${size('global/pg_control')} bytes instead of ${CONTROL_FILE_BYTES}`);

  const databases = existsSync(at('base')) ? readdirSync(at('base')).filter((name) => /^\d+$/.test(name)) : [];
  if (databases.length === 0) problems.push('base holds no database');
  for (const folder of ['global', ...databases.map((oid) => `base/${oid}`)])
    if (existsSync(at(folder))) problems.push(...relationProblems(dir, folder));

  problems.push(...walProblems(dir));
  for (const folder of PAGED_FOLDERS.filter((f) => existsSync(at(f))))
    for (const name of readdirSync(at(folder)))
      if (size(`${folder}/${name}`) % PAGE !== 0)
        problems.push(`${folder}/${name} is cut short (${size(`${folder}/${name}`)} bytes)`);
  return problems;
}

/**
 * A folder of relations (global/, base/<oid>/): every file in whole pages; every
 * relation whose other forks or later segments are there has its first file; every
 * catalog the relation map names is there.
 */
function relationProblems(dir: string, folder: string): string[] {
  const names = new Set(readdirSync(join(dir, folder)));
  const problems: string[] = [];
  const reported = new Set<string>();
  const need = (name: string, why: string) => {
    if (!names.has(name) && !reported.has(name)) problems.push(`${folder}/${name} is missing${why}`);
    reported.add(name);
  };
  if (folder !== 'global') need('PG_VERSION', '');
  if (folder !== 'global') need('pg_filenode.map', ''); // global's is among REQUIRED_FILES
  for (const name of names) {
    const match = RELATION_FILE.exec(name);
    if (!match) continue;
    const bytes = statSync(join(dir, folder, name)).size;
    if (bytes % PAGE !== 0) problems.push(`${folder}/${name} is cut short (${bytes} bytes, not whole 8 KB pages)`);
    const [, relation, fork, segment] = match;
    if (fork) need(relation!, ` (its ${fork} file is there)`);
    for (let s = 1; s < Number(segment ?? 0); s++)
      need(`${relation}${fork ? `_${fork}` : ''}.${s}`, ' (a later segment is there)');
    if (segment) need(`${relation}${fork ? `_${fork}` : ''}`, ' (a later segment is there)');
  }
  if (names.has('pg_filenode.map')) {
    const map = readFileSync(join(dir, folder, 'pg_filenode.map'));
    if (map.length !== RELMAP_BYTES || map.readInt32LE(0) !== RELMAP_MAGIC)
      problems.push(`${folder}/pg_filenode.map is damaged (${map.length} bytes)`);
    else
      for (let i = 0; i < Math.min(map.readInt32LE(4), 64); i++)
        need(String(map.readUInt32LE(8 + i * 8 + 4)), ' (a system catalog)');
  }
  return problems;
}

/** The write-ahead log: at least one segment, every one whole. */
function walProblems(dir: string): string[] {
  if (!existsSync(join(dir, 'pg_wal'))) return ['pg_wal is missing'];
  const segments = readdirSync(join(dir, 'pg_wal'))
    .filter((name) => WAL_SEGMENT.test(name))
    .map((name) => ({ name, bytes: statSync(join(dir, 'pg_wal', name)).size }));
  if (segments.length === 0) return ['pg_wal holds no WAL segment'];
  return segments
    .filter((s) => s.bytes !== WAL_SEGMENT_BYTES)
    .map((s) => `pg_wal/${s.name} is ${s.bytes} bytes instead of ${WAL_SEGMENT_BYTES}`);
}
