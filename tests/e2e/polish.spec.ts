/**
 * Issue 14 against the real server: layouts that hold on short pages and phones, one name
 * for each of the wallet's numbers, what the public pages offer a logged-in participant,
 * the logout on a phone, the order timeline's disclosure, D13 (no answer from the API)
 * and D15 (links in the legal pages).
 */
import type { Page } from '@playwright/test';
import { expect, loggedInUser, seedSession, test } from './fixtures.ts';
import { openSession } from './real-login.ts';
import { startFaultyProxy } from './support/faulty-proxy.ts';
import { islandsHydrated } from './support/islands.ts';

/** The shell has its data: the wallet bar shows the balance. */
const shellReady = (page: Page) => expect(page.locator('footer .wallet-summary[data-ready]')).toBeVisible();

test.describe('a page shorter than the window', () => {
  for (const [width, height] of [
    [390, 1200],
    [1440, 1100],
  ] as const) {
    for (const path of ['/award/99999', '/tasks?stan=po-terminie']) {
      test(`${path} at ${width} px: the footer stays at the bottom, as small as ever`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await openSession(page, 'demo');
        await page.goto(path);
        await shellReady(page);
        await expect(page.locator('main .list-state, main .task-card, main h1').first()).toBeVisible();
        await islandsHydrated(page);
        // The data, not its skeletons (taller than the page they stand in for).
        await expect(page.locator('main [role="status"][aria-busy="true"]')).toHaveCount(0);
        // The precondition: the page is shorter than the window.
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(height);

        const footer = (await page.locator('footer.app-footer').boundingBox())!;
        const bar = (await page.locator('footer .wallet-bar').boundingBox())!;
        const main = (await page.locator('main').boundingBox())!;
        expect(footer.y + footer.height).toBeCloseTo(height, 0);
        // No large block: the footer is its content's height, the wallet bar at the bottom.
        expect(footer.height).toBeLessThan(110);
        expect(height - (bar.y + bar.height)).toBeLessThan(40);
        // The page grows instead, down to the footer.
        expect(main.y + main.height).toBeCloseTo(footer.y, 0);
      });
    }
  }
});

test.describe('the wallet bar', () => {
  test('at 390 px names every number in full, no abbreviations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSession(page, 'frsh');
    await page.goto('/goals');
    await shellReady(page);
    const bar = page.locator('footer .wallet-bar');
    await expect(bar).not.toContainText(/zabl\.|do wyd\./);
    // A small table: the names once over the columns, one row per currency.
    const vp = bar.locator('[data-paint-if="vp"] .wallet-line__label');
    await expect(vp).toHaveText(['Saldo', 'zablokowane', 'do wydania']);
    for (const label of await vp.all()) await expect(label).toBeVisible();
    await expect(bar.locator('[data-paint-if="lp"]')).toBeVisible();
    // The row fits the screen: the bar keeps to two lines of text per currency row and the labels.
    expect((await bar.boundingBox())!.height).toBeLessThan(80);
  });

  for (const width of [320, 360, 375]) {
    test(`at ${width} px its numbers stay clear of the footer's links`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await openSession(page, 'frsh');
      await page.goto('/goals');
      await shellReady(page);
      const cells = page.locator('footer .wallet-bar .wallet-line:not([hidden]) .wallet-line__cell');
      await expect(cells.first()).toBeVisible();
      const links = (await page.locator('footer .app-footer__links').boundingBox())!;
      for (const cell of await cells.all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width, `"${await cell.innerText()}" ends before the links`).toBeLessThanOrEqual(links.x);
      }
      // Every link still has a target of at least 24 × 24 px (WCAG 2.5.8).
      for (const link of await page.locator('footer .app-footer__links a').all()) {
        const box = (await link.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
      }
    });
  }
});

