import { beforeEach, describe, expect, it } from 'vitest';
import { $session, CATALOG_KEYS, clearSession, readStoredSession, setMessage, setSession } from './session';

/** A JWT-shaped token whose payload has the given exp (seconds); the signature is not checked. */
const token = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the session store (spec section 4)', () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', '{user'],
    ['JSON but not an object', '"abc"'],
    ['an array', '[1,2]'],
    ['no token', '{"username":"demo"}'],
    ['a token that is not a JWT', '{"token":"abc"}'],
    ['an expired token', JSON.stringify({ token: token(1000) })],
  ])('reads %s as no session', (_case, stored) => {
    if (stored !== null) sessionStorage.setItem('user', stored);
    expect(readStoredSession()).toBeNull();
  });

  it('reads a valid stored session', () => {
    const exp = inAnHour();
    sessionStorage.setItem('user', JSON.stringify({ token: token(exp), username: 'demo' }));
    expect(readStoredSession()).toEqual({ user: { token: token(exp), username: 'demo' }, exp });
  });

  it('stores a login response only when it has a token (section 5)', () => {
    expect(setSession({ message: 'no token here' })).toBe(false);
    expect(sessionStorage.getItem('user')).toBeNull();
    const response = { token: token(inAnHour()), firstname: 'Anna' };
    expect(setSession(response)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('user')!)).toEqual(response);
    expect($session.get()).toMatchObject({ isLoggedIn: true, user: response });
  });

  it('keeps and clears the login failure message', () => {
    setMessage('Nieprawidłowy login lub hasło.');
    expect($session.get().message).toBe('Nieprawidłowy login lub hasło.');
    setMessage(null);
    expect($session.get().message).toBeNull();
  });

  it('logout removes the session, the post-login target and the five catalogue keys, and marks the logout', () => {
    setSession({ token: token(inAnHour()) });
    sessionStorage.setItem('postLoginTarget', '/history');
    for (const key of CATALOG_KEYS) localStorage.setItem(key, '"x"');
    localStorage.setItem('unrelated', '1');
    clearSession('logout');
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('postLoginTarget')).toBeNull();
    expect(sessionStorage.getItem('loggedOut')).toBe('1');
    expect(CATALOG_KEYS.map((k) => localStorage.getItem(k))).toEqual([null, null, null, null, null]);
    expect(localStorage.getItem('unrelated')).toBe('1');
    expect($session.get().isLoggedIn).toBe(false);
  });

  it('expiry keeps the post-login target so the participant comes back after logging in again', () => {
    setSession({ token: token(inAnHour()) });
    sessionStorage.setItem('postLoginTarget', '/history');
    clearSession('expired');
    expect(sessionStorage.getItem('postLoginTarget')).toBe('/history');
    expect(sessionStorage.getItem('loggedOut')).toBeNull();
  });

  it('ends a session whose token has expired as soon as it is set (the expiry check)', async () => {
    $session.set({ isLoggedIn: true, user: { token: token(1) }, exp: 1, message: null });
    await Promise.resolve();
    await Promise.resolve();
    expect($session.get().isLoggedIn).toBe(false);
  });
});
