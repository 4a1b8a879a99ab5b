import { beforeEach, describe, expect, it } from 'vitest';
import { $session } from '../stores/session';
import { MAX_ENTRIES, clearCache, readCache, writeCache } from './session-cache';

const asNumber = (v: unknown) => (typeof v === 'number' ? v : null);
const login = (username: string) =>
  $session.set({ isLoggedIn: true, user: { token: 't', username }, exp: Date.now() / 1000 + 600, message: null });

beforeEach(() => {
  sessionStorage.clear();
  login('demo');
});

describe('session cache of lists', () => {
  it('gives back what was stored, through the parser', () => {
    writeCache('goals', 'a', 42);
    expect(readCache('goals', 'a', asNumber)).toBe(42);
    expect(readCache('goals', 'a', () => null)).toBeNull();
    expect(readCache('goals', 'b', asNumber)).toBeNull();
  });

  it("never shows one participant's data to another", () => {
    writeCache('goals', 'a', 42);
    login('frsh');
    expect(readCache('goals', 'a', asNumber)).toBeNull();
  });

  it('stores nothing without a session', () => {
    $session.set({ isLoggedIn: false, user: null, exp: null, message: null });
    writeCache('goals', 'a', 1);
    expect(sessionStorage.length).toBe(0);
  });

  it.each(['not json', '{"v":1,"owner":"demo"}', '[]', 'null', '{"v":99,"owner":"demo","data":1}'])(
    'treats garbage %j as absent',
    (raw) => {
      sessionStorage.setItem('punkty.cache.goals:a', raw);
      expect(readCache('goals', 'a', asNumber)).toBeNull();
    },
  );

  it('keeps the newest entries of a namespace and can forget them all', () => {
    for (let i = 0; i < MAX_ENTRIES + 3; i++) writeCache('tasks', `k${i}`, i);
    expect(readCache('tasks', 'k0', asNumber)).toBeNull();
    expect(readCache('tasks', `k${MAX_ENTRIES + 2}`, asNumber)).toBe(MAX_ENTRIES + 2);
    writeCache('goals', 'x', 1);
    clearCache('tasks');
    expect(readCache('tasks', `k${MAX_ENTRIES + 2}`, asNumber)).toBeNull();
    expect(readCache('goals', 'x', asNumber)).toBe(1);
  });
});
