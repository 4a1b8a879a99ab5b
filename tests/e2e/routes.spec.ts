/** Every route of the spec's section 2 answers with its page, dynamic routes through the CDN rewrites. */
import { ROUTES, SAMPLE_UUID } from '../../src/lib/routes.ts';
import { expect, loggedInUser, seedSession, test } from './fixtures.ts';

const TITLES: [path: string, title: string, heading: string][] = [
  ['/', 'Logowanie — Punkty', 'Logowanie'],
  ['/activate-account', 'Aktywacja konta — Punkty', 'Aktywacja konta'],
  [`/activate-account/${SAMPLE_UUID}`, 'Aktywacja konta — Punkty', 'Aktywacja konta'],
  ['/restore-password', 'Przypomnienie hasła — Punkty', 'Przypomnienie hasła'],
  [`/restore-password/${SAMPLE_UUID}`, 'Przypomnienie hasła — Punkty', 'Przypomnienie hasła'],
  // After the launch target (D7, 2025) the counter shows that the programme has started.
  ['/counter', 'Odliczanie do startu — Punkty', 'Program Punkty wystartował!'],
  ['/goals', 'Moje cele — Punkty', 'Moje cele'],
  ['/tasks', 'Zadania — Punkty', 'Zadania'],
  ['/awards', 'Nagrody — Punkty', 'Nagrody'],
  ['/awards-catalog', 'Katalog nagród — Punkty', 'Katalog nagród'],
  ['/award/123', 'Nagroda — Punkty', 'Nagroda'],
  ['/rules', 'Zasady — Punkty', 'Zasady'],
  ['/history', 'Historia — Punkty', 'Historia'],
  ['/profile', 'Profil — Punkty', 'Profil'],
  ['/rodo', 'Informacja o ochronie danych (RODO) — Punkty', 'Informacja o ochronie danych (RODO)'],
  ['/terms-and-conditions', 'Regulamin — Punkty', 'Regulamin'],
];

test('the table covers every route of the spec', () => {
  const covered = new Set(TITLES.map(([path]) => path));
  for (const route of ROUTES) expect(covered, route.path).toContain(route.example);
});

for (const [path, title] of TITLES) {
  test(`${path} answers 200 with its title in the HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });
}

test.describe('in the browser, for the visitor each page is for', () => {
  // A fake session passes the guard; the API the shell and the islands call refuses its token.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  for (const [path, title, heading] of TITLES) {
    const route = ROUTES.find((r) => r.example === path || r.path === path);
    test(`${path} shows "${heading}"`, async ({ page }) => {
      if (route?.access === 'protected') await seedSession(page, { user: loggedInUser() });
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }
});

test.describe('the award shell', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('keeps the award id in the address for the page to read', async ({ page }) => {
    await seedSession(page, { user: loggedInUser() });
    await page.goto('/award/987?from=katalog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nagroda');
    expect(await page.evaluate(() => location.pathname + location.search)).toBe('/award/987?from=katalog');
  });
});
