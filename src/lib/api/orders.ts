import { api } from './client';
import type { Schemas } from './types';
import { must, pageOf } from './parse';
import { read } from './read';
import { parseOrder, type Order } from './orders-parse';
import { parsePoints, type Points } from './participant';

/** The order calls of the contract (server/openapi.json, tag Zamówienia); answers parsed at the edge. */

export type OrderRequest = Schemas['OrderRequest'];
type ListRequest = Partial<Schemas['OrderListRequest']>;

export interface OrderResult {
  order: Order;
  /** The points summary after the order (locked points included), when the answer had one. */
  summary: Points | null;
  /** true for the first answer (201), false for a retry the server recognised by its key (200). */
  created: boolean;
}

/**
 * Places an order. `idempotencyKey` identifies this one order: send the same key on
 * every retry of it and the server orders once, however many requests arrive.
 */
export async function placeOrder(request: OrderRequest, idempotencyKey: string): Promise<OrderResult> {
  const response = await api.post('api/loyalty/order', {
    json: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const answer = (await response.json()) as unknown;
  const body = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const order = must(parseOrder(body.order), 'order');
  return { order, summary: parsePoints(body.summary), created: response.status === 201 };
}

/** A page of the participant's orders, newest first. */
export const ORDER_LIST = /* @__PURE__ */ read({
  method: 'POST',
  path: 'api/loyalty/order/list',
  body: (request: ListRequest) => request,
  parse: import.meta.env.INLINE_SCRIPT ? undefined : pageOf(parseOrder),
});

/** One order, by its id (its state after an action). */
export const ORDER = /* @__PURE__ */ read({
  method: 'GET',
  path: (orderId: number) => `api/loyalty/order/${orderId}`,
  parse: import.meta.env.INLINE_SCRIPT ? undefined : parseOrder,
});

export async function resendVoucher(orderId: number): Promise<void> {
  await api.post(`api/loyalty/order/${orderId}/voucher/resend`);
}
