import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SessionWatcher, { EXPIRED_TEXT } from './SessionWatcher';
import { clearSession, setSession } from '../../lib/stores/session';
import { resetSessionWatcher } from '../../lib/stores/watcher';

vi.mock('../../lib/api/session', () => ({ login: vi.fn(), refresh: vi.fn(() => new Promise(() => {})) }));

const token = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 21, 10, 0, 0) });
  sessionStorage.clear();
  clearSession('expired');
  resetSessionWatcher();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  history.replaceState(null, '', '/history?page=2');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SessionWatcher', () => {
  it('shows nothing while the session is valid', async () => {
    setSession({ token: token(Math.floor(Date.now() / 1000) + 3600) });
    const { container } = render(<SessionWatcher />);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(container.innerHTML).toBe('');
  });

  it("covers the page at exp; 'Zaloguj się ponownie' remembers the page and goes to /", async () => {
    setSession({ token: token(Math.floor(Date.now() / 1000) + 3) });
    render(<SessionWatcher />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    const dialog = screen.getByRole('dialog', { name: EXPIRED_TEXT });
    expect(dialog.textContent).toMatch(/^Czas ważności sesji wygasł/);
    expect(sessionStorage.getItem('user')).toBeNull();
    const button = screen.getByRole('button', { name: 'Zaloguj się ponownie' });
    expect(document.activeElement).toBe(button);
    act(() => button.click());
    expect(sessionStorage.getItem('postLoginTarget')).toBe('/history?page=2');
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('Escape does not close the overlay', async () => {
    setSession({ token: token(Math.floor(Date.now() / 1000) + 1) });
    render(<SessionWatcher />);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
  });
});
