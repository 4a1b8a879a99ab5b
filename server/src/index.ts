import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import { describeData, type DemoAsk } from './db/demo-report.ts';
import { openDatabase } from './db/open.ts';
import { readEnv } from './env.ts';
import { errorBody } from './lib/errors.ts';
import { outboxMailer } from './lib/mailer.ts';
import { startHousekeeping } from './lib/housekeeping.ts';
import { assertSecretConfigured, storedJwtSecret } from './lib/secret.ts';
import { closeDatabase, closeHttp, exitOnSignals } from './shutdown.ts';

/** What a request that arrives on an open connection during shutdown gets: try again elsewhere or later. */
const shuttingDown = () =>
  new Response(JSON.stringify(errorBody(503, 'Serwer się zatrzymuje. Spróbuj ponownie za chwilę.', 'SHUTTING_DOWN')), {
    status: 503,
    headers: {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'retry-after': '5',
      connection: 'close',
    },
  });

/**
 * Starts the reference API (and, from scripts/start.mjs, the site) on one port.
 * `localDemo`: the caller is the local demo, which asks for the demo data unless
 * DEMO_DATA says otherwise; a server on its own adds it only when DEMO_DATA=1.
 */
export async function startServer(
  opts: { env?: NodeJS.ProcessEnv; mount?: (app: ReturnType<typeof createApp>) => void; localDemo?: boolean } = {},
) {
  const env = readEnv(opts.env);
  assertSecretConfigured(env);
  const clock = systemClock;
  const asked: DemoAsk =
    env.DEMO_DATA === true ? 'DEMO_DATA=1' : env.DEMO_DATA === undefined && opts.localDemo ? 'local demo' : false;
  const explicitSiteUrl = (opts.env ?? process.env).SITE_URL;
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    clock,
    // The demo's e-mailed links lead to this server unless the operator named the site.
    demo: asked ? { siteUrl: explicitSiteUrl || urlOf(env.HOST, env.PORT), ttlHours: env.LINK_TTL_HOURS } : undefined,
  });
  for (const line of await describeData(database.db, database, asked)) console.log(line);
  const config = { ...env, JWT_SECRET: env.JWT_SECRET ?? (await storedJwtSecret(database.db)) };
  const app = createApp({ db: database.db, clock, mailer: outboxMailer(clock), config });
  const stopHousekeeping = startHousekeeping(database.db, clock);
  opts.mount?.(app);
  let stopping: Promise<{ forced: boolean }> | undefined;
  const server = serve({
    fetch: (request, bindings) => (stopping ? shuttingDown() : app.fetch(request, bindings)),
    hostname: env.HOST,
    port: env.PORT,
  }) as Server;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = urlOf(env.HOST, port);
  // Links in e-mails point at this very server unless the operator named the site's origin.
  if (!explicitSiteUrl) config.SITE_URL = url;

  /**
   * Stops accepting, lets the requests in flight finish within the deadline (then cuts
   * them), closes the database. `forced` tells whether anything was cut short.
   */
  const stop = (deadlineMs = env.SHUTDOWN_TIMEOUT_S * 1000) =>
    (stopping ??= (async () => {
      const { forced } = await closeHttp(server, deadlineMs);
      await stopHousekeeping();
      const { closed } = await closeDatabase(() => database.close());
      return { forced: forced || !closed };
    })());
  return { url, port, stop, db: database.db, shutdownTimeoutS: env.SHUTDOWN_TIMEOUT_S };
}

const urlOf = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const running = await startServer().catch((error: unknown) => {
    // A refusal to start (bad configuration, a data directory in use) is a sentence for
    // the operator, not a stack trace.
    console.error(`Punkty API did not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  console.log(`Punkty API: ${running.url}  (OpenAPI: ${running.url}/api/openapi.json)`);
  exitOnSignals(() => running.stop(), running.shutdownTimeoutS);
}
