/**
 * The broadcast popup travels from the login page to the first logged-in page: login
 * loads it (auth.ts) and keeps it here; the shell of the next page sees it waiting and
 * loads the dialog that takes it (once) and shows it. Taking it removes it, so the popup
 * shows once per login, not on every page. The popups a participant hid for good are left
 * out at login, in popup-hidden.ts, which only the login and the dialog load (docs/decisions/029).
 */

import { POPUP_KEY } from './popup-waits';

export { POPUP_KEY, popupWaits } from './popup-waits';

export interface PendingPopup {
  popupId: number | null;
  popupName: string;
  /** Draft.js raw JSON (a string or an object); src/lib/richtext renders it. */
  textContent: unknown;
}

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

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
  try {
    storage()?.setItem(POPUP_KEY, JSON.stringify(popup));
  } catch {
    /* storage full or blocked: the popup is simply not shown */
  }
}

/** The popup waiting to be shown, removed from storage as it is taken. */
export function takePopup(): PendingPopup | null {
  const s = storage();
  if (!s) return null;
  let raw: string | null;
  try {
    raw = s.getItem(POPUP_KEY);
    s.removeItem(POPUP_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    return parsePopup(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function dropPopup(): void {
  try {
    storage()?.removeItem(POPUP_KEY);
  } catch {
    /* ignore */
  }
}
