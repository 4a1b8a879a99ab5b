/**
 * The logged-in shell on every page (AppLayout's script), with no React before the first
 * interaction (issue 24): the user box and the wallet bar are static HTML painted from the
 * shell's stores (src/lib/shell/paint.ts), the session watcher runs, and the session-expired
 * overlay is a static <dialog> shown when the session runs out. What needs React loads only
 * when used: the wallet panel and the burger menu on their button's first click (warmed on
 * hover or focus), the popup after login only when one waits, the auth code on logout. It
 * also starts the footer's offline note (src/lib/offline/page.ts). The shell persists across client-side navigations (D17), so this runs once per document and
 * listens on the document.
 */
import { rememberTarget } from '../../lib/auth/target';
import { HOME_ROUTE } from '../../lib/guard/guard.js';
import { startOfflinePage } from '../../lib/offline/page';
import { reloadShell } from '../../lib/participant/participant';
import { startShellPaint, WALLET_TRIGGER_ID } from '../../lib/shell/paint';
import { popupWaits } from '../../lib/stores/popup-waits';
import { $sessionExpired, startSessionWatcher } from '../../lib/stores/watcher';

export const BURGER_TRIGGER_ID = 'burger-trigger';
export const EXPIRED_DIALOG_ID = 'session-expired';

const loadWalletPanel = () => import('./WalletBar');
const loadBurgerMenu = () => import('./BurgerMenu');
// A module that cannot load (the connection dropped) leaves the page as it is; the next click tries again.
const ignore = () => {};

/** Back to this very page after the next login, through the login page. */
export function logInAgain(): void {
  rememberTarget(location.pathname + location.search);
  location.assign(HOME_ROUTE);
}

// The page behind is no longer usable: Escape must not close the overlay.
const keepOpen = (event: Event) => event.preventDefault();

/** Covers the page with the session-expired overlay (SessionExpired.astro), its button focused. */
export function showExpired(doc: Document): void {
  const dialog = doc.getElementById(EXPIRED_DIALOG_ID) as HTMLDialogElement | null;
  if (!dialog || dialog.open) return;
  dialog.addEventListener('cancel', keepOpen);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  dialog.querySelector('button')?.focus();
}

function onClick(event: MouseEvent): void {
  const target = event.target as Element;
  const wallet = target.closest<HTMLElement>(`#${WALLET_TRIGGER_ID}`);
  if (wallet) {
    // A bar whose balance failed to load retries; otherwise it opens or closes its panel.
    if (wallet.hasAttribute('data-failed')) reloadShell();
    else loadWalletPanel().then(({ toggleWalletPanel }) => toggleWalletPanel(wallet), ignore);
    return;
  }
  const burger = target.closest<HTMLElement>(`#${BURGER_TRIGGER_ID}`);
  if (burger) loadBurgerMenu().then(({ toggleBurgerMenu }) => toggleBurgerMenu(burger), ignore);
  else if (target.closest('[data-logout]')) import('../../lib/auth/auth').then(({ logout }) => logout(), ignore);
  else if (target.closest(`#${EXPIRED_DIALOG_ID} button`)) logInAgain();
}

/** Hovering or focusing a button fetches its code, so the click finds it there. */
function warm(event: Event): void {
  const target = event.target as Element;
  if (target.closest?.(`#${WALLET_TRIGGER_ID}:not([data-failed])`)) loadWalletPanel().catch(ignore);
  else if (target.closest?.(`#${BURGER_TRIGGER_ID}`)) loadBurgerMenu().catch(ignore);
}

/**
 * Runs `start` once the shell's page is in the document. Coming from a page without the shell
 * (the login page), the router evaluates this module before it swaps the new page in
 * (lib/navigation/loader.ts): the footer's note is not there yet, and a popup shown then
 * would be swapped away with the old body (in Firefox its stylesheet link, added by the lazy
 * import, is taken out of the head mid-load and the import never ends).
 */
function whenShellIn(doc: Document, start: () => void): void {
  const shellIn = () => doc.getElementById(EXPIRED_DIALOG_ID) !== null;
  if (shellIn()) return start();
  const afterSwap = () => {
    if (!shellIn()) return;
    doc.removeEventListener('astro:after-swap', afterSwap);
    start();
  };
  doc.addEventListener('astro:after-swap', afterSwap);
}

/** Starts the shell of the page; returns the function that stops it (for tests). */
export function startShellPage(doc: Document = document): () => void {
  const stops = [
    startShellPaint(doc),
    startSessionWatcher(doc.defaultView ?? window),
    $sessionExpired.subscribe((expired) => {
      if (expired) showExpired(doc);
    }),
  ];
  const listeners = [
    ['click', onClick],
    ['pointerover', warm],
    ['focusin', warm],
  ] as const;
  for (const [type, listener] of listeners) doc.addEventListener(type, listener as EventListener);
  whenShellIn(doc, () => {
    const note = doc.querySelector<HTMLElement>('[data-offline-note]');
    if (note) startOfflinePage(note);
    // The popup of a login shows on the first page after it (the popup store keeps it till then).
    if (popupWaits()) import('./Popup').then(({ showPopup }) => showPopup(), ignore);
  });
  return () => {
    stops.forEach((stop) => stop());
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener as EventListener);
  };
}
