/**
 * /profile against the reference server: the data, an edit round trip that reaches the
 * top bar, refused saves that keep what was typed (also across a reload), and a password
 * change followed by a login with the new password. The tests that change an account run
 * on a private server of their own (support/server.ts): the suite's demo accounts stay as
 * they are for every test running beside them.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, apiLogin, loginAs, openSession } from './real-login.ts';
import { startPrivateServer, type PrivateServer } from './support/server.ts';
import { formReady, logIn } from './support/session.ts';

test.describe.configure({ mode: 'serial' });
// Chromium logs every refused call (409, 422) as a console error: here refusals are the point.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of (409|422)/] });

let server: PrivateServer;
test.beforeAll(async () => {
  // A fresh demo database takes a while on a busy machine: more than a test's 30 s.
  test.setTimeout(90_000);
  server = await startPrivateServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function preview(request: APIRequestContext, token: string, origin = '') {
  const response = await request.get(`${origin}/api/loyalty/participant/preview`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.json();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('shows the data: names, store, NIP as XXX-XXX-XX-XX, contact, address, account, consents', async ({ page }) => {
  await openSession(page, 'demo');
  await page.goto('/profile');
  const data = page.locator('.profile-data');
  await expect(data).toContainText('Anna Wiśniewska');
  await expect(data).toContainText('526-104-08-28');
  await expect(data).toContainText('demo@punkty.example');
  await expect(data).toContainText('+48 601 234 567');
  await expect(data).toContainText('05-800 Pruszków');
  await expect(data).toContainText('PL61 1090 1014 0000 0712 1981 2874');
  await expect(data).toContainText('Regulamin programu zaakceptowany');
});

test('an edit round trip: saved, shown, kept after a reload, and the top bar follows', async ({ page }) => {
  const origin = server.url;
  const session = await loginAs(page, 'frsh', DEMO_PASSWORD, origin);
  await page.goto(`${origin}/profile`);
  await page.getByRole('button', { name: 'Zmień dane' }).click();
  await field(page, 'Imię').fill('Ludwik');
  await field(page, 'Telefon (opcjonalnie)').fill('602000111');
  await field(page, 'Kod pocztowy').fill('81368');
  await field(page, 'Kod pocztowy').blur();
  await expect(field(page, 'Kod pocztowy')).toHaveValue('81-368');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();

  await expect(page.getByRole('heading', { name: 'Twoje dane' })).toBeVisible();
  const data = page.locator('.profile-data');
  await expect(data).toContainText('Ludwik Żółkiewski');
  await expect(data).toContainText('+48 602 000 111');
  // the top bar's user box (a link to /profile) follows at once
  await expect(page.getByRole('banner').getByRole('link', { name: /^Profil/ })).toContainText('Ludwik Żółkiewski');

  await page.reload();
  await expect(page.locator('.profile-data')).toContainText('Ludwik Żółkiewski');
  const stored = await preview(page.request, session.token, origin);
  expect(stored).toMatchObject({ firstname: 'Ludwik', phone: '+48 602 000 111', address: { postalCode: '81-368' } });
});

test.describe('refused saves', () => {
  test('a refused save keeps what was typed, also across a reload', async ({ page }) => {
    const session = await openSession(page, 'frsh');
    const original = await preview(page.request, session.token);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Zmień dane' }).click();

    // the form's own rules: letters only in the first name, the NIP length in Polish
    await field(page, 'Imię').fill('');
    await field(page, 'Imię').pressSequentially('Ewa7');
    await expect(field(page, 'Imię')).toHaveValue('Ewa');
    await expect(page.getByText('Imię może zawierać tylko litery.')).toBeVisible();
    await field(page, 'NIP').fill('774-000-14');
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Nie zapisaliśmy zmian' });
    await expect(summary).toContainText('NIP: Nieprawidłowa długość NIP. NIP musi zawierać dokładnie 10 cyfr.');
    await expect(summary).toBeFocused();
    await expect(field(page, 'NIP')).toHaveValue('774-000-14');

    // the server's refusal: an e-mail address of another account
    await field(page, 'NIP').fill('7740001454');
    await field(page, 'Adres e-mail').fill('demo@punkty.example');
    await field(page, 'Miejscowość').fill('Sopot');
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(summary).toContainText('Ten adres e-mail jest już przypisany do innego konta.');
    await expect(field(page, 'Adres e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Miejscowość')).toHaveValue('Sopot');
    await expect(field(page, 'Imię')).toHaveValue('Ewa');

    // nothing was stored, and a reload brings the typed values back
    expect((await preview(page.request, session.token)).address.city).toBe(original.address.city);
    await page.reload();
    await expect(page.getByText('Przywróciliśmy zmiany, których jeszcze nie zapisałeś.')).toBeVisible();
    await expect(field(page, 'Miejscowość')).toHaveValue('Sopot');
    await expect(field(page, 'Adres e-mail')).toHaveValue('demo@punkty.example');

    await page.getByRole('button', { name: 'Anuluj' }).click();
    await expect(page.locator('.profile-data')).toContainText(original.address.city);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Zmień dane' })).toBeVisible();
  });
});

test('a password change, then a login with the new password', async ({ page, browser }) => {
  const origin = server.url;
  const NEW_PASSWORD = 'Nowe!Haslo2026';
  await loginAs(page, 'frsh', DEMO_PASSWORD, origin);
  await page.goto(`${origin}/profile`);
  const form = page.getByRole('region', { name: 'Zmiana hasła' });
  await expect(form.getByText('Nowe hasło musi mieć:')).toBeVisible();
  await formReady(page);

  // the rules are ticked off as the new password is typed
  await form.getByLabel('Nowe hasło', { exact: true }).fill('nowe');
  await expect(form.locator('.password-rules li[data-met]')).toHaveCount(2);
  // a wrong current password is named on its field
  await form.getByLabel('Obecne hasło').fill('Zle!Haslo1');
  await form.getByLabel('Nowe hasło', { exact: true }).fill(NEW_PASSWORD);
  await expect(form.locator('.password-rules li[data-met]')).toHaveCount(5);
  await form.getByLabel('Powtórz nowe hasło').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(form.getByText('Obecne hasło jest nieprawidłowe.')).toBeVisible();
  await expect(form.getByLabel('Obecne hasło')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Obecne hasło').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(form.getByRole('status')).toHaveText('Hasło zostało zmienione. Użyj go przy następnym logowaniu.');
  await expect(form.getByLabel('Obecne hasło')).toHaveValue('');

  // the login form takes the new password, the API refuses the old one
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await logIn(fresh, 'frsh', NEW_PASSWORD, origin);
  await expect(fresh).toHaveURL(`${origin}/goals`);
  await context.close();
  const old = await page.request.post(`${origin}/loyalty/login`, {
    data: { username: 'frsh', password: DEMO_PASSWORD, appCode: 'app3' },
  });
  expect(old.status()).toBe(401);
  expect((await apiLogin(page.request, 'frsh', NEW_PASSWORD, origin)).token).toBeTruthy();
});
