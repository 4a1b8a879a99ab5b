/**
 * The banner carousel (spec section 2, issue 5) on the demo data of the real server:
 * the section of each page by code, each banner's own time on screen under
 * Playwright's clock, the single banner, links, pause on button, hover and focus,
 * reduced motion, and the reserved height. Nothing is mocked.
 */
import type { Page } from '@playwright/test';
import { expect, networkSettled, test } from './fixtures.ts';
import { openSession } from './real-login.ts';

/** The "n z m" label of the banner on screen (the fade leaves only it in the accessibility tree). */
const current = (page: Page) => page.locator('.glide__slide[aria-hidden="false"]');

/**
 * Opens `path` with the page clock paused, lets the idle-time island hydrate and
 * waits until the carousel is mounted: from then on only clock.runFor moves it.
 */
async function openPaused(page: Page, path: string, username = 'demo') {
  await page.clock.install();
  await openSession(page, username);
  await page.clock.pauseAt(new Date(Date.now() + 1000));
  await page.goto(path);
  await page.clock.runFor(3000); // requestIdleCallback (client:idle) runs on the page clock too
  await expect(page.locator('.banners .glide[data-mounted]')).toBeVisible({ timeout: 15_000 });
  // The page's requests have answered: one still on its way when runFor jumps seconds ahead
  // would run past the client's timeout (a TimeoutError no participant waits for).
  await networkSettled(page);
}

/**
 * The carousel mounts on idle while the page clock runs, sooner or later within openPaused's
 * 3 s as its module arrives: a pause and a resume start the first banner's time at a known moment.
 */
async function restartFirstBanner(page: Page) {
  await page.getByRole('button', { name: 'Wstrzymaj przewijanie banerów' }).click();
  await page.getByRole('button', { name: 'Wznów przewijanie banerów' }).click();
  await page.mouse.move(5, 400); // off the carousel, which pauses on hover too
}

test('each banner stays for its own broadcastTime, 5 s when it has none, then the carousel rewinds', async ({
  page,
}) => {
  // /goals for demo: 7 s, no time (5 s), 4 s; each time counts from the start of its fade-in.
  await openPaused(page, '/goals');
  await expect(current(page)).toHaveAttribute('aria-label', '1 z 3');
  await restartFirstBanner(page);
  const step = async (ms: number, label: string) => {
    await page.clock.runFor(ms);
    await expect(current(page)).toHaveAttribute('aria-label', label);
  };
  await step(6900, '1 z 3'); // 6.9 s
  await step(200, '2 z 3'); // 7.1 s
  await step(4800, '2 z 3'); // 11.9 s
  await step(200, '3 z 3'); // 12.1 s
  await step(3800, '3 z 3'); // 15.9 s
  await step(200, '1 z 3'); // 16.1 s: back to the first
  await step(6800, '1 z 3'); // 22.9 s
  await step(200, '2 z 3'); // 23.1 s
  await expect(page.getByRole('button', { name: 'Pokaż baner 2 z 3' })).toHaveAttribute('aria-current', 'true');
});

test('the dots and arrows change the banner, with the current dot marked', async ({ page }) => {
  await openPaused(page, '/goals');
  await page.getByRole('button', { name: 'Pokaż baner 3 z 3' }).click();
  await expect(current(page)).toHaveAttribute('aria-label', '3 z 3');
  await expect(page.getByRole('button', { name: 'Pokaż baner 3 z 3' })).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(600);
  await page.getByRole('button', { name: 'Następny baner' }).click();
  await expect(current(page)).toHaveAttribute('aria-label', '1 z 3');
  await page.clock.runFor(600);
  await page.getByRole('button', { name: 'Poprzedni baner' }).click();
  await expect(current(page)).toHaveAttribute('aria-label', '3 z 3');
});

test('the pause button stops the autoplay until it is pressed again', async ({ page }) => {
  await openPaused(page, '/goals');
  await page.getByRole('button', { name: 'Wstrzymaj przewijanie banerów' }).click();
  await page.mouse.move(5, 400); // off the carousel, which pauses on hover too
  await page.clock.runFor(30_000);
  await expect(current(page)).toHaveAttribute('aria-label', '1 z 3');
  await page.getByRole('button', { name: 'Wznów przewijanie banerów' }).click();
  await page.mouse.move(5, 400);
  await page.clock.runFor(7100);
  await expect(current(page)).toHaveAttribute('aria-label', '2 z 3');
});

