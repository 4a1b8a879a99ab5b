import { statfsSync } from 'node:fs';
import type { Db, Queryable } from '../db/types.ts';

/**
 * Liveness and readiness (docs in server/README.md, "Probes"). Liveness asks nothing of
 * the database: the process answers, so it is alive, however busy. Readiness answers
 * within READY_DEADLINE_MS whatever the load: 503 while the server starts or drains, when
 * the embedded database's disk is (almost) full or PostgreSQL has just said so, and
 * when the database neither answered a query lately nor answers one now in time.
 */

/** Readiness never takes longer than this to answer. */
export const READY_DEADLINE_MS = 500;
/** A query the database completed this recently shows it is working, however long its queue. */
const RECENT_MS = 2_000;
/**
 * How long a "disk full" from PostgreSQL keeps readiness down (its disk is not ours to
 * measure). The embedded database's disk is measured instead, so readiness comes back as
 * soon as there is room.
 */
const DISK_FULL_HOLD_MS = 60_000;
/** Below this much free space the embedded database's disk counts as full. */
export const DISK_MIN_FREE_BYTES = 64 * 1024 * 1024;

export type NotReady = 'STARTING' | 'DRAINING' | 'DISK_FULL' | 'DATABASE_UNAVAILABLE';

export type Readiness = { ready: true; database: Db['kind'] } | { ready: false; code: NotReady; detail: string };

export interface HealthMonitor {
  /** The database as the app should use it: every query's outcome is noted. */
  readonly db: Db;
  /** From SIGTERM on: readiness answers 503, so the load balancer stops sending. */
  drain(): void;
  readiness(): Promise<Readiness>;
}

export const NOT_READY_TEXT: Record<NotReady, string> = {
  STARTING: 'Serwer się uruchamia. Spróbuj ponownie za chwilę.',
  DRAINING: 'Serwer się zatrzymuje i nie przyjmuje nowych zadań.',
  DISK_FULL: 'Na dysku bazy danych brakuje miejsca: zapis jest niemożliwy.',
  DATABASE_UNAVAILABLE: 'Baza danych nie odpowiada.',
};

/** SQLSTATE 53100: PostgreSQL could not write for want of disk space. */
export const isDiskFull = (error: unknown) => (error as { code?: unknown } | null)?.code === '53100';

export function createHealthMonitor(
  db: Db,
  opts: { dataDir?: string | undefined; now?: () => number; freeBytes?: (dir: string) => number } = {},
): HealthMonitor {
  const now = opts.now ?? Date.now;
  const freeBytes =
    opts.freeBytes ??
    ((dir: string) => {
      try {
        const disk = statfsSync(dir);
        return disk.bavail * disk.bsize;
      } catch {
        return Infinity; // not measurable here: the database's own errors will tell
      }
    });
  let draining = false;
  let answeredAt = 0;
  let diskFullAt = -Infinity;
  let pinging: Promise<void> | undefined;
  const note = <T>(work: Promise<T>): Promise<T> =>
    work.then(
      (value) => {
        answeredAt = now();
        return value;
      },
      (error: unknown) => {
        if (isDiskFull(error)) diskFullAt = now();
        throw error;
      },
    );
  const noted = (q: Queryable): Queryable => ({ query: (sql, params) => note(q.query(sql, params)) });
  const watched: Db = {
    ...db,
    query: (sql, params) => note(db.query(sql, params)),
    exec: (sql) => note(db.exec(sql)),
    transaction: (fn) => note(db.transaction((tx) => fn(noted(tx)))),
  };

  const notReady = (code: NotReady): Readiness => ({ ready: false, code, detail: NOT_READY_TEXT[code] });
  return {
    db: watched,
    drain: () => {
      draining = true;
    },
    async readiness() {
      if (draining) return notReady('DRAINING');
      if (opts.dataDir ? freeBytes(opts.dataDir) < DISK_MIN_FREE_BYTES : now() - diskFullAt < DISK_FULL_HOLD_MS)
        return notReady('DISK_FULL');
      if (now() - answeredAt < RECENT_MS) return { ready: true, database: db.kind };
      // One question at a time: probes arriving while it is asked wait for the same answer.
      pinging ??= db.ping().finally(() => (pinging = undefined));
      const answered = await withDeadline(pinging, READY_DEADLINE_MS).then(
        (ok) => ok,
        () => false,
      );
      if (!answered) return notReady('DATABASE_UNAVAILABLE');
      answeredAt = now();
      return { ready: true, database: db.kind };
    },
  };
}

/** true when `work` settles well within `ms`, false when the deadline comes first. */
function withDeadline(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([work.then(() => true), deadline]).finally(() => clearTimeout(timer));
}
