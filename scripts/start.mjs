/**
 * `npm start`: builds the site when dist/ is missing or older than its
 * sources, then starts the reference loyalty API and serves dist/ exactly as the
 * CDN would (rewrites, headers, 404 page) from the same process, on HOST:PORT
 * (default 127.0.0.1:4321). It is the local demo: on a loopback address with the
 * embedded database it asks for the demo data in a new database (DEMO_DATA=0 does
 * not); anywhere else only DEMO_DATA=1 does (server/src/env.ts, demoByDefault).
 *
 *   --no-build   serve dist/ as it is (fails when there is none)
 *   --build      always build first
 *   --fresh-db   start from a new database (deletes DATA_DIR first; e2e runs)
 */
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createSiteApp } from '../server/src/site/index.ts';
import { startServer } from '../server/src/index.ts';
import { demoByDefault, readEnv } from '../server/src/env.ts';
import { lockDataDir } from '../server/src/db/lock.ts';
import { exitOnSignals } from '../server/src/shutdown.ts';
import { DIST, ensureBuilt } from './lib/build.mjs';

async function main() {
  const args = new Set(process.argv.slice(2));
  // Read (and validate) the configuration before the slow build.
  const env = readEnv();

  if (!args.has('--no-build')) await ensureBuilt({ force: args.has('--build') });
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error('dist/ holds no built site: run `npm run build` or start without --no-build.');
    process.exit(1);
  }
  if (args.has('--fresh-db') && !env.DATABASE_URL) {
    const dir = resolve(env.DATA_DIR);
    lockDataDir(dir)(); // refuses while another server holds it
    rmSync(dir, { recursive: true, force: true });
  }

  const running = await startServer({
    localDemo: demoByDefault(env),
    // The API's routes come first; the site answers every other GET.
    mount: (app) => app.route('/', createSiteApp({ root: DIST, passThrough: ['/api/', '/loyalty/'] })),
  });
  const url = new URL(running.url);
  console.log(`Punkty: ${url.origin}/  (API: ${url.origin}/api/health, contract: ${url.origin}/api/openapi.json)`);

  exitOnSignals(() => running.stop(), running.shutdown);
}

main().catch((error) => {
  console.error(`Punkty did not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
