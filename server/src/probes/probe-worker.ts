/**
 * The probe port's listener, in a thread of its own (probe-port.ts): it answers from what
 * the main thread last wrote into shared memory, so it answers at once even while the main
 * thread runs a long database statement.
 */
import { createServer, type ServerResponse } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { NOT_READY_TEXT } from '../lib/health.ts';
import { NOT_READY_CODES, SLOT, STALL_LIMITS_MS, type ProbeWorkerData } from './shared.ts';

const { host, port, memory } = workerData as ProbeWorkerData;
const slots = new BigInt64Array(memory);
const read = (slot: number) => Number(Atomics.load(slots, slot));

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...(status === 503 ? { 'retry-after': '5' } : {}),
  });
  res.end(text);
}

const refusal = (status: number, detail: string, code: string) => ({ status, message: detail, detail, code });

const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  const silentFor = Date.now() - read(SLOT.heartbeat);
  if (path === '/live' || path === '/api/health/live') {
    if (silentFor < STALL_LIMITS_MS.live) return send(res, 200, { status: 'alive' });
    return send(res, 503, refusal(503, `Serwer nie odpowiada od ${Math.round(silentFor / 1000)} s.`, 'STALLED'));
  }
  if (path === '/ready' || path === '/api/health/ready' || path === '/api/health') {
    if (silentFor >= STALL_LIMITS_MS.ready)
      return send(res, 503, refusal(503, 'Serwer jest zajęty i nie odpowiada na czas.', 'BUSY'));
    const state = read(SLOT.state);
    if (state === 0) return send(res, 200, { status: 'ok', database: read(SLOT.database) ? 'postgres' : 'pglite' });
    const code = NOT_READY_CODES[state - 1] ?? 'STARTING';
    return send(res, 503, refusal(503, NOT_READY_TEXT[code], code));
  }
  return send(res, 404, refusal(404, 'Port sond odpowiada tylko na /live i /ready.', 'NOT_FOUND'));
});
server.on('error', (error) => parentPort!.postMessage({ error: error.message }));
server.listen(port, host, () => {
  const address = server.address();
  parentPort!.postMessage({ port: typeof address === 'object' && address ? address.port : port });
});
