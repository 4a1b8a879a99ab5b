import { NetworkError } from 'ky';
import { describe, expect, it } from 'vitest';
import { httpError } from '../../../tests/fixtures/http';
import { OFFLINE_CHANGE_ERROR, OfflineChangeError } from '../offline/offline-change';
import { orderFailure } from './order-errors';
import { keyFor } from './idempotency';

describe('orderFailure', () => {
  it("shows the server's sentence for a refusal, which is final", () => {
    const failure = orderFailure(
      httpError(422, { status: 422, detail: 'Brakuje 800 vp, aby zamówić tę nagrodę.', code: 'INSUFFICIENT_POINTS' }),
    );
    expect(failure).toEqual({
      message: 'Brakuje 800 vp, aby zamówić tę nagrodę.',
      code: 'INSUFFICIENT_POINTS',
      retryable: false,
    });
  });

  it('has Polish words of its own for each refusal code', () => {
    for (const code of [
      'OUT_OF_STOCK',
      'LIMIT_REACHED',
      'INSUFFICIENT_POINTS',
      'AWARD_INACTIVE',
      'VALIDATION_FAILED',
    ]) {
      const failure = orderFailure(httpError(422, { code }));
      expect(failure.message, code).toMatch(/[ąćęłńóśźż]|Sprawdź|Tej/);
      expect(failure.retryable).toBe(false);
    }
  });

  it('lets a lost answer or a server failure be retried with the same key', () => {
    expect(orderFailure(new NetworkError(new Request('http://localhost/x'))).retryable).toBe(true);
    const failure = orderFailure(httpError(503, {}));
    expect(failure.retryable).toBe(true);
    expect(failure.message).toMatch(/nie złoży drugiego zamówienia/);
  });

  it('an order not sent while offline says so once, and may be sent again later', () => {
    expect(orderFailure(new OfflineChangeError())).toEqual({
      message: OFFLINE_CHANGE_ERROR,
      code: null,
      retryable: true,
    });
  });
});

describe('the Idempotency-Key of an order', () => {
  it('is kept for a retry of the same request and renewed for another one', () => {
    const first = keyFor('{"awardId":1,"quantity":1}', null);
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(keyFor('{"awardId":1,"quantity":1}', first)).toBe(first);
    const other = keyFor('{"awardId":1,"quantity":2}', first);
    expect(other.key).not.toBe(first.key);
  });
});

describe('refusalMessage', () => {
  it("gives the server's sentence for a refusal and the usual text otherwise", async () => {
    const { refusalMessage } = await import('./refusal');
    expect(refusalMessage(httpError(429, { detail: 'Voucher wysłano już 3 razy dziś. Spróbuj jutro.' }))).toBe(
      'Voucher wysłano już 3 razy dziś. Spróbuj jutro.',
    );
    expect(refusalMessage(httpError(500, { detail: 'Internal' }))).toBe('Coś poszło nie tak...');
  });
});
