/**
 * The search that understands Polish (issue 14, decision 019), typed into the portal's
 * own search boxes against the real server and the demo data: connecting words ignored,
 * endings and diacritics tolerated, the most relevant first, and every example a search
 * box shows finds something.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { hydrated, login } from './awards-support.ts';

const catalogueNames = (page: Page) => page.locator('.award-grid:not([aria-busy="true"]) .award-card__name');

async function searchCatalogue(page: Page, text: string) {
  await page.getByLabel('Szukaj nagrody').fill(text);
  await expect(page.getByRole('button', { name: `Usuń filtr: „${text}”` })).toBeVisible();
}

test.describe('the catalogue search', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, 'demo');
    await page.goto('/awards-catalog');
    await hydrated(page);
  });

  test('its own example, "ekspres do kawy", finds the coffee machines', async ({ page }) => {
    const box = page.getByLabel('Szukaj nagrody');
    await expect(box).toHaveAttribute('placeholder', 'np. ekspres do kawy');
    await searchCatalogue(page, 'ekspres do kawy');
    await expect(catalogueNames(page)).toHaveText(['Ekspres ciśnieniowy automatyczny', 'Ekspres przelewowy']);
    await expect(page.locator('.catalog__count')).toHaveText(/Znaleziono: 2\snagrody/);
  });

  test('"kawa" finds "kawy", the award named after it first', async ({ page }) => {
    await searchCatalogue(page, 'kawa');
    await expect(catalogueNames(page).first()).toHaveText('Młynek do kawy żarnowy');
    await expect(catalogueNames(page)).toContainText([
      'Młynek do kawy żarnowy',
      'Voucher do kawiarni 50 zł',
      'Ekspres ciśnieniowy automatyczny',
      'Termos stalowy 1 l',
    ]);
  });

  test('"sluchawki" without diacritics finds "Słuchawki", those before a mere mention', async ({ page }) => {
    await searchCatalogue(page, 'sluchawki');
    const names = catalogueNames(page);
    await expect(names).toHaveCount(6);
    for (let i = 0; i < 5; i++) await expect(names.nth(i)).toHaveText(/^Słuchawki /);
    // "wyjście słuchawkowe" in its description only
    await expect(names.nth(5)).toHaveText('Gramofon z wbudowanymi głośnikami');
  });

  test('diacritics left out find the award that has them: "spiwor", "zarnowy"', async ({ page }) => {
    await searchCatalogue(page, 'spiwor');
    await expect(catalogueNames(page)).toHaveText(['Śpiwór puchowy']);
    await searchCatalogue(page, 'zarnowy mlynek');
    await expect(catalogueNames(page)).toHaveText(['Młynek do kawy żarnowy']);
  });
});

test('goals: "herbaty i kawy" finds "Kawa i herbata premium", and the box\'s example finds it too', async ({
  page,
}) => {
  await login(page, 'demo');
  await page.goto('/goals');
  const names = page.locator('.goal-grid:not([aria-busy]) .goal-card:not(.goal-card--skeleton) .goal-card__name');
  await expect(names.first()).toBeVisible();
  const box = page.getByLabel('Szukaj celu');
  await box.fill('herbaty i kawy');
  await expect(names).toHaveText(['Kawa i herbata premium']);

  const example = (await box.getAttribute('placeholder'))!.replace(/^np\.\s*/, '');
  await box.fill(example);
  await expect(names).toHaveText(['Kawa i herbata premium']);
});
