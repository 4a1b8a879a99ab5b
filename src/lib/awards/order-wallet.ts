/**
 * What an order does to the wallet, per delivery method, and the sentences that say so
 * before and after it (docs/wording.md). The truth is the contract's order (the reference
 * server's server/src/domain/orders): placing an order locks its price; reaching the
 * method's last step spends the locked points; a cancellation by the organiser unlocks
 * them. An e-mail voucher (MV) is sent in the same transaction as the order, so its points
 * are locked and spent at once: saldo drops with the order.
 */
import { formatPoints, type Currency } from '../format/number';
import { BALANCE, LOCKED, SPENDABLE } from '../format/money-words';
import { addMoves, applyMove, ledgerMove, type Wallet, type WalletMove } from '../participant/wallet-moves';
import type { DeliveryMethod } from './delivery';

/** Whether the order is fulfilled (its points spent) the moment it is placed. */
export const spentAtOnce = (method: DeliveryMethod): boolean => method === 'MV';

/** How placing an order of `total` points moves the wallet. */
export const orderMove = (method: DeliveryMethod, total: number): WalletMove =>
  spentAtOnce(method) ? addMoves(ledgerMove('locked', total), ledgerMove('spent', total)) : ledgerMove('locked', total);

/** The wallet right after the order. */
export const walletAfterOrder = (wallet: Wallet, method: DeliveryMethod, total: number): Wallet =>
  applyMove(wallet, orderMove(method, total));

/** When the locked points of an order leave saldo: the last step of the method (OrderStatus). */
export const SPENT_WHEN: Record<DeliveryMethod, string> = {
  MA: 'gdy przelew zostanie zaksięgowany',
  MT: 'gdy paczka zostanie doręczona',
  MV: 'od razu, bo voucher wysyłamy zaraz po zamówieniu',
  CB: 'gdy sprzedawca potwierdzi realizację',
  GFCA: 'gdy sprzedawca potwierdzi realizację',
};

/** The confirmation's lead: what the order will do to the three numbers, and when. */
export function confirmLead(method: DeliveryMethod, total: number, currency: Currency): string {
  const points = formatPoints(total, currency);
  if (spentAtOnce(method)) {
    return `Sprawdź zamówienie. Voucher wyślemy e-mailem zaraz po potwierdzeniu, więc od razu wydamy ${points}: tyle ubędzie z salda i z punktów do wydania. Wysłanego vouchera nie można anulować.`;
  }
  return `Sprawdź zamówienie. Po potwierdzeniu zablokujemy ${points}: tyle ubędzie punktów do wydania, a saldo się nie zmieni. Zablokowane punkty znikną z salda, ${SPENT_WHEN[method]}; jeśli organizator anuluje zamówienie, wrócą do wydania.`;
}

/** The news after the order: what happened to the points, and what is still to come. */
export function placedNote(method: DeliveryMethod, total: number, currency: Currency): string {
  const points = formatPoints(total, currency);
  if (spentAtOnce(method)) return `Voucher jest już w drodze, więc wydaliśmy ${points}: saldo zmalało o tyle samo.`;
  return `Zablokowaliśmy ${points}: saldo się nie zmieniło. Punkty znikną z salda, ${SPENT_WHEN[method]}.`;
}

/** "saldo 4 595 vp, zablokowane 1 590 vp, do wydania 3 005 vp": the wallet in its words. */
export function walletSentence(wallet: Wallet, currency: Currency): string {
  const p = (v: number) => formatPoints(v, currency);
  return `${BALANCE} ${p(wallet.balance)}, ${LOCKED} ${p(wallet.locked)}, ${SPENDABLE} ${p(wallet.spendable)}`;
}
