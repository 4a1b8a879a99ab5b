// The access guard: runs inline in <head> before first paint, so a protected
// page is never painted for a logged-out visitor (docs/decisions/001).
// Plain JavaScript: GuardScript.astro inlines it bundled with the route table it
// imports (run-guard.js, run-guard-soft.js), and calls run(window).
// Everything it reads from storage or the URL is untrusted: bad input means
// "logged out" or "no target", never an exception.

import { ROUTE_ACCESS, routeOf } from '../route-access.ts';

// sessionStorage keys, shared with the login and logout code of later issues.
export const SESSION_KEY = 'user';
export const TARGET_KEY = 'postLoginTarget';
export const LOGGED_OUT_KEY = 'loggedOut';
// The unknown path a visitor was sent away from, for the page they land on to say why.
export const NOT_FOUND_KEY = 'punkty.notFound';
const MAX_NOT_FOUND_LENGTH = 200;

export const LOGGED_OUT_CLASS = 'not-loggedin';
export const HOME_ROUTE = '/';
export const FALLBACK_ROUTE = '/goals';

const MAX_TARGET_LENGTH = 2048;

// '/goals/' and '/goals/index.html' are the same page as '/goals'.
export function normalizePath(path) {
  let p = typeof path === 'string' && path.charAt(0) === '/' ? path : '/';
  p = p.replace(/\/index\.html$/, '/');
  while (p.length > 1 && p.charAt(p.length - 1) === '/') p = p.slice(0, -1);
  return p;
}

// 'protected' | 'loggedOutOnly' | 'public' | 'unknown'.
export function routeAccess(path) {
  const route = routeOf(normalizePath(path));
  return route ? ROUTE_ACCESS[route] : 'unknown';
}

// The JWT's exp claim in seconds, or null. The signature is not checked (D2).
export function tokenExpiry(token) {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[A-Za-z0-9_-]+$/.test(parts[1])) return null;
  try {
    let b64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    while (b64.length % 4) b64 += '=';
    const payload = JSON.parse(atob(b64));
    const exp = payload && payload.exp;
    return typeof exp === 'number' && isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

// Logged in = sessionStorage 'user' holds a JSON object whose token has an
// exp in the future (spec section 4).
export function isLoggedIn(storedUser, now) {
  if (typeof storedUser !== 'string') return false;
  let user;
  try {
    user = JSON.parse(storedUser);
  } catch {
    return false;
  }
  if (!user || typeof user !== 'object' || Array.isArray(user)) return false;
  const exp = tokenExpiry(user.token);
  return exp !== null && exp * 1000 > now;
}

// A post-login target is a same-origin path of a protected page, or nothing.
export function safeTarget(value) {
  if (typeof value !== 'string' || value.length > MAX_TARGET_LENGTH) return null;
  if (value.charAt(0) !== '/' || value.charAt(1) === '/') return null;
  // A backslash counts as a slash in URLs ('/\evil.example'); control
  // characters and spaces have no place in a path we wrote ourselves.
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  const path = value.split(/[?#]/)[0];
  return routeAccess(path) === 'protected' ? value : null;
}

// The pure decision. storage holds the raw sessionStorage strings (or null).
// Returns { loggedIn, redirect, set, remove }: what to write to
// sessionStorage and where to go (null = stay).
export function decide(input) {
  const storage = (input && input.storage) || {};
  const now = input && typeof input.now === 'number' ? input.now : Date.now();
  const path = normalizePath(input && input.path);
  const search = input && typeof input.search === 'string' && input.search.charAt(0) === '?' ? input.search : '';
  const access = routeAccess(path);
  const loggedIn = isLoggedIn(storage[SESSION_KEY], now);
  const justLoggedOut = storage[LOGGED_OUT_KEY] != null;
  const result = { loggedIn: loggedIn, redirect: null, set: {}, remove: [] };
  // The logout flag is good for one page load only.
  if (justLoggedOut) result.remove.push(LOGGED_OUT_KEY);
  if (access === 'unknown') result.set[NOT_FOUND_KEY] = path.slice(0, MAX_NOT_FOUND_LENGTH);

  if (loggedIn) {
    if (access === 'loggedOutOnly' || access === 'unknown') {
      if (storage[TARGET_KEY] != null) result.remove.push(TARGET_KEY);
      result.redirect = safeTarget(storage[TARGET_KEY]) || FALLBACK_ROUTE;
    }
    return result;
  }

  if (justLoggedOut) {
    if (storage[TARGET_KEY] != null) result.remove.push(TARGET_KEY);
  } else if (access === 'protected') {
    const target = safeTarget(path + search);
    if (target) result.set[TARGET_KEY] = target;
  }
  if (access === 'protected' || access === 'unknown') result.redirect = HOME_ROUTE;
  return result;
}

// Reads the real storage, decides for `path` and `search` and writes what the decision
// says to storage. Used by run() on a full load and by the client-side router before
// it shows the next page (src/lib/navigation/guard.ts).
export function applyDecision(win, path, search) {
  const keys = [SESSION_KEY, TARGET_KEY, LOGGED_OUT_KEY];
  const snapshot = {};
  let store;
  try {
    store = win.sessionStorage;
    for (let i = 0; i < keys.length; i++) snapshot[keys[i]] = store.getItem(keys[i]);
  } catch {
    store = null;
  }
  const decision = decide({ path: path, search: search, storage: snapshot, now: Date.now() });
  if (store) {
    try {
      for (const key in decision.set) store.setItem(key, decision.set[key]);
      for (let i = 0; i < decision.remove.length; i++) store.removeItem(decision.remove[i]);
    } catch {
      // Storage full or blocked: the redirect still happens, only the memory is lost.
    }
  }
  return decision;
}

// Where a logged-in visitor on a page with the client-side router is sent once its
// modules run (src/lib/navigation/soft-redirect.ts): a replace within the same document
// rather than a second page load (spec section 2, D17).
export const SOFT_REDIRECT_GLOBAL = '__punktySoftRedirect';

// The bootstrap: applies the decision for the real location, once per document. The
// router runs a page's inline scripts again after swapping it in; by then it has decided
// itself, before the swap. `soft`: the page has the router (BaseLayout says so).
export function run(win, soft) {
  if (win.__punktyGuarded) return null;
  win.__punktyGuarded = true;
  const decision = applyDecision(win, win.location.pathname, win.location.search);
  const root = win.document.documentElement;
  if (decision.loggedIn) root.classList.remove(LOGGED_OUT_CLASS);
  else root.classList.add(LOGGED_OUT_CLASS);
  if (decision.redirect) {
    root.style.visibility = 'hidden';
    if (soft && decision.loggedIn) {
      // The router takes it over; should its modules never run, the load event sends the visitor on.
      win[SOFT_REDIRECT_GLOBAL] = decision.redirect;
      win.addEventListener('load', function () {
        if (win[SOFT_REDIRECT_GLOBAL]) win.location.replace(decision.redirect);
      });
    } else {
      win.location.replace(decision.redirect);
    }
  }
  return decision;
}
