import { conflict, notFound, tooManyRequests, unprocessable, type ErrorBody } from '../../lib/errors.ts';
import { formatNumber } from '../../../../shared/format/number.ts';
import { STATUS_LABELS, type OrderStatus } from './model.ts';

/**
 * Every way an order can be refused, with its code and Polish sentence: thrown as the
 * server's one kind of refusal (lib/errors.ts, docs/decisions/016), answered by the app.
 */

export const orderNotFound = () => notFound('Nie znaleziono zamówienia.', 'ORDER_NOT_FOUND');

export const awardNotFound = () => notFound('Nie znaleziono nagrody.', 'AWARD_NOT_FOUND');

export const awardInactive = () => unprocessable('Tej nagrody nie można obecnie zamówić.', 'AWARD_INACTIVE');

/** Invalid delivery data: one sentence per distinct problem, and the problem of each field. */
export function deliveryDataInvalid(errors: NonNullable<ErrorBody['errors']>) {
  const sentences = [...new Set(errors.map((e) => e.message))];
  return unprocessable(sentences.join(' '), 'VALIDATION_FAILED', errors);
}

export const outOfStock = (remaining: number) =>
  unprocessable(
    remaining === 0 ? 'Nagroda jest niedostępna — brak w magazynie.' : `Dostępnych jest tylko ${remaining} szt.`,
    'OUT_OF_STOCK',
  );

export const limitReached = (limit: number, left: number) =>
  unprocessable(
    left <= 0
      ? `Osiągnięto limit zamówień tej nagrody (${limit} szt. na uczestnika).`
      : `Możesz zamówić jeszcze ${left} szt. tej nagrody (limit: ${limit} szt. na uczestnika).`,
    'LIMIT_REACHED',
  );

export const insufficientPoints = (missing: number, currency: string) =>
  unprocessable(`Brakuje ${formatNumber(missing)} ${currency}, aby zamówić tę nagrodę.`, 'INSUFFICIENT_POINTS');

export const idempotencyKeyReused = () =>
  conflict(
    'Ten klucz Idempotency-Key został już użyty dla innego zamówienia. Każde nowe zamówienie wymaga nowego klucza.',
    'IDEMPOTENCY_KEY_REUSED',
  );

export const orderCancelled = (sentence = 'Zamówienie zostało anulowane.') => conflict(sentence, 'ORDER_CANCELLED');

export const badTransition = (from: OrderStatus, to: OrderStatus) =>
  conflict(
    `Zamówienia w stanie „${STATUS_LABELS[from]}” nie można przenieść do stanu „${STATUS_LABELS[to]}”.`,
    'BAD_TRANSITION',
  );

export const trackingUrlRequired = () =>
  unprocessable('Nadana przesyłka wymaga linku do śledzenia.', 'TRACKING_URL_REQUIRED');

export const notFinished = () => conflict('Zamówienie nie jest jeszcze zrealizowane.', 'NOT_FINISHED');

export const orderFulfilled = () => conflict('Zrealizowanego zamówienia nie można anulować.', 'ORDER_FULFILLED');

export const notAVoucher = () =>
  conflict('To zamówienie nie jest voucherem e-mailowym, więc nie ma czego wysłać ponownie.', 'NOT_A_VOUCHER');

export const voucherNotSent = (status: OrderStatus) =>
  conflict(
    status === 'cancelled' ? 'Zamówienie zostało anulowane.' : 'Voucher nie został jeszcze wysłany.',
    'VOUCHER_NOT_SENT',
  );

function hoursWord(n: number): string {
  if (n === 1) return 'godzinę';
  const last = n % 10;
  const lastTwo = n % 100;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'godziny' : 'godzin';
}

export function resendLimit(perDay: number, retryAfterSeconds: number) {
  const hours = Math.ceil(retryAfterSeconds / 3600);
  return tooManyRequests(
    `Voucher można wysłać ponownie najwyżej ${perDay} razy na dobę. Spróbuj ponownie za ${hours} ${hoursWord(hours)}.`,
    'RESEND_LIMIT',
    retryAfterSeconds,
  );
}
