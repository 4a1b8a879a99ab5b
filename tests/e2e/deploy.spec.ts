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
import { writeServiceWorker } from '../../integrations/service-worker.ts';
import { DIST } from '../../scripts/lib/build.mjs';
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
function rehash(dir: string, file: string, renamed = new Set<string>()): Set<string> {
  if (renamed.has(file)) return renamed;
  renamed.add(file);
  const base = file.split('/').pop()!;
  const next = base.replace(/\.([A-Za-z0-9_-]+)\.js$/, '.d2$1.js');
  renameSync(join(dir, file), join(dir, file.replace(base, next)));
  for (const other of filesOf(dir)) {
    if (!/\.(js|html)$/.test(other)) continue;
    const text = readFileSync(join(dir, other), 'utf8');
    if (!text.includes(base)) continue;
    writeFileSync(join(dir, other), text.split(base).join(next));
    if (other.startsWith('_astro/')) rehash(dir, other, renamed);
  }
  return renamed;
}

async function deployNewBuild(dir: string): Promise<string> {
  const panel = filesOf(dir).find((f) => /^_astro\/WalletBar\.[^/]+\.js$/.test(f));
  expect(panel, 'the wallet panel is a lazy chunk of its own').toBeTruthy();
  rehash(dir, panel!);
  for (const page of filesOf(dir).filter((f) => f.endsWith('.html') && !f.startsWith('admin/'))) {
    const html = readFileSync(join(dir, page), 'utf8');
    writeFileSync(join(dir, page), html.replace('<html lang="pl"', '<html lang="pl" data-build="2"'));
  }
  await writeServiceWorker({ root: ROOT, dir, apiBase: '' });
  return panel!;
}

let server: PrivateServer;

test.beforeAll(async () => {
  rmSync(SITE, { recursive: true, force: true });
  cpSync(DIST, SITE, { recursive: true });
  server = await startPrivateServer({ PUNKTY_OUT_DIR: SITE });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(SITE, { recursive: true, force: true });
});

test('a new build takes over on the next navigation; a page of the old build still loads its lazy chunks', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const url = server.url;
  // Logged in in every tab, as the login page leaves a tab.
  const session = await apiLogin(page.request, 'demo', undefined, url);
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('user')) sessionStorage.setItem('user', value);
  }, JSON.stringify(session));
  await page.goto(`${url}/goals`);
  await workerInControl(page);
  await expect(page.locator('.wallet-summary[data-ready]')).toBeVisible();
  const oldWorker = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  expect(oldWorker).toBe(`${url}/sw.js`);
  // The page of the old build stays open; it will ask for its wallet panel only later.
  const tookOver = page.evaluate(
    () => new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve())),
  );

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
