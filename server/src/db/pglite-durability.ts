import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite 0.5 starts PostgreSQL with `-F` (fsync off), and even with fsync on its
 * Emscripten file system makes no system call: the node file system's streams have no
 * `fsync`, and `fdatasync` (PostgreSQL's default way to flush the WAL on Linux) is an
 * empty stub. So on disk the embedded database asks for three things (decision 018):
 * fsync on, the WAL flushed with fsync(), and that fsync() to reach the disk.
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

interface EmscriptenStream {
  nfd?: number;
  stream_ops: { fsync?: (stream: EmscriptenStream) => number };
}
interface EmscriptenModule {
  ENV: { PGDATA: string };
  FS: { open(path: string, flags: string): EmscriptenStream; close(stream: EmscriptenStream): void };
}

/**
 * Gives the node file system's streams an fsync that calls the real one. Every file of
 * the data directory shares one table of stream operations, reached here through any
 * open file.
 */
export function fsyncToDisk(pg: PGlite) {
  const { FS, ENV } = (pg as unknown as { Module: EmscriptenModule }).Module;
  const stream = FS.open(`${ENV.PGDATA}/PG_VERSION`, 'r');
  try {
    stream.stream_ops.fsync = (s) => {
      if (s.nfd !== undefined) fs.fsyncSync(s.nfd);
      return 0;
    };
  } finally {
    FS.close(stream);
  }
}
