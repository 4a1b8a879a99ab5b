import { describe, expect, it } from 'vitest';
import { formatPoints } from '../format/number';
import { cardCount, maxQuantity, minOf } from './limits';
import { quantityProblem, type QuantityCheck } from './quantity';

describe('cardCount (spec section 9)', () => {
  it.each([
    [5, 10, 3],
    [0, 0, 3],
    [5, null, 4],
    [null, 10, 4],
    [undefined, 0, 4],
    [null, null, 6],
    [undefined, undefined, 6],
  ] as const)('userLimit %s, remainingAmount %s → %s', (limit, stock, expected) => {
    expect(cardCount(limit, stock)).toBe(expected);
  });
});

describe('minOf (spec section 9)', () => {
  it.each([
    [3, 7, 3],
    [7, 3, 3],
    [0, 5, 0],
    [-1, 2, -1],
    [4, null, 4],
    [null, 4, 4],
    [undefined, 9, 9],
    [null, null, null],
    [undefined, undefined, null],
    [Number.NaN, 2, 2],
  ] as const)('minOf(%s, %s) → %s', (a, b, expected) => {
    expect(minOf(a, b)).toBe(expected);
  });
});

describe('maxQuantity', () => {
  const base = { userLimit: null, remainingAmount: null, orderedByUser: 0, maxOrderable: null };
  it('is the order cap with no limits at all', () => expect(maxQuantity(base)).toBe(99));
  it('takes what is left of the participant limit', () =>
    expect(maxQuantity({ ...base, userLimit: 5, orderedByUser: 3 })).toBe(2));
  it('takes the stock when smaller', () => expect(maxQuantity({ ...base, userLimit: 5, remainingAmount: 1 })).toBe(1));
  it('takes the server figure (balance) when smaller', () =>
    expect(maxQuantity({ ...base, remainingAmount: 10, maxOrderable: 4 })).toBe(4));
  it('is 0 when the limit is used up', () => expect(maxQuantity({ ...base, userLimit: 2, orderedByUser: 3 })).toBe(0));
});

describe('quantityProblem', () => {
  const check = (over: Partial<QuantityCheck>): QuantityCheck => ({
    quantity: 1,
    price: 400,
    balance: 1000,
    userLimit: null,
    remainingAmount: null,
    orderedByUser: 0,
    maxOrderable: null,
    points: (v) => formatPoints(v, 'vp'),
    ...over,
  });
  it('accepts what the balance, stock and limit allow', () => {
    expect(quantityProblem(check({ quantity: 2 }))).toBeNull();
  });
  it('refuses less than one piece, a fraction and more than one order takes', () => {
    expect(quantityProblem(check({ quantity: 0 }))).toBe('Podaj liczbę sztuk: co najmniej 1.');
    expect(quantityProblem(check({ quantity: 1.5 }))).toBe('Podaj liczbę sztuk: co najmniej 1.');
    expect(quantityProblem(check({ quantity: 100, price: 1 }))).toMatch(/najwyżej 99 szt/);
  });
  it('names the stock', () => {
    expect(quantityProblem(check({ quantity: 3, remainingAmount: 2 }))).toBe('W magazynie zostało tylko 2 szt.');
    expect(quantityProblem(check({ remainingAmount: 0 }))).toBe('Nagroda jest niedostępna — brak w magazynie.');
  });
  it('names the participant limit', () => {
    expect(quantityProblem(check({ quantity: 2, userLimit: 3, orderedByUser: 2 }))).toBe(
      'Możesz zamówić jeszcze 1 szt. tej nagrody (limit: 3 szt. na uczestnika).',
    );
    expect(quantityProblem(check({ userLimit: 1, orderedByUser: 1 }))).toBe(
      'Osiągnięto limit zamówień tej nagrody (1 szt. na uczestnika).',
    );
  });
  it('says how many points are missing', () => {
    expect(quantityProblem(check({ quantity: 3 }))).toBe('Brakuje 200\u00a0vp, aby zamówić 3 szt. tej nagrody.');
    expect(quantityProblem(check({ quantity: 1, price: 1800, balance: 1000 }))).toBe(
      'Brakuje 800\u00a0vp, aby zamówić 1 szt. tej nagrody.',
    );
  });
  it('falls back to the server figure when the balance is unknown', () => {
    expect(quantityProblem(check({ balance: null, maxOrderable: 1, quantity: 2 }))).toMatch(/za mało punktów/);
  });
});
