/**
 * Accessibility (issue 9): an axe scan of every route of src/lib/routes.ts, logged out
 * and logged in, each once the page shows its data, at a desktop and a phone width; and
 * of the states that only appear on a user's action: the burger menu, the wallet panel,
 * the order confirmation, a plan's and a task's dialog, the popup after login, the
 * catalogue's filter drawer, the history filters and forms showing their errors. Zero
 * serious or critical violations. Besides axe: lang="pl" and the landmarks on every page.
 */
import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/lib/routes.ts';
import { expect, test } from './fixtures.ts';
import { openSession, sharedSession } from './real-login.ts';
import {
  animationsDone,
  dataShown,
  expectErrorsTiedToFields,
  expectNoSeriousViolations,
  focusStop,
} from './support/a11y.ts';
import { fillLogin, logIn, newestLink } from './support/session.ts';

// Two scans a test, on a machine other suites share: axe takes seconds on the long pages.
test.describe.configure({ timeout: 120_000 });

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** An award delivered by courier that the participant can order now (the order form, not a notice). */
async function orderableAwardId(page: Page, username: string): Promise<number> {
  const { token } = await sharedSession(page.request, username);
  const headers = { authorization: `Bearer ${token}` };
  const list = await page.request.post('/api/loyalty/award/list', {
    headers,
    data: { page: 1, per: 50, sortBy: 'price', sortOrder: 'asc' },
  });
  const { items } = (await list.json()) as { items: { awardId: number; canOrder: boolean; deliveryMethod: string }[] };
  const award = items.find((a) => a.canOrder && a.deliveryMethod === 'MT');
  if (!award) throw new Error(`no orderable award for ${username} in the demo catalogue`);
  return award.awardId;
}

/** What a protected route shows once its data has arrived (beyond "no skeleton"). */
const LOADED: Record<string, string> = {
  '/goals': '.goal-card:not(.goal-card--skeleton)',
  '/tasks': '.task-card:not(.task-card--skeleton)',
  '/awards': '.group-card__name',
  '/awards-catalog': '.award-card__name',
  '/award/:awardId': '.order-panel__title',
  '/rules': 'main h1',
  '/history': '.history-timeline',
  '/profile': '.profile-data',
};

/** lang="pl", one of each landmark, the skip link leading to <main>. */
async function expectDocumentBasics(page: Page, loggedIn: boolean) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page).toHaveTitle(/— Punkty$/);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveAttribute('id', 'main');
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.locator('a.skip-link')).toHaveAttribute('href', '#main');
  // The app's navigation: in the bar from 1400 px, inside the (closed) burger below.
  if (loggedIn) await expect(page.getByRole('navigation', { name: 'Główna nawigacja' })).toHaveCount(1);
}

test.describe('logged out', () => {
  const pages = [
    ...ROUTES.filter((r) => r.access !== 'protected').map((r) => r.example),
    // The optional parameter's other half: the forms asking for a link.
    '/activate-account',
    '/restore-password',
    '/no-such-page',
  ];
  for (const path of pages) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      await dataShown(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectDocumentBasics(page, false);
      await expectNoSeriousViolations(page, `${path} at 1440 px`);
      await page.setViewportSize(PHONE);
      await animationsDone(page);
      await expectNoSeriousViolations(page, `${path} at 390 px`);
    });
  }

  test.describe(() => {
    // A wrong password is a real 401 answer, which Chromium logs as a failed resource.
    test.use({ allowedConsoleErrors: [/status of 401/] });
    test('the login form showing its errors has no serious accessibility violations', async ({ page }) => {
      await page.goto('/');
      await fillLogin(page, '', '');
      await expect(page.getByLabel('Login lub adres e-mail')).toHaveAttribute('aria-invalid', 'true');
      await expectErrorsTiedToFields(page);
      await expectNoSeriousViolations(page, 'login, empty fields');
      await fillLogin(page, 'demo', 'Zle-haslo-1');
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoSeriousViolations(page, 'login, wrong password');
    });
  });
});

