import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'astro:transitions/client';
import {
  AccountLoadError,
  JUST_LOGGED_IN_KEY,
  LoginError,
  enterApp,
  finishLogin,
  loginErrorText,
  login,
  logout,
  refreshSession,
} from './auth';
import { enterFailed } from './enter-failed';
import { CONNECTION_ERROR, DEFAULT_ERROR } from '../errors';
import { $userInfo } from '../participant/participant';
import { API_CACHE, PREVIOUS_BUILD_CACHE, STATIC_CACHE } from '../offline/names';
import { LOGOUT_TIMEOUT_MS } from '../api/session';
import { FORGET_TIMEOUT_MS } from '../offline/caches';
import { POPUP_KEY } from '../stores/popup';
import { $session, CATALOG_KEYS, setSession } from '../stores/session';

vi.mock('../toast/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('astro:transitions/client', () => ({ navigate: vi.fn(async () => {}) }));

/** The query cache's persisted answer of the group (src/lib/query/storage.ts). */
const GROUP_KEY = 'punkty.q:participant.group|';

const token = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const POINTS = {
  vpTotalValue: 1200,
  vpSubtractedValue: 200,
  vpLockedValue: 0,
  vpCurrentValue: 1000,
  lpTotalValue: 0,
  lpSubtractedValue: 0,
  lpLockedValue: 0,
  lpCurrentValue: 0,
};
const POPUP = { popupId: 2, popupName: 'Podwójne punkty', textContent: '{"blocks":[],"entityMap":{}}' };

type Route = (request: Request) => Response | Promise<Response>;
let routes: Record<string, Route>;
let requests: { method: string; path: string; body: unknown; auth: string | null }[];

/** The real API modules over a stubbed fetch: a route per "METHOD /path". */
function stubApi(overrides: Record<string, Route> = {}) {
  routes = {
    'POST /loyalty/login': () => json(200, { token: token(inAnHour()), username: 'demo', firstname: 'Anna' }),
    'POST /loyalty/refresh': () => json(200, { token: token(inAnHour() + 900), username: 'demo' }),
    'GET /api/loyalty/group': () => json(200, { groupCode: 'STD' }),
    'GET /api/loyalty/participant/preview': () =>
      json(200, { storeName: 'Sklep', firstname: 'Anna', lastname: 'Nowak' }),
    'GET /api/loyalty/participant/points/summary': () => json(200, POINTS),
    'GET /api/loyalty/broadcast/popup': () => json(200, POPUP),
    ...overrides,
  };
  requests = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'POST' ? await request.clone().text() : '';
    requests.push({
      method: request.method,
      path,
      body: body ? JSON.parse(body) : null,
      auth: request.headers.get('authorization'),
    });
    const route = routes[`${request.method} ${path}`];
    return route ? route(request) : json(404, { detail: 'Nie ma.' });
  });
}

