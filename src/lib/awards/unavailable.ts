/**
 * Why an award cannot be ordered now, in the wallet's words (docs/wording.md: saldo,
 * zablokowane, do wydania): an order is paid from the points do wydania, not from saldo,
 * so "brakuje" says of which. A few words beside the price and the order button, and the
 * full sentence in the order panel (issue 28, N8).
 */
import { CURRENCY_NAMES, SPENDABLE } from '../format/money-words';
import { formatPoints } from '../format/number';
import type { AwardDetail } from '../api/awards-parse';

type Award = Pick<
  AwardDetail,
  'currency' | 'missingPoints' | 'remainingAmount' | 'userLimit' | 'orderedByUser' | 'wished'
>;

/** An award in lp for a participant whose group does not collect them (no group codes in the text). */
export const LP_CLOSED = `Tę nagrodę zamawia się za ${CURRENCY_NAMES.lp} (lp), a Twoje konto ich nie zbiera.`;

const limitUsed = (award: Award) => award.userLimit !== null && award.orderedByUser >= award.userLimit;

/** The few words beside the price ("Brakuje Ci 500 vp do wydania"), where "Zamów" would be. */
export function unavailableCue(award: Award, lpClosed = false): string {
  if (lpClosed) return 'Twoje konto nie zbiera lp';
  if (award.missingPoints > 0) return `Brakuje Ci ${formatPoints(award.missingPoints, award.currency)} ${SPENDABLE}`;
  if (award.remainingAmount === 0) return 'Chwilowo brak w magazynie';
  if (limitUsed(award)) return 'Wykorzystano Twój limit';
  return 'Teraz niedostępna';
}

/** The order panel's sentence: the reason and what to do about it. */
export function unavailableReason(award: Award, max: number, lpClosed = false): string {
  if (lpClosed) return LP_CLOSED;
  if (award.missingPoints > 0) {
    return `Do tej nagrody brakuje Ci ${formatPoints(award.missingPoints, award.currency)} ${SPENDABLE}.${award.wished ? '' : ' Dodaj ją do listy życzeń, a na stronie Nagrody zobaczysz, ile jeszcze zostało.'}`;
  }
  if (award.remainingAmount === 0) return 'Nagroda jest chwilowo niedostępna — brak w magazynie.';
  if (limitUsed(award)) return `Wykorzystano limit tej nagrody: ${award.userLimit} szt. na uczestnika.`;
  if (max === 0) return 'Na tę nagrodę brakuje teraz punktów albo sztuk w magazynie.';
  return 'Tej nagrody nie można teraz zamówić.';
}
