/**
 * `npm run test:engines`: the participant's journeys (journeys.ts) in Firefox ESR and
 * WebKitGTK against the built site and the real reference server, at 390 and 1440 px.
 * Needs a build (`npm run build`); `npm test` builds first.
 *
 *   --engine firefox|webkit|chromium   only these engines (repeatable; chromium is for
 *                                      trying a journey out, Playwright covers Chromium)
 *   --width 390|1440                   only these widths (repeatable)
 *   --journey TEXT                     only the journeys whose name holds TEXT (repeatable)
 *   --serial                           one engine after the other instead of side by side
 *
 * Each engine gets its own participant (firefox: demo, webkit: frsh) on one server, so the
 * two can run side by side; a failure names the engine, the width and the journey, and
 * leaves a screenshot in .engines-shots/failures/.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startPrivateServer, type PrivateServer } from '../e2e/support/server.ts';
import type { Driver, EngineName } from './driver.ts';
import { launchPuppeteer } from './engines/puppeteer.ts';
import { launchWebKit } from './engines/webkit.ts';
import { JOURNEYS, type Journey } from './journeys.ts';
import { display, networkSwitch, type Display } from './support/processes.ts';
import { Tab } from './tab.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const SHOTS = join(ROOT, '.engines-shots', 'failures');
const HEIGHTS: Record<number, number> = { 390: 844, 1440: 900 };
const USERS: Record<EngineName, string> = { firefox: 'demo', webkit: 'frsh', chromium: 'demo' };
const JOURNEY_TIMEOUT_MS = 150_000;

const { values } = parseArgs({
  options: {
    engine: { type: 'string', multiple: true, default: ['firefox', 'webkit'] },
    width: { type: 'string', multiple: true, default: ['390', '1440'] },
    journey: { type: 'string', multiple: true, default: [] },
    serial: { type: 'boolean', default: false },
  },
});
const engines = values.engine as EngineName[];
const widths = values.width.map(Number);
for (const engine of engines) {
  if (!(engine in USERS)) throw new Error(`unknown engine ${engine}: firefox, webkit or chromium`);
}
const journeys = JOURNEYS.filter(
  (journey) => !values.journey.length || values.journey.some((text) => journey.name.includes(text)),
);

interface Failure {
  where: string;
  message: string;
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .toLowerCase();

function launch(engine: EngineName, screen: () => Promise<Display>): Promise<Driver> {
  if (engine === 'webkit') return screen().then((d) => launchWebKit(d.name));
  return launchPuppeteer(engine);
}

/** Every journey of one engine, width after width, in one browser; resolves to the failures. */
async function runEngine(
  engine: EngineName,
  main: PrivateServer,
  short: () => Promise<string>,
  screen: () => Promise<Display>,
): Promise<Failure[]> {
  const started = Date.now();
  const log = (text: string) => console.log(`[${engine}] ${text}`);
  const failures: Failure[] = [];
  const network = await networkSwitch(main.url);
  let driver: Driver | null = null;
  try {
    driver = await launch(engine, screen);
    cleanups.add(driver.close);
    log(`browser up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const width of widths) {
      const height = HEIGHTS[width] ?? 900;
      await driver.setViewport(width, height);
      const tab = new Tab({
        driver,
        origin: network.origin,
        width,
        height,
        user: USERS[engine],
        shortTokenOrigin: short,
        setOnline: network.setOnline,
      });
      for (const journey of journeys) {
        if (!applies(journey, width, driver)) continue;
        const where = `${engine} ${width} px › ${journey.name}`;
        const began = Date.now();
        try {
          await withTimeout(journey.run(tab), JOURNEY_TIMEOUT_MS);
          log(`✓ ${width} px › ${journey.name} (${((Date.now() - began) / 1000).toFixed(1)} s)`);
        } catch (error) {
          network.setOnline(true);
          const message = error instanceof Error ? error.message : String(error);
          failures.push({ where, message });
          log(`✗ ${width} px › ${journey.name}\n    ${message}`);
          mkdirSync(SHOTS, { recursive: true });
          await driver.screenshot(join(SHOTS, `${engine}-${width}-${slug(journey.name)}.png`)).catch(() => undefined);
        }
        const errors = driver.takeErrors();
        if (errors.length) log(`  console errors during it: ${errors.join(' | ').slice(0, 600)}`);
      }
    }
  } catch (error) {
    failures.push({
      where: `${engine} (the browser)`,
      message: error instanceof Error ? error.message : String(error),
    });
    log(`✗ ${error instanceof Error ? error.message : error}`);
  } finally {
    await driver?.close();
    await network.stop();
  }
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} failed`);
  return failures;
}

function applies(journey: Journey, width: number, driver: Driver): boolean {
  if (journey.widths && !journey.widths.includes(width)) return false;
  return !journey.needsServiceWorker || driver.serviceWorker;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the journey took more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const START = { startTimeoutMs: 240_000 }; // a fresh demo database: seconds, minutes on a busy machine
const ENV = { LOGIN_ATTEMPTS_PER_ADDRESS: '10000' };
const running = (url: string): PrivateServer => ({ url, stop: async () => undefined });

/**
 * The suite's server, with a fresh demo database; ENGINES_SERVER names a running one instead
 * (while writing a journey). The server whose tokens live 65 s (the session-expiry journey)
 * starts beside the first journeys, not before them (ENGINES_SHORT_TOKEN_SERVER likewise).
 */
function startServers(): [Promise<PrivateServer>, Promise<PrivateServer>] {
  const main = process.env.ENGINES_SERVER
    ? Promise.resolve(running(process.env.ENGINES_SERVER))
    : startPrivateServer(ENV, START);
  const short = process.env.ENGINES_SHORT_TOKEN_SERVER
    ? Promise.resolve(running(process.env.ENGINES_SHORT_TOKEN_SERVER))
    : startPrivateServer({ ...ENV, TOKEN_TTL_SECONDS: '65' }, START);
  return [main, short];
}

/** What must not outlive the suite (servers, browsers, Xvfb), also when it is interrupted. */
const cleanups = new Set<() => Promise<unknown> | unknown>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the browsers and the servers`);
    void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).then(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    console.error('dist/ holds no built site: run `npm run build` first.');
    return 1;
  }
  const started = Date.now();
  const [starting, shortStarting] = startServers();
  for (const server of [starting, shortStarting]) cleanups.add(() => server.then((it) => it.stop()));
  // Never left unhandled: the journey that needs it reports its failure.
  shortStarting.catch(() => undefined);
  let main: PrivateServer;
  try {
    main = await starting;
  } catch (error) {
    console.error(String(error));
    await shortStarting.then((server) => server.stop()).catch(() => undefined);
    return 1;
  }
  console.log(`server up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${main.url}`);
  const short = () => shortStarting.then((server) => server.url);
  let screen = null as Promise<Display> | null;
  const getScreen = () => (screen ??= display());
  cleanups.add(async () => (await screen)?.stop());
  try {
    const failures: Failure[] = [];
    if (values.serial) {
      for (const engine of engines) failures.push(...(await runEngine(engine, main, short, getScreen)));
    } else {
      const all = await Promise.all(engines.map((engine) => runEngine(engine, main, short, getScreen)));
      failures.push(...all.flat());
    }
    const took = ((Date.now() - started) / 1000).toFixed(1);
    if (failures.length === 0) {
      console.log(`\n✓ every journey passed in ${engines.join(' and ')} (${took} s)`);
      return 0;
    }
    console.error(`\n✗ ${failures.length} journey(s) failed (${took} s):`);
    for (const failure of failures) console.error(`  ${failure.where}\n    ${failure.message}`);
    return 1;
  } finally {
    (await screen)?.stop();
    await Promise.all([main.stop(), shortStarting.then((server) => server.stop()).catch(() => undefined)]);
  }
}

process.exitCode = await main();
