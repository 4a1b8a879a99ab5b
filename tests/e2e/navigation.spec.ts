/**
 * One session, one page load (issue 24, D17, docs/decisions/025): inside a session a tap
 * swaps the next page into the same document (Astro's router), the shell persists with its
 * state and data, and the spec's navigation rules hold on every client-side navigation.
 * "The same document" is checked with a mark on `window`, which a page load would lose.
 */
import type { Page, Request } from '@playwright/test';
import { expectNoSeriousViolations, dataShown as allShown } from './support/a11y.ts';
import { dataShown } from './support/pages.ts';
import { expect, networkSettled, sessionValue, test } from './fixtures.ts';
import { openSession, sharedSession } from './real-login.ts';
import { fillLogin } from './support/session.ts';
import { islandsHydrated } from './support/islands.ts';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Marks the document: a client-side navigation keeps the mark, a page load loses it. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { __document?: number }).__document = 1));
const sameDocument = (page: Page) => page.evaluate(() => (window as { __document?: number }).__document === 1);

const isApi = (request: Request) => /\/(api\/)?loyalty\//.test(new URL(request.url()).pathname);
const apiPath = (request: Request) => new URL(request.url()).pathname.replace('/api/loyalty', '');

/** The API requests the page makes from now on. */
function recordApi(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isApi(request)) seen.push(`${request.method()} ${apiPath(request)}`);
  });
  return seen;
}

/** Opens `path` logged in as demo, with its data shown and every island hydrated. */
async function open(page: Page, path: string) {
  await openSession(page, 'demo');
  await page.goto(path);
  await expect(page.locator(dataShown(path)).first()).toBeVisible({ timeout: 15_000 });
  await islandsHydrated(page);
}

/** A courier award demo can order now: its page has the order form (as a11y.spec.ts checks it). */
async function orderableAwardId(page: Page): Promise<number> {
  const { token } = await sharedSession(page.request, 'demo');
  const list = await page.request.post('/api/loyalty/award/list', {
    headers: { authorization: `Bearer ${token}` },
    data: { page: 1, per: 50, sortBy: 'price', sortOrder: 'asc' },
  });
  const { items } = (await list.json()) as { items: { awardId: number; canOrder: boolean; deliveryMethod: string }[] };
  return items.find((a) => a.canOrder && a.deliveryMethod === 'MT')!.awardId;
}

/** Follows a link of the top bar that stands in the bar (1400 px and wider). */
async function tapTopBar(page: Page, label: string, path: string) {
  await page.locator('.topbar__nav--wide').getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(path);
  await expect(page.locator(dataShown(path)).first()).toBeVisible({ timeout: 15_000 });
}

