/**
 * Back closes what is open (issue 28): a task's or a goal's sheet, the catalogue's filter
 * drawer and the order's confirmation are entries of their page. Back closes them and
 * stays on the page; closed another way, they leave no entry behind.
 */
import type { Page } from '@playwright/test';
import { dataShown } from './support/pages.ts';
import { islandsHydrated } from './support/islands.ts';
import { expect, test } from './fixtures.ts';
import { openSession, sharedSession } from './real-login.ts';

const PHONE = { width: 390, height: 844 };

/** Marks the page's <main>: a page swapped in again by the router comes without the mark. */
const markPage = (page: Page) => page.evaluate(() => document.querySelector('main')!.setAttribute('data-mark', ''));
const samePage = async (page: Page) => expect(page.locator('main[data-mark]')).toHaveCount(1);
const WIDE = { width: 1440, height: 900 };

/** `before`, then `path`: Back from `path`'s own entries must not reach `before`. */
async function openAfter(page: Page, path: string, before = '/goals') {
  await openSession(page, 'demo');
  await page.goto(before);
  await expect(page.locator(dataShown(before)).first()).toBeVisible({ timeout: 15_000 });
  await page.goto(path);
  await expect(page.locator(dataShown(new URL(path, 'http://x').pathname)).first()).toBeVisible({ timeout: 15_000 });
  await islandsHydrated(page);
  await markPage(page);
}

for (const [width, size] of [
  ['390', PHONE],
  ['1440', WIDE],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(size));

    test('Back closes a task’s sheet and stays on /tasks; Forward opens it again', async ({ page }) => {
      await openAfter(page, '/tasks');
      const card = page.locator('.task-card').first();
      const title = (await card.getByRole('heading').first().textContent())!.trim();
      await card.getByRole('button').first().click();
      const sheet = page.getByRole('dialog', { name: title });
      await expect(sheet).toBeVisible();
      await expect(page).toHaveURL(/[?&]zadanie=\d+/);

      await page.goBack();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL('/tasks');
      await samePage(page);
      await page.goForward();
      await expect(sheet).toBeVisible();
      await expect(page).toHaveURL(/[?&]zadanie=\d+/);
    });

    test('a task’s sheet closed by its button leaves no entry: Back then leaves the page', async ({ page }) => {
      await openAfter(page, '/tasks');
      const card = page.locator('.task-card').first();
      const title = (await card.getByRole('heading').first().textContent())!.trim();
      await card.getByRole('button').first().click();
      const sheet = page.getByRole('dialog', { name: title });
      await sheet.getByRole('button', { name: 'Zamknij' }).first().click();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL('/tasks');
      await page.goBack();
      await expect(page).toHaveURL('/goals');
    });

    test('Back closes a goal’s sheet and stays on /goals', async ({ page }) => {
      await openAfter(page, '/goals', '/tasks');
      await page.getByRole('button', { name: 'Progi i tempo' }).first().click();
      const sheet = page.getByRole('dialog');
      await expect(sheet).toBeVisible();
      await expect(page).toHaveURL(/[?&]cel=\d+/);

      await page.goBack();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL('/goals');
      await expect(page.locator(dataShown('/goals')).first()).toBeVisible();
      await samePage(page);
    });

    test('Back closes the order’s confirmation and orders nothing', async ({ page }) => {
      const { token } = await sharedSession(page.request, 'demo');
      const list = await page.request.post('/api/loyalty/award/list', {
        headers: { authorization: `Bearer ${token}` },
        data: { page: 1, per: 50, sortBy: 'price', sortOrder: 'asc' },
      });
      const { items } = (await list.json()) as {
        items: { awardId: number; canOrder: boolean; deliveryMethod: string }[];
      };
      const awardId = items.find((a) => a.canOrder && a.deliveryMethod === 'MT')!.awardId;
      await openAfter(page, `/award/${awardId}`);
      await expect(page.getByLabel('Telefon')).not.toHaveValue('');
      await page.getByRole('button', { name: /^Zamów za/ }).click();
      const confirmation = page.getByRole('alertdialog', { name: 'Potwierdź zamówienie' });
      await expect(confirmation).toBeVisible();

      await page.goBack();
      await expect(confirmation).toBeHidden();
      await expect(page).toHaveURL(`/award/${awardId}`);
      await samePage(page);
      await expect(page.getByRole('button', { name: /^Zamów za/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: /Zamówienie nr \d+ zostało złożone/ })).toHaveCount(0);
    });
  });
}

test('on a phone, Back closes the filter drawer and keeps what was chosen in it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openAfter(page, '/awards-catalog');
  await page.getByRole('button', { name: /^Filtry/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtry' });
  await drawer.getByRole('checkbox', { name: /^Vouchery/ }).check();
  await expect(drawer.getByRole('button', { name: /^Pokaż \d+/ })).toBeVisible();

  await page.goBack();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL('/awards-catalog');
  await samePage(page);
  await expect(page.getByRole('button', { name: /^Filtry 1/ })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/goals');
});
