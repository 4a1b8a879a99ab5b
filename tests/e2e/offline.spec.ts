/**
 * Installable and offline-tolerant (issue 17, docs/decisions/024), against the real
 * server with the real service worker: after a visit, every logged-in page shows its last
 * data with no network and says from when; nothing that changes data is sent offline; a
 * login, a logout and a change of participant leave nothing of the previous one.
 */
import type { Page } from '@playwright/test';
import { API_CACHE, STATIC_CACHE } from '../../src/lib/offline/names.ts';
import { expect, test } from './fixtures.ts';
import { openSession, sharedSession } from './real-login.ts';
import { dataShown, LOGGED_IN_PAGES } from './support/pages.ts';
import { fillLogin } from './support/session.ts';
import { cacheContents, expectOfflineNote, offlineNote, sessionCacheKeys, workerInControl } from './support/worker.ts';

test.use({
  serviceWorkers: 'allow',
  // Offline, Chromium logs the requests nothing could answer (a picture never seen online:
  // ERR_FAILED when the worker has no answer for it), and the client logs the failed read (D13).
  allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|failed due to a network error/],
});

async function firstAwardId(page: Page, username: string): Promise<number> {
  const { token } = await sharedSession(page.request, username);
  const list = await page.request.post('/api/loyalty/award/list', {
    headers: { authorization: `Bearer ${token}` },
    data: { page: 1, per: 1 },
  });
  return (await list.json()).items[0].awardId;
}

/** Logs the tab in as `username`, lets the worker install and take control, then visits `paths` online. */
async function visitOnline(page: Page, username: string, paths: string[]) {
  await openSession(page, username);
  await page.goto('/goals');
  await workerInControl(page);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator(dataShown(path)).first()).toBeVisible();
    await expect(page.locator('.wallet-summary[data-ready]')).toBeVisible();
  }
}

test('after a visit, every logged-in page shows its last data offline, with the note', async ({ page, context }) => {
  test.setTimeout(180_000);
  const award = await firstAwardId(page, 'demo');
  const paths = LOGGED_IN_PAGES.map((p) => p.route.replace(':awardId', String(award)));
  await visitOnline(page, 'demo', paths);
  await expect(offlineNote(page)).toHaveCount(0);
  const storeName = await page.locator('[data-paint="store"]').first().textContent();

  await context.setOffline(true);
  for (const target of LOGGED_IN_PAGES) {
    const path = target.route.replace(':awardId', String(award));
    await page.goto(path);
    await expect(page.locator(target.ready).first(), `${path}: ${target.shown}`).toBeVisible();
    await expectOfflineNote(page);
    // The shell too: the participant's store and points, from the session's last answers.
    await expect(page.locator('.wallet-summary[data-ready]')).toContainText(/\d\s*vp/);
    await expect(page.locator('[data-paint="store"]').first()).toHaveText(storeName!);
  }

  // Back online, the page asks again and the note goes.
  await context.setOffline(false);
  await page.goto('/goals');
  await expect(page.locator(LOGGED_IN_PAGES[0]!.ready).first()).toBeVisible();
  await expect(offlineNote(page)).toHaveCount(0);
});

test('a page offline says it, and the note goes once the connection is back', async ({ page, context }) => {
  await visitOnline(page, 'demo', ['/goals', '/rules']);
  await context.setOffline(true);
  await page.goto('/rules');
  await expectOfflineNote(page);
  // The note is a polite live region in the footer, beside the wallet.
  await expect(page.locator('.app-footer [role="status"]').filter({ hasText: 'dane z' })).toBeVisible();
  await context.setOffline(false);
  await expect(offlineNote(page)).toHaveCount(0);
});

test('offline, a tap within the session shows the next page from the worker, with the note', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await visitOnline(page, 'demo', ['/goals', '/tasks', '/history']);
  await page.goto('/goals');
  await expect(page.locator(dataShown('/goals')).first()).toBeVisible();
  await page.evaluate(() => ((window as { __document?: number }).__document = 1));

  await context.setOffline(true);
  // The router asks the worker for the page (D17): its precache has it, its kept answers the data.
  await page.locator('.topbar__nav--wide').getByRole('link', { name: 'Historia' }).click();
  await expect(page).toHaveURL('/history');
  await expect(page.locator(dataShown('/history')).first()).toBeVisible();
  await expectOfflineNote(page);
  await page.locator('.topbar__nav--wide').getByRole('link', { name: 'Zadania' }).click();
  await expect(page.locator(dataShown('/tasks')).first()).toBeVisible();
  await expectOfflineNote(page);
  expect(await page.evaluate(() => (window as { __document?: number }).__document)).toBe(1);
  await context.setOffline(false);
});

