/**
 * The lazy Toaster (docs/decisions/015): toasts raised before the Toaster has mounted show
 * once it has; when its code cannot load, a plain alert says the same.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Solid and solid-toast compiled once before the timed waits below.
beforeAll(() => import('./toaster'), 20_000);

// Fresh for every test: toast.ts remembers a loaded Toaster.
let toast: typeof import('./toast');
let host: HTMLElement;

beforeEach(async () => {
  vi.resetModules();
  toast = await import('./toast');
  host = document.createElement('div');
  host.id = toast.TOASTER_ID;
  document.body.append(host);
});
afterEach(() => {
  vi.doUnmock('./toaster');
  document.body.replaceChildren();
});

const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((element) => element.textContent);

describe('showError', () => {
  it('mounts the Toaster into its element and shows a toast raised before it mounted, once', async () => {
    const { showError } = toast;
    expect(host.childNodes).toHaveLength(0);
    showError('Coś poszło nie tak...');
    showError('Coś poszło nie tak...');
    await vi.waitFor(() => expect(alerts()).toEqual(['Coś poszło nie tak...']));
    expect(host.querySelector('[role="alert"]')).toBeTruthy(); // solid-toast's, not the stand-in
  });

  it('falls back to a plain alert for 5 s when the Toaster cannot load, and tries again next time', async () => {
    vi.doMock('./toaster', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    vi.resetModules();
    toast = await import('./toast');
    const { showError, TOAST_DURATION_MS } = toast;
    vi.useFakeTimers();
    try {
      showError('Nie udało się połączyć z serwerem.');
      showError('Nie udało się połączyć z serwerem.');
      // Once, and set for the screen (no "z" at a line's end).
      await vi.waitFor(() => expect(alerts()).toEqual(['Nie udało się połączyć z\u00a0serwerem.']));
      expect(host.childNodes).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 10);
      expect(alerts()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
    // The connection is back: the next toast mounts the Toaster.
    vi.doUnmock('./toaster');
    showError('Serwer nie odpowiada.');
    await vi.waitFor(() => expect(host.querySelector('[role="alert"]')?.textContent).toBe('Serwer nie odpowiada.'));
  });

  it('a page without the Toaster’s element gets the plain alert', async () => {
    host.remove();
    const { showSuccess } = toast;
    showSuccess('Zapisano.');
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe('Zapisano.'));
  });
});
