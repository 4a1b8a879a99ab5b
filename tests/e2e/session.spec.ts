/**
 * Login, the redirect memory, login errors, logout and an offline request, against the
 * real server (issue 4). Nothing here is mocked: requests are only observed.
 */
import { expect, sessionValue, test } from './fixtures.ts';
import { openSession } from './real-login.ts';
import { DEMO_PASSWORD, fillLogin, formReady } from './support/session.ts';

for (const username of ['demo', 'frsh']) {
  test(`${username} logs in with appCode 'app3' and lands on /goals`, async ({ page }) => {
    await page.goto('/');
    // Passed through unchanged to the real server: Chromium shows a fetch body that
    // streams (ky's) only to an interception.
    await page.route('**/loyalty/login', (route) => route.continue());
    const loginRequest = page.waitForRequest((r) => r.url().endsWith('/loyalty/login') && r.method() === 'POST');
    await fillLogin(page, username);
    const request = await loginRequest;
    expect(request.postDataJSON()).toEqual({ username, password: DEMO_PASSWORD, appCode: 'app3' });
    await page.waitForURL('/goals');
    const stored = JSON.parse((await sessionValue(page, 'user')) ?? 'null');
    expect(stored).toMatchObject({ username });
    expect(stored.token.split('.')).toHaveLength(3);
    // The login page was replaced in the history: Back does not return to it.
    expect(await page.evaluate(() => history.length)).toBe(2);
  });
}

test('a visitor sent away from /history?page=2 lands there after logging in', async ({ page }) => {
  await page.goto('/history?page=2');
  await expect(page).toHaveURL('/');
  expect(await sessionValue(page, 'postLoginTarget')).toBe('/history?page=2');
  await fillLogin(page, 'demo');
  await page.waitForURL('/history?page=2');
  expect(await sessionValue(page, 'postLoginTarget')).toBeNull();
});

test.describe('refused logins', () => {
  // Chromium logs the 401 answers the tests ask for.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test("a wrong password shows the server's Polish message and keeps the login", async ({ page }) => {
    await page.goto('/');
    const answer = page.waitForResponse((r) => r.url().endsWith('/loyalty/login'));
    await fillLogin(page, 'demo', 'to-nie-jest-haslo');
    expect((await answer).status()).toBe(401);
    await expect(page.getByRole('alert')).toHaveText('Nieprawidłowy login lub hasło.');
    await expect(page).toHaveURL('/');
    await expect(page.getByLabel('Login lub adres e-mail')).toHaveValue('demo');
    expect(await sessionValue(page, 'user')).toBeNull();
  });

  test('an account not activated yet answers like a wrong password (it has no password to check)', async ({ page }) => {
    await page.goto('/');
    await fillLogin(page, 'nowy', 'Cokolwiek1');
    await expect(page.getByRole('alert')).toHaveText('Nieprawidłowy login lub hasło.');
  });
});

test('empty fields are named, without a request', async ({ page }) => {
  let requests = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/loyalty/login')) requests++;
  });
  await page.goto('/');
  await formReady(page);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('Podaj login lub adres e-mail.')).toBeVisible();
  await expect(page.getByText('Podaj hasło.')).toBeVisible();
  await expect(page.getByLabel('Login lub adres e-mail')).toBeFocused();
  expect(requests).toBe(0);
});

test.describe('logout', () => {
  // The server ends the session before the page has left: a picture still loading answers 401.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('logout ends the session on the server, clears it here and loads / without remembering a target', async ({
    page,
  }) => {
    const { token } = await openSession(page, 'demo');
    await page.goto('/goals');
    await page.evaluate(() => localStorage.setItem('awardsCatalog_searchValue', '"kawa"'));
    const ended = page.waitForResponse((r) => r.url().endsWith('/loyalty/logout'));
    await page.getByRole('button', { name: 'Wyloguj się' }).first().click();
    expect((await ended).status()).toBe(200);
    await page.waitForURL('/');
    expect(await sessionValue(page, 'user')).toBeNull();
    expect(await sessionValue(page, 'postLoginTarget')).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('awardsCatalog_searchValue'))).toBeNull();
    await formReady(page);
    // Logged out for real: a protected page sends the visitor back to the login, and the
    // server no longer takes the token.
    await page.goto('/goals');
    await expect(page).toHaveURL('/');
    const refused = await page.request.get('/api/loyalty/group', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);
  });
});

test.describe('offline', () => {
  // Chromium logs the dropped call, and the central handler logs the failure (D13).
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|^NetworkError: /] });

  test('a request while offline says so in a Polish toast', async ({ page, context }) => {
    await page.goto('/restore-password');
    await formReady(page);
    await page.getByLabel('Login lub adres e-mail').fill('demo');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Nie udało się połączyć z serwerem programu.' }),
    ).toBeVisible();
    await context.setOffline(false);
    // Nothing typed is lost, and the same click works once the connection is back.
    await expect(page.getByLabel('Login lub adres e-mail')).toHaveValue('demo');
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await expect(page.getByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();
  });
});
