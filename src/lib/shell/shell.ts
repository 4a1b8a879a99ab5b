/**
 * The logged-in shell's data (spec section 4): the texts of the top bar's user box and
 * of the wallet bar, formatted in one place, and the paint record that lets the next
 * page show them in its first paint (src/lib/guard/shell-paint.js, docs/decisions/013).
 */
import { formatNumber, formatPoints, type Currency } from '../format/number';
import { formatStoreName } from '../format/text';
import {
  $groupCode,
  $points,
  $userInfo,
  clearShellCache,
  isFrsh,
  loadShell,
  type Points,
  type UserInfo,
} from '../stores/account';
import { $session, type SessionUser } from '../stores/session';

export interface WalletLine {
  currency: Currency;
  /** Total minus subtracted (spec section 2), with the currency: "3 590 vp". */
  balance: string;
  /** The amounts in brackets, without the currency (the balance names it). */
  locked: string;
  /** Spendable. */
  current: string;
}

export interface ShellTexts {
  storeName: string;
  fullName: string;
  vp: WalletLine;
  /** Only for the FRSH group (spec section 1). */
  lp: WalletLine | null;
}

function walletLine(points: Points, currency: Currency): WalletLine {
  const value = (key: 'Total' | 'Subtracted' | 'Locked' | 'Current') => points[`${currency}${key}Value`];
  return {
    currency,
    balance: formatPoints(value('Total') - value('Subtracted'), currency),
    locked: formatNumber(value('Locked')),
    current: formatNumber(value('Current')),
  };
}

/** What the shell shows, or null until both user info and points exist (section 4). */
export function shellTexts(
  userInfo: UserInfo | null,
  points: Points | null,
  groupCode: string | null,
): ShellTexts | null {
  if (!userInfo || !points) return null;
  return {
    storeName: formatStoreName(userInfo.storeName),
    fullName: [userInfo.firstname, userInfo.lastname]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(' '),
    vp: walletLine(points, 'vp'),
    lp: isFrsh(groupCode) ? walletLine(points, 'lp') : null,
  };
}

export const currentShellTexts = () => shellTexts($userInfo.get(), $points.get(), $groupCode.get());

// ---- the paint record -------------------------------------------------------------

/** sessionStorage key read by the inline script src/lib/guard/shell-paint.js. */
export const PAINT_KEY = 'punkty.paint';

/** Whose data a cache holds: the login response's username (or participant id). */
export function ownerOf(user: SessionUser | null | undefined): string {
  const id = user?.username ?? user?.participantId;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}

/** The flat record the inline script copies into the elements marked data-paint="<key>". */
export function paintRecord(texts: ShellTexts, owner: string) {
  const line = (prefix: Currency, l: WalletLine | null) =>
    l ? { [prefix]: l.balance, [`${prefix}-locked`]: l.locked, [`${prefix}-current`]: l.current } : {};
  return {
    owner,
    texts: { store: texts.storeName, name: texts.fullName, ...line('vp', texts.vp), ...line('lp', texts.lp) },
  };
}

function readPaintOwner(): string | null {
  try {
    const record = JSON.parse(sessionStorage.getItem(PAINT_KEY) ?? 'null') as unknown;
    return record && typeof record === 'object' && typeof (record as { owner?: unknown }).owner === 'string'
      ? (record as { owner: string }).owner
      : null;
  } catch {
    return null;
  }
}

/** Writes (or, without the texts, removes) the paint record from the stores as they are now. */
export function savePaint(): void {
  const texts = currentShellTexts();
  try {
    if (texts) sessionStorage.setItem(PAINT_KEY, JSON.stringify(paintRecord(texts, ownerOf($session.get().user))));
    else sessionStorage.removeItem(PAINT_KEY);
  } catch {
    /* storage disabled: the next page paints after its calls */
  }
}

let started = false;

/**
 * Starts the shell of this page once (every island of the shell calls it): a cache of
 * another participant is dropped, then everything is revalidated in the background and
 * the paint record follows each change.
 */
export function startShell(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const owner = readPaintOwner();
  if (owner !== null && owner !== ownerOf($session.get().user)) clearShellCache();
  for (const store of [$userInfo, $points, $groupCode]) store.listen(savePaint);
  if ($session.get().isLoggedIn) void loadShell();
}

/** For tests: forget that the shell started. */
export function resetShellForTests(): void {
  started = false;
}
