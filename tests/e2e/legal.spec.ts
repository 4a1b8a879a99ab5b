/** /rodo and /terms-and-conditions: Markdown content, open to everyone, and no JavaScript at all. */
import { expect, loggedInUser, seedSession, test } from './fixtures.ts';
import { openSession } from './real-login.ts';

for (const [path, heading] of [
  ['/rodo', 'Informacja o ochronie danych (RODO)'],
  ['/terms-and-conditions', 'Regulamin'],
] as const) {
  test(`${path} loads no JavaScript and shows its text`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    page.on('response', (response) => {
      if (/javascript|ecmascript/.test(response.headers()['content-type'] ?? '')) scripts.push(response.url());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText('Tekst przykładowy.')).toBeVisible();
    await expect(page.getByText('Ostatnia zmiana:')).toBeVisible();
    expect(await page.locator('script').count()).toBe(0);
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(scripts).toEqual([]);
  });

  test(`${path} is there for a logged-in participant too`, async ({ page }) => {
    await seedSession(page, { user: loggedInUser() });
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('the rules page shows the rules from Markdown inside the app', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A real session: the shell's islands call the API on /rules.
  await openSession(page, 'demo');
  await page.goto('/rules');
  await expect(page.getByRole('heading', { level: 2, name: 'Jak zbierać punkty' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name: 'Zasady' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('Markdown becomes plain HTML: headings, lists, tables and links', async ({ page }) => {
  await page.goto('/rodo');
  const prose = page.locator('.legal-document__prose');
  await expect(prose.getByRole('heading', { level: 2, name: 'Jak długo przechowujemy dane' })).toBeVisible();
  await expect(prose.locator('ul > li').first()).toContainText('dane identyfikacyjne');
  await expect(prose.locator('ol > li').first()).toContainText('Prowadzenie programu');
  const table = prose.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Dane', 'Po co', 'Jak długo']);
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('cell', { name: 'do wycofania zgody w profilu' })).toBeVisible();
  await expect(prose.getByRole('link', { name: 'Prezesa Urzędu Ochrony Danych Osobowych' })).toHaveAttribute(
    'href',
    'https://uodo.gov.pl/',
  );
  await expect(prose.getByRole('link', { name: 'profilu' })).toHaveAttribute('href', '/profile');
  // No raw Markdown leaks into the page.
  await expect(prose).not.toContainText('| ---');
  await expect(prose).not.toContainText('](');
});

test('the rules page renders its table and links inside the app', async ({ page }) => {
  await openSession(page, 'demo');
  await page.goto('/rules');
  const prose = page.locator('.legal-document__prose');
  await expect(prose.getByRole('table').getByRole('columnheader')).toHaveText([
    'Waluta',
    'Kto ją zbiera',
    'Jak długo ważna',
  ]);
  // Both mentions of the history (corrections, and how it adds up to the wallet) lead there.
  const links = prose.getByRole('link', { name: 'historii punktów' });
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/history');
});

test('a legal table fits a phone screen without widening the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/rodo');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // …and the sample table fits as it is (a table wider than the screen would scroll inside itself).
  const table = await page.getByRole('table').evaluate((t) => t.scrollWidth - t.clientWidth);
  expect(table).toBeLessThanOrEqual(0);
});
