/**
 * Account activation and password restoration end to end, with the links the real
 * server e-mails (read from its dev outbox). They change demo accounts, so they run on a
 * private server with its own database (support/server.ts): the suite's other tests
 * keep `nowy` inactive and `frsh`'s password as it was.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { startPrivateServer, type PrivateServer } from './support/server.ts';
import { DEMO_PASSWORD, fillLogin, formReady, logIn, newestLink } from './support/session.ts';

let server: PrivateServer;
test.beforeAll(async () => {
  // A second server with a fresh database: ~20 s on a busy machine.
  test.setTimeout(120_000);
  server = await startPrivateServer();
});
test.afterAll(async () => {
  await server?.stop();
});
// The tests share the private server's accounts and e-mails: one after another.
test.describe.configure({ mode: 'serial' });

async function setPassword(page: Page, password: string, confirmation = password) {
  await page.getByLabel('Nowe hasło', { exact: true }).fill(password);
  await page.getByLabel('Powtórz nowe hasło').fill(confirmation);
}

test.describe('activation', () => {
  // The refused attempts answer 401/422 on purpose; Chromium logs them.
  test.use({ allowedConsoleErrors: [/status of (401|404|422)/] });

  test('nowy activates the account with the e-mailed link and logs in', async ({ page, request }) => {
    const path = await newestLink(request, server.url, 'nowy@punkty.example');
    expect(path).toMatch(/^\/activate-account\/[0-9a-f-]{36}$/);
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('heading', { name: 'Ustaw hasło' })).toBeVisible();
    await expect(page.getByText('Aktywujesz konto nowy')).toBeVisible();
    // The rules are on screen before anything is typed.
    for (const rule of ['co najmniej 8 znaków', 'małą literę', 'wielką literę', 'cyfrę'])
      await expect(page.locator('.rules li', { hasText: rule })).toBeVisible();

    await setPassword(page, 'krotkie');
    await page.getByRole('button', { name: 'Aktywuj konto' }).click();
    await expect(page.getByText('Hasło musi mieć co najmniej 8 znaków.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Nowe hasło', { exact: true })).toBeFocused();

    await setPassword(page, 'Nowy!2345', 'Nowy!2346');
    await page.getByRole('button', { name: 'Aktywuj konto' }).click();
    await expect(page.getByText('Hasła nie są takie same.')).toBeVisible();

    await setPassword(page, 'Nowy!2345');
    await page.getByRole('button', { name: 'Aktywuj konto' }).click();
    await expect(page.getByRole('heading', { name: 'Konto jest aktywne' })).toBeFocused();
    await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
    await formReady(page);
    await expect(page.getByLabel('Login lub adres e-mail')).toHaveValue('nowy');
    await page.getByLabel('Hasło', { exact: true }).fill('Nowy!2345');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.waitForURL(`${server.url}/goals`);
  });

  test('a used link says so and points to the login', async ({ page, request }) => {
    const path = await newestLink(request, server.url, 'nowy@punkty.example');
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('heading', { name: 'Link został już użyty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute('href', '/');
  });

  test('an unknown link says so and offers a new one; without a link the page explains and resends', async ({
    page,
  }) => {
    await page.goto(`${server.url}/activate-account/6f1c2a4e-3b7d-4c1e-9a2f-0d5e8b7c6a41`);
    await expect(page.getByRole('heading', { name: 'Nieprawidłowy link' })).toBeVisible();
    await expect(page.getByText('Ten link aktywacyjny jest nieprawidłowy.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wyślij link aktywacyjny' })).toBeVisible();

    await page.goto(`${server.url}/activate-account`);
    await expect(page.getByRole('heading', { name: 'Jak aktywować konto?' })).toBeVisible();
    await page.getByLabel('Login lub adres e-mail').fill('nowy');
    await page.getByRole('button', { name: 'Wyślij link aktywacyjny' }).click();
    await expect(page.getByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();
  });
});

test.describe('password restoration', () => {
  test.use({ allowedConsoleErrors: [/status of (401|404|422)/] });

  test('frsh asks for a link, sets a new password, logs in with it; the link then is used up', async ({
    page,
    request,
  }) => {
    await page.goto(`${server.url}/restore-password`);
    await formReady(page);
    await page.getByLabel('Login lub adres e-mail').fill('frsh@punkty.example');
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await expect(page.getByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();

    const path = await newestLink(request, server.url, 'frsh@punkty.example');
    expect(path).toMatch(/^\/restore-password\/[0-9a-f-]{36}$/);
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('heading', { name: 'Ustaw nowe hasło' })).toBeVisible();
    await expect(page.getByText('Ustawiasz nowe hasło do konta frsh')).toBeVisible();
    await setPassword(page, 'Sklep!2026');
    await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
    await expect(page.getByRole('heading', { name: 'Hasło zostało zmienione' })).toBeVisible();

    // The old password no longer works, the new one does.
    await page.goto(`${server.url}/`);
    await fillLogin(page, 'frsh', DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Nieprawidłowy login lub hasło.');
    await logIn(page, 'frsh', 'Sklep!2026', server.url);
    await expect(page).toHaveURL(`${server.url}/goals`);

    // The same link a second time: used, with a way to ask for a new one.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('heading', { name: 'Link został już użyty' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wyślij link' })).toBeVisible();
  });
});
