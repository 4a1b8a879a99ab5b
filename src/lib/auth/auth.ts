/**
 * The auth actions of spec section 4, wired to the API: login, logout and the token
 * refresh. The stores keep the state (stores/session.ts, participant/participant.ts); the
 * session watcher (stores/watcher.ts) decides when to refresh. Whatever the session had
 * cached is wiped by the query layer's own listener when the session starts or ends.
 */
import { navigate } from 'astro:transitions/client';
import { HTTPError } from 'ky';
import { fetchRead } from '../api/fetch-read';
import { POPUP } from '../api/participant';
import { login as apiLogin, logout as apiLogout, refresh as apiRefresh } from '../api/session';
import { DEFAULT_ERROR, errorMessage } from '../errors';
import { markEnterFailed } from './enter-failed';
import { FALLBACK_ROUTE, HOME_ROUTE } from '../guard/guard.js';
import { paint } from '../guard/shell-paint.js';
import { forgetParticipantAnswers } from '../offline/caches';
import { isStaticCache } from '../offline/names';
import { startAhead } from '../navigation/ahead';
import { prefetchPage } from '../navigation/prefetch';
import { loadShell } from '../participant/participant';
import { savePaint } from '../shell/shell';
import { defineQuery } from '../query/query';
import { dropPopup, parsePopup } from '../stores/popup';
import { keepPopup } from '../stores/popup-hidden';
import { $session, clearMessage, clearSession, currentToken, ownerOf, setMessage, setSession } from '../stores/session';

