import { describe, expect, it } from 'vitest';
import { balanceEffect, expiringPoints, linkOf, type LedgerTotal } from './history.ts';

const NOW = new Date('2026-06-15T10:00:00Z');
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const earned = (amount: number, expires: string | null, currency: 'vp' | 'lp' = 'vp'): LedgerTotal => ({
  kind: 'earned',
  currency,
  amount,
  expiresAt: expires ? day(expires) : null,
});
const debit = (kind: LedgerTotal['kind'], amount: number, currency: 'vp' | 'lp' = 'vp'): LedgerTotal => ({
  kind,
  currency,
  amount,
  expiresAt: null,
});

describe('expiringPoints (FIFO: what left the balance is taken from the lots that expire first)', () => {
  const cases: { name: string; totals: LedgerTotal[]; expected: ReturnType<typeof expiringPoints> }[] = [
    { name: 'nothing earned', totals: [], expected: [] },
    {
      name: 'untouched lots, listed by date whatever the input order',
      totals: [earned(300, '2026-08-01'), earned(100, '2026-07-01')],
      expected: [
        { date: '2026-07-01', currency: 'vp', amount: 100 },
        { date: '2026-08-01', currency: 'vp', amount: 300 },
      ],
    },
    {
      name: 'a lock eats the earliest lot first, then the next',
      totals: [earned(100, '2026-07-01'), earned(300, '2026-08-01'), debit('locked', 150)],
      expected: [{ date: '2026-08-01', currency: 'vp', amount: 250 }],
    },
    {
      name: 'an unlock gives the points back',
      totals: [earned(100, '2026-07-01'), debit('locked', 150), debit('unlocked', 150)],
      expected: [{ date: '2026-07-01', currency: 'vp', amount: 100 }],
    },
    {
      name: 'spending moves locked points, so it is not counted twice',
      totals: [earned(100, '2026-07-01'), earned(100, '2026-08-01'), debit('locked', 60), debit('spent', 60)],
      expected: [
        { date: '2026-07-01', currency: 'vp', amount: 40 },
        { date: '2026-08-01', currency: 'vp', amount: 100 },
      ],
    },
    {
      name: 'an already expired lot absorbs its expiry entry and shows nothing',
      totals: [earned(250, '2026-05-01'), debit('expired', 250), earned(500, '2026-07-20')],
      expected: [{ date: '2026-07-20', currency: 'vp', amount: 500 }],
    },
    {
      name: 'lots without an expiry are consumed last',
      totals: [
        { kind: 'correction', currency: 'vp', amount: 1000, expiresAt: null },
        earned(200, '2026-07-01'),
        debit('locked', 150),
      ],
      expected: [{ date: '2026-07-01', currency: 'vp', amount: 50 }],
    },
    {
      name: 'a negative correction consumes like spending',
      totals: [earned(200, '2026-07-01'), { kind: 'correction', currency: 'vp', amount: -80, expiresAt: null }],
      expected: [{ date: '2026-07-01', currency: 'vp', amount: 120 }],
    },
    {
      name: 'consumption larger than the expiring lots leaves nothing to expire',
      totals: [earned(100, '2026-07-01'), earned(100, '2026-07-02'), debit('locked', 500)],
      expected: [],
    },
    {
      name: 'currencies are consumed separately',
      totals: [earned(100, '2026-07-01', 'vp'), earned(100, '2026-07-01', 'lp'), debit('locked', 70, 'lp')],
      expected: [
        { date: '2026-07-01', currency: 'lp', amount: 30 },
        { date: '2026-07-01', currency: 'vp', amount: 100 },
      ],
    },
    {
      name: 'lots expiring on the same Warsaw day are added up',
      totals: [
        { kind: 'earned', currency: 'vp', amount: 10.5, expiresAt: new Date('2026-07-01T06:00:00Z') },
        { kind: 'earned', currency: 'vp', amount: 20.25, expiresAt: new Date('2026-07-01T21:30:00Z') },
      ],
      expected: [{ date: '2026-07-01', currency: 'vp', amount: 30.75 }],
    },
    {
      name: 'the day is the Warsaw day (22:30 UTC in summer is the next day)',
      totals: [{ kind: 'earned', currency: 'vp', amount: 5, expiresAt: new Date('2026-07-01T22:30:00Z') }],
      expected: [{ date: '2026-07-02', currency: 'vp', amount: 5 }],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(expiringPoints(c.totals, NOW)).toEqual(c.expected);
    });
  }

  it('leaves out lots whose moment has passed even when nothing consumed them', () => {
    expect(expiringPoints([earned(100, '2026-06-14'), earned(50, '2026-06-16')], NOW)).toEqual([
      { date: '2026-06-16', currency: 'vp', amount: 50 },
    ]);
  });
});

describe('balanceEffect', () => {
  it.each([
    ['earned', 100, 100],
    ['correction', -80, -80],
    ['locked', 100, -100],
    ['unlocked', 100, 100],
    ['spent', 100, 0],
    ['expired', 100, -100],
  ] as const)('%s %d changes the spendable balance by %d', (kind, amount, effect) => {
    expect(balanceEffect(kind, amount)).toBe(effect);
  });
});

describe('linkOf', () => {
  it.each([
    ['plan', '12', { kind: 'plan', id: 12 }],
    ['task', '3', { kind: 'task', id: 3 }],
    ['order', '41', { kind: 'order', id: 41 }],
    ['expiry', '5', null],
    ['correction', null, null],
    ['plan', 'abc', null],
    ['order', '0', null],
  ] as const)('%s %s → %j', (sourceType, sourceId, link) => {
    expect(linkOf(sourceType, sourceId)).toEqual(link);
  });
});
