import type { Clock } from '../clock.ts';
import type { Db } from '../db/types.ts';
import { LOGIN_WINDOW_MS, pruneAttempts } from './rate-limit.ts';
import { pruneKnownAddresses } from './login-guard.ts';
import { pruneSessions } from './sessions.ts';

const EVERY_MS = 60 * 60 * 1000;

/** Removes rows that no longer mean anything: long-expired sessions, closed login windows, old login addresses. */
export async function prune(db: Db, now: Date): Promise<void> {
  await pruneSessions(db, now);
  await pruneAttempts(db, { windowMs: LOGIN_WINDOW_MS, now });
  await pruneKnownAddresses(db, now);
}

/**
 * Prunes at start and then hourly; returns the function that stops it (and waits for a
 * run in progress, so the database can be closed after it). Safe on several instances
 * at once: each deletes what may already be gone for the others.
 */
export function startHousekeeping(db: Db, clock: Clock): () => Promise<void> {
  let current: Promise<void> = Promise.resolve();
  const run = () => {
    current = prune(db, clock.now()).catch((error: unknown) =>
      console.error(`[housekeeping] ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    return current;
  };
}
