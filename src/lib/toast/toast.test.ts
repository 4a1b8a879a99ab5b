/**
 * The lazy Toaster (docs/decisions/015): toasts raised before the island has mounted show
 * once it has; when its code cannot load, a plain alert says the same.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOASTER_SETTLED, TOASTER_WANTED, setToasterState } from './toaster-handshake';

// Fresh for every test (toast.ts remembers a loaded Toaster), one solid-toast store for all three.
let toast: typeof import('./toast');
let render: (typeof import('solid-js/web'))['render'];
let Toaster: (typeof import('../../islands/solid/Toaster'))['default'];
let island: HTMLElement;
let dispose = () => {};
/** What the client:toast directive does when toast.ts asks: mount, or fail to. */
let onWanted: () => void;
const wanted = () => onWanted();

beforeEach(async () => {
  vi.resetModules();
  toast = await import('./toast');
  ({ render } = await import('solid-js/web'));
  ({ default: Toaster } = await import('../../islands/solid/Toaster'));
  delete document.documentElement.dataset.toaster;
  island = document.createElement('astro-island');
  island.setAttribute('client', 'toast');
  document.body.append(island);
  onWanted = () => {};
  document.addEventListener(TOASTER_WANTED, wanted);
});
afterEach(() => {
  document.removeEventListener(TOASTER_WANTED, wanted);
  dispose();
  document.body.replaceChildren();
});

const settle = (state: 'mounted' | 'wanted') => {
  setToasterState(state);
  document.dispatchEvent(new Event(TOASTER_SETTLED));
};
const mount = () => {
  dispose = render(() => Toaster(), island);
  settle('mounted');
};
const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((element) => element.textContent);

describe('showError', () => {
  it('asks for the Toaster and shows a toast raised before it mounted', async () => {
    let asked = 0;
    onWanted = () => {
      asked++;
      setTimeout(mount, 50); // the island's code on its way
    };
    const { showError } = toast;
    showError('Coś poszło nie tak...');
    showError('Coś poszło nie tak...');
    await vi.waitFor(() => expect(alerts()).toEqual(['Coś poszło nie tak...']));
    expect(asked).toBe(1);
    expect(island.querySelector('[role="alert"]')).toBeTruthy(); // solid-toast's, not the stand-in
  });

  it('falls back to a plain alert for 5 s when the Toaster cannot load, and tries again next time', async () => {
    onWanted = () => settle('wanted'); // offline: the island's code failed to load
    const { showError, TOAST_DURATION_MS } = toast;
    vi.useFakeTimers();
    try {
      showError('Nie udało się połączyć z serwerem.');
      showError('Nie udało się połączyć z serwerem.');
      // Once, and set for the screen (no "z" at a line's end).
      await vi.waitFor(() => expect(alerts()).toEqual(['Nie udało się połączyć z\u00a0serwerem.']));
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 10);
      expect(alerts()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
    // The connection is back: the next toast mounts the Toaster.
    onWanted = mount;
    showError('Serwer nie odpowiada.');
    await vi.waitFor(() => expect(island.querySelector('[role="alert"]')?.textContent).toBe('Serwer nie odpowiada.'));
  });

  it('a page without the Toaster island gets the plain alert', async () => {
    island.remove();
    const { showSuccess } = toast;
    showSuccess('Zapisano.');
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe('Zapisano.'));
  });
});
