/**
 * What a participant came for shows without scrolling under the spec's 250 px banner
 * (issue 28): after login on a 1366x768 or 1024x768 laptop the first goal card and the
 * first row of task cards, on a 768x1024 tablet the first goal's button (with vp and lp
 * too, whose wallet bar has two lines), and on the award page (laptops and the tablet) the
 * award's name, price and order button, between the fixed top bar and the wallet bar. The
 * order button orders. An award the participant cannot afford shows its price muted and
 * under it what is missing of the points do wydania (N8). The wallet panel shows its
 * refresh icon and hint on opening, and the goals' "Filtry" open under the title, the
 * whole width, the selects readable.
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
/** Spec section 2: the wallet panel's hint beside its refresh icon. */
const RECALCULATE_HINT = 'Jeśli coś się nie zgadza, kliknij ikonę obok aby przeliczyć saldo waluty.';

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

/** The first card of a list that has its data (not a skeleton). */
async function firstGoal(page: Page, username: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await openSession(page, username);
  await page.goto('/goals');
  await islandsHydrated(page);
  const first = page.locator('.goal-grid:not([aria-busy]) .goal-card:not(.goal-card--skeleton)').first();
  await expect(first.locator('.goal-card__name')).not.toBeEmpty();
  // The wallet bar has its numbers (two lines of them for frsh), so the fold is where it stays.
  await expect(page.locator('.app-footer .wallet-summary[data-ready]')).toBeVisible();
  // The banner stays as the spec has it.
  await expect(page.locator('.app__banner section.banners')).toHaveCSS('height', '250px');
  expect(await page.evaluate(() => scrollY)).toBe(0);
  return first;
}

