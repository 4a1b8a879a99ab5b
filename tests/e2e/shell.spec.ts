/**
 * The logged-in shell (issue 5) against the real server: the top bar with the user box
 * and the burger, the wallet bar and panel with the recalculation, logout, and the
 * first paint of later pages from the session cache. Nothing is mocked: requests are
 * observed, and some real answers are held back for a while.
 */
import type { Page } from '@playwright/test';
import { formatNumber } from '../../src/lib/format/number.ts';
import { formatStoreName } from '../../src/lib/format/text.ts';
import { NAV_LINKS, isActive } from '../../src/lib/shell/nav.ts';
import { ROUTES } from '../../src/lib/routes.ts';
import { expect, networkSettled, sessionValue, test } from './fixtures.ts';
import { openSession } from './real-login.ts';
import { fillLogin } from './support/session.ts';
import { islandsHydrated } from './support/islands.ts';

const APP_ROUTES = ROUTES.filter((route) => route.access === 'protected').map((route) => route.example);

interface Session {
  token: string;
  username: string;
}

/** The tab logged in as `username` through the real API (one login per worker, real-login.ts). */
const logIn = (page: Page, username: string) => openSession(page, username) as Promise<unknown> as Promise<Session>;

async function api<T>(page: Page, session: Session, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

interface Summary {
  vpTotalValue: number;
  vpSubtractedValue: number;
  vpLockedValue: number;
  vpCurrentValue: number;
  lpTotalValue: number;
  lpSubtractedValue: number;
  lpLockedValue: number;
  lpCurrentValue: number;
}

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

/** The shell islands have mounted (the banner carousel hydrates when idle). */
async function shellReady(page: Page) {
  await expect(page.locator('.wallet-summary[data-ready]')).toBeVisible();
  await expect(page.locator('.user-box[data-ready]')).toBeVisible();
  await islandsHydrated(page);
}

test.describe('the top bar', () => {
  test('shows the participant and marks the section of every route (D6)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const session = await logIn(page, 'demo');
    const info = await api<{ storeName: string; firstname: string; lastname: string }>(
      page,
      session,
      '/api/loyalty/participant/preview',
    );
    for (const path of APP_ROUTES) {
      await page.goto(path);
      const wide = page.locator('.topbar__nav--wide');
      const expected = NAV_LINKS.filter((link) => isActive(link, path)).map((link) => link.label);
      await expect(wide.locator('[aria-current="page"]'), path).toHaveText(expected);
      const profile = page.getByRole('link', { name: /^Profil/ });
      if (path === '/profile') await expect(profile).toHaveAttribute('aria-current', 'page');
      else await expect(profile, path).not.toHaveAttribute('aria-current');
    }
    const box = page.locator('.user-box');
    await expect(box.locator('[data-paint="store"]')).toHaveText(formatStoreName(info.storeName));
    await expect(box.locator('[data-paint="name"]')).toHaveText(`${info.firstname} ${info.lastname}`);
    await expect(page.getByRole('link', { name: /^Profil/ })).toHaveAttribute('href', '/profile');
  });

  test('below 1400 px the links sit in the burger, with the same highlighting', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await logIn(page, 'demo');
    for (const [path, current] of [
      ['/tasks', 'Zadania'],
      ['/award/5', 'Nagrody'],
    ] as const) {
      await page.goto(path);
      await shellReady(page);
      await expect(page.locator('.topbar__nav--wide')).toBeHidden();
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link')).toHaveText(['Moje cele', 'Zadania', 'Nagrody', 'Zasady', 'Historia']);
      await expect(menu.locator('[aria-current="page"]')).toHaveText(current);
    }
  });

  test('the burger closes on a link click, an outside click, Escape and when the window widens', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await logIn(page, 'demo');
    await page.goto('/goals');
    await shellReady(page);
    const button = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const open = async () => {
      await button.click();
      await expect(menu).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    };
    const closed = async () => {
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    };

    // A link click: the test stops the navigation itself, after the page's own handlers ran.
    await page.evaluate(() => addEventListener('click', (event) => event.preventDefault()));
    await open();
    await menu.getByRole('link', { name: 'Historia' }).click();
    await closed();

    await open();
    await page.getByRole('heading', { level: 1 }).click();
    await closed();

    await open();
    await page.keyboard.press('Escape');
    await closed();
    await expect(button).toBeFocused();

    await open();
    await page.setViewportSize({ width: 1440, height: 800 });
    await expect(button).toBeHidden();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(button).toBeVisible();
    await closed();
  });

  test('the logout icon ends the session and goes to the login page', async ({ page }) => {
    await logIn(page, 'demo');
    await page.goto('/history');
    await shellReady(page);
    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await page.waitForURL('/');
    expect(await sessionValue(page, 'user')).toBeNull();
    expect(await sessionValue(page, 'punkty.shell')).toBeNull();
    expect(await sessionValue(page, 'punkty.paint')).toBeNull();
  });
});

