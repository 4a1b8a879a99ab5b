import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * PGlite takes no lock on its data directory, and two processes writing one directory
 * corrupt it. A lock file holding the owner's pid guards it; a lock left by a dead
 * process (after SIGKILL) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dirname(dir), { recursive: true });
  const lockPath = join(dirname(dir), `${basename(dir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The database directory ${dir} is in use by process ${owner}. Stop that process or set DATA_DIR to another directory.`,
          { cause: error },
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the database directory ${dir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
