/** Accessibility scans (axe) of /history, /profile (data, form with errors), /counter and the legal pages. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openSession } from './real-login.ts';

const serious = async (page: Page, selector = 'main') =>
  (await new AxeBuilder({ page }).include(selector).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

for (const width of [1440, 390]) {
  test(`/history at ${width} px has no serious accessibility problems`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openSession(page, 'frsh');
    await page.goto('/history');
    await expect(page.locator('.history-timeline > li').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.history-expiring__row').first()).toBeVisible();
    if (width < 768) await page.getByRole('button', { name: /^Filtry/ }).click();
    expect(await serious(page)).toEqual([]);
  });

  test(`/profile at ${width} px, data and form with errors, has no serious accessibility problems`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openSession(page, 'demo');
    await page.goto('/profile');
    await expect(page.locator('.profile-data')).toContainText('526-104-08-28', { timeout: 15_000 });
    expect(await serious(page)).toEqual([]);
    await page.getByRole('button', { name: 'Zmień dane' }).click();
    await page.getByLabel('NIP', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nie zapisaliśmy zmian' })).toBeVisible();
    expect(await serious(page)).toEqual([]);
  });
}

for (const path of ['/counter', '/rodo', '/terms-and-conditions']) {
  test(`${path} has no serious accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await serious(page, 'body')).toEqual([]);
  });
}
