import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { errorBody } from './lib/errors.ts';
import { NOT_READY_TEXT } from './lib/health.ts';

/**
 * The HTTP listener and what it promises whatever the app does: at most MAX_CONNECTIONS
 * open connections, a request (headers and body) received within REQUEST_TIMEOUT_S
 * (headers within 10 s), and an answer in the contract's shape for what never reaches the
 * app: a request that arrives too slowly, one Node cannot parse.
 */

type Fetch = (request: Request, bindings: unknown) => Response | Promise<Response>;

export interface ListenOptions {
  host: string;
  port: number;
  maxConnections: number;
  requestTimeoutS: number;
}

/** The request's headers must arrive within this (or REQUEST_TIMEOUT_S when shorter). */
const HEADERS_TIMEOUT_MS = 10_000;
/** How often Node looks for requests past their deadline. */
const CHECK_EVERY_MS = 1_000;
/** The refusal of new connections at the cap is logged at most this often. */
const DROP_LOG_EVERY_MS = 10_000;

const json = (status: number, detail: string, code: string, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(errorBody(status, detail, code)), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...extra },
  });

/** Every request while the database opens: the process is alive, nothing else is ready. */
export function starting(request: Request): Response {
  if (new URL(request.url).pathname === '/api/health/live')
    return new Response(JSON.stringify({ status: 'alive' }), {
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    });
  return json(503, NOT_READY_TEXT.STARTING, 'STARTING', { 'retry-after': '2' });
}

/** A request that arrives on a kept-alive connection once the listener has closed: try again elsewhere or later. */
export const shuttingDown = () =>
  json(503, 'Serwer się zatrzymuje. Spróbuj ponownie za chwilę.', 'SHUTTING_DOWN', {
    'retry-after': '5',
    connection: 'close',
  });

/** The probes go on answering while the server drains, on connections already open. */
export const isProbe = (request: Request) => new URL(request.url).pathname.startsWith('/api/health');

/** Listens on HOST:PORT; resolves once listening, rejects when it cannot (a port in use). */
export async function listen(opts: ListenOptions, fetch: Fetch): Promise<Server> {
  const requestTimeout = opts.requestTimeoutS * 1000;
  const server = serve({
    fetch,
    hostname: opts.host,
    port: opts.port,
    serverOptions: {
      requestTimeout,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: CHECK_EVERY_MS,
    },
  }) as Server;
  server.maxConnections = opts.maxConnections;
  let droppedAt = 0;
  server.on('drop', () => {
    if (Date.now() - droppedAt < DROP_LOG_EVERY_MS) return;
    droppedAt = Date.now();
    console.error(`[http] ${opts.maxConnections} connections open (MAX_CONNECTIONS): refusing new ones`);
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => answerClientError(error, socket));
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return server;
}

/**
 * What Node refuses before the app sees a request, answered in the contract's error
 * shape: a request not received in time (408), headers too large (431), anything it
 * cannot parse (400). A connection already broken is just closed.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (!socket.writable || (error.code === 'ECONNRESET' && !socket.bytesWritten)) {
    socket.destroy();
    return;
  }
  const [status, reason, detail, code] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'Żądanie przychodziło zbyt wolno. Spróbuj ponownie.', 'REQUEST_TIMEOUT']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'Nagłówki żądania są za duże.', 'HEADERS_TOO_LARGE']
        : [400, 'Bad Request', 'Nieprawidłowe żądanie HTTP.', 'BAD_REQUEST'];
  const body = JSON.stringify(errorBody(status, detail, code));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nCache-Control: no-store\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
