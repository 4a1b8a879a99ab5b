/**
 * A real HTTP proxy in front of a real server, for tests of an API that misbehaves: the
 * site's pages and assets pass through untouched, while the API's paths (/loyalty/, /api/)
 * get the fault the test switches on. The browser talks to the proxy as it would to the
 * CDN; nothing in the page is stubbed.
 *
 *   down        the API's connection is dropped without an answer (as a refused or reset one)
 *   slow        every API answer comes `delayMs` late (default 5 s); with `held`, also not
 *               before release() (a check of what shows meanwhile cannot lose a race with
 *               a busy machine's rendering)
 *   malformed   200 with a JSON content type and a body that is not JSON
 *   shape       200 with valid JSON of the wrong shape: `body(real answer)`
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault =
  | { kind: 'pass' }
  | { kind: 'down' }
  | { kind: 'slow'; delayMs?: number; held?: boolean }
  | { kind: 'malformed' }
  | { kind: 'shape'; body: (real: unknown) => unknown };

export interface FaultyProxy {
  url: string;
  /** The fault applied from the next API request on. */
  set(fault: Fault): void;
  /** API requests seen (method and path), in order. */
  readonly requests: string[];
  /** Lets held slow answers go, each once its delay has passed. */
  release(): void;
  stop(): Promise<void>;
}

const API = /^\/(loyalty|api)\//;

export async function startFaultyProxy(target: string): Promise<FaultyProxy> {
  const upstream = new URL(target);
  let fault: Fault = { kind: 'pass' };
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let held: (() => void)[] | null = null;

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, transform?: (real: unknown) => unknown) => {
    const headers = { ...req.headers, host: upstream.host };
    if (transform) headers['accept-encoding'] = 'identity';
    const out = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        if (!transform) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let real: unknown = null;
          try {
            real = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // Not JSON (a picture, an export): the wrong shape replaces it all the same.
          }
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(transform(real) ?? null));
        });
      },
    );
    out.on('error', () => res.destroy());
    out.end(body);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = req.url ?? '/';
      if (!API.test(path) || fault.kind === 'pass') return forward(req, res, body);
      requests.push(`${req.method} ${path}`);
      switch (fault.kind) {
        case 'down':
          req.socket.destroy();
          return;
        case 'slow': {
          const due = Date.now() + (fault.delayMs ?? 5000);
          const answerWhenDue = () => {
            const timer = setTimeout(
              () => {
                timers.delete(timer);
                forward(req, res, body);
              },
              Math.max(0, due - Date.now()),
            );
            timers.add(timer);
          };
          if (held) held.push(answerWhenDue);
          else answerWhenDue();
          return;
        }
        case 'malformed':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"items": [{"id": 1, "name": "Pó');
          return;
        case 'shape':
          return forward(req, res, body, fault.body);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (next) => {
      fault = next;
      held = next.kind === 'slow' && next.held ? [] : null;
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((answer) => answer());
    },
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
