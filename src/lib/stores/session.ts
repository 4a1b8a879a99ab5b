import { jwtDecode } from 'jwt-decode';
import { atom, onSet } from 'nanostores';
import { LOGGED_OUT_KEY, SESSION_KEY, TARGET_KEY } from '../guard/guard.js';
import { CATALOG_KEYS } from './catalog-keys';
import { keep, readKept, tabStorage } from './tab-storage';

/** The login response (spec section 3): the whole object is the session. */
export interface SessionUser {
  token: string;
  username?: string;
  firstname?: string;
  lastname?: string;
  storeName?: string;
  groupCode?: string;
  [key: string]: unknown;
}

export interface SessionState {
  isLoggedIn: boolean;
  user: SessionUser | null;
  /** exp of the token in seconds, or null. */
  exp: number | null;
  /** The last auth message (login failure text), or null. */
  message: string | null;
}

/** The token's exp claim in seconds, or null: the signature is not checked (D2, D16). */
function tokenExpiry(token: unknown): number | null {
  // Three parts, as the inline guard requires, so both agree on who is logged in.
  if (typeof token !== 'string' || token.split('.').length !== 3) return null;
  try {
    const { exp } = jwtDecode(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** Reads sessionStorage 'user' defensively: garbage or an expired token means no session. */
export function readStoredSession(now = Date.now()): { user: SessionUser; exp: number } | null {
  const parsed = readKept(SESSION_KEY);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const user = parsed as SessionUser;
  const exp = tokenExpiry(user.token);
  if (exp === null || exp * 1000 <= now) return null;
  return { user, exp };
}

const initial = (): SessionState => {
  const stored = readStoredSession();
  return { isLoggedIn: !!stored, user: stored?.user ?? null, exp: stored?.exp ?? null, message: null };
};

export const $session = atom<SessionState>(initial());

/** Whose data a cache holds: the login response's username (or participant id); '' for nobody. */
export function ownerOf(user: SessionUser | null | undefined): string {
  const id = user?.username ?? user?.participantId;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}

/** The bearer token while a session exists. */
export const currentToken = (): string | null => $session.get().user?.token ?? null;

// ---- the actions of spec section 4 -------------------------------------------------

/** Login success and refresh success: store the response, only when it has a token (section 5). */
export function setSession(response: unknown): boolean {
  if (!response || typeof response !== 'object' || typeof (response as SessionUser).token !== 'string') return false;
  const user = response as SessionUser;
  const exp = tokenExpiry(user.token);
  if (exp === null) return false;
  keep(SESSION_KEY, user);
  $session.set({ isLoggedIn: true, user, exp, message: null });
  return true;
}

/** Login fail: the text is kept as the message. */
export function setMessage(message: string | null): void {
  $session.set({ ...$session.get(), message });
}

export const clearMessage = () => setMessage(null);

export { CATALOG_KEYS };

/**
 * Logout, expiry and refresh failure end here: the session entry and the catalogue
 * filters go (spec section 4; D14: expiry clears what logout clears). `reason` 'logout'
 * also clears the post-login target and marks the next page load as "arriving from a
 * logout" for the guard; after an expiry the target stays, so logging in again brings
 * the participant back. The query layer wipes the cached answers on the same change.
 */
export function clearSession(reason: 'logout' | 'expired' | 'refresh-failed' = 'logout'): void {
  const s = tabStorage();
  s?.removeItem(SESSION_KEY);
  if (reason === 'logout') {
    s?.removeItem(TARGET_KEY);
    s?.setItem(LOGGED_OUT_KEY, '1');
  }
  try {
    for (const key of CATALOG_KEYS) localStorage.removeItem(key);
  } catch {
    /* storage disabled */
  }
  $session.set({ isLoggedIn: false, user: null, exp: null, message: null });
}

/** Seconds left on the token (negative once expired), or null without a session. */
export function secondsLeft(now = Date.now()): number | null {
  const exp = $session.get().exp;
  return exp === null ? null : exp - now / 1000;
}

// The expiry check of section 4: whenever the user changes, an expired token ends the session.
onSet($session, ({ newValue }) => {
  if (newValue.exp !== null && newValue.exp * 1000 <= Date.now() && newValue.isLoggedIn) {
    queueMicrotask(() => clearSession('expired'));
  }
});
