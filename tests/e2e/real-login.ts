/**
 * Logging in through the real API (POST /loyalty/login), then handing the answer to the
 * site as the login form would: sessionStorage 'user', set before any page script runs.
 * Quicker than the form (support/session.ts) for tests about other screens.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/session.ts';

export { DEMO_PASSWORD };

export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
  origin = '',
): Promise<Record<string, unknown> & { token: string }> {
  const response = await request.post(`${origin}/loyalty/login`, { data: { username, password, appCode: 'app3' } });
  if (!response.ok()) throw new Error(`login of ${username} failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Logs the tab in as `username` (on `origin`, default the suite's server) for every page it opens. */
export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD, origin = '') {
  const session = await apiLogin(page.request, username, password, origin);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('user')) sessionStorage.setItem('user', value);
  }, JSON.stringify(session));
  return session;
}
