/**
 * A deploy while participants have the portal open (issue 17, docs/decisions/024): the
 * new build's worker takes over on the next navigation, and a page of the old build that
 * stays open still loads its lazy chunks, although the CDN no longer has them.
 *
 * The "new build" is the build under test, copied to a private server's folder and
 * changed as a real rebuild changes it: a lazy chunk (the wallet panel) gets a new name,
 * so do the files that import it, every page is marked as the new build, and sw.js is
 * written again by the build's own step (integrations/service-worker.ts) over the result.
 */
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildId, buildMeta } from '../../integrations/build-id.ts';
import { writeServiceWorker } from '../../integrations/service-worker.ts';
import { DIST } from '../../scripts/lib/build.mjs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiLogin } from './real-login.ts';
import { startPrivateServer, type PrivateServer } from './support/server.ts';
import { workerInControl } from './support/worker.ts';

test.use({ serviceWorkers: 'allow' });

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SITE = join(ROOT, '.data', `e2e-deploy-${process.pid}`);

/** Every file of the site, relative, with '/'. */
const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .split('\\')
        .join('/'),
    );

/**
 * Gives a hashed file a new name, as a rebuild does when its content changes, and does the
 * same to every file that names it (their content changes with the new name). Pages keep
 * their names. Answers the old names.
 */
function rehash(dir: string, file: string): Set<string> {
  const chunks = filesOf(dir).filter((f) => f.startsWith('_astro/') && f.endsWith('.js'));
  const baseOf = (f: string) => f.split('/').pop()!;
  // The file and, one import after another, every chunk that names it.
  const renamed = new Set([file]);
  for (let grew = true; grew;) {
    grew = false;
    for (const other of chunks) {
      if (renamed.has(other)) continue;
      const text = readFileSync(join(dir, other), 'utf8');
      if (![...renamed].some((f) => text.includes(baseOf(f)))) continue;
      renamed.add(other);
      grew = true;
    }
  }
  const names = new Map([...renamed].map((f) => [baseOf(f), baseOf(f).replace(/\.([A-Za-z0-9_-]+)\.js$/, '.d2$1.js')]));
  for (const other of filesOf(dir).filter((f) => /\.(js|html)$/.test(f))) {
    const text = readFileSync(join(dir, other), 'utf8');
    let next = text;
    for (const [from, to] of names) next = next.split(from).join(to);
    if (next !== text) writeFileSync(join(dir, other), next);
  }
  for (const f of renamed) renameSync(join(dir, f), join(dir, f.replace(baseOf(f), names.get(baseOf(f))!)));
  return renamed;
}

async function deployNewBuild(dir: string): Promise<string> {
  const panel = filesOf(dir).find((f) => /^_astro\/WalletBar\.[^/]+\.js$/.test(f));
  expect(panel, 'the wallet panel is a lazy chunk of its own').toBeTruthy();
  rehash(dir, panel!);
  // Every page names the new build, as the build names it (integrations/build-id.ts).
  const assets = filesOf(dir)
    .filter((f) => f.startsWith('_astro/'))
    .map((f) => f.slice('_astro/'.length));
  for (const page of filesOf(dir).filter((f) => f.endsWith('.html') && !f.startsWith('admin/'))) {
    const html = readFileSync(join(dir, page), 'utf8')
      .replace('<html lang="pl"', '<html lang="pl" data-build="2"')
      .replace(/<meta name="punkty-build" content="[^"]*">/, buildMeta(buildId(assets)));
    writeFileSync(join(dir, page), html);
  }
  await writeServiceWorker({ root: ROOT, dir, apiBase: '' });
  return panel!;
}

let server: PrivateServer;

test.beforeAll(async () => {
  test.setTimeout(90_000); // a copy of the build and a server of its own
  rmSync(SITE, { recursive: true, force: true });
  cpSync(DIST, SITE, { recursive: true });
  server = await startPrivateServer({ PUNKTY_OUT_DIR: SITE });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(SITE, { recursive: true, force: true });
});

/**
 * Logs every tab in as demo (as the login page leaves a tab), opens /goals of the private
 * server under its worker, and answers `tookOver`: the next worker has taken over.
 */
async function openUnderTheWorker(page: Page, context: BrowserContext): Promise<{ tookOver: Promise<void> }> {
  const session = await apiLogin(page.request, 'demo', undefined, server.url);
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('user')) sessionStorage.setItem('user', value);
  }, JSON.stringify(session));
  await page.goto(`${server.url}/goals`);
  await workerInControl(page);
  await expect(page.locator('.wallet-summary[data-ready]')).toBeVisible();
  const tookOver = page.evaluate(
    () => new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve())),
  );
  return { tookOver };
}

test('a new build takes over on the next navigation; a page of the old build still loads its lazy chunks', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const url = server.url;
  const { tookOver } = await openUnderTheWorker(page, context);
  const oldWorker = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  expect(oldWorker).toBe(`${url}/sw.js`);
  // The page of the old build stays open; it will ask for its wallet panel only later.

  const panel = await deployNewBuild(SITE);
  expect(existsSync(join(SITE, panel)), 'the CDN no longer has the old chunk').toBe(false);
  expect((await page.request.get(`${url}/${panel}`)).status()).toBe(404);

  // Another tab navigates: the browser checks sw.js, the new build installs and takes over.
  const other = await context.newPage();
  await other.goto(`${url}/tasks`);
  await tookOver;
  // The next navigation shows the new build.
  await other.goto(`${url}/goals`);
  await expect(other.locator('html')).toHaveAttribute('data-build', '2');
  await expect(other.locator('.wallet-summary[data-ready]')).toBeVisible();

  // The old page, now under the new worker, still opens its wallet panel (a chunk of its own
  // build). Not thanks to the browser's HTTP cache, which may have dropped it meanwhile.
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  const loaded = page.waitForResponse((response) => response.url().endsWith(panel.split('/').pop()!));
  await page.getByRole('button', { name: /Portfel/ }).click();
  expect((await loaded).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Portfel' })).toBeVisible();
  expect(await page.locator('html').getAttribute('data-build')).toBeNull();
});

test('inside a session, a tap to a page of a new build loads it whole; the new worker serves it', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  rmSync(SITE, { recursive: true, force: true });
  cpSync(DIST, SITE, { recursive: true });
  const url = server.url;
  await page.setViewportSize({ width: 1440, height: 900 });
  const { tookOver } = await openUnderTheWorker(page, context);
  await page.evaluate(() => ((window as { __document?: number }).__document = 1));
  const sameDocument = () => page.evaluate(() => (window as { __document?: number }).__document === 1);

  await deployNewBuild(SITE);
  const tap = async (label: string, path: string) => {
    await page.locator('.topbar__nav--wide').getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(`${url}${path}`);
  };
  // The tap asks the worker about a new build (a page load would); the old build's pages still swap in.
  await tap('Zadania', '/tasks');
  expect(await sameDocument()).toBe(true);
  await tookOver;
  // The new worker answers with the new build's page: it is loaded whole, never mixed into this one.
  await tap('Historia', '/history');
  await expect(page.locator('html')).toHaveAttribute('data-build', '2');
  expect(await sameDocument()).toBe(false);
  await expect(page.locator('.wallet-summary[data-ready]')).toBeVisible();
  // From there on, the new build's pages swap in again.
  await page.evaluate(() => ((window as { __document?: number }).__document = 1));
  await tap('Moje cele', '/goals');
  expect(await sameDocument()).toBe(true);
});
