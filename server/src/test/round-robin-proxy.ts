import { createServer, request, type Server } from 'node:http';

/**
 * A load balancer in a few lines: each request goes to the next backend in turn, and the
 * proxy appends the caller's address to X-Forwarded-For as real ones do. `served` lists
 * which backend answered each request.
 */
export async function startRoundRobinProxy(backends: string[]) {
  let next = 0;
  const served: string[] = [];
  const server: Server = createServer((req, res) => {
    const target = new URL(req.url ?? '/', backends[next++ % backends.length]);
    served.push(target.origin);
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwarded } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
