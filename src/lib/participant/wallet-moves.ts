/**
 * The wallet's three numbers and how the ledger moves them (docs/wording.md): saldo (total
 * minus subtracted, spec section 2), zablokowane and do wydania, with saldo = zablokowane +
 * do wydania at every moment. The rules are the points ledger of the contract (the kinds of
 * HistoryEntry; the reference server's server/src/domain/ledger.ts): one place for the
 * history, its CSV and the texts of an order, so they all say what the wallet then shows.
 */
import type { HistoryKind } from '../api/history';
import { round2, type Wallet } from './wallet';

export { walletOf } from './wallet';
export type { Wallet };

/** A change of the three numbers; a move always keeps balance = locked + spendable. */
export type WalletMove = Wallet;

const move = (balance: number, locked: number, spendable: number): WalletMove => ({
  balance: round2(balance),
  locked: round2(locked),
  spendable: round2(spendable),
});

/**
 * How one ledger entry moves the wallet. Earning (or a correction, which may be negative)
 * adds to saldo and to do wydania; an order's lock moves points from do wydania to
 * zablokowane (saldo stays); fulfilling the order spends the locked points (they leave saldo
 * and zablokowane); cancelling returns them to do wydania; expiry takes them from saldo and
 * do wydania.
 */
export function ledgerMove(kind: HistoryKind, amount: number): WalletMove {
  switch (kind) {
    case 'earned':
    case 'correction':
      return move(amount, 0, amount);
    case 'locked':
      return move(0, amount, -amount);
    case 'unlocked':
      return move(0, -amount, amount);
    case 'spent':
      return move(-amount, -amount, 0);
    case 'expired':
      return move(-amount, 0, -amount);
  }
}

export const addMoves = (...moves: WalletMove[]): WalletMove =>
  moves.reduce((a, b) => move(a.balance + b.balance, a.locked + b.locked, a.spendable + b.spendable), move(0, 0, 0));

export const applyMove = (wallet: Wallet, change: WalletMove): Wallet => addMoves(wallet, change);