test.describe('a tap inside the session', () => {
  test.use({ viewport: WIDE });

  test('swaps the page into the same document; the shell stays with its data and asks the API for nothing of it', async ({
    page,
  }) => {
    await open(page, '/goals');
    await networkSettled(page);
    await markDocument(page);
    const store = await page.locator('.user-box [data-paint="store"]').textContent();
    const requests = recordApi(page);

    await tapTopBar(page, 'Zadania', '/tasks');
    await networkSettled(page);
    expect(await sameDocument(page)).toBe(true);
    await expect(page).toHaveTitle('Zadania — Punkty');
    await expect(page.locator('.topbar__nav--wide [aria-current="page"]')).toHaveText('Zadania');
    await expect(page.locator('.user-box [data-paint="store"]')).toHaveText(store!);
    // The page's own data, never the shell's: group, user info, points, banner sections.
    const shell = [
      'GET /group',
      'GET /participant/preview',
      'GET /participant/points/summary',
      'GET /broadcast/banner-section',
    ];
    expect(requests.filter((r) => shell.includes(r))).toEqual([]);
    expect(requests).toContain('POST /task/list');
  });

  test('announces the new page and moves focus to its heading; the skip link leads to it', async ({ page }) => {
    await open(page, '/goals');
    await markDocument(page);
    await tapTopBar(page, 'Historia', '/history');
    await expect(page.locator('.astro-route-announcer')).toHaveText('Historia — Punkty');
    await expect(page.getByRole('heading', { level: 1, name: 'Historia' })).toBeFocused();
    await page.locator('.skip-link').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    expect(await sameDocument(page)).toBe(true);
  });

  test('a new page starts at the top; Back and Forward restore the positions, within the document', async ({
    page,
  }) => {
    await open(page, '/awards-catalog');
    await markDocument(page);
    const card = page.locator('.award-grid .award-card').nth(9);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => scrollBy(0, 150));
    const position = await page.evaluate(() => scrollY);
    expect(position).toBeGreaterThan(500);
    const name = (await card.locator('.award-card__name').textContent())!;
    await card.getByRole('link').click();
    await expect(page.locator('.award__name')).toHaveText(name);
    expect(await page.evaluate(() => scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL('/awards-catalog');
    await expect(page.locator(dataShown('/awards-catalog')).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(position);
    await page.goForward();
    await expect(page.locator('.award__name')).toHaveText(name);
    expect(await sameDocument(page)).toBe(true);
  });

  test('an award opened from the catalogue shows its card’s name and price before its own answer comes', async ({
    page,
  }) => {
    await open(page, '/awards-catalog');
    const card = page.locator('.award-grid .award-card').first();
    const name = (await card.locator('.award-card__name').textContent())!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/loyalty\/award\/\d+$/, async (route) => {
      await held;
      await route.continue();
    });
    await card.locator('a').first().click();
    await expect(page.locator('.award__name')).toHaveText(name);
    await expect(page.locator('.aw-fact').first()).toContainText('vp');
    await expect(page.locator('.order-panel[aria-busy="true"]')).toBeVisible();
    release();
    await expect(page.locator('.order-panel[aria-busy="true"]')).toHaveCount(0);
  });

  test('a paused carousel stays paused on the next page, which shows its own section', async ({ page }) => {
    await open(page, '/goals');
    const banners = page.locator('.banners');
    await banners.getByRole('button', { name: 'Wstrzymaj przewijanie banerów' }).click();
    const goalsBanner = await banners.locator('img').first().getAttribute('src');
    await markDocument(page);
    await tapTopBar(page, 'Zadania', '/tasks');
    await expect(banners.locator('img').first()).not.toHaveAttribute('src', goalsBanner!);
    await expect(banners.getByRole('button', { name: 'Wznów przewijanie banerów' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test('an open wallet panel closes as the participant taps elsewhere, as on a page load', async ({ page }) => {
    await open(page, '/goals');
    await page.getByRole('button', { name: /Portfel/ }).click();
    const panel = page.getByRole('dialog', { name: 'Portfel' });
    await expect(panel).toBeVisible();
    await tapTopBar(page, 'Nagrody', '/awards');
    await expect(panel).toBeHidden();
  });

  test('without the View Transition API the router still swaps the page', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Document.prototype as { startViewTransition?: unknown }).startViewTransition;
    });
    await open(page, '/goals');
    expect(await page.evaluate(() => 'startViewTransition' in document)).toBe(false);
    await markDocument(page);
    await tapTopBar(page, 'Nagrody', '/awards');
    expect(await sameDocument(page)).toBe(true);
    await tapTopBar(page, 'Moje cele', '/goals');
    expect(await sameDocument(page)).toBe(true);
  });

  test('the next page replaces this one at once: no view transition, so nothing to capture or animate', async ({
    page,
  }) => {
    // Where the browser has the View Transition API, Astro's router would capture the old page
    // and animate the new one in: ~110 ms of a tap on a mid-tier phone (decision 025).
    await page.addInitScript(() => {
      const calls = { count: 0 };
      (window as unknown as { transitionCalls: typeof calls }).transitionCalls = calls;
      const original = Document.prototype.startViewTransition;
      Document.prototype.startViewTransition = function (...args: Parameters<typeof original>) {
        calls.count += 1;
        return original.apply(this, args);
      };
    });
    await open(page, '/goals');
    await markDocument(page);
    await tapTopBar(page, 'Zadania', '/tasks');
    await tapTopBar(page, 'Historia', '/history');
    expect(await sameDocument(page)).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { transitionCalls: { count: number } }).transitionCalls.count),
    ).toBe(0);
  });

  test('after a page seen earlier, a tap asks only for that page’s data: at most 3 requests', async ({ page }) => {
    // Every section's list is asked for once at least (the page's own, the taps', the warm-up's).
    let listsAsked = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/participant/banner/list')) listsAsked += 1;
    });
    await open(page, '/goals');
    await tapTopBar(page, 'Zadania', '/tasks');
    await tapTopBar(page, 'Historia', '/history');
    // Once the page is quiet, every section's banners are fetched ahead (lib/shell/banners.ts):
    // on a busy machine that can start seconds later, so the test waits for it, not for a time.
    const token = (JSON.parse((await sessionValue(page, 'user'))!) as { token: string }).token;
    const { bannerSections } = (await (
      await page.request.get('/api/loyalty/broadcast/banner-section', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { bannerSections: unknown[] };
    await expect.poll(() => listsAsked, { timeout: 30_000 }).toBeGreaterThanOrEqual(bannerSections.length);
    await networkSettled(page);
    const requests = recordApi(page);
    await tapTopBar(page, 'Moje cele', '/goals');
    await networkSettled(page);
    const data = requests.filter((r) => !/\/image\//.test(r));
    expect(data.length, data.join(', ')).toBeLessThanOrEqual(3);
    expect(data.filter((r) => r.includes('/broadcast/'))).toEqual([]);
  });
});

test.describe('the spec’s rules on client-side navigations', () => {
  test.use({ viewport: WIDE });

  test('a session that ran out meanwhile goes to / with the target kept; logging in again brings it back', async ({
    page,
  }) => {
    await open(page, '/goals');
    await markDocument(page);
    // The token runs out while the tab sleeps: the watcher has not looked yet, the guard does.
    await page.evaluate(() => {
      const user = JSON.parse(sessionStorage.getItem('user')!);
      const [head, , sig] = user.token.split('.');
      const claims = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 5 })).replace(/=+$/, '');
      sessionStorage.setItem('user', JSON.stringify({ ...user, token: `${head}.${claims}.${sig}` }));
    });
    await page.locator('.topbar__nav--wide').getByRole('link', { name: 'Historia' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Logowanie' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(await sessionValue(page, 'postLoginTarget')).toBe('/history');
    expect(await sessionValue(page, 'user')).toBeNull();
    await fillLogin(page, 'demo');
    await expect(page).toHaveURL('/history');
    await expect(page.locator(dataShown('/history')).first()).toBeVisible({ timeout: 15_000 });
  });

  test('login reloads the page once, then the router replaces the login page with the target', async ({ page }) => {
    await page.goto('/rodo');
    await page.evaluate(() => sessionStorage.setItem('postLoginTarget', '/tasks'));
    await page.goto('/');
    let loads = 0;
    page.on('load', () => loads++);
    await fillLogin(page, 'demo');
    await expect(page).toHaveURL('/tasks');
    await expect(page.locator(dataShown('/tasks')).first()).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(500);
    expect(loads, 'the reload of the login page, and no other page load').toBe(1);
    expect(await sessionValue(page, 'postLoginTarget')).toBeNull();
    await page.goBack(); // the login page was replaced
    await expect(page).toHaveURL('/rodo');
  });

  test('after a login, the target’s own data is asked for while the shell’s is still on its way', async ({ page }) => {
    await page.goto('/');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/loyalty/participant/points/summary', async (route) => {
      await held;
      await route.continue();
    });
    const plans = page.waitForRequest('**/api/loyalty/plan/result', { timeout: 10_000 });
    await fillLogin(page, 'demo');
    try {
      await plans; // the points have not come yet
    } finally {
      release();
    }
    await expect(page).toHaveURL('/goals');
    await expect(page.locator(dataShown('/goals')).first()).toBeVisible({ timeout: 15_000 });
  });

  test('logout still ends with a page load of /', async ({ page }) => {
    await open(page, '/goals');
    await tapTopBar(page, 'Zadania', '/tasks');
    await markDocument(page);
    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Logowanie' })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the burger closes on a navigation, and its marks follow the path', async ({ page }) => {
    await open(page, '/goals');
    await markDocument(page);
    const burger = page.getByRole('button', { name: 'Menu' });
    await burger.tap();
    const menu = page.locator('.burger__menu');
    await menu.getByRole('link', { name: 'Zadania' }).tap();
    await expect(page).toHaveURL('/tasks');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.tap();
    await expect(menu.locator('[aria-current="page"]')).toHaveText('Zadania');
    await page.goBack();
    await expect(page).toHaveURL('/goals');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(await sameDocument(page)).toBe(true);
  });
});