test('an order offline sends nothing, says why and keeps the form', async ({ page, context }) => {
  const USER = 'frsh';
  const { token } = await sharedSession(page.request, USER);
  const headers = { authorization: `Bearer ${token}` };
  const orders = async () =>
    (await (await page.request.post('/api/loyalty/order/list', { headers, data: { page: 1, per: 1 } })).json()).total;
  const list = await (
    await page.request.post('/api/loyalty/award/list', {
      headers,
      data: { page: 1, per: 50, sortBy: 'price', sortOrder: 'asc' },
    })
  ).json();
  const card = list.items.find(
    (c: { deliveryMethod: string; canOrder: boolean }) => c.deliveryMethod === 'MT' && c.canOrder,
  );
  expect(card, 'a courier award frsh can order').toBeTruthy();
  const before = await orders();
  const sent: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/loyalty/order')
      sent.push(request.url());
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await visitOnline(page, USER, [`/award/${card.awardId}`]);
  await expect(page.getByLabel('Telefon')).not.toHaveValue('');
  const recipient = page.getByLabel('Odbiorca (imię i nazwisko)');
  await recipient.fill('Jan Offline-Kowalski');

  await context.setOffline(true);
  await page.getByRole('button', { name: /^Zamów za/ }).click();
  await page.getByRole('button', { name: 'Potwierdzam zamówienie' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'nic nie zostało wysłane' }).first()).toBeVisible();
  // The order panel says it too, beside the form it keeps.
  await expect(
    page
      .getByRole('alertdialog')
      .getByText(/Nic nie zostało wysłane/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /Zamówienie nr \d+ zostało złożone/ })).toHaveCount(0);

  // Back online, nothing is replayed behind the participant's back; the form is as it was.
  await context.setOffline(false);
  await page.waitForTimeout(3000);
  expect(sent).toEqual([]);
  expect(await orders()).toBe(before);
  await page.keyboard.press('Escape');
  await expect(recipient).toHaveValue('Jan Offline-Kowalski');
});

test('a login deletes every cache of the previous session, but the site’s own files', async ({ page }) => {
  await visitOnline(page, 'demo', ['/goals', '/history']);
  expect(Object.keys(await cacheContents(page))).toEqual(expect.arrayContaining([STATIC_CACHE, API_CACHE]));
  expect((await sessionCacheKeys(page)).length).toBeGreaterThan(0);
  // Whatever another page or an older session left: a cache of answers and the session cache.
  await page.evaluate(async () => {
    await (await caches.open('older-answers')).put('/older', new Response('{"storeName":"Obcy sklep"}'));
    sessionStorage.setItem('punkty.q:planted|', '{"v":1,"owner":"obcy","at":1,"data":{"storeName":"Obcy sklep"}}');
  });

  // The next person at this computer logs in through the form.
  await page.evaluate(() => sessionStorage.removeItem('user'));
  await page.goto('/');
  await fillLogin(page, 'frsh');
  await page.waitForURL('**/goals');
  const after = await cacheContents(page);
  expect(Object.keys(after)).not.toContain('older-answers');
  expect(after[STATIC_CACHE]).toBeGreaterThan(20); // the precache stays: no participant data in it
  // Whatever punkty-api holds now is frsh's own, asked after the login.
  const stale = await page.evaluate(async (name) => {
    const cache = await caches.open(name);
    const answers = await Promise.all((await cache.keys()).map((key) => cache.match(key).then((r) => r!.text())));
    return answers.filter((text) => text.includes('Obcy'));
  }, API_CACHE);
  expect(stale).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('punkty.q:planted|'))).toBeNull();
});

test('logout deletes the participant’s kept answers and the session cache', async ({ page }) => {
  await visitOnline(page, 'demo', ['/goals', '/tasks']);
  expect((await cacheContents(page))[API_CACHE]).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Wyloguj się' }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  const after = await cacheContents(page);
  expect(Object.keys(after)).not.toContain(API_CACHE);
  expect(Object.keys(after)).toContain(STATIC_CACHE);
  expect(await sessionCacheKeys(page)).toEqual([]);
});

test('one participant’s kept answers are never shown to another', async ({ page, context }) => {
  await visitOnline(page, 'demo', ['/goals']);
  const demoStore = await page.locator('[data-paint="store"]').first().textContent();
  // Another participant in another tab of the same browser, offline from the start.
  const other = await context.newPage();
  await openSession(other, 'frsh');
  await context.setOffline(true);
  await other.goto('/goals');
  await expect(other.getByRole('alert').first()).toBeVisible();
  await expect(other.locator('body')).not.toContainText(demoStore!);
  await expect(offlineNote(other)).toHaveCount(0);
  await context.setOffline(false);
});