let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  $session.set({ isLoggedIn: false, user: null, exp: null, message: null });
  replace = vi.fn<(url: string | URL) => void>();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'replace').mockImplementation(replace);
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  vi.mocked(navigate).mockClear();
  delete document.documentElement.dataset.enterFailed;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  stubApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login (spec section 4)', () => {
  it("sends appCode 'app3', stores the session, deletes the caches and reloads the page", async () => {
    await login(' demo ', 'Demo!2345');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/loyalty/login',
      body: { username: 'demo', password: 'Demo!2345', appCode: 'app3' },
    });
    expect(JSON.parse(sessionStorage.getItem('user')!)).toMatchObject({ username: 'demo' });
    expect(sessionStorage.getItem(JUST_LOGGED_IN_KEY)).toBe('1');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('deletes every Cache Storage cache before the reload, but the site’s own files', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['a', API_CACHE, STATIC_CACHE, PREVIOUS_BUILD_CACHE, 'b'],
      delete: async (name: string) => {
        expect(reload).not.toHaveBeenCalled();
        return deleted.push(name) > 0;
      },
    });
    await login('demo', 'Demo!2345');
    expect(deleted).toEqual(['a', API_CACHE, 'b']);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('drops the previous participant’s popup', async () => {
    sessionStorage.setItem(POPUP_KEY, JSON.stringify({ popupName: 'Stary' }));
    await login('demo', 'Demo!2345');
    expect(sessionStorage.getItem(POPUP_KEY)).toBeNull();
  });

  it("rejects with the server's message, keeps it as the session message and stores nothing", async () => {
    routes['POST /loyalty/login'] = () =>
      json(401, { status: 401, message: 'Nieprawidłowy login lub hasło.', detail: 'Nieprawidłowy login lub hasło.' });
    await expect(login('demo', 'zle')).rejects.toThrow(new LoginError('Nieprawidłowy login lub hasło.'));
    expect($session.get()).toMatchObject({ isLoggedIn: false, message: 'Nieprawidłowy login lub hasło.' });
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('stores nothing when the response has no token (section 5)', async () => {
    routes['POST /loyalty/login'] = () => json(200, { message: 'OK' });
    await expect(login('demo', 'Demo!2345')).rejects.toThrow(DEFAULT_ERROR);
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('says so in Polish when the connection is lost', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(login('demo', 'Demo!2345')).rejects.toThrow(CONNECTION_ERROR);
  });
});

describe('entering the app after login’s reload (spec section 2)', () => {
  const loggedIn = () => setSession({ token: token(inAnHour()), username: 'demo' });

  it('loads the group, user info, points and (after a login) the popup, then replaces the entry with the target', async () => {
    loggedIn();
    sessionStorage.setItem(JUST_LOGGED_IN_KEY, '1');
    await enterApp('/history?page=2');
    expect(requests.map((r) => r.path).sort()).toEqual([
      '/api/loyalty/broadcast/popup',
      '/api/loyalty/group',
      '/api/loyalty/participant/points/summary',
      '/api/loyalty/participant/preview',
    ]);
    expect(requests.every((r) => r.auth?.startsWith('Bearer h.'))).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(POPUP_KEY)!)).toMatchObject({ popupName: 'Podwójne punkty' });
    expect(sessionStorage.getItem(JUST_LOGGED_IN_KEY)).toBeNull();
    // Kept for later full loads of the session (the query cache's persistence).
    expect(JSON.parse(sessionStorage.getItem(GROUP_KEY)!)).toMatchObject({ owner: 'demo', data: 'STD' });
    expect(navigate).toHaveBeenCalledWith('/history?page=2', { history: 'replace' });
  });

  it('sends a logged-in visit of the login page on at once, with no login just made', async () => {
    loggedIn();
    await enterApp('/goals');
    expect(requests).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/goals', { history: 'replace' });
  });

  it('a failing popup call does not stop it', async () => {
    loggedIn();
    sessionStorage.setItem(JUST_LOGGED_IN_KEY, '1');
    routes['GET /api/loyalty/broadcast/popup'] = () => json(500, {});
    await enterApp('/goals');
    expect(navigate).toHaveBeenCalledWith('/goals', { history: 'replace' });
    expect(sessionStorage.getItem(POPUP_KEY)).toBeNull();
  });

  it('shows the login page with AccountLoadError when the points do not load; a retry goes on', async () => {
    loggedIn();
    sessionStorage.setItem(JUST_LOGGED_IN_KEY, '1');
    document.documentElement.style.visibility = 'hidden';
    routes['GET /api/loyalty/participant/points/summary'] = () => json(500, {});
    await expect(enterApp('/tasks')).rejects.toBeInstanceOf(AccountLoadError);
    expect(navigate).not.toHaveBeenCalled();
    expect(document.documentElement.style.visibility).toBe('');
    expect(enterFailed()).toBe(true);
    expect($session.get().isLoggedIn).toBe(true);
    routes['GET /api/loyalty/participant/points/summary'] = () => json(200, POINTS);
    await finishLogin();
    expect(navigate).toHaveBeenCalledWith('/tasks', { history: 'replace' });
    expect($userInfo.get()).toEqual({ storeName: 'Sklep', firstname: 'Anna', lastname: 'Nowak' });
  });
});

