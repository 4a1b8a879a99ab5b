/**
 * `npm start`: builds the site when dist/ is missing or older than its
 * sources, then serves dist/ exactly as the CDN would (rewrites, headers,
 * 404 page) on HOST:PORT (default 127.0.0.1:4321).
 *
 *   --no-build   serve dist/ as it is (fails when there is none)
 *   --build      always build first
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createSiteApp } from '../server/src/site/index.ts';
import { ROOT, runBin } from './lib/run.mjs';

const DIST = join(ROOT, 'dist');
/** Written last by the build (integrations/cdn.ts): its age is the build's age. */
const BUILD_MARKER = join(DIST, '_headers');
const SOURCES = ['src', 'public', 'integrations', 'astro.config.mjs', 'package-lock.json', '.env', '.env.production'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true })) {
    newest = Math.max(newest, statSync(join(path, String(entry))).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  if (!existsSync(BUILD_MARKER)) return true;
  const built = statSync(BUILD_MARKER).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(ROOT, source)) > built);
}

function readPort(value) {
  const port = Number(value ?? 4321);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const host = process.env.HOST || '127.0.0.1';
  const port = readPort(process.env.PORT);

  if (args.has('--build') || (!args.has('--no-build') && buildIsStale())) {
    console.log('Building the site (astro build)…');
    const code = await runBin('astro', ['build']);
    if (code !== 0) process.exit(code);
  }
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
