/**
 * Entering the app after login's reload failed (src/lib/auth/auth.ts, enterApp): the root
 * is marked and this event fires, so the login form (which loads the auth code only when
 * used) shows "Spróbuj ponownie" whether it hydrated before or after.
 */
export const ENTER_FAILED_EVENT = 'punkty:enter-failed';

export const enterFailed = (doc: Document = document): boolean => doc.documentElement.dataset.enterFailed !== undefined;

export function markEnterFailed(doc: Document = document): void {
  doc.documentElement.dataset.enterFailed = '';
  doc.dispatchEvent(new Event(ENTER_FAILED_EVENT));
}
