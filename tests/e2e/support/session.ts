/** Logging in through the real login form, and reading the dev outbox of the real server. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { islandsHydrated } from './islands.ts';

export const DEMO_PASSWORD = 'Demo!2345';

/** The login form has hydrated (client:load islands hydrate after the load event). */
export async function formReady(page: Page): Promise<void> {
  await islandsHydrated(page);
}

/** Opens `origin`/ and logs in; resolves once the browser has left the login page. */
export async function logIn(page: Page, username: string, password = DEMO_PASSWORD, origin = ''): Promise<void> {
  await page.goto(`${origin}/`);
  await fillLogin(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/');
}

export async function fillLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await formReady(page);
  await page.getByLabel('Login lub adres e-mail').fill(username);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

/**
 * The path of the newest link e-mailed to `to` (the outbox's links carry SITE_URL's origin).
 * The server writes a requested link's e-mail just after its answer: asked again briefly.
 */
export async function newestLink(request: APIRequestContext, origin: string, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${origin}/api/dev/outbox?to=${encodeURIComponent(to)}`);
        expect(response.ok()).toBe(true);
        const { items } = (await response.json()) as { items: OutboxMail[] };
        link = items[0]?.links[0];
        return link;
      },
      { message: `an e-mail with a link to ${to}`, timeout: 5_000 },
    )
    .toBeTruthy();
  return new URL(link!).pathname;
}
