import { typeset } from '../format/typography';
import { whenShown } from '../prerender/when-shown';
import { showPlainToast } from './plain-toast';
import { TOASTER_SETTLED, TOASTER_WANTED, setToasterState, toasterState } from './toaster-handshake';

/**
 * The one way islands show toasts. solid-toast and the Toaster island load on the first
 * toast, not with the page (docs/decisions/015); solid-toast's store is shared through one
 * chunk, so a call from any island shows in the Toaster island of the page. Calls made
 * while they load wait for them; when they cannot load (offline), a plain stand-in shows.
 * A prerendered page keeps its toasts until it is shown (decision 024).
 */
export const TOAST_DURATION_MS = 5000;

type Toast = (typeof import('solid-toast'))['default'];
let ready: Promise<Toast> | undefined;

/** Resolves once the Toaster island has mounted, rejects when its code could not load. */
function toasterMounted(): Promise<void> {
  if (toasterState() === 'mounted') return Promise.resolve();
  // A page without the island (/counter calls no API) gets the stand-in.
  if (!document.querySelector('astro-island[client="toast"]')) return Promise.reject(new Error('No Toaster here.'));
  return new Promise((resolve, reject) => {
    document.addEventListener(
      TOASTER_SETTLED,
      () => (toasterState() === 'mounted' ? resolve() : reject(new Error('The Toaster did not load.'))),
      { once: true },
    );
    setToasterState('wanted');
    document.dispatchEvent(new Event(TOASTER_WANTED));
  });
}

function toaster(): Promise<Toast> {
  ready ??= Promise.all([import('solid-toast'), toasterMounted()]).then(
    ([module]) => module.default,
    (error: unknown) => {
      ready = undefined; // the next toast tries again
      throw error;
    },
  );
  return ready;
}

export function showError(message: string): void {
  whenShown(() => showErrorNow(message));
}

function showErrorNow(message: string): void {
  const text = typeset(message);
  toaster().then(
    (toast) =>
      // The message is the id: the same failure from many places (twenty images) shows once.
      toast.error(text, {
        id: text,
        duration: TOAST_DURATION_MS,
        ariaProps: { role: 'alert', 'aria-live': 'assertive' },
      }),
    () => showPlainToast(text, 'alert', TOAST_DURATION_MS),
  );
}

export function showSuccess(message: string): void {
  whenShown(() => showPoliteNow(message, 'success'));
}

/** News that is neither a success nor an error ("this address leads nowhere, so…"). */
export function showInfo(message: string): void {
  whenShown(() => showPoliteNow(message, 'info'));
}

function showPoliteNow(message: string, kind: 'success' | 'info'): void {
  const text = typeset(message);
  const options = { duration: TOAST_DURATION_MS, ariaProps: { role: 'status', 'aria-live': 'polite' } } as const;
  toaster().then(
    (toast) => (kind === 'success' ? toast.success(text, options) : toast(text, options)),
    () => showPlainToast(text, 'status', TOAST_DURATION_MS),
  );
}
