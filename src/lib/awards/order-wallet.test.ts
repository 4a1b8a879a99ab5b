import { describe, expect, it } from 'vitest';
import { DELIVERY_METHODS } from '../../../shared/rules/delivery-methods';
import { SPENT_WHEN, confirmLead, orderMove, placedNote, walletAfterOrder, walletSentence } from './order-wallet';

const WALLET = { balance: 4595, locked: 1590, spendable: 3005 };
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('what an order does to the wallet', () => {
  it('an e-mail voucher is spent at once: saldo and do wydania drop, zablokowane stays', () => {
    expect(orderMove('MV', 500)).toEqual({ balance: -500, locked: 0, spendable: -500 });
    expect(walletAfterOrder(WALLET, 'MV', 500)).toEqual({ balance: 4095, locked: 1590, spendable: 2505 });
  });

  it.each(['MA', 'MT', 'CB', 'GFCA'] as const)('%s locks the price: saldo stays until it is fulfilled', (method) => {
    expect(orderMove(method, 500)).toEqual({ balance: 0, locked: 500, spendable: -500 });
    expect(walletAfterOrder(WALLET, method, 500)).toEqual({ balance: 4595, locked: 2090, spendable: 2505 });
  });
});

describe('the sentences before and after an order', () => {
  it('say the voucher takes the points from saldo at once', () => {
    expect(plain(confirmLead('MV', 500, 'vp'))).toContain('od razu wydamy 500 vp: tyle ubędzie z salda');
    expect(plain(placedNote('MV', 500, 'vp'))).toBe(
      'Voucher jest już w drodze, więc wydaliśmy 500 vp: saldo zmalało o tyle samo.',
    );
  });

  it.each(['MA', 'MT', 'CB', 'GFCA'] as const)('say %s leaves saldo as it is, and when it will change', (method) => {
    const lead = plain(confirmLead(method, 500, 'lp'));
    expect(lead).toContain('zablokujemy 500 lp');
    expect(lead).toContain('saldo się nie zmieni');
    expect(lead).toContain(SPENT_WHEN[method]);
    expect(plain(placedNote(method, 500, 'lp'))).toBe(
      `Zablokowaliśmy 500 lp: saldo się nie zmieniło. Punkty znikną z salda, ${SPENT_WHEN[method]}.`,
    );
  });

  it('no method says saldo stays and then drops', () => {
    for (const method of DELIVERY_METHODS) {
      const text = confirmLead(method, 1, 'vp') + placedNote(method, 1, 'vp');
      const keeps = /saldo się nie zmieni/.test(text);
      expect(keeps).toBe(orderMove(method, 1).balance === 0);
    }
  });

  it('name the wallet in its three words', () => {
    expect(plain(walletSentence(WALLET, 'vp'))).toBe('saldo 4 595 vp, zablokowane 1 590 vp, do wydania 3 005 vp');
  });
});
