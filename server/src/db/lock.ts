import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * PGlite takes no lock on its data directory, and two processes writing one directory
 * corrupt it. A lock file holding the owner's pid guards it.
 *
 * Taking it is atomic: the pid is written to a private file first, then hard-linked to
 * the lock's name, which fails when the name exists — so a lock is never seen empty
 * and never taken twice. A lock whose owner is dead (SIGKILL, a crash) is taken over at
 * once, but only by the one process that holds the takeover guard (another exclusive
 * link), and only while the lock still names that dead owner: two processes starting
 * together over a stale lock never both win.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dirname(dir), { recursive: true });
  const lockPath = join(dirname(dir), `${basename(dir)}.lock`);
  for (let attempt = 0; attempt < 200; attempt++) {
    if (linkExclusive(lockPath)) return () => rmSync(lockPath, { force: true });
    const owner = readOwner(lockPath);
    if (owner !== undefined && ownerAlive(owner)) {
      throw new Error(
        `The database directory ${dir} is in use by process ${owner}. Stop that process or set DATA_DIR to another directory.`,
      );
    }
    if (owner !== undefined) takeOver(lockPath, owner);
    // The lock vanished, was taken over by us or by another process: look again.
  }
  throw new Error(`Could not lock the database directory ${dir}.`);
}

/** Creates `path` holding this process's pid, or answers false when it exists. */
function linkExclusive(path: string): boolean {
  const own = `${path}.${process.pid}.tmp`;
  writeFileSync(own, String(process.pid));
  try {
    linkSync(own, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    rmSync(own, { force: true });
  }
}

/** Removes the lock of a dead owner, under the takeover guard; a waiting process retries. */
function takeOver(lockPath: string, deadOwner: number) {
  const guard = `${lockPath}.takeover`;
  if (!linkExclusive(guard)) {
    const holder = readOwner(guard);
    // A guard left by a process that died in these few lines is itself stale.
    if (holder !== undefined && !ownerAlive(holder)) rmSync(guard, { force: true });
    else pause(5);
    return;
  }
  try {
    if (readOwner(lockPath) === deadOwner) rmSync(lockPath, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

/** The pid a lock names; 0 for a file that names none (left by an older version); undefined when it is gone. */
function readOwner(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Another process that exists and is not a zombie (killed, not yet reaped by its parent).
 * Our own pid in a lock we do not hold is a dead predecessor's: in a container every
 * start may get the same pid.
 */
function ownerAlive(pid: number): boolean {
  if (pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // /proc/<pid>/stat: "pid (name) state …"; Z is a zombie. Not on every system: then trust kill(0).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
