/**
 * The auth actions of spec section 4, wired to the API: login, logout and the token
 * refresh. The stores keep the state (stores/session.ts, participant/participant.ts); the
 * session watcher (stores/watcher.ts) decides when to refresh. Whatever the session had
 * cached is wiped by the query layer's own listener when the session starts or ends.
 */
import { HTTPError } from 'ky';
import { login as apiLogin, logout as apiLogout, refresh as apiRefresh } from '../api/session';
import { DEFAULT_ERROR, errorMessage } from '../errors';
import { FALLBACK_ROUTE, HOME_ROUTE, TARGET_KEY, safeTarget } from '../guard/guard.js';
import { forgetParticipantAnswers } from '../offline/caches';
import { isStaticCache } from '../offline/names';
import { loadShell } from '../participant/participant';
import { savePaint } from '../shell/shell';
import { $popupQuery, dropPopup } from '../stores/popup';
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

/**
 * Login (spec section 4). The session is stored only when the response has a token;
 * then the group, popup, user info and points are loaded, every Cache Storage cache
 * is deleted, and the browser loads the post-login target (cleared) or /goals with a
 * full page load that replaces the login page in the history
 * (docs/decisions/006-login-sequence.md).
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
  await finishLogin();
}

function fail(text: string): never {
  setMessage(text);
  throw new LoginError(text);
}

/**
 * The second half of login: load what the first logged-in page needs, then go there.
 * Rejects with AccountLoadError when info or points did not load (the failures were
 * already shown as toasts); calling it again retries.
 */
export async function finishLogin(): Promise<void> {
  const [ready] = await Promise.all([loadShell(), loadPopup()]);
  if (!$session.get().isLoggedIn) throw new LoginError(DEFAULT_ERROR);
  if (!ready) throw new AccountLoadError('Nie udało się wczytać danych konta.');
  // The first page after login paints its shell filled, like every later one (decision 013).
  savePaint();
  await deleteCaches();
  location.replace(takeTarget());
}

/** The popup is a bonus: when it cannot be loaded the participant simply does not see it. */
async function loadPopup(): Promise<void> {
  const answer = await $popupQuery.fetch();
  if (!('data' in answer)) return dropPopup();
  try {
    // The hidden popups' list is read here only: every page loads this module, not that one.
    const { keepPopup } = await import('../stores/popup-hidden');
    keepPopup(answer.data, ownerOf($session.get().user));
  } catch {
    dropPopup();
  }
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

/** The stored post-login target, removed as it is read; /goals when there is none (or it is unsafe). */
export function takeTarget(): string {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(TARGET_KEY);
    sessionStorage.removeItem(TARGET_KEY);
  } catch {
    /* storage blocked: no target */
  }
  return safeTarget(stored) ?? FALLBACK_ROUTE;
}

/** Remembers a page to come back to after the next login (only pages the guard protects). */
export function rememberTarget(pathAndQuery: string): void {
  const target = safeTarget(pathAndQuery);
  if (!target) return;
  try {
    sessionStorage.setItem(TARGET_KEY, target);
  } catch {
    /* storage blocked: the participant lands on /goals */
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