describe('loginErrorText (spec section 5)', () => {
  it('falls back from the message to the error’s own text', () => {
    expect(loginErrorText('Konto zablokowane.')).toBe('Konto zablokowane.');
    expect(loginErrorText(new Error('boom'))).toBe(DEFAULT_ERROR);
    expect(loginErrorText(undefined)).toBe(DEFAULT_ERROR);
  });
});

describe('logout (spec sections 2 and 4)', () => {
  const remembered = () => {
    sessionStorage.setItem('postLoginTarget', '/history');
    sessionStorage.setItem(GROUP_KEY, '{}');
    sessionStorage.setItem(POPUP_KEY, '{}');
    for (const key of CATALOG_KEYS) localStorage.setItem(key, '1');
  };
  const expectLoggedOut = () => {
    for (const key of ['user', 'postLoginTarget', GROUP_KEY, POPUP_KEY])
      expect(sessionStorage.getItem(key), key).toBeNull();
    expect(CATALOG_KEYS.map((k) => localStorage.getItem(k))).toEqual([null, null, null, null, null]);
    expect(sessionStorage.getItem('loggedOut')).toBe('1');
    expect(assign).toHaveBeenCalledWith('/');
  };

  it('ends the session on the server, then removes the session, the target, the filters, the caches and the popup; then loads /', async () => {
    const current = token(inAnHour());
    setSession({ token: current });
    remembered();
    stubApi({ 'POST /loyalty/logout': () => json(200, { success: true }) });
    await logout();
    expect(requests).toEqual([expect.objectContaining({ path: '/loyalty/logout', body: { token: current } })]);
    expectLoggedOut();
  });

  it.each([
    ['the server refuses', () => json(401, { message: 'Nieprawidłowy token.' })],
    ['the server fails', () => json(500, { detail: 'Błąd.' })],
    [
      'the connection is lost',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('still logs out when %s', async (_, answer) => {
    setSession({ token: token(inAnHour()) });
    remembered();
    stubApi({ 'POST /loyalty/logout': answer });
    await logout();
    expect(requests).toHaveLength(1);
    expectLoggedOut();
  });

  it('waits for a server that does not answer no longer than LOGOUT_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    try {
      setSession({ token: token(inAnHour()) });
      stubApi({
        'POST /loyalty/logout': (request) =>
          new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
      });
      let done = false;
      const out = logout().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(LOGOUT_TIMEOUT_MS - 100);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      await out;
      expect(done).toBe(true);
      expectLoggedOut();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait for a Cache Storage that does not answer (WebKit while its worker is busy)', async () => {
    vi.useFakeTimers();
    const stalled = vi.fn(() => new Promise<boolean>(() => undefined));
    vi.stubGlobal('caches', { delete: stalled });
    try {
      setSession({ token: token(inAnHour()) });
      stubApi({ 'POST /loyalty/logout': () => json(200, { success: true }) });
      let done = false;
      const out = logout().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(FORGET_TIMEOUT_MS - 100);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      await out;
      expect(stalled).toHaveBeenCalledWith(API_CACHE);
      expectLoggedOut();
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a session just clears and loads /', async () => {
    stubApi();
    await logout();
    expect(requests).toEqual([]);
    expectLoggedOut();
  });
});

describe('refreshSession (spec section 4)', () => {
  it('replaces the stored session with the response, sending the current token', async () => {
    const old = token(inAnHour());
    setSession({ token: old });
    await refreshSession();
    expect(requests[0]).toMatchObject({ path: '/loyalty/refresh', body: { token: old } });
    expect(JSON.parse(sessionStorage.getItem('user')!).token).not.toBe(old);
  });

  it('a refused token ends the session; a lost connection keeps it', async () => {
    setSession({ token: token(inAnHour()) });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(refreshSession()).rejects.toThrow();
    expect($session.get().isLoggedIn).toBe(true);
    stubApi({ 'POST /loyalty/refresh': () => json(401, { message: 'Sesja wygasła. Zaloguj się ponownie.' }) });
    await expect(refreshSession()).rejects.toThrow();
    expect($session.get().isLoggedIn).toBe(false);
    expect($session.get().message).toBeNull();
  });
});