test.describe('the wallet bar', () => {
  for (const username of ['demo', 'frsh']) {
    test(`shows ${username}'s balances as the API gives them${username === 'frsh' ? ', lp included' : ', vp only'}`, async ({
      page,
    }) => {
      const session = await logIn(page, username);
      const points = await api<Summary>(page, session, '/api/loyalty/participant/points/summary');
      await page.goto('/goals');
      await shellReady(page);
      const bar = page.getByRole('button', { name: /Portfel/ });
      const line = (currency: 'vp' | 'lp') => bar.locator(`[data-paint-if="${currency}"]`);
      const expectLine = async (currency: 'vp' | 'lp') => {
        const value = (key: string) => points[`${currency}${key}Value` as keyof Summary];
        await expect(line(currency)).toBeVisible();
        await expect(bar.locator(`[data-paint="${currency}"]`)).toHaveText(
          nbsp(`${formatNumber(value('Total') - value('Subtracted'))} ${currency}`),
        );
        await expect(bar.locator(`[data-paint="${currency}-locked"]`)).toHaveText(formatNumber(value('Locked')));
        await expect(bar.locator(`[data-paint="${currency}-current"]`)).toHaveText(formatNumber(value('Current')));
        // What the eye reads, each number under its one name: "Saldo 3 590 vp (zablokowane 1 590, do wydania 2 000)".
        await expect
          .poll(() => line(currency).innerText())
          .toMatch(
            new RegExp(`^Saldo [-\\d\\s,]+\\s${currency}\\s+\\(zablokowane [-\\d\\s,]+, do wydania [-\\d\\s,]+\\)$`),
          );
      };
      await expectLine('vp');
      if (username === 'frsh') await expectLine('lp');
      else await expect(line('lp')).toBeHidden();
    });
  }

  test('opens the panel, which explains the amounts and closes on Escape or an outside click', async ({ page }) => {
    await logIn(page, 'frsh');
    await page.goto('/history');
    await shellReady(page);
    const bar = page.getByRole('button', { name: /Portfel/ });
    const panel = page.getByRole('dialog', { name: 'Portfel' });
    await bar.click();
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Jeśli coś się nie zgadza, kliknij ikonę obok aby przeliczyć saldo waluty.');
    // Each currency named in full on first use, its numbers under the bar's names.
    for (const name of ['Punkty wirtualne (vp)', 'Punkty lojalnościowe (lp)']) {
      const currency = panel.getByRole('region', { name });
      await expect(currency.locator('dt')).toHaveText(['Saldo', 'Zablokowane', 'Do wydania']);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bar).toBeFocused();
    await bar.click();
    await expect(panel).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(panel).toBeHidden();
  });

  test('recalculates: the icon is disabled while it runs, then the points reload', async ({ page }) => {
    await logIn(page, 'demo');
    await page.goto('/goals');
    await shellReady(page);
    // The real answer, held back a moment so the busy state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/loyalty/participant/points/calculate', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: /Portfel/ }).click();
    const refresh = page.getByRole('button', { name: 'Przelicz saldo' });
    await expect(refresh).toBeEnabled();
    const reload = page.waitForRequest(
      (r) => r.url().endsWith('/api/loyalty/participant/points/summary') && r.method() === 'GET',
    );
    await refresh.click();
    await expect(refresh).toBeDisabled();
    release();
    await expect(page.getByText('Punkty zostały przeliczone!')).toBeVisible();
    await reload;
    await expect(refresh).toBeEnabled();
  });
});

