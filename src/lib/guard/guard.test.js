import { describe, expect, it, vi } from 'vitest';
import { fakeStoredUser, fakeToken } from '../../../tests/fixtures/session.ts';
import guardInlineScript from './run-guard.js?inline-script';
import {
  FALLBACK_ROUTE,
  LOGGED_OUT_KEY,
  NOT_FOUND_KEY,
  SESSION_KEY,
  TARGET_KEY,
  decide,
  isLoggedIn,
  routeAccess,
  run,
  safeTarget,
  tokenExpiry,
} from './guard.js';
import { ROUTES } from '../routes.ts';

const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
const LOGGED_IN = fakeStoredUser(NOW);
const EXPIRED = fakeStoredUser(NOW, -1);

describe('routeAccess', () => {
  it.each([
    ['/', 'loggedOutOnly'],
    ['/activate-account', 'loggedOutOnly'],
    ['/activate-account/', 'loggedOutOnly'],
    ['/activate-account/6f1c2a4e-0000-4000-8000-000000000001', 'loggedOutOnly'],
    ['/restore-password/abc', 'loggedOutOnly'],
    ['/counter', 'public'],
    ['/rodo', 'public'],
    ['/terms-and-conditions/', 'public'],
    ['/goals', 'protected'],
    ['/goals/index.html', 'protected'],
    ['/awards-catalog', 'protected'],
    ['/award/123', 'protected'],
    ['/award/', 'protected'],
    ['/rules', 'protected'],
    ['/award/1/2', 'unknown'],
    ['/goals/extra', 'unknown'],
    ['/nope', 'unknown'],
    ['/404', 'unknown'],
    ['/index.html', 'loggedOutOnly'],
  ])('%s is %s', (path, access) => {
    expect(routeAccess(path)).toBe(access);
  });

  it('agrees with the route table of the site for every route', () => {
    for (const route of ROUTES) expect(routeAccess(route.example), route.path).toBe(route.access);
  });
});

describe('tokenExpiry', () => {
  it.each([
    ['a valid token', fakeToken({ exp: 1800000000 }), 1800000000],
    ['no exp claim', fakeToken({ sub: 'x' }), null],
    ['exp as a string', fakeToken({ exp: '1800000000' }), null],
    ['two parts', 'abc.def', null],
    ['payload not base64url', 'a.%%%.c', null],
    ['payload not JSON', `a.${btoa('not json')}.c`, null],
    ['payload JSON null', `a.${btoa('null')}.c`, null],
    ['not a string', 42, null],
  ])('%s', (_name, token, expected) => {
    expect(tokenExpiry(token)).toBe(expected);
  });
});

describe('isLoggedIn', () => {
  it.each([
    ['a token valid for an hour', LOGGED_IN, true],
    ['an expired token', EXPIRED, false],
    ['a token expiring exactly now', JSON.stringify({ token: fakeToken({ exp: NOW / 1000 }) }), false],
    ['nothing stored', null, false],
    ['garbage', '{not json', false],
    ['a JSON string', '"token"', false],
    ['a JSON array', '[1,2]', false],
    ['an object without token', '{"name":"x"}', false],
    ['a token that is not a JWT', '{"token":"abc"}', false],
  ])('%s → %s', (_name, stored, expected) => {
    expect(isLoggedIn(stored, NOW)).toBe(expected);
  });
});

