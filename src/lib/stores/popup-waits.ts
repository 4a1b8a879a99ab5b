/**
 * All that every page needs of the broadcast popup: whether one waits to be shown. The rest
 * (popup.ts: reading, keeping and taking it) loads with the login and with the dialog.
 */
export const POPUP_KEY = 'punkty.popup';

/** A popup waits to be shown (unchecked: taking it checks it). */
export function popupWaits(): boolean {
  try {
    return !!sessionStorage.getItem(POPUP_KEY);
  } catch {
    return false; // no storage (blocked, or none at all): no popup
  }
}
