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

type Session = Record<string, unknown> & { token: string };
const sessions = new Map<string, Promise<Session>>();

/** Seconds left on a session's token. */
function secondsLeft(session: Session): number {
  try {
    const payload = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString('utf8'));
    return typeof payload.exp === 'number' ? payload.exp - Date.now() / 1000 : 0;
  } catch {
    return 0;
  }
}

/** False once the server has ended the session (a test logged out with it). */
async function stillLive(request: APIRequestContext, session: Session): Promise<boolean> {
  const response = await request.get('/api/loyalty/group', { headers: { authorization: `Bearer ${session.token}` } });
  return response.ok();
}

/**
 * One real login per participant and test worker, reused while its token has more
 * than five minutes left and its session is live: the server refuses more than 30
 * logins per address in its window, and most tests need a session, not a login.
 */
export async function sharedSession(request: APIRequestContext, username: string): Promise<Session> {
  const known = sessions.get(username);
  if (known) {
    const session = await known.catch(() => null);
    if (session && secondsLeft(session) > 300 && (await stillLive(request, session))) return session;
  }
  const fresh = apiLogin(request, username);
  sessions.set(username, fresh);
  return fresh;
}

/**
 * Opens the tab logged in as `username` with the shared session: sessionStorage 'user'
 * is written on a page without the guard (/rodo), as the login page would leave it.
 */
export async function openSession(page: Page, username: string): Promise<Session> {
  const session = await sharedSession(page.request, username);
  await page.goto('/rodo');
  await page.evaluate((value) => sessionStorage.setItem('user', value), JSON.stringify(session));
  return session;
}
