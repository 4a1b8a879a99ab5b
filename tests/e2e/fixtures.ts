/**
 * The `test` every end-to-end spec uses: it fails a test whose pages log a
 * console error or throw (a CSP violation shows up here too), and gives
 * helpers to start a tab logged in or logged out.
 */
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { fakeStoredUser } from '../fixtures/session.ts';

export { expect };

/** The requests each test page has sent and not yet seen end (see networkSettled). */
const inFlight = new WeakMap<Page, { requests: Set<Request>; changedAt: number }>();

export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[]; requestWatch: void }>({
  requestWatch: [
    async ({ page }, use) => {
      const state = { requests: new Set<Request>(), changedAt: Date.now() };
      const change = (request: Request, sent: boolean) => {
        if (sent) state.requests.add(request);
        else state.requests.delete(request);
        state.changedAt = Date.now();
      };
      page.on('request', (request) => change(request, true));
      page.on('requestfinished', (request) => change(request, false));
      page.on('requestfailed', (request) => change(request, false));
      inFlight.set(page, state);
      await use();
    },
    { auto: true },
  ],
  /**
   * Console errors a test provokes on purpose (a 401 answer, an offline request): Chromium
   * logs every failed resource. `test.use({ allowedConsoleErrors: [/401|404/] })`: ONE
   * pattern in the array (Playwright reads `[a, b]` in test.use as a value and its options).
   */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: { text: string; url: string }[] = [];
      // Chromium logs every answer of 404 as an error: expected for the 404 page and for
      // an unknown id in a dynamic route's address.
      const expectedNotFound = new Set<string>();
      page.on('response', (response) => {
        if (response.status() !== 404) return;
        if (response.request().resourceType() === 'document') expectedNotFound.add(response.url());
        // A dynamic route's island asking the API for the id or uuid of its own address
        // (/award/:awardId, /activate-account/:uuid): 404 is the documented "unknown" answer,
        // shown as a Polish not-found state (docs/decisions/002).
        const own = new URL(page.url()).pathname.split('/').filter(Boolean);
        const asked = new URL(response.url()).pathname.split('/').filter(Boolean);
        if (own.length === 2 && asked.at(-1) === own[1]) expectedNotFound.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push({ text: message.text(), url: message.location().url });
      });
      page.on('pageerror', (error) => errors.push({ text: error.message, url: '' }));
      await use(errors.map((error) => error.text));
      const unexpected = errors.filter(
        (error) =>
          !(error.text.startsWith('Failed to load resource') && expectedNotFound.has(error.url)) &&
          !allowedConsoleErrors.some((pattern) => pattern.test(error.text)),
      );
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Writes sessionStorage of the site's origin from a page that runs no guard
 * (/rodo), as the login island or the logout would have left it.
 */
export async function seedSession(page: Page, entries: Record<string, string>): Promise<void> {
  await page.goto('/rodo');
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
  }, entries);
}

/** A session whose token expires in an hour: logged in, as far as the site can tell. */
export function loggedInUser(): string {
  return fakeStoredUser(Date.now(), 3600);
}

export function sessionValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => sessionStorage.getItem(k), key);
}

/**
 * Waits until the page has had no request on its way for `quietMs`: its islands have run and
 * their data calls have ended. Playwright's own 'networkidle' is discouraged and can wait
 * forever when requests start and end before DOMContentLoaded (microsoft/playwright#42598),
 * which is exactly what the preloader's early API requests do.
 */
export async function networkSettled(page: Page, quietMs = 500): Promise<void> {
  const state = inFlight.get(page);
  if (!state) throw new Error("networkSettled: the page is not the test fixture's page");
  await expect
    .poll(
      () => {
        if (state.requests.size > 0) return [...state.requests].map((request) => request.url());
        return Date.now() - state.changedAt >= quietMs ? [] : ['(quiet for less than ' + quietMs + ' ms)'];
      },
      { message: 'requests still on their way', intervals: [100], timeout: 30_000 },
    )
    .toEqual([]);
}
