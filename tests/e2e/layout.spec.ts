/** The logged-in layout from 320 to 1920 px: top bar, D6 highlighting, burger, footer, prefetch. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openSession } from './real-login.ts';
import { islandsHydrated } from './support/islands.ts';

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const width of [320, 390, 768, 1399, 1400, 1920]) {
  test(`the app layout holds at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openSession(page, 'demo');
    await page.goto('/goals');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const bar = page.locator('header.topbar');
    expect((await bar.boundingBox())?.height).toBe(50);
    const wide = page.locator('.topbar__nav--wide');
    const burger = page.getByRole('button', { name: 'Menu' });
    if (width < 1400) {
      await expect(wide).toBeHidden();
      await burger.click();
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Zadania' })).toBeVisible();
      await page.keyboard.press('Escape');
    } else {
      await expect(burger).toBeHidden();
      await expect(wide.getByRole('link')).toHaveText(['Moje cele', 'Zadania', 'Nagrody', 'Zasady', 'Historia']);
    }

    // Scrolled to the end, the sticky footer sits below the last of the content.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const mainBox = await page.locator('main').boundingBox();
    const footerBox = await page.locator('footer.app-footer').boundingBox();
    expect(footerBox!.y + footerBox!.height).toBeLessThanOrEqual(800 + 1);
    expect(mainBox!.y + mainBox!.height).toBeLessThanOrEqual(footerBox!.y + 1);
  });
}

for (const width of [320, 1920]) {
  test(`the public and legal layouts hold at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/counter', '/rodo']) {
      await page.goto(path);
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
}

test('the top bar marks the section of the page (D6)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSession(page, 'demo');
  const nav = page.locator('.topbar__nav--wide');
  for (const [path, current] of [
    ['/goals', 'Moje cele'],
    ['/tasks', 'Zadania'],
    ['/awards', 'Nagrody'],
    ['/awards-catalog', 'Nagrody'],
    ['/award/42', 'Nagrody'],
    ['/history', 'Historia'],
  ]) {
    await page.goto(path!);
    await expect(nav.locator('[aria-current="page"]'), path).toHaveText(current!);
  }
  await page.goto('/profile');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
});

test('the footer links to the contact address and the privacy policy PDF', async ({ page, request }) => {
  await openSession(page, 'demo');
  await page.goto('/goals');
  const footer = page.locator('footer.app-footer');
  await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:.+@.+/);
  const pdf = await footer.getByRole('link', { name: /Polityka prywatności/ }).getAttribute('href');
  const response = await request.get(pdf!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('hovering a top-bar link prefetches its page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSession(page, 'demo');
  await page.goto('/goals');
  await islandsHydrated(page);
  const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === '/history');
  await page.locator('.topbar__nav--wide').getByRole('link', { name: 'Historia' }).hover();
  await prefetched;
});