describe('safeTarget', () => {
  it.each([
    ['/goals?x=1', '/goals?x=1'],
    ['/award/7#opis', '/award/7#opis'],
    ['//evil.example/goals', null],
    ['/\\evil.example', null],
    ['https://evil.example/goals', null],
    ['goals', null],
    ['/', null],
    ['/restore-password/abc', null],
    ['/nope', null],
    ['/goals\n', null],
    ['/' + 'a'.repeat(3000), null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(safeTarget(value)).toBe(expected);
  });
});

describe('decide', () => {
  const cases = [
    // logged out
    {
      name: 'logged out on a protected path: save path and query, go home',
      path: '/goals',
      search: '?x=1',
      storage: {},
      expected: { loggedIn: false, redirect: '/', set: { [TARGET_KEY]: '/goals?x=1' }, remove: [] },
    },
    {
      name: 'logged out on an award page: the id is part of the target',
      path: '/award/123',
      search: '',
      storage: {},
      expected: { loggedIn: false, redirect: '/', set: { [TARGET_KEY]: '/award/123' }, remove: [] },
    },
    {
      name: 'expired session counts as logged out',
      path: '/history/',
      search: '',
      storage: { [SESSION_KEY]: EXPIRED },
      expected: { loggedIn: false, redirect: '/', set: { [TARGET_KEY]: '/history' }, remove: [] },
    },
    {
      name: 'garbage session counts as logged out',
      path: '/tasks',
      search: '',
      storage: { [SESSION_KEY]: 'garbage' },
      expected: { loggedIn: false, redirect: '/', set: { [TARGET_KEY]: '/tasks' }, remove: [] },
    },
    {
      name: 'just logged out on a protected path: no target, flag and old target consumed',
      path: '/goals',
      search: '?x=1',
      storage: { [LOGGED_OUT_KEY]: '1', [TARGET_KEY]: '/tasks' },
      expected: { loggedIn: false, redirect: '/', set: {}, remove: [LOGGED_OUT_KEY, TARGET_KEY] },
    },
    {
      name: 'just logged out on the login page: flag consumed, stay',
      path: '/',
      search: '',
      storage: { [LOGGED_OUT_KEY]: '1' },
      expected: { loggedIn: false, redirect: null, set: {}, remove: [LOGGED_OUT_KEY] },
    },
    {
      name: 'logged out on the login page: stay, keep the target for after login',
      path: '/',
      search: '',
      storage: { [TARGET_KEY]: '/goals?x=1' },
      expected: { loggedIn: false, redirect: null, set: {}, remove: [] },
    },
    {
      name: 'logged out on an activation link: stay',
      path: '/activate-account/6f1c2a4e',
      search: '',
      storage: {},
      expected: { loggedIn: false, redirect: null, set: {}, remove: [] },
    },
    {
      name: 'logged out on the counter: stay',
      path: '/counter',
      search: '',
      storage: {},
      expected: { loggedIn: false, redirect: null, set: {}, remove: [] },
    },
    {
      name: 'logged out on an unknown path: home, no target, the path kept for the notice',
      path: '/nope',
      search: '?a=b',
      storage: {},
      expected: { loggedIn: false, redirect: '/', set: { [NOT_FOUND_KEY]: '/nope' }, remove: [] },
    },
    {
      name: 'a protected path with a protocol-relative look is saved only as a path',
      path: '//evil.example/goals',
      search: '',
      storage: {},
      expected: { loggedIn: false, redirect: '/', set: { [NOT_FOUND_KEY]: '//evil.example/goals' }, remove: [] },
    },
    // logged in
    {
      name: 'logged in on a protected path: stay',
      path: '/goals',
      search: '',
      storage: { [SESSION_KEY]: LOGGED_IN },
      expected: { loggedIn: true, redirect: null, set: {}, remove: [] },
    },
    {
      name: 'logged in on the login page without target: fallback route',
      path: '/',
      search: '',
      storage: { [SESSION_KEY]: LOGGED_IN },
      expected: { loggedIn: true, redirect: FALLBACK_ROUTE, set: {}, remove: [] },
    },
    {
      name: 'logged in on the login page with a target: target, cleared',
      path: '/',
      search: '',
      storage: { [SESSION_KEY]: LOGGED_IN, [TARGET_KEY]: '/awards-catalog?page=2' },
      expected: { loggedIn: true, redirect: '/awards-catalog?page=2', set: {}, remove: [TARGET_KEY] },
    },
    {
      name: 'logged in on a restoration link: fallback route',
      path: '/restore-password/abc',
      search: '',
      storage: { [SESSION_KEY]: LOGGED_IN },
      expected: { loggedIn: true, redirect: '/goals', set: {}, remove: [] },
    },
    {
      name: 'logged in on an unknown path: stored target, cleared, the path kept for the notice',
      path: '/nope',
      search: '',
      storage: { [SESSION_KEY]: LOGGED_IN, [TARGET_KEY]: '/profile' },
      expected: { loggedIn: true, redirect: '/profile', set: { [NOT_FOUND_KEY]: '/nope' }, remove: [TARGET_KEY] },
    },
    {
      name: 'logged in on an unknown path with a hostile target: fallback, target cleared',
      path: '/nope',
      search: '',
      storage: { [SESSION_KEY]: LOGGED_IN, [TARGET_KEY]: '//evil.example' },
      expected: { loggedIn: true, redirect: '/goals', set: { [NOT_FOUND_KEY]: '/nope' }, remove: [TARGET_KEY] },
    },
    {
      name: 'logged in on an unknown path with a target that is itself unknown: no loop',
      path: '/nope',
      search: '',
      storage: { [SESSION_KEY]: LOGGED_IN, [TARGET_KEY]: '/nope' },
      expected: { loggedIn: true, redirect: '/goals', set: { [NOT_FOUND_KEY]: '/nope' }, remove: [TARGET_KEY] },
    },
    {
      name: 'logged in on the counter: stay',
      path: '/counter',
      search: '',
      storage: { [SESSION_KEY]: LOGGED_IN },
      expected: { loggedIn: true, redirect: null, set: {}, remove: [] },
    },
    {
      name: 'logged in on the privacy page: stay',
      path: '/rodo',
      search: '',
      storage: { [SESSION_KEY]: LOGGED_IN },
      expected: { loggedIn: true, redirect: null, set: {}, remove: [] },
    },
    {
      name: 'a stale logout flag on a logged-in page load is dropped',
      path: '/goals',
      search: '',
      storage: { [SESSION_KEY]: LOGGED_IN, [LOGGED_OUT_KEY]: '1' },
      expected: { loggedIn: true, redirect: null, set: {}, remove: [LOGGED_OUT_KEY] },
    },
  ];

  it.each(cases)('$name', ({ path, search, storage, expected }) => {
    expect(decide({ path, search, storage, now: NOW })).toEqual(expected);
  });

  it('never throws on nonsense input', () => {
    expect(decide(undefined).redirect).toBe(null);
    expect(decide({ path: 42, search: {}, storage: null, now: 'x' }).loggedIn).toBe(false);
  });
});

function fakeWindow({ pathname, search = '', storage = {} }) {
  const store = new Map(Object.entries(storage));
  const classes = new Set();
  return {
    store,
    classes,
    location: { pathname, search, replace: vi.fn() },
    sessionStorage: {
      getItem: (key) => (store.has(key) ? store.get(key) : null),
      setItem: (key, value) => store.set(key, String(value)),
      removeItem: (key) => store.delete(key),
    },
    document: {
      documentElement: {
        style: {},
        classList: { add: (c) => classes.add(c), remove: (c) => classes.delete(c) },
      },
    },
  };
}

describe('run', () => {
  it('hides the page, remembers the target and replaces the location', () => {
    const win = fakeWindow({ pathname: '/goals', search: '?x=1' });
    run(win);
    expect(win.location.replace).toHaveBeenCalledWith('/');
    expect(win.document.documentElement.style.visibility).toBe('hidden');
    expect(win.store.get(TARGET_KEY)).toBe('/goals?x=1');
    expect(win.classes.has('not-loggedin')).toBe(true);
  });

  it('leaves a logged-in page visible and unmarked', () => {
    const win = fakeWindow({ pathname: '/goals', storage: { [SESSION_KEY]: fakeStoredUser(Date.now()) } });
    run(win);
    expect(win.location.replace).not.toHaveBeenCalled();
    expect(win.document.documentElement.style.visibility).toBeUndefined();
    expect(win.classes.has('not-loggedin')).toBe(false);
  });

  it('still redirects when sessionStorage throws', () => {
    const win = fakeWindow({ pathname: '/tasks' });
    Object.defineProperty(win, 'sessionStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(() => run(win)).not.toThrow();
    expect(win.location.replace).toHaveBeenCalledWith('/');
  });

  it('still redirects when writing to sessionStorage throws', () => {
    const win = fakeWindow({ pathname: '/tasks' });
    win.sessionStorage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    run(win);
    expect(win.location.replace).toHaveBeenCalledWith('/');
  });
});

describe('the inline script', () => {
  it('is a classic script without exports or comments', () => {
    expect(guardInlineScript).not.toMatch(/\bexport\b/);
    expect(guardInlineScript).not.toMatch(/^\s*\/\//m);
    // It is repeated in the HTML of every page that has it: keep it small.
    expect(guardInlineScript.length).toBeLessThan(5000);
  });

  it('runs on its own in a page and applies the decision', () => {
    const win = fakeWindow({ pathname: '/profile', search: '?tab=haslo', storage: { [LOGGED_OUT_KEY]: '1' } });
    new Function('window', guardInlineScript)(win);
    expect(win.location.replace).toHaveBeenCalledWith('/');
    expect(win.store.has(TARGET_KEY)).toBe(false);
    expect(win.store.has(LOGGED_OUT_KEY)).toBe(false);
  });
});
