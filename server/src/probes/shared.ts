import type { NotReady } from '../lib/health.ts';

/**
 * What the main thread and the probe port's thread share: a few 64-bit slots of shared
 * memory, written by the main thread, read by the probe thread (probe-port.ts).
 */
export const SLOT = {
  /** When the main thread's event loop last went round (ms since the epoch). */
  heartbeat: 0,
  /** 0: ready; otherwise 1 + the index of NOT_READY_CODES. */
  state: 1,
  /** 0: pglite, 1: postgres. */
  database: 2,
} as const;
export const SLOTS = 3;

export const NOT_READY_CODES: readonly NotReady[] = ['STARTING', 'DRAINING', 'DISK_FULL', 'DATABASE_UNAVAILABLE'];

/**
 * How long the main thread's event loop may stay silent: past `ready` the server is too
 * busy to take more requests (readiness 503 BUSY); past `live` it counts as hung (liveness
 * 503 STALLED, and an orchestrator restarts it). A statement of the embedded database
 * holds the loop for milliseconds; under load the queue grows, not the silence.
 */
export const STALL_LIMITS_MS = { ready: 5_000, live: 30_000 };

export interface ProbeWorkerData {
  host: string;
  port: number;
  memory: SharedArrayBuffer;
}