test('hovering or focusing the carousel with the keyboard pauses it', async ({ page }) => {
  await openPaused(page, '/goals');
  await restartFirstBanner(page);
  await page.locator('.banners').hover();
  await page.clock.runFor(30_000);
  await expect(current(page)).toHaveAttribute('aria-label', '1 z 3');
  await page.mouse.move(5, 400);
  await page.clock.runFor(7100);
  await expect(current(page)).toHaveAttribute('aria-label', '2 z 3');

  // The keyboard moves into the carousel's controls: it stays put while focus is inside.
  await page.getByRole('button', { name: 'Poprzedni baner' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Pokaż baner 1 z 3' })).toBeFocused();
  await page.clock.runFor(30_000);
  await expect(current(page)).toHaveAttribute('aria-label', '2 z 3');
});

test('under prefers-reduced-motion nothing moves by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPaused(page, '/goals');
  await expect(page.getByRole('button', { name: /przewijanie banerów/ })).toHaveCount(0);
  await page.clock.runFor(30_000);
  await expect(current(page)).toHaveAttribute('aria-label', '1 z 3');
  await page.getByRole('button', { name: 'Następny baner' }).click();
  await expect(current(page)).toHaveAttribute('aria-label', '2 z 3');
});

test('a banner with a url is a link: a new tab with noopener for http(s), the same tab for a path', async ({
  page,
}) => {
  await openPaused(page, '/goals');
  const slides = page.locator('.glide__slide');
  await expect(slides.nth(0).locator('a')).toHaveAttribute('href', '/goals');
  expect(await slides.nth(0).locator('a').getAttribute('target')).toBeNull();
  await expect(slides.nth(1).locator('a')).toHaveCount(0);
  const external = slides.nth(2).locator('a');
  await expect(external).toHaveAttribute('href', 'https://www.punkty.example/hurtownia');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
});

test('one banner shows alone: no dots, arrows, pause or carousel code', async ({ page }) => {
  const glide: string[] = [];
  page.on('request', (request) => {
    if (/fadeGlide/.test(request.url())) glide.push(request.url());
  });
  await openSession(page, 'demo');
  await page.goto('/rules');
  const banner = page.locator('.banners');
  await expect(banner.getByRole('img', { name: 'Baner' })).toBeVisible();
  await expect(banner.locator('img')).toHaveCount(1);
  await expect(banner.getByRole('button')).toHaveCount(0);
  await expect(page.locator('.glide__slide')).toHaveCount(0);
  expect(glide).toEqual([]);
});

test('the section is matched by code, the awards one on every award page', async ({ page }) => {
  test.setTimeout(90_000); // eight pages
  const session = await openSession(page, 'demo');
  const auth = { Authorization: `Bearer ${session.token}` };
  const sections = (await (
    await page.request.get('/api/loyalty/broadcast/banner-section', { headers: auth })
  ).json()) as {
    bannerSections: { id: number; code: string }[];
  };
  const bannersOf = async (code: string) => {
    const id = sections.bannerSections.find((s) => s.code === code)!.id;
    const response = await page.request.post('/api/loyalty/broadcast/participant/banner/list', {
      headers: auth,
      data: { bannerSectionId: id },
    });
    return response.json();
  };
  for (const [path, code] of [
    ['/goals', 'app_3_goals'],
    ['/tasks', 'app_3_tasks'],
    ['/history', 'app_3_history'],
    ['/profile', 'app_3_profile'],
    ['/awards', 'app_3_awards'],
    ['/awards-catalog', 'app_3_awards'],
    ['/award/5', 'app_3_awards'],
    ['/rules', 'app_3_rules'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('.banners img').first(), path).toBeVisible();
    // The page shows its section's banners (asked for, or kept from earlier in the session).
    const { banners } = (await bannersOf(code)) as { banners: { url: string | null }[] };
    if (banners.length > 1)
      await expect(page.getByRole('button', { name: /^Pokaż baner \d+ z / }), path).toHaveCount(banners.length);
    const shown = await page
      .locator('.banners a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(shown), path).toEqual(new Set(banners.flatMap((b) => (b.url ? [b.url] : []))));
  }
});

test('the FRSH group sees its own awards banner besides everyone else’s', async ({ page }) => {
  await openPaused(page, '/awards', 'frsh');
  await expect(page.locator('.glide__slide')).toHaveCount(4);
});

for (const [width, height] of [
  [1440, 250],
  [451, 250],
  [450, 100],
  [390, 100],
] as const) {
  test(`at ${width} px the banner is ${height} px tall from the first paint, so nothing shifts`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openSession(page, 'demo');
    const measure = () => {
      const banner = document.querySelector('.app__banner .banners')?.getBoundingClientRect().height ?? null;
      return { banner, main: document.querySelector('main')!.getBoundingClientRect().top };
    };
    // When parsing ends, before any island runs.
    await page.addInitScript(`document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.parsedLayout = (${measure.toString()})();
    });`);
    await page.goto('/tasks');
    await expect(page.locator('.banners .glide[data-mounted]')).toBeVisible({ timeout: 15_000 });
    const parsed = await page.evaluate(() => (window as unknown as { parsedLayout: unknown }).parsedLayout);
    const mounted = await page.evaluate(measure);
    expect(parsed).toEqual({ banner: height, main: expect.any(Number) });
    expect(mounted).toEqual(parsed);
  });
}