test.describe('the public pages for a logged-in participant', () => {
  /** Records whether the root said "logged out" when the first session-dependent link was parsed. */
  async function recordFirstPaintClass(page: Page) {
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (node instanceof Element && node.matches('.when-logged-in, .when-logged-out')) {
              const loggedOut = document.documentElement.classList.contains('not-loggedin');
              sessionStorage.setItem('e2e.classAtParse', loggedOut ? 'not-loggedin' : 'logged-in');
              observer.disconnect();
              return;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
  }

  test('/counter offers the way into the portal, not the login, from the first paint', async ({ page }) => {
    await seedSession(page, { user: loggedInUser() });
    await recordFirstPaintClass(page);
    await page.goto('/counter');
    expect(await page.evaluate(() => sessionStorage.getItem('e2e.classAtParse'))).toBe('logged-in');
    await expect(page.getByRole('link', { name: 'Przejdź do portalu' })).toHaveAttribute('href', '/goals');
    await expect(page.getByRole('link', { name: 'Zaloguj się' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Zarejestruj się jako nowy klient' })).toBeHidden();
    await expect(page.getByText('Twoje cele, zadania i nagrody czekają w portalu.')).toBeVisible();
  });

  test('/counter offers a visitor the login and the registration, not the portal', async ({ page }) => {
    await recordFirstPaintClass(page);
    await page.goto('/counter');
    expect(await page.evaluate(() => sessionStorage.getItem('e2e.classAtParse'))).toBe('not-loggedin');
    await expect(page.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Zarejestruj się jako nowy klient' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Przejdź do portalu' })).toBeHidden();
  });

  for (const path of ['/rodo', '/terms-and-conditions']) {
    test(`${path} leads a participant back into the portal, and a visitor to the login`, async ({ page }) => {
      await openSession(page, 'demo');
      await page.goto(path);
      await page.getByRole('link', { name: 'Przejdź do portalu' }).click();
      await expect(page).toHaveURL('/goals');
      await expect(page.getByRole('heading', { level: 1, name: 'Moje cele' })).toBeVisible();

      await page.evaluate(() => sessionStorage.clear());
      await page.goto(path);
      await page.getByRole('link', { name: 'Przejdź do portalu' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logowanie');
    });
  }
});

test.describe('the logout', () => {
  // A picture still loading when the server ends the session is refused with 401.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('at 390 px sits in the menu, not one tap away beside the profile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSession(page, 'demo');
    await page.goto('/goals');
    await shellReady(page);
    await islandsHydrated(page);
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: /Profil/ })).toBeVisible();
    await expect(topBar.getByRole('button', { name: 'Wyloguj się' })).toBeHidden();

    await topBar.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Wyloguj się' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logowanie');
  });

  test('at 1440 px keeps its icon in the user box', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSession(page, 'demo');
    await page.goto('/goals');
    await shellReady(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
  });
});

