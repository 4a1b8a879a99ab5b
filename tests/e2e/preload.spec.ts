/**
 * The inline preloader (issue 16, docs/decisions/021) against the real server: a
 * logged-in page's first API requests start while its HTML parses, before any island
 * module has arrived; the islands take those answers over instead of asking again; the
 * first banner is painted without waiting for any island.
 */
import type { Page } from '@playwright/test';
import { expect, networkSettled, test } from './fixtures.ts';
import { openSession } from './real-login.ts';
import { dataShown } from './support/pages.ts';

const API = /\/api\/loyalty\//;

/** Every API request the page sends to the network, as "METHOD path body". */
function recordApiRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (API.test(url.pathname))
      sent.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`);
  });
  return sent;
}

/** Every request takes a round trip of a mobile network, as in the bench (not the loopback's zero). */
async function mobileLatency(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

for (const [path, ready] of [
  ['/goals', '.goal-card__name'],
  ['/tasks?stan=wszystkie', '.task-card'],
  ['/history', '.history-timeline > li'],
  ['/awards-catalog', '.award-card__name'],
  ['/awards', '.group-card__name'],
] as const) {
  test(`${path}: the first API request starts before the first island module has arrived`, async ({ page }) => {
    await openSession(page, 'demo');
    await mobileLatency(page);
    const sent = recordApiRequests(page);
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    const timing = await page.evaluate(() => {
      const islandModules = new Set(
        [...document.querySelectorAll('astro-island')]
          .flatMap((island) => [island.getAttribute('component-url'), island.getAttribute('renderer-url')])
          .filter((url): url is string => !!url)
          .map((url) => new URL(url, location.href).href),
      );
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const api = entries.filter((e) => /\/api\/loyalty\//.test(e.name)).map((e) => e.startTime);
      const modules = entries.filter((e) => islandModules.has(e.name)).map((e) => e.responseEnd);
      return { firstApi: Math.min(...api), firstModule: Math.min(...modules) };
    });
    expect(timing.firstApi).toBeLessThan(timing.firstModule);
    // The stores took the preloaded answers over: nothing went to the network twice.
    const twice = sent.filter((request, i) => sent.indexOf(request) !== i);
    expect(twice).toEqual([]);
  });
}

for (const [path, route, island, namespace] of [
  ['/goals', '/goals', 'Goals', 'goals.list'],
  ['/tasks?stan=wszystkie', '/tasks', 'Tasks', 'tasks.list'],
  ['/history', '/history', 'History', 'history.list'],
  ['/awards-catalog', '/awards-catalog', 'AwardsCatalog', 'awards.list'],
  ['/awards', '/awards', 'AwardsGroups', 'awards.groups'],
] as const) {
  test(`${path}: the page takes its first answer over before its island has arrived`, async ({ page }) => {
    await openSession(page, 'demo');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(new RegExp(`/_astro/${island}\\.[\\w-]+\\.js$`), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    // The answer is parsed and kept for the session (the query cache) while the island's module is held.
    await expect
      .poll(() =>
        page.evaluate((ns) => Object.keys(sessionStorage).some((k) => k.startsWith(`punkty.q:${ns}|`)), namespace),
      )
      .toBe(true);
    const shown = page.locator(dataShown(route));
    await expect(shown).toHaveCount(0);
    release();
    await expect(shown.first()).toBeVisible();
  });
}

test('a read the preloader has not asked yet (the banner list from the session cache) leaves the other answers to be taken over', async ({
  page,
}) => {
  await openSession(page, 'demo');
  await page.goto('/goals');
  await expect(page.locator(dataShown('/goals')).first()).toBeVisible();
  // The banner's sections come late: the banner island, which knows them from the
  // session's cache, asks for their list before the preloader has.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(/\/api\/loyalty\/broadcast\/banner-section$/, async (route) => {
    await held;
    await route.continue();
  });
  const sent = recordApiRequests(page);
  await page.goto('/history');
  await expect(page.locator(dataShown('/history')).first()).toBeVisible({ timeout: 15_000 });
  const history = sent.filter((request) => /points\/expiring|history\/list/.test(request));
  expect(history.sort()).toEqual([
    'GET /api/loyalty/participant/points/expiring ',
    'POST /api/loyalty/history/list {"page":1,"per":20}',
  ]);
  // And the preloaded answers were read: no request is left hanging unread.
  release();
  await networkSettled(page);
});

test.describe('without any island', () => {
  // Every module is refused: the islands say so in the console as they fail to hydrate.
  test.use({ allowedConsoleErrors: [/Failed to load resource|Error hydrating/] });

  test('the first banner is painted from the inline preloader alone', async ({ page }) => {
    await openSession(page, 'demo');
    await page.route(/\/_astro\/.+\.js$/, (route) => route.abort());
    await page.goto('/goals');
    const banner = page.locator('#banner-paint img.banners__image');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('src', /^data:image\//);
    expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

test('the carousel takes the painted banner over without a blank frame between', async ({ page }) => {
  await openSession(page, 'demo');
  await page.goto('/goals');
  // From the painted banner on, a banner picture stays on screen while the island mounts.
  await page.locator('.banners img.banners__image').first().waitFor();
  const blank = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        let sawBlank = false;
        const check = () => {
          if (!document.querySelector('.banners img.banners__image')) sawBlank = true;
        };
        const watcher = new MutationObserver(check);
        watcher.observe(document.body, { subtree: true, childList: true });
        setTimeout(() => {
          watcher.disconnect();
          resolve(sawBlank);
        }, 3000);
      }),
  );
  expect(blank).toBe(false);
  await expect(page.locator('.banners .glide[data-mounted]')).toBeVisible();
});

test('a logged-out visitor sends no API request from the preloader', async ({ page }) => {
  const sent = recordApiRequests(page);
  await page.goto('/goals');
  await expect(page).toHaveURL(/\/$/);
  expect(sent.filter((r) => !r.includes('/api/loyalty/health'))).toEqual([]);
});
