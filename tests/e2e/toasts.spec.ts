/**
 * The Toaster loads on the first toast, not with the page (docs/decisions/015), against
 * the real server: a plain visit fetches none of its code; a toast then shows in it; an
 * error the API answers shows in it; with the connection down, when its code cannot be
 * fetched, a plain alert says so instead, and the next toast online uses the Toaster.
 */
import type { Page, Request } from '@playwright/test';
import { expect, loggedInUser, networkSettled, seedSession, test } from './fixtures.ts';
import { openSession } from './real-login.ts';
import { islandsHydrated } from './support/islands.ts';

const RECALCULATED = 'Punkty zostały przeliczone!';
/** D13: the default text and one sentence true whether the phone or the server is at fault. */
const OFFLINE = 'Coś poszło nie tak... Nie udało się połączyć z serwerem programu.';

/** Records the requests for the Toaster's own module (src/lib/toast/toaster.ts, with solid-toast). */
function watchToasterCode(page: Page): Request[] {
  const fetched: Request[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/toaster\.[\w-]+\.js$/.test(request.url().split('?')[0]!)) fetched.push(request);
  });
  return fetched;
}

/** The toast inside the Toaster (solid-toast, in the layout's #toaster), not the plain stand-in. */
const solidToast = (page: Page, role: 'alert' | 'status', text: string) =>
  page.locator('#toaster').getByRole(role).filter({ hasText: text });

/** Opens the wallet panel (its code loads on the first opening): the recalculation's button. */
async function walletRefresh(page: Page) {
  await page.getByRole('button', { name: /Portfel/ }).click();
  const refresh = page.getByRole('button', { name: 'Przelicz saldo' });
  await expect(refresh).toBeEnabled();
  return refresh;
}

test('a plain visit fetches no Toaster code; the first toast loads it and shows', async ({ page }) => {
  await openSession(page, 'demo');
  const fetched = watchToasterCode(page);
  await page.goto('/goals');
  await expect(page.locator('.wallet-summary[data-ready]')).toBeVisible();
  await islandsHydrated(page);
  await networkSettled(page);
  expect(fetched, 'Toaster modules fetched before any toast').toEqual([]);

  await (await walletRefresh(page)).click();
  const shown = solidToast(page, 'status', RECALCULATED);
  await expect(shown).toBeVisible();
  expect(fetched.length).toBeGreaterThan(0);
  // Top right, below the top bar: the user box and the logout stay in sight. Measured once its
  // entrance (a slide from above, under the bar) has ended.
  const bar = (await page.locator('.topbar').boundingBox())!;
  await expect.poll(async () => (await shown.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  const box = (await shown.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(page.viewportSize()!.width - 100);
});

test.describe('an error the API answers', () => {
  // A fake session passes the guard; the real API refuses its token.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('shows in the Toaster', async ({ page }) => {
    const user = loggedInUser();
    await seedSession(page, { user });
    // The API's own answer to that token, asked apart from the page (whose requests may
    // be gone by the time a test reads them).
    const answer = await page.request.get('/api/loyalty/participant/preview', {
      headers: { authorization: `Bearer ${(JSON.parse(user) as { token: string }).token}` },
    });
    expect(answer.status()).toBe(401);
    const body = (await answer.json()) as { message: string };
    await page.goto('/profile');
    await expect(solidToast(page, 'alert', body.message)).toBeVisible();
  });
});

test.describe('offline', () => {
  // Chromium logs the dropped call, and the central handler logs the failure (D13).
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|^NetworkError: /] });

  test('a plain alert stands in while the Toaster cannot load; online, the Toaster shows', async ({
    page,
    context,
  }) => {
    await openSession(page, 'demo');
    await page.goto('/goals');
    await expect(page.locator('.wallet-summary[data-ready]')).toBeVisible();
    await islandsHydrated(page);
    const refresh = await walletRefresh(page);
    await context.setOffline(true);
    await refresh.click();
    const alert = page.getByRole('alert').filter({ hasText: OFFLINE });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveCount(1);
    // Top right below the top bar, like the Toaster.
    const box = (await alert.boundingBox())!;
    const width = page.viewportSize()!.width;
    const bar = (await page.locator('.topbar').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(box.y).toBeLessThan(120);
    expect(box.x + box.width).toBeGreaterThan(width - 100);
    // …and gone after the toast's 5 s.
    await expect(alert).toBeHidden({ timeout: 7000 });

    await context.setOffline(false);
    await refresh.click();
    await expect(solidToast(page, 'status', RECALCULATED)).toBeVisible();
  });
});
