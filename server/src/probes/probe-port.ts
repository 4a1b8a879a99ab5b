import { Worker } from 'node:worker_threads';
import type { Readiness } from '../lib/health.ts';
import { NOT_READY_CODES, SLOT, SLOTS, type ProbeWorkerData } from './shared.ts';

/**
 * PROBE_PORT: liveness and readiness on a port of their own, served by a thread of their
 * own, so that they answer at once however long the main thread is busy (the embedded
 * database runs its statements in the main thread). The main thread writes a heartbeat
 * and its readiness into shared memory every BEAT_MS; the probe thread answers from them.
 * Liveness fails only when the main thread has been silent for 30 s (hung, not busy).
 */
const BEAT_MS = 200;

export interface ProbePort {
  port: number;
  stop(): Promise<void>;
}

export async function startProbePort(
  opts: { host: string; port: number },
  readiness: () => Promise<Readiness>,
): Promise<ProbePort> {
  const memory = new SharedArrayBuffer(SLOTS * 8);
  const slots = new BigInt64Array(memory);
  const write = (slot: number, value: number) => Atomics.store(slots, slot, BigInt(value));
  write(SLOT.heartbeat, Date.now());
  write(SLOT.state, 1 + NOT_READY_CODES.indexOf('STARTING'));

  let checking = false;
  const beat = setInterval(() => {
    write(SLOT.heartbeat, Date.now());
    if (checking) return;
    checking = true;
    readiness()
      .then((state) => {
        write(SLOT.state, state.ready ? 0 : 1 + NOT_READY_CODES.indexOf(state.code));
        if (state.ready) write(SLOT.database, state.database === 'postgres' ? 1 : 0);
      })
      .catch(() => write(SLOT.state, 1 + NOT_READY_CODES.indexOf('DATABASE_UNAVAILABLE')))
      .finally(() => (checking = false));
  }, BEAT_MS);
  beat.unref();

  const data: ProbeWorkerData = { host: opts.host, port: opts.port, memory };
  const worker = new Worker(new URL('./probe-worker.ts', import.meta.url), { workerData: data });
  worker.unref();
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (message: { port?: number; error?: string }) =>
      message.port === undefined ? reject(new Error(`PROBE_PORT: ${message.error}`)) : resolve(message.port),
    );
    worker.once('error', reject);
  }).catch(async (error: unknown) => {
    clearInterval(beat);
    await worker.terminate();
    throw error;
  });
  return {
    port,
    async stop() {
      clearInterval(beat);
      await worker.terminate();
    },
  };
}
