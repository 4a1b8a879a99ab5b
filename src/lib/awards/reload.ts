/**
 * Spec section 4's reload trigger: the spendable vp and lp saved after every points load
 * ($savedCurrent). When they change from one known value to another (an order, a
 * recalculation, points earned meanwhile), what the participant can afford is asked
 * again: the catalogue's pages ("Tylko te, na które mnie stać" above all), the awards
 * and the wish list. What is on screen stays until the new answers come.
 */
import { $savedCurrent } from '../participant/participant';
import { inNamespace, revalidateKeys } from '../query/query';
import { AWARD, CATALOG, WISHES } from './keys';

$savedCurrent.listen((now, before) => {
  if (now && before && (now.vp !== before.vp || now.lp !== before.lp))
    revalidateKeys(inNamespace(CATALOG, AWARD, WISHES));
});