for (const username of ['demo', 'frsh']) {
  for (const size of LAPTOPS) {
    test(`${size.width}x${size.height}, ${username}: the first goal card shows whole without scrolling`, async ({
      page,
    }) => {
      const first = await firstGoal(page, username, size);
      await expectInView(page, first, 'the first goal card');
      await expectInView(page, first.getByRole('button'), "the first goal's button");
    });

    test(`${size.width}x${size.height}, ${username}: the first row of task cards shows whole, its buttons too`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await openSession(page, username);
      await page.goto('/tasks');
      await islandsHydrated(page);
      await expect(page.locator('.app-footer .wallet-summary[data-ready]')).toBeVisible();
      // The page keeps its headings and its tabs.
      await expect(page.getByRole('heading', { level: 1, name: 'Zadania' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Pokaż zadania' }).getByRole('radio')).toHaveCount(4);
      await expect(page.getByRole('radio', { name: 'Do wykonania' })).toBeChecked();
      await expect(page.getByRole('heading', { level: 2, name: 'Do wykonania' })).toBeVisible();
      const cards = page.locator('.task-grid:not([aria-busy]) .task-card');
      await expect(cards.first().locator('.task-card__title')).not.toBeEmpty();
      await expect(page.locator('.app__banner section.banners')).toHaveCSS('height', '250px');
      expect(await page.evaluate(() => scrollY)).toBe(0);
      // Every card of the first row (as many as the grid has columns).
      const top = (await cards.first().boundingBox())!.y;
      for (const card of await cards.all()) {
        if ((await card.boundingBox())!.y > top + 1) break;
        await expectInView(page, card, 'a task card of the first row');
        await expectInView(page, card.locator('.task-card__points'), "a task's points");
        await expectInView(page, card.getByRole('button').last(), "a task's button");
      }
    });
  }

  test(`768x1024, ${username}: the first goal's name, progress and button show above the wallet bar`, async ({
    page,
  }) => {
    const first = await firstGoal(page, username, TABLET);
    await expectInView(page, first.locator('.goal-card__name'), "the first goal's name");
    await expectInView(page, first.locator('.goal-card__progress'), "the first goal's progress");
    await expectInView(page, first.getByRole('button'), "the first goal's button");
    // The bar stays as compact as on a phone: one line per currency.
    expect((await page.locator('.app-footer').boundingBox())!.height).toBeLessThanOrEqual(
      username === 'frsh' ? 72 : 60,
    );
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

for (const size of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  TABLET,
  ...LAPTOPS,
  { width: 1440, height: 900 },
]) {
  test(`${size.width}x${size.height}: the wallet panel opens with its refresh icon and hint in view`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    // frsh: two currencies and two expiry lines, the tallest panel.
    await openSession(page, 'frsh');
    await page.goto('/history');
    await islandsHydrated(page);
    await expect(page.locator('.app-footer .wallet-summary[data-ready]')).toBeVisible();
    await page.locator('#wallet-trigger').click();
    const panel = page.getByRole('dialog', { name: 'Portfel' });
    await expect(panel.getByRole('region', { name: 'Punkty lojalnościowe (lp)' })).toBeVisible();
    await expect(panel.getByText(/^Najbliżej wygaśnie/).first()).toBeVisible();
    const refresh = panel.getByRole('button', { name: 'Przelicz saldo' });
    const hint = panel.getByText(RECALCULATE_HINT);
    expect(await panel.evaluate((element) => element.scrollTop)).toBe(0);
    // In the panel's own box, not below its scroll, and in the window.
    const box = (await panel.boundingBox())!;
    for (const [element, what] of [
      [refresh, 'the refresh icon'],
      [hint, 'its hint'],
    ] as const) {
      await expect(element, what).toBeVisible();
      const b = (await element.boundingBox())!;
      expect(b.y, `${what}: in the panel`).toBeGreaterThanOrEqual(box.y);
      expect(b.y + b.height, `${what}: above the panel's fold`).toBeLessThanOrEqual(box.y + box.height + 1);
      expect(b.y + b.height, `${what}: in the window`).toBeLessThanOrEqual(size.height);
    }
    // What the numbers mean is one click away.
    await panel.getByText('Co znaczą te liczby?').click();
    await expect(panel.getByText(/to punkty, które możesz teraz wymienić na nagrody/)).toBeVisible();
  });
}

for (const size of [TABLET, ...LAPTOPS, { width: 1440, height: 900 }]) {
  test(`${size.width}x${size.height}: "Filtry" open under the goals' title, the whole width, the selects readable`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openSession(page, 'demo');
    await page.goto('/goals');
    await islandsHydrated(page);
    const title = page.getByRole('heading', { level: 1, name: 'Moje cele' });
    const search = page.getByRole('searchbox', { name: 'Szukaj celu' });
    const toggle = page.getByRole('button', { name: /^Filtry/ });
    await expect(page.locator('.goals__title .list-head__summary')).toContainText('Znaleziono');
    const before = (await title.boundingBox())!;
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('.goal-filters__more');
    await expect(panel).toBeVisible();

    // The title stays in its row, beside the search.
    const after = (await title.boundingBox())!;
    expect(Math.abs(after.y - before.y), 'the title did not move').toBeLessThanOrEqual(1);
    const bar = (await search.boundingBox())!;
    expect(after.y, 'the title in the search row').toBeLessThan(bar.y + bar.height);
    expect(after.y + after.height, 'the title in the search row').toBeGreaterThan(bar.y);
    // The panel below both, from the title's left edge to the button's right one.
    const box = (await panel.boundingBox())!;
    const button = (await toggle.boundingBox())!;
    expect(box.y, 'the panel below the title').toBeGreaterThanOrEqual(after.y + after.height);
    expect(box.y, 'the panel below the search').toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(box.x, 'the panel starts at the title').toBeLessThanOrEqual(after.x + 1);
    expect(box.x + box.width, 'the panel ends at the button').toBeGreaterThanOrEqual(button.x + button.width - 1);
    // Each select shows its chosen option whole (no "Najpierw al").
    for (const name of ['Okres', 'Kolejność']) {
      const select = panel.getByRole('combobox', { name });
      const room = await select.evaluate((element: HTMLSelectElement) => {
        const style = getComputedStyle(element);
        const probe = document.createElement('span');
        probe.style.font = style.font;
        probe.style.position = 'absolute';
        probe.style.whiteSpace = 'nowrap';
        probe.textContent = element.options[element.selectedIndex]!.text;
        document.body.append(probe);
        const text = probe.getBoundingClientRect().width;
        probe.remove();
        const inner = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text, inner };
      });
      // The arrow takes about 20 px of the inner box.
      expect(room.text, `${name}: its option fits`).toBeLessThanOrEqual(room.inner - 20);
    }
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
