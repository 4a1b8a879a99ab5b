import toast from 'solid-toast';

/**
 * The one way islands show toasts. solid-toast's store is shared through one chunk, so a
 * call from any island (React or Solid) shows in the Toaster island of the page.
 */
export const TOAST_DURATION_MS = 5000;

export function showError(message: string): void {
  // The message is the id: the same failure from many places (twenty images) shows once.
  toast.error(message, {
    id: message,
    duration: TOAST_DURATION_MS,
    ariaProps: { role: 'alert', 'aria-live': 'assertive' },
  });
}

export function showSuccess(message: string): void {
  toast.success(message, { duration: TOAST_DURATION_MS, ariaProps: { role: 'status', 'aria-live': 'polite' } });
}
