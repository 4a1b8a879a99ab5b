/**
 * The session watcher of spec section 4: a 1 s timer checks the time left on the token;
 * under 60 s left, and with the participant active in the last 5 minutes, it asks once
 * for a new token; at expiry the session ends and the overlay shows.
 *
 * Every check computes from Date.now() and the token's exp, never from a count of ticks:
 * browsers slow timers in background tabs to once a minute or less and a sleeping
 * machine runs none at all, so the check also runs whenever the page becomes visible,
 * gets focus or is restored from the back-forward cache.
 */
import { atom } from 'nanostores';
import { LOGGED_OUT_CLASS, SESSION_KEY } from '../guard/guard.js';
import { $session, clearSession, readStoredSession, setSession } from './session';

export const CHECK_INTERVAL_MS = 1000;
export const INACTIVITY_MS = 300_000;
export const REFRESH_WINDOW_S = 60;

/** The session-expired overlay is shown. */
export const $sessionExpired = atom(false);
/** The inactivity flag: no mouse or key event for INACTIVITY_MS. */
export const $inactive = atom(false);

let lastActivity = Date.now();
/** The exp of the token a refresh was already asked for: once per token. */
let refreshAskedFor: number | null = null;

export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export function noteActivity(now = Date.now()): void {
  lastActivity = now;
  if ($inactive.get()) $inactive.set(false);
}

/** One check of the timer; also run on wake-up events. */
export function checkSession(now = Date.now()): void {
  if ($sessionExpired.get()) return;
  const { isLoggedIn, exp } = $session.get();
  if (!isLoggedIn || exp === null) return; // logged out on purpose: nothing to watch
  const inactive = now - lastActivity >= INACTIVITY_MS;
  if (inactive !== $inactive.get()) $inactive.set(inactive);
  const left = exp - now / 1000;
  if (left <= 0) {
    expire();
  } else if (left < REFRESH_WINDOW_S && !inactive && refreshAskedFor !== exp) {
    refreshAskedFor = exp;
    // The auth code loads only now: most pages never refresh. Failing to load it fails the refresh.
    import('../auth/auth')
      .then((auth) => auth.refreshSession())
      .catch(() => {
        // No message (spec section 4). A refused token ended the session: say so now.
        if (!$session.get().isLoggedIn) expire();
      });
  }
}

function expire(): void {
  if ($session.get().isLoggedIn) clearSession('expired');
  $sessionExpired.set(true);
}

/**
 * After a back-forward-cache restore the page's memory may be older than the tab's
 * storage: another page may have refreshed the token, or logged out.
 */
function resyncFromStorage(reload: () => void): void {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(SESSION_KEY);
  } catch {
    return;
  }
  if (raw === null && $session.get().isLoggedIn) {
    reload(); // logged out meanwhile: the guard of a fresh load decides where to go
    return;
  }
  const stored = readStoredSession();
  if (stored && stored.exp !== $session.get().exp) setSession(stored.user);
}

/** Starts the watcher on a page; returns the function that stops it. */
export function startSessionWatcher(win: Window = window): () => void {
  noteActivity();
  const onActivity = () => noteActivity();
  const onWake = () => checkSession();
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') checkSession();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) resyncFromStorage(() => win.location.reload());
    checkSession();
  };
  for (const type of ACTIVITY_EVENTS) win.addEventListener(type, onActivity, { passive: true, capture: true });
  win.document.addEventListener('visibilitychange', onVisible);
  win.addEventListener('focus', onWake);
  win.addEventListener('pageshow', onPageShow);
  // Spec section 4: the root element is marked while logged out (the guard marks it at load).
  const unmark = $session.subscribe(({ isLoggedIn }) =>
    win.document.documentElement.classList.toggle(LOGGED_OUT_CLASS, !isLoggedIn),
  );
  const timer = win.setInterval(() => checkSession(), CHECK_INTERVAL_MS);
  checkSession();
  return () => {
    unmark();
    win.clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) win.removeEventListener(type, onActivity, { capture: true });
    win.document.removeEventListener('visibilitychange', onVisible);
    win.removeEventListener('focus', onWake);
    win.removeEventListener('pageshow', onPageShow);
  };
}

/** For tests: forget the state of a previous run. */
export function resetSessionWatcher(now = Date.now()): void {
  lastActivity = now;
  refreshAskedFor = null;
  $sessionExpired.set(false);
  $inactive.set(false);
}
