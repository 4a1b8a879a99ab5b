/**
 * The logged-in shell's data (spec section 4): the texts of the top bar's user box and
 * of the wallet bar, formatted in one place, and the paint record that lets the next
 * page show them in its first paint (src/lib/guard/shell-paint.js, docs/decisions/013).
 */
import { formatNumber, formatPoints, type Currency } from '../format/number';
import { formatStoreName } from '../format/text';
import { $groupCode, $points, $userInfo, isFrsh, type Points, type UserInfo } from '../participant/participant';
import { walletOf } from '../participant/wallet';
import { NOT_FOUND_KEY } from '../guard/guard.js';
import { showInfo } from '../toast/toast';
import { $session, ownerOf } from '../stores/session';

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
  const wallet = walletOf(points, currency);
  return {
    currency,
    balance: formatPoints(wallet.balance, currency),
    locked: formatNumber(wallet.locked),
    current: formatNumber(wallet.spendable),
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

/** The flat record the inline script copies into the elements marked data-paint="<key>". */
export function paintRecord(texts: ShellTexts, owner: string) {
  const line = (prefix: Currency, l: WalletLine | null) =>
    l ? { [prefix]: l.balance, [`${prefix}-locked`]: l.locked, [`${prefix}-current`]: l.current } : {};
  return {
    owner,
    texts: { store: texts.storeName, name: texts.fullName, ...line('vp', texts.vp), ...line('lp', texts.lp) },
  };
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

/** The participant's texts do not outlive the session (logout, expiry: D14). */
export function forgetPaint(): void {
  try {
    sessionStorage.removeItem(PAINT_KEY);
  } catch {
    /* ignore */
  }
}

let started = false;

/**
 * An unknown address brought the participant here (the guard's redirect): the page says so.
 * The note's module loads only then, not on every page.
 */
function sayWhyHere(): void {
  try {
    if (!sessionStorage.getItem(NOT_FOUND_KEY)) return;
  } catch {
    return;
  }
  void import('../guard/not-found').then(({ notFoundInApp, takeNotFound }) => {
    const path = takeNotFound();
    if (path) showInfo(notFoundInApp(path));
  });
}

/**
 * Starts the shell of this page once (every island of the shell calls it): the paint
 * record follows every change of the shell's stores (subscribing to them is what asks
 * the API for them, or revalidates what the session cache showed), and goes with the session.
 */
export function startShell(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  sayWhyHere();
  for (const store of [$userInfo, $points, $groupCode]) store.listen(savePaint);
  $session.listen(({ isLoggedIn }) => {
    if (!isLoggedIn) forgetPaint();
  });
}

/** For tests: forget that the shell started. */
export function resetShellForTests(): void {
  started = false;
}
