import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import { openDatabase } from './db/open.ts';
import { readEnv } from './env.ts';
import { outboxMailer } from './lib/mailer.ts';
import { startHousekeeping } from './lib/housekeeping.ts';
import { assertSecretConfigured, storedJwtSecret } from './lib/secret.ts';

/** Starts the reference API (and, from scripts/start.mjs, the site) on one port. */
export async function startServer(
  opts: { env?: NodeJS.ProcessEnv; mount?: (app: ReturnType<typeof createApp>) => void } = {},
) {
  const env = readEnv(opts.env);
  assertSecretConfigured(env);
  const clock = systemClock;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, clock });
  const config = { ...env, JWT_SECRET: env.JWT_SECRET ?? (await storedJwtSecret(database.db)) };
  const app = createApp({ db: database.db, clock, mailer: outboxMailer(clock), config });
  const stopHousekeeping = startHousekeeping(database.db, clock);
  opts.mount?.(app);
  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${port}`;
  // Links in e-mails point at this very server unless the operator named the site's origin.
  if (!(opts.env ?? process.env).SITE_URL) config.SITE_URL = url;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopHousekeeping();
      await database.close();
    })());
  return { url, port, stop, db: database.db };
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const running = await startServer().catch((error: unknown) => {
    // A refusal to start (bad configuration, a data directory in use) is a sentence for
    // the operator, not a stack trace.
    console.error(`Punkty API did not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  console.log(`Punkty API: ${running.url}  (OpenAPI: ${running.url}/api/openapi.json)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`${signal}: stopping…`);
      running.stop().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
