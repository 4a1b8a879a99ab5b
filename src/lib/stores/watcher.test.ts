import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../auth/auth';
import { $session, clearSession, setSession } from './session';
import {
  $inactive,
  $sessionExpired,
  INACTIVITY_MS,
  checkSession,
  resetSessionWatcher,
  startSessionWatcher,
} from './watcher';

vi.mock('../auth/auth', () => ({ refreshSession: vi.fn() }));

const T0 = Date.UTC(2026, 10, 21, 10, 0, 0);
const token = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
/** A session whose token runs out `seconds` after the fake clock's current time. */
const logIn = (seconds: number) => {
  const exp = Math.floor(Date.now() / 1000) + seconds;
  setSession({ token: token(exp), username: 'demo' });
  return exp;
};
const moveMouse = () => window.dispatchEvent(new Event('pointermove'));

let stop: (() => void) | null = null;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  sessionStorage.clear();
  clearSession('expired');
  resetSessionWatcher();
  vi.mocked(refreshSession).mockReset();
  vi.mocked(refreshSession).mockResolvedValue(undefined);
});

afterEach(() => {
  stop?.();
  stop = null;
  vi.useRealTimers();
});

describe('the session watcher (spec section 4)', () => {
  it('asks for a new token once when under 60 s are left and the participant is active', async () => {
    logIn(120);
    stop = startSessionWatcher();
    await vi.advanceTimersByTimeAsync(59_000); // 61 s left
    expect(refreshSession).not.toHaveBeenCalled();
    moveMouse();
    await vi.advanceTimersByTimeAsync(2_000); // 59 s left
    expect(refreshSession).toHaveBeenCalledTimes(1);
    moveMouse();
    await vi.advanceTimersByTimeAsync(30_000); // still the same token: no second request
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect($sessionExpired.get()).toBe(false);
  });

  it('watches the new token after a successful refresh', async () => {
    logIn(90);
    vi.mocked(refreshSession).mockImplementation(async () => {
      logIn(90);
    });
    stop = startSessionWatcher();
    await vi.advanceTimersByTimeAsync(31_000);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    moveMouse();
    await vi.advanceTimersByTimeAsync(31_000); // the new token is now under 60 s too
    expect(refreshSession).toHaveBeenCalledTimes(2);
    expect($sessionExpired.get()).toBe(false);
    expect($session.get().isLoggedIn).toBe(true);
  });

  it('sets the inactivity flag after 300 000 ms without mouse or keys, and clears it on activity', async () => {
    logIn(3600);
    stop = startSessionWatcher();
    await vi.advanceTimersByTimeAsync(INACTIVITY_MS - 1000);
    expect($inactive.get()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect($inactive.get()).toBe(true);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect($inactive.get()).toBe(false);
  });

  it('does not refresh for an inactive participant, and shows the overlay at exp', async () => {
    const exp = logIn(360);
    stop = startSessionWatcher();
    await vi.advanceTimersByTimeAsync(359_000);
    expect($inactive.get()).toBe(true);
    expect(refreshSession).not.toHaveBeenCalled();
    expect($sessionExpired.get()).toBe(false);
    expect(document.documentElement.classList.contains('not-loggedin')).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(Date.now()).toBe(exp * 1000);
    expect($sessionExpired.get()).toBe(true);
    expect(document.documentElement.classList.contains('not-loggedin')).toBe(true);
    expect($session.get().isLoggedIn).toBe(false);
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('a refused refresh (session ended) shows the overlay at once; a lost connection waits for exp', async () => {
    logIn(50);
    vi.mocked(refreshSession).mockImplementationOnce(async () => {
      throw new Error('offline');
    });
    stop = startSessionWatcher();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect($sessionExpired.get()).toBe(false); // the token still works for 50 s
    await vi.advanceTimersByTimeAsync(50_000);
    expect($sessionExpired.get()).toBe(true);

    resetSessionWatcher();
    logIn(50);
    vi.mocked(refreshSession).mockImplementationOnce(async () => {
      clearSession('refresh-failed');
      throw new Error('401');
    });
    checkSession();
    await vi.advanceTimersByTimeAsync(0);
    expect($sessionExpired.get()).toBe(true);
  });

  it('keeps working after the machine sleeps: no timer ran, Date.now jumped past exp', async () => {
    logIn(600);
    stop = startSessionWatcher();
    await vi.advanceTimersByTimeAsync(5_000);
    // Sleep: the clock moves 20 minutes, not a single timer fires.
    vi.setSystemTime(Date.now() + 20 * 60_000);
    expect($sessionExpired.get()).toBe(false);
    document.dispatchEvent(new Event('visibilitychange'));
    expect($sessionExpired.get()).toBe(true);
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('in a background tab whose timer is slowed to once a minute, the next tick still sees the real time', async () => {
    logIn(200);
    stop = startSessionWatcher();
    // Throttled: the clock moves 150 s while only one tick runs.
    vi.setSystemTime(Date.now() + 150_000);
    moveMouse(); // the participant comes back (50 s left)
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect($sessionExpired.get()).toBe(false);
  });

  it('after a long sleep with the token still valid but under a minute left, an inactive participant gets no refresh', async () => {
    logIn(400);
    stop = startSessionWatcher();
    vi.setSystemTime(Date.now() + 350_000); // asleep for 350 s: no mouse, no keys
    window.dispatchEvent(new Event('focus'));
    expect($inactive.get()).toBe(true);
    expect(refreshSession).not.toHaveBeenCalled();
    expect($sessionExpired.get()).toBe(false);
  });

  it('does nothing without a session (a logout is not an expiry)', async () => {
    stop = startSessionWatcher();
    await vi.advanceTimersByTimeAsync(10_000);
    logIn(30);
    clearSession('logout');
    await vi.advanceTimersByTimeAsync(60_000);
    expect($sessionExpired.get()).toBe(false);
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('after a back-forward-cache restore, takes the newer token another page stored', async () => {
    logIn(100);
    stop = startSessionWatcher();
    const newer = Math.floor(Date.now() / 1000) + 900;
    sessionStorage.setItem('user', JSON.stringify({ token: token(newer) }));
    // happy-dom's PageTransitionEvent ignores `persisted`; Chromium's carries it.
    const restored = new Event('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    expect($session.get().exp).toBe(newer);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('stops its timer and listeners', async () => {
    logIn(30);
    const stopNow = startSessionWatcher();
    vi.mocked(refreshSession).mockClear();
    stopNow();
    resetSessionWatcher();
    await vi.advanceTimersByTimeAsync(40_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect($sessionExpired.get()).toBe(false);
  });
});
