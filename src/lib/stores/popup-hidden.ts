/**
 * "Nie pokazuj mi więcej tego komunikatu" (docs/decisions/029): the popups a participant hid
 * for good, in this browser. Loaded by the login and by the popup's dialog only, not by every
 * page's popup island.
 */
import { dropPopup, parsePopup, storePopup } from './popup';

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

/** At login: keeps the popup for the first page, unless this participant hid it for good. */
export function keepPopup(popup: unknown, owner: string): void {
  const parsed = parsePopup(popup);
  if (parsed && !isPopupHidden(owner, parsed.popupId)) storePopup(parsed);
  else dropPopup();
}
