/**
 * What the participant reads when an order is refused or fails, and whether the
 * same confirmation may simply be sent again (with the same Idempotency-Key).
 */
import { codeOf, errorMessage, statusOf } from '../errors';
import { OfflineChangeError } from '../offline/offline-change';
import { detailOf } from './refusal';

/** Our own words for each refusal, used when the server gives no sentence of its own. */
export const REFUSAL_FALLBACKS: Record<string, string> = {
  INSUFFICIENT_POINTS: 'Masz za mało punktów, aby zamówić tę nagrodę.',
  LIMIT_REACHED: 'Osiągnięto limit zamówień tej nagrody.',
  OUT_OF_STOCK: 'Nagroda jest niedostępna — brak w magazynie.',
  AWARD_INACTIVE: 'Tej nagrody nie można obecnie zamówić.',
  AWARD_NOT_FOUND: 'Nie znaleziono nagrody. Mogła zostać wycofana z katalogu.',
  VALIDATION_FAILED: 'Sprawdź dane dostawy i spróbuj ponownie.',
  IDEMPOTENCY_KEY_REUSED: 'To zamówienie zostało już wysłane z innymi danymi. Zamknij okno i złóż je ponownie.',
};

export interface OrderFailure {
  message: string;
  code: string | null;
  /**
   * true when no answer came (connection, timeout) or the server failed: the order may
   * or may not exist, so a retry must carry the same key. false for a definite refusal.
   */
  retryable: boolean;
}

export function orderFailure(error: unknown): OrderFailure {
  // Not sent at all while offline (decision 024): its own sentence says so and what to do.
  if (error instanceof OfflineChangeError) return { message: error.message, code: null, retryable: true };
  const status = statusOf(error);
  const code = codeOf(error);
  if (status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429) {
    const message =
      detailOf(error) ??
      (code && REFUSAL_FALLBACKS[code]) ??
      (status === 401 ? errorMessage(error) : 'Zamówienie zostało odrzucone.');
    return { message, code, retryable: false };
  }
  const reason =
    status === null
      ? errorMessage(error)
      : status === 429
        ? (detailOf(error) ?? 'Zbyt wiele prób naraz.')
        : 'Serwer nie przyjął zamówienia.';
  return {
    message: `${reason} Spróbuj ponownie — ponowienie nie złoży drugiego zamówienia.`,
    code,
    retryable: true,
  };
}