test.describe('an order on /awards', () => {
  /** The first order whose timeline has a disclosure button (shown or not at this width). */
  async function firstOrder(page: Page, width: number) {
    await page.setViewportSize({ width, height: 900 });
    await openSession(page, 'demo');
    await page.goto('/awards#zamowienia');
    const order = page
      .locator('.aw-order')
      .filter({ has: page.locator('button[aria-controls]') })
      .first();
    // The first data of a loaded CI machine, as elsewhere in the suite.
    await expect(order).toBeVisible({ timeout: 15_000 });
    // The disclosure button, whatever it says (its words change with its state).
    const toggle = order.locator('button[aria-controls]');
    return { order, toggle, steps: order.getByTestId('order-timeline').getByRole('listitem') };
  }

  test('at 390 px shows its current step, the others on demand (a disclosure)', async ({ page }) => {
    const { order, toggle, steps } = await firstOrder(page, 390);
    await expect(toggle).toHaveText(/^Pokaż wszystkie etapy \(\d\)$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await toggle.getAttribute('aria-controls')).toBe(
      await order.getByTestId('order-timeline').getAttribute('id'),
    );
    // Collapsed: the current step alone (its time, its note, a tracking link if it has one).
    await expect(steps).toHaveCount(1);
    await expect(steps).toContainText('obecny etap');
    const all = Number(/\((\d)\)/.exec((await toggle.textContent()) ?? '')![1]);
    expect(all).toBeGreaterThan(1);

    // By keyboard: Enter opens it, and again closes it.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveText('Zwiń etapy');
    await expect(steps).toHaveCount(all);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(steps).toHaveCount(1);
  });

  test('at 1440 px lays all its steps in one row, with nothing to expand', async ({ page }) => {
    const { toggle, steps } = await firstOrder(page, 1440);
    await expect(steps.first()).toBeVisible();
    expect(await steps.count()).toBeGreaterThan(1);
    await expect(toggle).toBeHidden();
    const tops = await steps.evaluateAll((items) => items.map((i) => i.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
  });
});

test('at 390 px every banner control is a 44 × 44 px target', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSession(page, 'demo');
  await page.goto('/goals');
  const controls = page.locator('.banners__controls button:visible');
  await expect(controls.first()).toBeVisible();
  expect(await controls.count()).toBeGreaterThanOrEqual(3);
  for (const control of await controls.all()) {
    const box = (await control.boundingBox())!;
    const name = (await control.textContent()) ?? '';
    expect(box.width, name).toBeGreaterThanOrEqual(44);
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
  // The banner keeps its 100 px.
  expect((await page.locator('.app__banner .banners').boundingBox())!.height).toBe(100);
});

test.describe('D13: the API does not answer', () => {
  // Chromium logs the dropped calls; the central handler logs each failure (D13, section 8).
  test.use({ allowedConsoleErrors: [/^(Failed to load resource|NetworkError: )/] });

  test("the toast keeps the spec's text and adds one true sentence; the page says what failed, once", async ({
    page,
    baseURL,
  }) => {
    const proxy = await startFaultyProxy(baseURL!);
    try {
      const session = await openSession(page, 'demo');
      await page.goto(`${proxy.url}/rodo`);
      await page.evaluate((value) => sessionStorage.setItem('user', value), JSON.stringify(session));
      const logged: string[] = [];
      page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
      proxy.set({ kind: 'down' });
      await page.goto(`${proxy.url}/awards-catalog`);

      const toast = page.getByRole('alert').filter({ hasText: 'Nie udało się połączyć' }).first();
      await expect(toast).toHaveText(
        'Coś poszło nie tak... Nie udało się połączyć z serwerem programu. Sprawdź połączenie i spróbuj ponownie.',
        { timeout: 20_000 },
      );
      await expect(page.getByText(/internet/i)).toHaveCount(0);
      expect(logged.some((text) => text.startsWith('NetworkError: '))).toBe(true);

      // The catalogue's own state: what failed and a retry; no count above it, no second reason.
      const state = page.locator('.list-state--error');
      await expect(state).toHaveText(/^Nie udało się wczytać katalogu nagród\.\s*Spróbuj ponownie$/);
      await expect(page.getByText('Nie znaleźliśmy nagród')).toHaveCount(0);
    } finally {
      await proxy.stop();
    }
  });
});

test.describe('D15: links in the legal pages', () => {
  test('a link to another site opens in a new tab with rel; a link within the portal in place', async ({ page }) => {
    await page.goto('/rodo');
    const prose = page.locator('.legal-document__prose');
    const outside = prose.getByRole('link', { name: /Prezesa Urzędu Ochrony Danych Osobowych/ });
    await expect(outside).toHaveAttribute('href', 'https://uodo.gov.pl/');
    await expect(outside).toHaveAttribute('target', '_blank');
    await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(outside).toHaveAccessibleName(/\(otwiera się w\snowej karcie\)$/);

    const inside = prose.getByRole('link', { name: 'profilu', exact: true });
    await expect(inside).toHaveAttribute('href', '/profile');
    await expect(inside).not.toHaveAttribute('target', /.*/);
    const popups: Page[] = [];
    page.on('popup', (popup) => popups.push(popup));
    await inside.click();
    // In place: this tab goes on (the guard sends a visitor to the login), no new tab.
    await expect(page).toHaveURL('/');
    expect(popups).toEqual([]);
  });
});
