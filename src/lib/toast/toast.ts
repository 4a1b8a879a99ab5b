import { typeset } from '../format/typography';
import { showPlainToast } from './plain-toast';

/**
 * The one way islands show toasts. Solid, solid-toast and the Toaster load on the first
 * toast, not with the page (docs/decisions/015), and mount into the element the layout left
 * for them (toaster.ts); calls made while they load wait for them. When they cannot load
 * (offline), or on a page without the element, a plain stand-in shows.
 */
export const TOAST_DURATION_MS = 5000;

/** The element the layouts leave for the Toaster (kept across client-side navigations, D17). */
export const TOASTER_ID = 'toaster';

type Toast = ReturnType<(typeof import('./toaster'))['mountToaster']>;
let ready: Promise<Toast> | undefined;

function toaster(): Promise<Toast> {
  ready ??= import('./toaster')
    .then(({ mountToaster }) => mountToaster(TOAST_DURATION_MS))
    .catch((error: unknown) => {
      ready = undefined; // the next toast tries again
      throw error;
    });
  return ready;
}

export function showError(message: string): void {
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
  showPoliteNow(message, 'success');
}

/** News that is neither a success nor an error ("this address leads nowhere, so…"). */
export function showInfo(message: string): void {
  showPoliteNow(message, 'info');
}

function showPoliteNow(message: string, kind: 'success' | 'info'): void {
  const text = typeset(message);
  const options = { duration: TOAST_DURATION_MS, ariaProps: { role: 'status', 'aria-live': 'polite' } } as const;
  toaster().then(
    (toast) => (kind === 'success' ? toast.success(text, options) : toast(text, options)),
    () => showPlainToast(text, 'status', TOAST_DURATION_MS),
  );
}
