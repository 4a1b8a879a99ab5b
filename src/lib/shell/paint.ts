/**
 * The shell's texts on the page, kept current without React (docs/decisions/013): the user
 * box and the wallet bar are static HTML that the inline script (src/lib/guard/shell-paint.js)
 * fills before the first paint from the last page's record; from then on this painter fills
 * them with the same function after every change of the shell's stores. Subscribing is what
 * asks the API for them (or revalidates what the session cache showed).
 */
import { computed } from 'nanostores';
import { fill } from '../guard/shell-paint.js';
import { $groupCode, $points, $shellFailed, $userInfo } from '../participant/participant';
import { $session, ownerOf } from '../stores/session';
import { paintRecord, shellTexts, startShell } from './shell';

/** The wallet bar's button, by its id (the panel's Popover knows it by the same). */
export const WALLET_TRIGGER_ID = 'wallet-trigger';

/**
 * The wallet bar has nothing to explain (spec section 4): the points or the participant's data
 * failed with nothing shown before. It says so and retries on a click, without a panel.
 */
export const $walletFailed = computed(
  [$shellFailed, $userInfo, $points],
  (failed, userInfo, points) => failed && !(userInfo && points),
);

/** Marks the bar failed (data-failed, no popup) or back to a bar that opens its panel. */
export function markWalletFailed(root: ParentNode, failed: boolean): void {
  const trigger = root.querySelector<HTMLElement>(`#${WALLET_TRIGGER_ID}`);
  if (!trigger || trigger.hasAttribute('data-failed') === failed) return;
  trigger.toggleAttribute('data-failed', failed);
  if (failed) {
    trigger.removeAttribute('aria-haspopup');
    trigger.removeAttribute('aria-expanded');
  } else {
    trigger.setAttribute('aria-haspopup', 'dialog');
    trigger.setAttribute('aria-expanded', 'false');
  }
}

/** Paints the shell of `root` now and after every change; returns the function that stops it. */
export function startShellPaint(root: ParentNode = document): () => void {
  startShell();
  const repaint = () => {
    const texts = shellTexts($userInfo.get(), $points.get(), $groupCode.get());
    fill(root, texts ? paintRecord(texts, ownerOf($session.get().user)).texts : null);
    markWalletFailed(root, $walletFailed.get());
  };
  const stops = [$userInfo, $points, $groupCode, $walletFailed].map((store) => store.listen(repaint));
  repaint();
  return () => stops.forEach((stop) => stop());
}
