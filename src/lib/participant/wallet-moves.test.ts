import { describe, expect, it } from 'vitest';
import { HISTORY_KINDS } from '../../../shared/rules/history-vocabulary';
import { addMoves, applyMove, ledgerMove, walletOf } from './wallet-moves';

describe('ledgerMove', () => {
  it.each([
    ['earned', 60, { balance: 60, locked: 0, spendable: 60 }],
    ['correction', -80, { balance: -80, locked: 0, spendable: -80 }],
    ['locked', 500, { balance: 0, locked: 500, spendable: -500 }],
    ['unlocked', 500, { balance: 0, locked: -500, spendable: 500 }],
    ['spent', 500, { balance: -500, locked: -500, spendable: 0 }],
    ['expired', 250, { balance: -250, locked: 0, spendable: -250 }],
  ] as const)('%s %s → %o', (kind, amount, expected) => {
    expect(ledgerMove(kind, amount)).toEqual(expected);
  });

  it.each(HISTORY_KINDS)('%s keeps saldo = zablokowane + do wydania', (kind) => {
    const m = ledgerMove(kind, 123.45);
    expect(m.balance).toBeCloseTo(m.locked + m.spendable, 10);
  });
});

describe('a ledger added up', () => {
  it('gives the points summary the server keeps (total − subtracted, locked, current)', () => {
    // earn 1000, order 300 (lock), fulfil it (spend), order 200, cancel it, 50 expire
    const moves = [
      ledgerMove('earned', 1000),
      ledgerMove('locked', 300),
      ledgerMove('spent', 300),
      ledgerMove('locked', 200),
      ledgerMove('unlocked', 200),
      ledgerMove('locked', 100),
      ledgerMove('expired', 50),
    ];
    const points = {
      vpTotalValue: 1000,
      vpSubtractedValue: 350,
      vpLockedValue: 100,
      vpCurrentValue: 550,
      lpTotalValue: 0,
      lpSubtractedValue: 0,
      lpLockedValue: 0,
      lpCurrentValue: 0,
    };
    expect(addMoves(...moves)).toEqual(walletOf(points, 'vp'));
    expect(walletOf(points, 'vp')).toEqual({ balance: 650, locked: 100, spendable: 550 });
  });

  it('rounds to hundredths, never to -0', () => {
    expect(applyMove({ balance: 0.1, locked: 0, spendable: 0.1 }, ledgerMove('earned', 0.2))).toEqual({
      balance: 0.3,
      locked: 0,
      spendable: 0.3,
    });
    expect(Object.is(ledgerMove('locked', 5).balance, 0)).toBe(true);
  });
});
