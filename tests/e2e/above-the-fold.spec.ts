/**
 * What a participant came for shows without scrolling under the spec's 250 px banner
 * (issue 28): after login on a 1366x768 or 1024x768 laptop the first goal card, and on
 * the award page (laptops and a 768x1024 tablet) the award's name, price and order
 * button, between the fixed top bar and the wallet bar. The order button orders. An award
 * the participant cannot afford shows its price muted and under it what is missing of the
 * points do wydania (N8).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openSession, sharedSession } from './real-login.ts';
import { islandsHydrated } from './support/islands.ts';

const LAPTOPS = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
];
const TABLET = { width: 768, height: 1024 };

/** The element lies whole in the window, under the top bar and above the footer (the wallet bar). */
async function expectInView(page: Page, element: Locator, what: string) {
  await expect(element, what).toBeVisible();
  const box = (await element.boundingBox())!;
  const top = (await page.locator('header.topbar').boundingBox())!;
  const footer = (await page.locator('.app-footer').boundingBox())!;
  const size = page.viewportSize()!;
  expect(box.y, `${what}: below the top bar`).toBeGreaterThanOrEqual(top.y + top.height - 1);
  expect(box.y + box.height, `${what}: above the wallet bar`).toBeLessThanOrEqual(footer.y + 1);
  expect(box.x, `${what}: not off the left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: not off the right edge`).toBeLessThanOrEqual(size.width);
}

/** An award demo can order now: vp, delivered by courier, no limits. */
async function orderableAward(page: Page): Promise<{ awardId: number; name: string; price: number }> {
  const { token } = await sharedSession(page.request, 'demo');
  const response = await page.request.post('/api/loyalty/award/list', {
    headers: { Authorization: `Bearer ${token}` },
    data: { page: 1, per: 50, sortBy: 'price', sortOrder: 'asc', affordable: true },
  });
  const card = (await response.json()).items.find(
    (c: { deliveryMethod: string; canOrder: boolean }) => c.deliveryMethod === 'MT' && c.canOrder,
  );
  expect(card, 'an award demo can order').toBeTruthy();
  return card;
}

/** A vp award frsh cannot afford now (the points do wydania fall short): the dearest first. */
async function unaffordableAward(page: Page): Promise<{ awardId: number; name: string }> {
  const { token } = await sharedSession(page.request, 'frsh');
  const response = await page.request.post('/api/loyalty/award/list', {
    headers: { Authorization: `Bearer ${token}` },
    data: { page: 1, per: 50, sortBy: 'price', sortOrder: 'desc', currency: 'vp' },
  });
  const card = (await response.json()).items.find(
    (c: { currency: string; canOrder: boolean; missingPoints: number; deliveryMethod: string | null }) =>
      c.currency === 'vp' && !c.canOrder && c.missingPoints > 0 && c.deliveryMethod,
  );
  expect(card, 'an award frsh cannot afford').toBeTruthy();
  return card;
}

for (const size of LAPTOPS) {
  test(`${size.width}x${size.height}: the first goal card shows whole without scrolling`, async ({ page }) => {
    await page.setViewportSize(size);
    await openSession(page, 'demo');
    await page.goto('/goals');
    await islandsHydrated(page);
    const first = page.locator('.goal-grid:not([aria-busy]) .goal-card:not(.goal-card--skeleton)').first();
    await expect(first.locator('.goal-card__name')).not.toBeEmpty();
    // The banner stays as the spec has it.
    await expect(page.locator('.app__banner section.banners')).toHaveCSS('height', '250px');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await expectInView(page, first, 'the first goal card');
    await expectInView(page, first.getByRole('button'), "the first goal's button");
  });
}

for (const size of [...LAPTOPS, TABLET]) {
  test(`${size.width}x${size.height}: an award's name, price and order button show without scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openSession(page, 'demo');
    const award = await orderableAward(page);
    await page.goto(`/award/${award.awardId}`);
    await islandsHydrated(page);
    const name = page.getByRole('heading', { level: 1, name: award.name });
    const price = page.locator('.aw-fact').filter({ hasText: 'Cena' }).locator('.aw-fact__value');
    const orderButton = page.getByRole('button', { name: 'Zamów', exact: true });
    await expect(price).toHaveText(new RegExp(`^${award.price}\\svp$`));
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await expectInView(page, name, 'the name');
    await expectInView(page, price, 'the price');
    await expectInView(page, orderButton, 'the order button');

    // It is the order's button: with the profile's data it goes straight to the confirmation.
    await expect(page.getByLabel('Telefon')).not.toHaveValue('');
    await orderButton.click();
    const dialog = page.getByRole('alertdialog', { name: 'Potwierdź zamówienie' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(award.name);
    await dialog.getByRole('button', { name: 'Wróć' }).click();
    await expect(dialog).toHaveCount(0);
  });
}

for (const size of [...LAPTOPS, TABLET]) {
  test(`${size.width}x${size.height}: an award out of reach says why under its muted price, without scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openSession(page, 'frsh');
    const award = await unaffordableAward(page);
    await page.goto(`/award/${award.awardId}`);
    await islandsHydrated(page);
    const priceCard = page.locator('.aw-fact').filter({ hasText: 'Cena' });
    const price = priceCard.locator('.aw-fact__value');
    // The reason is under the price, in its card: wherever the price shows, so does the reason.
    const cue = priceCard.getByTestId('order-cue');
    // The wallet's words (saldo / zablokowane / do wydania): what is short is do wydania.
    await expect(cue).toHaveText(/^Brakuje Ci \d[\d\s]*\svp do wydania$/);
    await expect(page.getByRole('button', { name: 'Zamów', exact: true })).toHaveCount(0);
    // Not the green of a price that can be ordered: the catalogue's muted colour.
    await expect(price).toHaveCSS('color', 'rgb(75, 94, 81)');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await expectInView(page, price, 'the price');
    await expectInView(page, cue, 'the reason');
    // The panel below says it in full, with the progress in the same words.
    await expect(page.getByText(/^Do tej nagrody brakuje Ci \d[\d\s]*\svp do wydania\./)).toBeVisible();
    await expect(page.locator('.aw-progress__text')).toHaveText(
      /^Do wydania masz [\d\s,]+\svp z [\d\s]+\svp \(\d+%\)$/,
    );
  });
}