test.describe('the second page of a session', () => {
  test('shows the filled shell in its first paint, before any API answer', async ({ page }) => {
    await logIn(page, 'frsh');
    await page.goto('/goals');
    await shellReady(page);
    const wallet = await page.locator('[data-paint="vp"]').textContent();
    const lp = await page.locator('[data-paint="lp"]').textContent();
    const store = await page.locator('[data-paint="store"]').textContent();
    expect(wallet).toMatch(/vp$/);
    // Nothing of /goals still on its way (its pictures), so every answer counted below is the next page's.
    await networkSettled(page);

    // Every API answer of the next page is held back until the checks are done.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answered: string[] = [];
    await page.route('**/api/loyalty/**', async (route) => {
      await held;
      await route.continue();
    });
    page.on('response', (response) => {
      if (response.url().includes('/api/loyalty/')) answered.push(response.url());
    });
    // What the page shows when its parsing ends (before any island's module runs), and
    // in every frame the browser renders while loading (rAF runs right before a frame).
    await page.addInitScript(() => {
      const shell = () => {
        const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;
        return {
          vp: text('.wallet-summary[data-ready] [data-paint="vp"]'),
          lp: text('.wallet-summary[data-ready] [data-paint="lp"]'),
          store: text('.user-box[data-ready] [data-paint="store"]'),
        };
      };
      const seen = { parsed: null as unknown, frames: [] as unknown[] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') seen.parsed = shell();
      });
      const frame = () => {
        if (document.querySelector('.app-footer')) seen.frames.push(shell());
        if (seen.frames.length < 5) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });

    await page.goto('/tasks', { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { seen: { frames: unknown[] } }).seen.frames.length >= 5);
    const seen = await page.evaluate(() => (window as unknown as { seen: unknown }).seen);
    const filled = { vp: wallet, lp, store };
    expect(seen).toEqual({ parsed: filled, frames: Array(5).fill(filled) });
    await expect(page.locator('[data-paint="vp"]')).toHaveText(wallet!);
    expect(answered).toEqual([]);
    release();
    // The shell revalidates in the background once the answers come.
    await page.waitForResponse((r) => r.url().endsWith('/api/loyalty/participant/points/summary'));
    await expect(page.locator('[data-paint="vp"]')).toHaveText(wallet!);
  });

  test('the first page after the login form shows its shell filled from its first frame', async ({ page }) => {
    await page.addInitScript(() => {
      const wallet = () => document.querySelector('.wallet-summary[data-ready] [data-paint="vp"]')?.textContent ?? null;
      const seen = { swapped: null as string | null, frames: [] as (string | null)[] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      // The router swaps /goals into the login page's document (D17): what its first frames show.
      document.addEventListener('astro:after-swap', () => {
        seen.swapped = wallet();
        const frame = () => {
          seen.frames.push(wallet());
          if (seen.frames.length < 3) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
    });
    await page.goto('/');
    await fillLogin(page, 'demo');
    await page.waitForURL('/goals');
    await page.waitForFunction(() => (window as unknown as { seen: { frames: unknown[] } }).seen.frames.length >= 3);
    const seen = await page.evaluate(() => (window as unknown as { seen: { swapped: string; frames: string[] } }).seen);
    expect(seen.swapped).toMatch(/vp$/);
    expect(seen.frames).toEqual(Array(3).fill(seen.swapped));
    await expect(page.locator('[data-paint="vp"]')).toHaveText(seen.swapped);
  });

  test("never shows another participant's cached shell", async ({ page }) => {
    await logIn(page, 'frsh');
    await page.goto('/goals');
    await shellReady(page);
    // demo logs in in the same tab without a logout (the previous session simply expired).
    const demo = await logIn(page, 'demo');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/loyalty/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/tasks');
    await expect(page.locator('.wallet-summary')).not.toHaveAttribute('data-ready');
    await expect(page.locator('[data-paint-if="lp"]')).toBeHidden();
    release();
    const info = await api<{ storeName: string }>(page, demo, '/api/loyalty/participant/preview');
    await expect(page.locator('.user-box [data-paint="store"]')).toHaveText(formatStoreName(info.storeName));
    await expect(page.locator('[data-paint-if="lp"]')).toBeHidden();
  });
});
