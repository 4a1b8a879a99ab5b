/**
 * API latency under load: autocannon against the calls every logged-in page makes
 * (points summary), the heaviest reads (plan results, the award catalogue, an award's
 * page) and the one write that moves points (an order, each with its own
 * Idempotency-Key), each at 1, 10 and 100 connections for a few seconds.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export const CONNECTIONS = [1, 10, 100];

/**
 * The endpoints measured; `path` and `body` depend on the award picked for the detail
 * page and the one prepared for orders (bench/order-award.mjs).
 */
export function endpoints(awardId, orderAwardId) {
  return [
    {
      endpoint: 'GET /api/loyalty/participant/points/summary',
      method: 'GET',
      path: '/api/loyalty/participant/points/summary',
    },
    {
      endpoint: 'POST /api/loyalty/plan/result',
      method: 'POST',
      path: '/api/loyalty/plan/result',
      body: { page: 1, per: 20 },
    },
    {
      endpoint: 'POST /api/loyalty/award/list',
      method: 'POST',
      path: '/api/loyalty/award/list',
      body: { page: 1, per: 24 },
    },
    { endpoint: 'GET /api/loyalty/award/{id}', method: 'GET', path: `/api/loyalty/award/${awardId}` },
    {
      endpoint: 'POST /api/loyalty/order',
      method: 'POST',
      path: '/api/loyalty/order',
      body: { awardId: orderAwardId, quantity: 1 },
      newKeyEach: true,
    },
  ];
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const ms = (x) => Math.round(x * 100) / 100;

/**
 * Runs the load and answers `{ rows: [{ endpoint, connections, rps, p50, p99, non2xx, errors }], markdown }`.
 * Each run lasts `seconds` (default 3, or BENCH_API_SECONDS) after a 1-second warm-up per endpoint.
 */
export async function runApiBench({
  baseUrl,
  token,
  awardId,
  orderAwardId,
  seconds = Number(process.env.BENCH_API_SECONDS) || 3,
  connections = CONNECTIONS,
  log = () => {},
}) {
  const rows = [];
  for (const e of endpoints(awardId, orderAwardId)) {
    const request = {
      url: `${baseUrl}${e.path}`,
      method: e.method,
      headers: { authorization: `Bearer ${token}`, ...(e.body ? { 'content-type': 'application/json' } : {}) },
      body: e.body ? JSON.stringify(e.body) : undefined,
      timeout: 10,
      // A new order each time, not a replay of the first one.
      ...(e.newKeyEach
        ? {
            requests: [
              { setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }) },
            ],
          }
        : {}),
    };
    await cannon({ ...request, connections: 10, duration: 1 });
    for (const c of connections) {
      log(`  ${e.endpoint} × ${c}`);
      const r = await cannon({ ...request, connections: c, duration: seconds });
      rows.push({
        endpoint: e.endpoint,
        connections: c,
        rps: Math.round(r.requests.average),
        p50: ms(r.latency.p50),
        p99: ms(r.latency.p99),
        non2xx: r.non2xx,
        errors: r.errors,
      });
    }
  }
  return { rows, markdown: markdownTable(rows) };
}

export function markdownTable(rows) {
  const lines = [
    '| endpoint | connections | req/s | p50 ms | p99 ms | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) => `| ${r.endpoint} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`,
    ),
  ];
  return lines.join('\n');
}