test.describe('logged in', () => {
  for (const route of ROUTES.filter((r) => r.access !== 'loggedOutOnly')) {
    test(`${route.path} has no serious accessibility violations`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await openSession(page, 'demo');
      const path = route.path === '/award/:awardId' ? `/award/${await orderableAwardId(page, 'demo')}` : route.example;
      await page.goto(path);
      await expect(page).toHaveURL(path);
      const loaded = LOADED[route.path];
      if (loaded) await expect(page.locator(loaded).first()).toBeVisible({ timeout: 15_000 });
      await dataShown(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectDocumentBasics(page, route.access === 'protected');
      await expectNoSeriousViolations(page, `${path} at 1440 px`);
      await page.setViewportSize(PHONE);
      await dataShown(page);
      await expectNoSeriousViolations(page, `${path} at 390 px`);
    });
  }
});

test.describe('states', () => {
  test('the burger menu, open', async ({ page }) => {
    await openSession(page, 'demo');
    for (const size of [{ width: 1024, height: 768 }, PHONE]) {
      await page.setViewportSize(size);
      await page.goto('/goals');
      await dataShown(page);
      await page.locator('#burger-trigger').click();
      await expect(page.locator('#burger-menu')).toBeVisible();
      await animationsDone(page);
      await expectNoSeriousViolations(page, `burger menu at ${size.width} px`);
    }
  });

  test('the wallet panel, open, with vp and lp', async ({ page }) => {
    await openSession(page, 'frsh');
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto('/tasks');
      await dataShown(page);
      await page.locator('#wallet-trigger').click();
      const panel = page.locator('#wallet-panel');
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { name: 'Punkty lojalnościowe (lp)' })).toBeVisible();
      await animationsDone(page);
      await expectNoSeriousViolations(page, `wallet panel at ${size.width} px`);
    }
  });

  test('the order confirmation dialog on /award/:awardId', async ({ page }) => {
    await openSession(page, 'demo');
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto(`/award/${await orderableAwardId(page, 'demo')}`);
      await dataShown(page);
      await expect(page.getByLabel('Telefon')).not.toHaveValue('');
      await page.getByRole('button', { name: /^Zamów za/ }).click();
      await expect(page.getByRole('alertdialog', { name: 'Potwierdź zamówienie' })).toBeVisible();
      await animationsDone(page);
      await expectNoSeriousViolations(page, `order confirmation at ${size.width} px`);
    }
  });

  test('the order form showing its errors', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openSession(page, 'demo');
    await page.goto(`/award/${await orderableAwardId(page, 'demo')}`);
    await dataShown(page);
    await expect(page.getByLabel('Telefon')).not.toHaveValue('');
    await page.getByLabel('Telefon').fill('');
    await page.getByRole('button', { name: /^Zamów za/ }).click();
    await expect(page.getByLabel('Telefon')).toHaveAttribute('aria-invalid', 'true');
    await expectErrorsTiedToFields(page);
    await expectNoSeriousViolations(page, 'order form with errors');
  });

  test('a plan’s detail on /goals', async ({ page }) => {
    await openSession(page, 'demo');
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto('/goals');
      await dataShown(page);
      await page.getByRole('button', { name: 'Progi i tempo' }).first().click();
      await expect(page.getByTestId('plan-pace')).toBeVisible();
      await dataShown(page);
      await expectNoSeriousViolations(page, `plan detail at ${size.width} px`);
    }
  });

  test('the task dialogs on /tasks: quiz, photo, confirmation', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openSession(page, 'demo');
    await page.goto('/tasks?stan=wszystkie');
    await dataShown(page);
    for (const title of [
      'Quiz: nowości w dziale napojów',
      'Zrób zdjęcie ekspozycji napojów',
      // The season's promotion: "jesiennej" in November, "zimowej" in January.
      /^Potwierdź udział w promocji /,
    ]) {
      await page
        .locator('.task-card')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
        .getByRole('button')
        .click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await dataShown(page);
      await expectNoSeriousViolations(page, `task dialog "${title}"`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('the popup after login', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logIn(page, 'demo');
    const dialog = page.getByRole('dialog', { name: 'Akcja: podwójne punkty za cele' });
    await expect(dialog).toBeVisible();
    await animationsDone(page);
    await expectNoSeriousViolations(page, 'popup');
  });

  test('the catalogue’s filters, open in the phone drawer with a group chosen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openSession(page, 'demo');
    await page.goto('/awards-catalog');
    await dataShown(page);
    await page.getByRole('button', { name: /^Filtry/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtry' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('checkbox').first().check();
    await expect(drawer.getByRole('group', { name: 'Kategorie' }).getByRole('checkbox').first()).toBeVisible();
    await dataShown(page);
    await expectNoSeriousViolations(page, 'catalogue filters drawer');
  });

  test('the history with lp and vp, its filters open on a phone', async ({ page }) => {
    await openSession(page, 'frsh');
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto('/history');
      await expect(page.locator('.history-timeline > li').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('.history-expiring__row').first()).toBeVisible();
      if (size === PHONE) await page.getByRole('button', { name: /^Filtry/ }).click();
      await dataShown(page);
      await expectNoSeriousViolations(page, `history at ${size.width} px`);
    }
  });

  test('the profile form showing its errors', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openSession(page, 'demo');
    await page.goto('/profile');
    await expect(page.locator('.profile-data')).toContainText('526-104-08-28', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Zmień dane' }).click();
    await page.getByLabel('NIP', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nie zapisaliśmy zmian' })).toBeVisible();
    await expect(page.getByLabel('NIP', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectErrorsTiedToFields(page);
    await animationsDone(page);
    await expectNoSeriousViolations(page, 'profile form with errors at 1440 px');
    await page.setViewportSize(PHONE);
    await animationsDone(page);
    await expectNoSeriousViolations(page, 'profile form with errors at 390 px');
  });

  test('an unknown award’s page', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openSession(page, 'demo');
    await page.goto('/award/abc');
    await expect(page.locator('.award-missing')).toBeVisible({ timeout: 15_000 });
    await dataShown(page);
    await expectNoSeriousViolations(page, 'unknown award');
  });

  test('the account forms showing their errors', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    // The seeded activation link of nowy (not activated): opening it uses nothing up.
    const activation = await newestLink(request, '', 'nowy@punkty.example');
    for (const path of ['/activate-account', '/restore-password', activation]) {
      await page.goto(path);
      await dataShown(page);
      await page.locator('main form button[type="submit"]').click();
      await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
      await expectErrorsTiedToFields(page);
      await expectNoSeriousViolations(page, `${path} with errors`);
    }
  });
});

test.describe('focus visible', () => {
  /**
   * Tabs through the whole page from its top and back to it: every stop shows the focus
   * ring (an outline or shadow in the focus colour) and is on screen.
   */
  async function tabThrough(page: Page, what: string) {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const seen: string[] = [];
    const problems: string[] = [];
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      const stop = await focusStop(page);
      if (!stop || stop.what === seen[0]) break; // past the last element: back at the document
      seen.push(stop.what);
      if (!stop.indicated) problems.push(`${what}: no visible focus on ${stop.what}`);
      if (!stop.onScreen) problems.push(`${what}: focus on something not on screen: ${stop.what}`);
    }
    expect(seen.length, `${what}: Tab reaches the page's controls`).toBeGreaterThan(3);
    expect(problems).toEqual([]);
  }

  test('the login page', async ({ page }) => {
    await page.goto('/');
    await dataShown(page);
    await tabThrough(page, '/');
  });

  for (const path of ['/goals', '/tasks', '/awards-catalog', '/award/:awardId', '/history', '/profile']) {
    test(`${path}, logged in`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await openSession(page, 'demo');
      const url = path === '/award/:awardId' ? `/award/${await orderableAwardId(page, 'demo')}` : path;
      await page.goto(url);
      await expect(page.locator(LOADED[path]!).first()).toBeVisible({ timeout: 15_000 });
      await dataShown(page);
      await tabThrough(page, `${path} at 1440 px`);
    });
  }

  test('/goals on a phone, and the links of the burger menu', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openSession(page, 'frsh');
    await page.goto('/goals');
    await dataShown(page);
    await tabThrough(page, '/goals at 390 px');
    await page.locator('#burger-trigger').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#burger-menu')).toBeVisible();
    // Opening moves the focus to the first link; Tab goes on through the others.
    const links = page.locator('#burger-menu a');
    await expect(links.first()).toBeFocused();
    for (let i = 0; i < (await links.count()); i++) {
      if (i > 0) await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
      const stop = await focusStop(page);
      expect(stop?.indicated, `visible focus in the burger menu on ${stop?.what}`).toBe(true);
    }
  });
});
