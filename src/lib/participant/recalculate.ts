import { atom } from 'nanostores';
import { calculatePoints } from '../api/participant';
import { DEFAULT_ERROR, handleError } from '../errors';
import { showError, showSuccess } from '../toast/toast';
import { $pointsReloadAt } from './participant';

/** Spec section 4: the message after a successful recalculation. */
export const RECALCULATED = 'Punkty zostały przeliczone!';

/** True while the recalculation runs: the refresh icon is disabled (spec section 4). */
export const $recalculating = atom(false);

/**
 * Rebuilds the balance on the server (POST points/calculate), then sets the points
 * reload trigger, whose listener (participant/participant.ts) loads the points again.
 */
export async function recalculatePoints(): Promise<boolean> {
  if ($recalculating.get()) return false;
  $recalculating.set(true);
  try {
    const answer = await calculatePoints();
    if (!answer || answer.success !== true) {
      showError(DEFAULT_ERROR);
      return false;
    }
    showSuccess(RECALCULATED);
    $pointsReloadAt.set(Date.now());
    return true;
  } catch (error) {
    handleError(error);
    return false;
  } finally {
    $recalculating.set(false);
  }
}
