/**
 * The broadcast popup travels from the login page to the first logged-in page: login
 * loads it (auth.ts) and keeps it here; the shell of the next page sees it waiting and
 * loads the dialog that takes it (once) and shows it. Taking it removes it, so the popup
 * shows once per login, not on every page. A participant who ticks "Nie pokazuj mi więcej
 * tego komunikatu" does not see that popup (its popupId) again in this browser; a new popup
 * shows after login, as the spec says (docs/decisions/029).
 */

export const POPUP_KEY = 'punkty.popup';

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

/** The popups hidden for good: "<owner's hash>:<popupId>", newest last (localStorage). */
export const HIDDEN_POPUPS_KEY = 'punkty.popupsHidden';
const MAX_HIDDEN = 50;

/** The owner is not written down as such: a short FNV-1a hash of it tells participants apart. */
function ownerHash(owner: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < owner.length; i++) h = Math.imul(h ^ owner.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

const local = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

function hiddenPopups(): string[] {
  try {
    const value: unknown = JSON.parse(local()?.getItem(HIDDEN_POPUPS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const hiddenKey = (owner: string, popupId: number) => `${ownerHash(owner)}:${popupId}`;

export const isPopupHidden = (owner: string, popupId: number | null): boolean =>
  popupId !== null && hiddenPopups().includes(hiddenKey(owner, popupId));

/** "Nie pokazuj mi więcej tego komunikatu": this participant does not see this popup again. */
export function hidePopup(owner: string, popupId: number): void {
  const key = hiddenKey(owner, popupId);
  const next = [...hiddenPopups().filter((k) => k !== key), key].slice(-MAX_HIDDEN);
  try {
    local()?.setItem(HIDDEN_POPUPS_KEY, JSON.stringify(next));
  } catch {
    /* storage full or blocked: it shows at the next login, as before */
  }
}

export function keepPopup(popup: unknown, owner: string): void {
  const parsed = parsePopup(popup);
  try {
    if (parsed && !isPopupHidden(owner, parsed.popupId)) storage()?.setItem(POPUP_KEY, JSON.stringify(parsed));
    else storage()?.removeItem(POPUP_KEY);
  } catch {
    /* storage full or blocked: the popup is simply not shown */
  }
}

/** A popup waits to be shown (unchecked: taking it checks it). */
export function popupWaits(): boolean {
  try {
    return !!storage()?.getItem(POPUP_KEY);
  } catch {
    return false;
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
