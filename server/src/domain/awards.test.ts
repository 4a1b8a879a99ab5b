import { describe, expect, it } from 'vitest';
import { awardAvailability, isFresh, minIgnoringNull } from './awards.ts';

describe("minIgnoringNull (the spec's minimum helper)", () => {
  it.each([
    [[3, 5], 3],
    [[null, 5], 5],
    [[3, null], 3],
    [[null, null], null],
    [[7, null, 2], 2],
  ] as const)('%j → %s', (values, expected) => {
    expect(minIgnoringNull(...values)).toBe(expected);
  });
});

describe('awardAvailability', () => {
  const award = { price: 500, active: true, userLimit: null, remainingAmount: null, orderedByUser: 0 };
  const cases = [
    {
      name: 'affordable, unlimited',
      a: award,
      balance: 1600,
      expected: { canOrder: true, missingPoints: 0, maxOrderable: 3 },
    },
    {
      name: 'exactly the price',
      a: award,
      balance: 500,
      expected: { canOrder: true, missingPoints: 0, maxOrderable: 1 },
    },
    {
      name: 'short of points',
      a: award,
      balance: 120.5,
      expected: { canOrder: false, missingPoints: 379.5, maxOrderable: 0 },
    },
    {
      name: 'stock limits the units',
      a: { ...award, remainingAmount: 2 },
      balance: 5000,
      expected: { canOrder: true, missingPoints: 0, maxOrderable: 2 },
    },
    {
      name: 'out of stock',
      a: { ...award, remainingAmount: 0 },
      balance: 5000,
      expected: { canOrder: false, missingPoints: 0, maxOrderable: 0 },
    },
    {
      name: 'user limit left',
      a: { ...award, userLimit: 3, orderedByUser: 1 },
      balance: 5000,
      expected: { canOrder: true, missingPoints: 0, maxOrderable: 2 },
    },
    {
      name: 'user limit used up',
      a: { ...award, userLimit: 2, orderedByUser: 2 },
      balance: 5000,
      expected: { canOrder: false, missingPoints: 0, maxOrderable: 0 },
    },
    {
      name: 'inactive award',
      a: { ...award, active: false },
      balance: 5000,
      expected: { canOrder: false, missingPoints: 0, maxOrderable: 0 },
    },
    {
      name: 'decimal price, no float drift',
      a: { ...award, price: 0.1 },
      balance: 0.3,
      expected: { canOrder: true, missingPoints: 0, maxOrderable: 3 },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(awardAvailability(c.a, c.balance)).toEqual(c.expected);
    });
  }
});

describe('isFresh', () => {
  const now = new Date('2026-06-15T10:00:00Z');
  it('counts the last 30 days as new', () => {
    expect(isFresh(new Date('2026-05-16T10:00:00Z'), now)).toBe(true);
    expect(isFresh(new Date('2026-05-16T09:59:59Z'), now)).toBe(false);
  });
});
