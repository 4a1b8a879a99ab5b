/**
 * The wallet's three numbers of one currency (docs/wording.md): saldo (total minus
 * subtracted, spec section 2), zablokowane and do wydania. Apart from the ledger's rules
 * (wallet-moves.ts) because the wallet bar of every page needs only this.
 */
import type { Currency } from '../format/number';
import type { Points } from './participant';

export interface Wallet {
  /** Saldo: total − subtracted. */
  balance: number;
  /** Zablokowane: held by orders not yet fulfilled. */
  locked: number;
  /** Do wydania: what can be spent now. */
  spendable: number;
}

export const round2 = (x: number) => Math.round(x * 100) / 100 || 0;

/** The wallet of one currency as the bar shows it. */
export function walletOf(points: Points, currency: Currency): Wallet {
  const value = (key: 'Total' | 'Subtracted' | 'Locked' | 'Current') => points[`${currency}${key}Value`];
  return {
    balance: round2(value('Total') - value('Subtracted')),
    locked: round2(value('Locked')),
    spendable: round2(value('Current')),
  };
}
