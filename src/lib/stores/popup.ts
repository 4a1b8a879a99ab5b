/**
 * The broadcast popup travels from the login page to the first logged-in page: login
 * loads it (auth.ts) and keeps it here; the shell of the next page sees it waiting and
 * loads the dialog that takes it (once) and shows it. Taking it removes it, so the popup
 * shows once per login, not on every page. The popups a participant hid for good are left
 * out at login, in popup-hidden.ts, which only the login and the dialog load (docs/decisions/029).
 */

import { POPUP_KEY } from './popup-waits';
import { forget, keep, readKept } from './tab-storage';

export { POPUP_KEY, popupWaits } from './popup-waits';

export interface PendingPopup {
  popupId: number | null;
  popupName: string;
  /** Draft.js raw JSON (a string or an object); src/lib/richtext renders it. */
  textContent: unknown;
}

/** An API answer or a stored value as a popup, or null when it is not one. */
export function parsePopup(value: unknown): PendingPopup | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const popupName = typeof v.popupName === 'string' ? v.popupName.trim() : '';
  const hasText = typeof v.textContent === 'string' ? v.textContent.trim() !== '' : !!v.textContent;
  if (!popupName && !hasText) return null;
  return {
    popupId: typeof v.popupId === 'number' && Number.isFinite(v.popupId) ? v.popupId : null,
    popupName: popupName || 'Komunikat',
    textContent: v.textContent ?? '',
  };
}

/** Keeps the popup for the next page as it is (the hidden ones are left out at login: popup-hidden.ts). */
export function storePopup(popup: PendingPopup): void {
  keep(POPUP_KEY, popup); // refused: the popup is simply not shown
}

/** The popup waiting to be shown, removed from storage as it is taken. */
export function takePopup(): PendingPopup | null {
  const popup = parsePopup(readKept(POPUP_KEY));
  forget(POPUP_KEY);
  return popup;
}

export const dropPopup = () => forget(POPUP_KEY);
