/**
 * The points ledger as the history shows it (its list and the points due to expire). Its
 * query namespaces live here, beside the points, because other features add to it: a task
 * paid, an order's lock.
 */
import { inNamespace, invalidateKeys } from '../query/query';
import { $pointsReloadAt } from './participant';

export const HISTORY_LIST_KEYS = 'history.list';
export const HISTORY_EXPIRING_KEYS = 'history.expiring';

/** Points moved: the wallet reloads (spec section 4) and the history is asked again when next shown. */
export function pointsMoved(): void {
  $pointsReloadAt.set(Date.now());
  invalidateKeys(inNamespace(HISTORY_LIST_KEYS, HISTORY_EXPIRING_KEYS));
}