for (const viewport of [PHONE, WIDE]) {
  test(`axe finds nothing serious on pages reached by taps at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await open(page, '/goals');
    await markDocument(page);
    const go = async (label: string, path: string) => {
      if (viewport.width >= 1400) await page.locator('.topbar__nav--wide').getByRole('link', { name: label }).click();
      else {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.locator('.burger__menu').getByRole('link', { name: label }).click();
      }
      await expect(page).toHaveURL(path);
      await allShown(page);
      await expectNoSeriousViolations(page, `${path} after a tap at ${viewport.width} px`);
    };
    await go('Zadania', '/tasks');
    await go('Nagrody', '/awards');
    await go('Zasady', '/rules');
    await go('Historia', '/history');
    await page.getByRole('link', { name: /Profil/ }).click();
    await expect(page).toHaveURL('/profile');
    await allShown(page);
    await expectNoSeriousViolations(page, `/profile after a tap at ${viewport.width} px`);
    await go('Nagrody', '/awards');
    await page.getByRole('link', { name: 'Przejdź do katalogu nagród' }).click();
    await expect(page).toHaveURL('/awards-catalog');
    await allShown(page);
    await expectNoSeriousViolations(page, `/awards-catalog after a tap at ${viewport.width} px`);
    // The award the accessibility suite checks (a courier award demo can order), reached by a link of the page.
    const awardId = await orderableAwardId(page);
    await page.evaluate((id) => {
      const link = Object.assign(document.createElement('a'), { href: `/award/${id}`, textContent: 'Nagroda' });
      document.querySelector('main')!.append(link);
    }, awardId);
    await page.locator(`main a[href="/award/${awardId}"]`).last().click();
    await expect(page.locator('.order-panel__title')).toBeVisible();
    await allShown(page);
    await expectNoSeriousViolations(page, `/award after a tap at ${viewport.width} px`);
    await go('Moje cele', '/goals');
    expect(await sameDocument(page)).toBe(true);
  });
}
