import { createApp, type App } from './app.ts';
import { systemClock } from './clock.ts';
import { describeData, type DemoAsk } from './db/demo-report.ts';
import { openDatabase } from './db/open.ts';
import { readEnv } from './env.ts';
import { createBackground } from './lib/background.ts';
import { createHealthMonitor, NOT_READY_TEXT, type HealthMonitor } from './lib/health.ts';
import { outboxMailer } from './lib/mailer.ts';
import { startHousekeeping } from './lib/housekeeping.ts';
import { assertSecretConfigured, storedJwtSecret } from './lib/secret.ts';
import { isProbe, listen, shuttingDown, starting } from './listener.ts';
import { startProbePort, type ProbePort } from './probes/probe-port.ts';
import { closeDatabase, closeHttp, exitOnSignals } from './shutdown.ts';

/**
 * Starts the reference API (and, from scripts/start.mjs, the site) on one port. It
 * listens first, so that liveness answers while the database opens (everything else
 * answers 503 STARTING until then), and says at once when the port is taken.
 * `localDemo`: the caller is the local demo, which asks for the demo data unless
 * DEMO_DATA says otherwise; a server on its own adds it only when DEMO_DATA=1.
 */
export async function startServer(
  opts: { env?: NodeJS.ProcessEnv; mount?: (app: App) => void; localDemo?: boolean } = {},
) {
  const env = readEnv(opts.env);
  assertSecretConfigured(env);
  const clock = systemClock;
  const asked: DemoAsk =
    env.DEMO_DATA === true ? 'DEMO_DATA=1' : env.DEMO_DATA === undefined && opts.localDemo ? 'local demo' : false;
  const gate: { app?: App; health?: HealthMonitor; closing: boolean } = { closing: false };
  const server = await listen(
    { host: env.HOST, port: env.PORT, maxConnections: env.MAX_CONNECTIONS, requestTimeoutS: env.REQUEST_TIMEOUT_S },
    (request, bindings) => {
      if (!gate.app) return starting(request);
      if (gate.closing && !isProbe(request)) return shuttingDown();
      return gate.app.fetch(request, bindings);
    },
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = urlOf(env.HOST, port);
  let probes: ProbePort | undefined;
  const closeListeners = async () => {
    await new Promise((resolve) => server.close(resolve));
    await probes?.stop();
  };
  if (env.PROBE_PORT !== undefined) {
    probes = await startProbePort({ host: env.HOST, port: env.PROBE_PORT }, async () =>
      gate.health ? gate.health.readiness() : { ready: false, code: 'STARTING', detail: NOT_READY_TEXT.STARTING },
    ).catch(async (error: unknown) => {
      await closeListeners();
      throw error;
    });
    console.log(`Probes: ${urlOf(env.HOST, probes.port)}/live and /ready`);
  }
  // Links in e-mails point at this very server unless the operator named the site's origin.
  const siteUrl = (opts.env ?? process.env).SITE_URL ? env.SITE_URL : url;

  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    clock,
    demo: asked ? { siteUrl, ttlHours: env.LINK_TTL_HOURS } : undefined,
  }).catch(async (error: unknown) => {
    await closeListeners();
    throw error;
  });
  for (const line of await describeData(database.db, database, asked)) console.log(line);
  const monitor = createHealthMonitor(database.db, { dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR });
  gate.health = monitor;
  const db = monitor.db;
  const config = { ...env, SITE_URL: siteUrl, JWT_SECRET: env.JWT_SECRET ?? (await storedJwtSecret(db)) };
  const background = createBackground();
  const app = createApp({ db, clock, mailer: outboxMailer(clock), config, health: monitor, background });
  const stopHousekeeping = startHousekeeping(db, clock);
  opts.mount?.(app);
  gate.app = app;

  let stopping: Promise<{ forced: boolean }> | undefined;
  /**
   * Readiness turns 503 at once; the server goes on serving for SHUTDOWN_DELAY_S while
   * load balancers notice, then stops accepting, lets the requests in flight finish within
   * the deadline (then cuts them), and closes the database. `forced`: something was cut.
   */
  const stop = (deadlineMs = env.SHUTDOWN_TIMEOUT_S * 1000) =>
    (stopping ??= (async () => {
      monitor.drain();
      if (env.SHUTDOWN_DELAY_S > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY_S * 1000));
      gate.closing = true;
      const { forced } = await closeHttp(server, deadlineMs);
      await stopHousekeeping();
      // E-mails of link requests already answered; a database that no longer answers is not waited for.
      await Promise.race([background.settled(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      const { closed } = await closeDatabase(() => database.close());
      await probes?.stop();
      return { forced: forced || !closed };
    })());
  return { url, port, stop, db, shutdown: { delayS: env.SHUTDOWN_DELAY_S, timeoutS: env.SHUTDOWN_TIMEOUT_S } };
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
  exitOnSignals(() => running.stop(), running.shutdown);
}
