/** /rodo and /terms-and-conditions: Markdown content, open to everyone, and no JavaScript at all. */
import { expect, loggedInUser, seedSession, test } from './fixtures.ts';

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
  await seedSession(page, { user: loggedInUser() });
  await page.goto('/rules');
  await expect(page.getByRole('heading', { level: 2, name: 'Jak zbierać punkty' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Główna nawigacja' }).getByRole('link', { name: 'Zasady' }),
  ).toHaveAttribute('aria-current', 'page');
});
