/**
 * What ordering changes (decision 021): an order locks points and may change the award
 * (stock, the participant's limit), every catalogue page and the wish list (what is
 * still affordable) and the orders; a resent voucher changes its order's timeline.
 * The award on screen is asked again while it stays shown; the lists, not on screen
 * while ordering, are forgotten, so no page shows them as they were before.
 */
import { fetchRead } from '../api/fetch-read';
import { ORDER, ORDER_LIST, placeOrder, resendVoucher, type OrderRequest, type OrderResult } from '../api/orders';
import { pointsMoved } from '../participant/ledger';
import { $pointsReloadAt, showPoints } from '../participant/participant';
import { inNamespace, invalidateKeys, mutateCache, revalidateKeys } from '../query/query';
import { updateCached } from './cached';
import { awardKey, CATALOG, ORDERS, WISHES } from './keys';
import type { Order } from '../api/orders-parse';
import { ORDERS_PER_PAGE } from './address';
import { appendNew, ordersKey, type ShownOrders } from './order-queries';

/**
 * Places an order with its Idempotency-Key (decision 009: the caller keeps the key for
 * every retry of the same order). The wallet shows the locked points at once from the
 * answer, and reloads them; the history's lists are asked again (the lock is an entry).
 */
export async function orderAward(request: OrderRequest, idempotencyKey: string): Promise<OrderResult> {
  const result = await placeOrder(request, idempotencyKey);
  if (result.summary) showPoints(result.summary);
  pointsMoved();
  revalidateKeys(awardKey(request.awardId));
  invalidateKeys(inNamespace(CATALOG, WISHES, ORDERS));
  return result;
}

/** A refusal that says the balance or the award changed meanwhile: both are asked again. */
export function orderRefused(awardId: number): void {
  $pointsReloadAt.set(Date.now());
  revalidateKeys(awardKey(awardId));
}

/** "Pokaż starsze": the next page of orders, after the ones shown. */
export async function showOlderOrders(linked: number | null, shown: ShownOrders): Promise<void> {
  const next = await fetchRead(ORDER_LIST, { page: shown.pages + 1, per: ORDERS_PER_PAGE });
  const more: ShownOrders = { orders: appendNew(shown.orders, next.items), total: next.total, pages: next.page };
  mutateCache(ordersKey(linked), more);
  // Orders placed meanwhile (in another tab) shift the pages: the next one then starts with
  // orders already shown, and the new ones are on no page shown. The pages shown are asked
  // again, so the newest come on top and the count of the older ones is true again.
  if (more.total > shown.total) revalidateKeys(ordersKey(linked));
}

export const resendOrderVoucher = (orderId: number): Promise<void> => resendVoucher(orderId);

/** An order as the API has it now (after a resent voucher), in every list that shows it. */
export async function refreshOrder(orderId: number): Promise<void> {
  const fresh = await fetchRead(ORDER, orderId).catch(() => null);
  if (!fresh) return revalidateKeys(inNamespace(ORDERS));
  updateCached<ShownOrders>(inNamespace(ORDERS), (shown) => ({
    ...shown,
    orders: shown.orders.map((o: Order) => (o.orderId === fresh.orderId ? fresh : o)),
  }));
}
