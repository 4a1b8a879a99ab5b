/**
 * /counter: the countdown to the launch (D7: 2025-05-05 12:00 in Warsaw), readable as
 * static HTML, kept current by one tiny script; Playwright's clock picks the time.
 */
import { expect, test } from './fixtures.ts';

const TARGET = Date.parse('2025-05-05T10:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Page = import('@playwright/test').Page;

const units = (page: Page) => page.getByRole('timer').locator('[data-unit]');

/** Stops the page's clock at `at` (installed a little earlier, so pausing is always a step forward). */
async function freezeAt(page: Page, at: number) {
  await page.clock.install({ time: at - 5000 });
  await page.clock.pauseAt(at);
}

test('before the target it counts down in days, hours, minutes and seconds with Polish forms', async ({ page }) => {
  await freezeAt(page, TARGET - (2 * DAY + 3 * HOUR + 22 * MINUTE + 5 * SECOND));
  await page.goto('/counter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Do startu programu Punkty zostało');
  await expect(units(page)).toHaveText(['2 dni', '3 godziny', '22 minuty', '5 sekund']);
  await expect(page.getByRole('time')).toHaveText('05.05.2025 12:00');
  await expect(page.getByRole('link', { name: 'Zarejestruj się jako nowy klient' })).toHaveAttribute(
    'href',
    'https://punkty.example/rejestracja',
  );

  await page.clock.runFor(SECOND);
  await expect(units(page)).toHaveText(['2 dni', '3 godziny', '22 minuty', '4 sekundy']);
  await page.clock.runFor(4 * SECOND);
  await expect(units(page)).toHaveText(['2 dni', '3 godziny', '22 minuty', '0 sekund']);
  await page.clock.runFor(SECOND);
  await expect(units(page)).toHaveText(['2 dni', '3 godziny', '21 minut', '59 sekund']);
});

test('the singular forms, in a visitor time zone far from Warsaw', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'America/Los_Angeles', locale: 'pl-PL' });
  const page = await context.newPage();
  const at = TARGET - (1 * DAY + 1 * HOUR + 1 * MINUTE + 1 * SECOND);
  await freezeAt(page, at);
  await page.goto('/counter');
  await expect(units(page)).toHaveText(['1 dzień', '1 godzina', '1 minuta', '1 sekunda']);
  // The target is Warsaw time whatever the visitor's zone (D7).
  await expect(page.getByRole('time')).toHaveText('05.05.2025 12:00');
  await context.close();
});

test('reaching the target turns the countdown into the started message with a login link', async ({ page }) => {
  await freezeAt(page, TARGET - 2 * SECOND);
  await page.goto('/counter');
  await expect(units(page)).toHaveText(['0 dni', '0 godzin', '0 minut', '2 sekundy']);
  await page.clock.runFor(SECOND);
  await expect(units(page)).toHaveText(['0 dni', '0 godzin', '0 minut', '1 sekunda']);
  await page.clock.runFor(SECOND);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Program Punkty wystartował!');
  await expect(page.getByRole('timer')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/');
});

test('after the target it says the programme has started', async ({ page }) => {
  await page.clock.install({ time: TARGET + 3 * HOUR });
  await page.goto('/counter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Program Punkty wystartował!');
  await expect(page.getByText('Program działa od 05.05.2025 12:00.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zarejestruj się jako nowy klient' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the static HTML already tells the truth: the build ran after the target', async ({ page }) => {
    await page.goto('/counter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Program Punkty wystartował!');
    await expect(page.getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
    await expect(page.getByRole('timer')).toBeHidden();
  });
});

test('the page requests no script and no framework: the countdown arrives inline with the HTML', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/counter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('astro-island').count()).toBe(0);
  // Its size is held by the byte budget (budgets.spec.ts): at most 2 KiB of brotli.
  expect(scripts).toEqual([]);
});
