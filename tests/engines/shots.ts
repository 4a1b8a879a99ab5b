/**
 * `npm run shots:engines`: a screenshot of every route (src/lib/routes.ts) at 390 and
 * 1440 px in Chromium, Firefox and WebKit, to look at side by side: the viewport as a
 * participant first sees it, once the page's data has arrived. Not part of `npm test`.
 * Needs a build. Writes .engines-shots/<engine>/<width>/<route>.png (out of git) and, with
 * sharp at hand, .engines-shots/side-by-side/<width>/<route>.png (Chromium | Firefox | WebKit).
 *
 *   --engine firefox|webkit|chromium   only these (repeatable; default all three)
 *   --width 390|1440                   only these (repeatable)
 *
 * ENGINES_SERVER names a running server instead of starting one.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PAGES } from '../../bench/pages.mjs';
import { ROUTES } from '../../src/lib/routes.ts';
import { startPrivateServer, type PrivateServer } from '../e2e/support/server.ts';
import type { Driver, EngineName } from './driver.ts';
import { launchPuppeteer } from './engines/puppeteer.ts';
import { launchWebKit } from './engines/webkit.ts';
import { display, type Display } from './support/processes.ts';
import { Tab } from './tab.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const OUT = join(ROOT, '.engines-shots');
const HEIGHTS: Record<number, number> = { 390: 844, 1440: 900 };

const { values } = parseArgs({
  options: {
    engine: { type: 'string', multiple: true, default: ['chromium', 'firefox', 'webkit'] },
    width: { type: 'string', multiple: true, default: ['390', '1440'] },
  },
});
const engines = values.engine as EngineName[];
const widths = values.width.map(Number);

const name = (path: string) => (path === '/' ? 'login' : path.slice(1).split('/')[0]!);

/** What "the page is ready" means for a route: its data shown (bench/pages.mjs), else its heading. */
const readySelector = (route: string) => PAGES.find((page) => page.route === route)?.ready ?? 'main h1, h1';

/**
 * Waits until the pictures in view have arrived (<img> elements, and the API's pictures
 * drawn once their answer comes), so that a blank banner or card in a shot is
 * a defect, not a picture still on its way; one that never arrives is named in the log.
 */
async function picturesShown(t: Tab, what: string) {
  const missing = () =>
    t.run(() => {
      const inView = (element: Element) => {
        const r = element.getBoundingClientRect();
        return r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.left < innerWidth;
      };
      const images = Array.from(document.images)
        .filter((img) => inView(img) && !(img.complete && img.naturalWidth > 0))
        .map((img) => img.currentSrc || img.src);
      // The API's pictures (ApiImage) are no <img> until their answer has come: a busy box.
      const boxes = Array.from(document.querySelectorAll('.api-image[aria-busy="true"]'))
        .filter(inView)
        .map((box) => `a picture of the API (${box.parentElement?.className || box.className})`);
      return images.concat(boxes);
    });
  await t
    .until('the pictures in view', async () => ((await missing()).length === 0 ? true : undefined), 10_000)
    .catch(async () => console.log(`  ${what}: pictures that did not load: ${(await missing()).join(', ')}`));
}

async function shoot(engine: EngineName, origin: string, screen: () => Promise<Display>) {
  const driver: Driver =
    engine === 'webkit' ? await launchWebKit((await screen()).name) : await launchPuppeteer(engine);
  try {
    for (const width of widths) {
      await driver.setViewport(width, HEIGHTS[width]!);
      const t = new Tab({
        driver,
        origin,
        width,
        height: HEIGHTS[width]!,
        user: 'demo',
        shortTokenOrigin: async () => origin,
        setOnline: () => undefined,
      });
      const api = await t.api();
      const awardId = (await api.post('/api/loyalty/award/list', { page: 1, per: 1 })).items[0].awardId;
      const dir = join(OUT, engine, String(width));
      mkdirSync(dir, { recursive: true });
      for (const route of ROUTES) {
        const path = route.example.replace('/award/123', `/award/${awardId}`);
        if (route.access === 'protected') await t.logIn();
        else await t.logOutQuietly();
        await t.go(path);
        await t.see({ css: readySelector(route.path), nth: 0 });
        await t.hydrated();
        await picturesShown(t, `${engine} ${width} px ${path}`);
        // The popup of the session and any toast's entrance are not what is compared.
        await new Promise((resolve) => setTimeout(resolve, 800));
        await t.screenshot(join(dir, `${name(path)}.png`));
      }
      if (t.phone) {
        await t.logIn();
        await t.go('/goals');
        await t.hydrated();
        await t.click({ role: 'button', name: 'Menu' });
        await t.see({ role: 'dialog', name: 'Menu' });
        await new Promise((resolve) => setTimeout(resolve, 600));
        await t.screenshot(join(dir, 'menu-open.png'));
      }
      console.log(`[${engine}] ${width} px: ${dir}`);
    }
  } finally {
    await driver.close();
  }
}

/** Chromium | Firefox | WebKit in one picture per route and width (when sharp is installed). */
async function sideBySide() {
  let sharp: typeof import('sharp').default;
  try {
    sharp = (await import('sharp')).default;
  } catch {
    console.log('sharp is not installed: no side-by-side pictures');
    return;
  }
  const { readdirSync, existsSync } = await import('node:fs');
  const all: EngineName[] = ['chromium', 'firefox', 'webkit'];
  for (const width of widths) {
    const dir = join(OUT, 'side-by-side', String(width));
    mkdirSync(dir, { recursive: true });
    const files = new Set(
      all.flatMap((e) => (existsSync(join(OUT, e, String(width))) ? readdirSync(join(OUT, e, String(width))) : [])),
    );
    for (const file of files) {
      const shots = all.map((e) => join(OUT, e, String(width), file)).filter((path) => existsSync(path));
      const gap = 16;
      const height = HEIGHTS[width]!;
      await sharp({
        create: { width: shots.length * (width + gap), height, channels: 3, background: '#ff00ff' },
      })
        .composite(shots.map((input, i) => ({ input, left: i * (width + gap), top: 0 })))
        .png()
        .toFile(join(dir, file));
    }
    console.log(`side by side (${all.join(' | ')}): ${dir}`);
  }
}

async function main() {
  const server: PrivateServer = process.env.ENGINES_SERVER
    ? { url: process.env.ENGINES_SERVER, stop: async () => undefined }
    : await startPrivateServer({ LOGIN_ATTEMPTS_PER_ADDRESS: '10000' }, { startTimeoutMs: 240_000 });
  let screen = null as Promise<Display> | null;
  try {
    for (const engine of engines) await shoot(engine, server.url, () => (screen ??= display()));
    await sideBySide();
  } finally {
    (await screen)?.stop();
    await server.stop();
  }
}

await main();
