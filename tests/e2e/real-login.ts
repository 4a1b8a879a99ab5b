/**
 * Logging in through the real API (POST /loyalty/login), then handing the answer to the
 * site as the login island would: sessionStorage 'user', set before any page script runs.
 */
import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo!2345';

export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Record<string, unknown> & { token: string }> {
  const response = await request.post('/loyalty/login', { data: { username, password, appCode: 'app3' } });
  if (!response.ok()) throw new Error(`login of ${username} failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Logs the tab in as `username`; every page it opens afterwards starts with that session. */
export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD) {
  const session = await apiLogin(page.request, username, password);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('user')) sessionStorage.setItem('user', value);
  }, JSON.stringify(session));
  return session;
}
