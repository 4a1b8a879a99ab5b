/**
 * The session watcher against the real server (issue 4, spec section 4):
 * - in real time, on a private server whose tokens live 75 s (TOKEN_TTL_SECONDS=75,
 *   support/server.ts), an active participant's token is refreshed in its last minute;
 * - with Playwright's clock on the suite's server (tokens of 15 minutes), a participant
 *   who leaves the machine is not refreshed, the overlay covers the page at exp, and
 *   'Zaloguj się ponownie' leads through the login back to the same page. Jumping the
 *   clock is exactly what a sleeping laptop does to the page.
 */
import type { Page } from '@playwright/test';
import { expect, networkSettled, sessionValue, test } from './fixtures.ts';
import { startPrivateServer, type PrivateServer } from './support/server.ts';
import { DEMO_PASSWORD, fillLogin, logIn } from './support/session.ts';
import { islandsHydrated } from './support/islands.ts';

const EXPIRED = /^Czas ważności sesji wygasł/;

async function tokenExp(page: Page): Promise<number> {
  const user = JSON.parse((await sessionValue(page, 'user')) ?? 'null') as { token: string } | null;
  expect(user?.token).toBeTruthy();
  const payload = user!.token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
  return (JSON.parse(Buffer.from(payload, 'base64').toString()) as { exp: number }).exp;
}

async function closePopup(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Zamknij' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('with 75-second tokens', () => {
  let server: PrivateServer;
  test.beforeAll(async () => {
    // A second server with a fresh database: ~20 s on a busy machine.
    test.setTimeout(120_000);
    server = await startPrivateServer({ TOKEN_TTL_SECONDS: '75' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("an active participant's token is refreshed before it runs out", async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, 'demo', DEMO_PASSWORD, server.url);
    await expect(page).toHaveURL(`${server.url}/goals`);
    await closePopup(page);
    const firstExp = await tokenExp(page);
    expect(firstExp - Date.now() / 1000).toBeGreaterThan(60);

    const refreshed = page.waitForResponse((r) => r.url().endsWith('/loyalty/refresh'), { timeout: 45_000 });
    let done = false;
    void refreshed.then(
      () => (done = true),
      () => (done = true),
    );
    // The participant keeps working: the mouse moves now and then.
    for (let i = 0; !done; i++) {
      await page.mouse.move(200 + (i % 5) * 40, 300 + (i % 3) * 30);
      await page.waitForTimeout(1000);
    }
    const response = await refreshed;
    const at = Date.now() / 1000;
    expect(response.status()).toBe(200);
    // Asked in the token's last minute, and before it ran out.
    expect(firstExp - at).toBeLessThan(61);
    expect(firstExp - at).toBeGreaterThan(0);
    await expect.poll(() => tokenExp(page)).toBeGreaterThan(firstExp);
    await expect(page.getByText(EXPIRED)).toBeHidden(); // the overlay is static HTML, shown only when the session runs out
    // The new token works for the API.
    const preview = await page.evaluate(async () => {
      const { token } = JSON.parse(sessionStorage.getItem('user')!);
      const r = await fetch('/api/loyalty/participant/preview', { headers: { Authorization: `Bearer ${token}` } });
      return r.status;
    });
    expect(preview).toBe(200);
  });
});

test.describe('with the clock moved on by minutes', () => {
  // Requests in flight when the clock jumps (the banners fetched ahead once the page is
  // quiet) run into ky's timeout at once, and their stores log it.
  test.use({ allowedConsoleErrors: [/TimeoutError: Request timed out/] });
  test('an inactive participant is not refreshed; at exp the overlay appears and leads back after login', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    let refreshes = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/loyalty/refresh')) refreshes++;
    });

    await logIn(page, 'demo');
    await closePopup(page);
    await page.goto('/history?strona=2');
    await islandsHydrated(page);
    await networkSettled(page);
    const exp = await tokenExp(page);
    const left = () => page.evaluate((e) => e - Date.now() / 1000, exp);

    // Nobody touches the mouse or the keys: after 5 minutes the participant is inactive.
    await page.clock.fastForward(301_000);
    // The machine sleeps until 30 s before exp: under a minute left, but no refresh.
    await page.clock.fastForward(Math.floor(((await left()) - 30) * 1000));
    await page.clock.runFor(2_000);
    expect(await left()).toBeLessThan(60);
    expect(refreshes).toBe(0);
    await expect(page.getByText(EXPIRED)).toBeHidden(); // the overlay is static HTML, shown only when the session runs out

    // Time runs out.
    await page.clock.fastForward(30_000);
    const overlay = page.getByRole('dialog', { name: EXPIRED });
    await expect(overlay).toBeVisible();
    const again = overlay.getByRole('button', { name: 'Zaloguj się ponownie' });
    await expect(again).toBeFocused();
    expect(refreshes).toBe(0);
    expect(await sessionValue(page, 'user')).toBeNull();
    // Escape does not take the overlay away.
    await page.keyboard.press('Escape');
    await expect(overlay).toBeVisible();

    // Back to the real time for the new login (the server signs with its own clock).
    await page.clock.setSystemTime(new Date());
    await again.click();
    await expect(page).toHaveURL('/');
    expect(await sessionValue(page, 'postLoginTarget')).toBe('/history?strona=2');
    await fillLogin(page, 'demo');
    await page.waitForURL('/history?strona=2');
    await expect(page.getByText(EXPIRED)).toBeHidden(); // the overlay is static HTML, shown only when the session runs out
  });
});