const field = (data: unknown, name: string): string | null => {
  if (!data || typeof data !== 'object') return null;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/**
 * The login error text (spec section 5): the response's message field, else the error's
 * own message, else its text form. The "own message" of a lost connection or a timeout
 * is the Polish sentence of src/lib/errors.ts (the libraries' messages are English).
 */
export function loginErrorText(error: unknown): string {
  if (error instanceof HTTPError) return field(error.data, 'message') ?? field(error.data, 'detail') ?? DEFAULT_ERROR;
  if (typeof error === 'string' && error.trim()) return error.trim();
  return errorMessage(error);
}

/** A failed login: the text is kept as the session message and the call rejects with it. */
export class LoginError extends Error {
  override name = 'LoginError';
}

/** Logged in, but the account's info or points could not be loaded: the caller may retry. */
export class AccountLoadError extends Error {
  override name = 'AccountLoadError';
}

/** sessionStorage: a login has just happened, so the page after its reload loads the popup. */
export const JUST_LOGGED_IN_KEY = 'punkty.login';

/**
 * Login (spec section 4, docs/decisions/006). The session is stored only when the
 * response has a token; then every Cache Storage cache is deleted and the page reloads.
 * The login page, now with a session, enters the app from there (enterApp).
 */
export async function login(username: string, password: string): Promise<void> {
  clearMessage();
  let response: unknown;
  try {
    response = await apiLogin(username.trim(), password);
  } catch (error) {
    return fail(loginErrorText(error));
  }
  if (!setSession(response)) return fail(DEFAULT_ERROR);
  // A previous participant's popup in this tab must not show (their answers went with the old session).
  dropPopup();
  markJustLoggedIn();
  await deleteCaches();
  location.reload();
}

function fail(text: string): never {
  setMessage(text);
  throw new LoginError(text);
}

function takeJustLoggedIn(): boolean {
  try {
    const flag = sessionStorage.getItem(JUST_LOGGED_IN_KEY) !== null;
    sessionStorage.removeItem(JUST_LOGGED_IN_KEY);
    return flag;
  } catch {
    return false;
  }
}

/** Where enterApp is going, for a retry after a failure. */
let entering: string = FALLBACK_ROUTE;

/**
 * Spec section 2: after login, load the group, the popup, user info and points; once info
 * and points are there, the router replaces the entry with the target (which the guard
 * took from the redirect memory) within the same document (D17). Meanwhile the target's
 * page and modules are fetched, and its first data is asked for. Rejects with AccountLoadError when info or points did not
 * load (their toasts were shown): the login page then shows itself with "Spróbuj
 * ponownie" (finishLogin). A logged-in visit to a logged-out page, with no login just
 * made, is sent on at once: the target's own shell loads what it shows.
 */
export async function enterApp(target: string): Promise<void> {
  entering = target;
  if (!takeJustLoggedIn()) return navigate(target, { history: 'replace' });
  prefetchPage(target);
  const shell = Promise.all([loadShell(), loadPopup()]);
  // The target's own first requests go out with the shell's, not after them.
  startAhead(new URL(target, location.href)).catch(() => {});
  const [ready] = await shell;
  // The guard hid the login page while the app was being entered: it shows again.
  if (!$session.get().isLoggedIn || !ready) document.documentElement.style.visibility = '';
  if (!$session.get().isLoggedIn) throw new LoginError(DEFAULT_ERROR);
  if (!ready) {
    markEnterFailed();
    throw new AccountLoadError('Nie udało się wczytać danych konta.');
  }
  // The target shows its shell filled from its first frame, as every later full load does (decision 013).
  savePaint();
  document.addEventListener('astro:before-swap', (event) => paint(sessionStorage, event.newDocument), { once: true });
  await navigate(target, { history: 'replace' });
}

/** Tried again from the login page after enterApp failed. */
export function finishLogin(): Promise<void> {
  markJustLoggedIn();
  return enterApp(entering);
}

function markJustLoggedIn(): void {
  try {
    sessionStorage.setItem(JUST_LOGGED_IN_KEY, '1');
  } catch {
    /* storage blocked: no popup this time */
  }
}

/** The popup of spec section 4, asked for at login: null when there is none. */
const $popupQuery = defineQuery('shell.popup', '', async () => parsePopup((await fetchRead(POPUP, undefined)).answer), {
  onError: (error) => console.warn('The popup could not be loaded', error),
});

/** The popup is a bonus: when it cannot be loaded the participant simply does not see it. */
async function loadPopup(): Promise<void> {
  const answer = await $popupQuery.fetch();
  if ('data' in answer) keepPopup(answer.data, ownerOf($session.get().user));
  else dropPopup();
}

/**
 * Spec section 4: "all browser caches are deleted" (Cache Storage; absent on plain http):
 * the service worker's answers of a previous participant included. Only its copy of the
 * site's own files stays: it holds nothing of anyone, and is what paints a page offline
 * (docs/decisions/024).
 */
export async function deleteCaches(): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !isStaticCache(name)).map((name) => caches.delete(name)));
  } catch {
    /* a browser that refuses (private mode) has nothing of ours cached */
  }
}

/**
 * Logout (spec sections 2 and 4): the server is told to end the session (so the token
 * stops working even if it was copied), waiting at most LOGOUT_TIMEOUT_MS; whether that
 * worked or not, the session, the post-login target, the five catalogue filters, the
 * shell cache, a pending popup and the service worker's kept answers go; then a full
 * page load of /. The guard on / sees the logout mark and saves no target on the way.
 */
export async function logout(): Promise<void> {
  const token = currentToken();
  if (token) {
    try {
      await apiLogout(token);
    } catch {
      /* offline, refused or too slow: the token still runs out on its own */
    }
  }
  clearSession('logout');
  dropPopup();
  await forgetParticipantAnswers();
  location.assign(HOME_ROUTE);
}

/**
 * Token refresh (spec section 4): success replaces the stored session with the
 * response. Failure shows no message and rejects; when the server refuses the token
 * (401) the session ends at once, while a lost connection leaves the current token to
 * run its course.
 */
export async function refreshSession(): Promise<void> {
  const token = currentToken();
  if (!token) throw new Error('No session to refresh');
  try {
    const response = await apiRefresh(token);
    if (!setSession(response)) throw new Error('The refresh response has no token');
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 401) clearSession('refresh-failed');
    throw error;
  }
}
