/**
 * `npm start`: builds the site when dist/ is missing or older than its
 * sources, then serves dist/ exactly as the CDN would (rewrites, headers,
 * 404 page) on HOST:PORT (default 127.0.0.1:4321).
 *
 *   --no-build   serve dist/ as it is (fails when there is none)
 *   --build      always build first
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createSiteApp } from '../server/src/site/index.ts';
import { DIST, ensureBuilt } from './lib/build.mjs';

function readPort(value) {
  const port = value === undefined || value === '' ? 4321 : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const host = process.env.HOST || '127.0.0.1';
  const port = readPort(process.env.PORT);

  if (!args.has('--no-build')) await ensureBuilt({ force: args.has('--build') });
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error('dist/ holds no built site: run `npm run build` or start without --no-build.');
    process.exit(1);
  }

  const app = createSiteApp({ root: DIST });
  const server = serve({ fetch: app.fetch, hostname: host, port });
  await new Promise((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  console.log(`Punkty: http://${shownHost}:${actualPort}/`);

  const stop = (signal) => {
    console.log(`${signal}: stopping…`);
    server.close(() => process.exit(0));
    server.closeAllConnections?.();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
