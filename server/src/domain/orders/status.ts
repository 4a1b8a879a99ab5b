import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/types.ts';
import { appendLedger, lockSummary } from '../ledger.ts';
import { STATUS_PATHS, type DeliveryMethod, type OrderRow, type OrderStatus } from './model.ts';
import {
  badTransition,
  notFinished,
  orderCancelled,
  orderFulfilled,
  orderNotFound,
  trackingUrlRequired,
} from './refusals.ts';

/**
 * Moving an order along its delivery method's steps: fulfilment (points spent) and
 * cancellation (points unlocked, stock restored).
 */

export interface StepNote {
  note?: string | null;
  trackingUrl?: string | null;
}

/** One step of the order's history. */
export async function insertEvent(
  tx: Queryable,
  at: Date,
  orderId: number,
  status: OrderStatus,
  note: string | null,
  trackingUrl: string | null,
) {
  await tx.query(
    'insert into order_status_event (order_id, status, note, tracking_url, created_at) values ($1, $2, $3, $4, $5)',
    [orderId, status, note, trackingUrl, at],
  );
}

export async function setStatus(tx: Queryable, clock: Clock, orderId: number, status: OrderStatus, opts: StepNote) {
  const now = clock.now();
  await tx.query('update award_order set status = $2, updated_at = $3 where id = $1', [orderId, status, now]);
  await insertEvent(tx, now, orderId, status, opts.note ?? null, opts.trackingUrl ?? null);
}

/**
 * Locks the order for a change, after its owner's points summary: every order
 * transaction takes the summary first, so two of them never wait on each other in a cycle.
 */
export async function lockOrder(tx: Queryable, clock: Clock, orderId: number): Promise<OrderRow> {
  const owner = (
    await tx.query<{ participant_id: number }>('select participant_id from award_order where id = $1', [orderId])
  )[0];
  if (!owner) throw orderNotFound();
  await lockSummary(tx, clock, owner.participant_id);
  const rows = await tx.query<OrderRow>(
    `select id, participant_id, award_id, award_name, quantity, unit_price::float8 as unit_price,
            total_price::float8 as total_price, currency, delivery_method, delivery_data, status, voucher_code,
            request_hash, created_at, updated_at
       from award_order where id = $1 for update`,
    [orderId],
  );
  return rows[0]!;
}

const finalStatus = (method: DeliveryMethod) => STATUS_PATHS[method][STATUS_PATHS[method].length - 1]!;

/** Whether the order reached its method's last step (its points are spent). */
export function isFulfilled(order: { delivery_method: DeliveryMethod; status: OrderStatus }): boolean {
  return order.status === finalStatus(order.delivery_method) || order.status === 'resent';
}

/**
 * Moves an order forward along its delivery method's steps (skipping steps is allowed,
 * going back is not); reaching the last step fulfils it, 'cancelled' cancels it. A
 * courier parcel marked 'sent' needs its tracking link.
 */
export async function advanceOrder(
  tx: Queryable,
  clock: Clock,
  orderId: number,
  status: OrderStatus,
  opts: StepNote = {},
): Promise<void> {
  if (status === 'cancelled') return cancel(tx, clock, orderId, { note: opts.note ?? null });
  const order = await lockOrder(tx, clock, orderId);
  const path = STATUS_PATHS[order.delivery_method];
  const from = path.indexOf(order.status);
  const to = path.indexOf(status);
  if (order.status === 'cancelled') throw orderCancelled();
  if (to < 0 || from < 0 || to <= from) throw badTransition(order.status, status);
  if (status === 'sent' && !/^https?:\/\/\S+$/.test(opts.trackingUrl ?? '')) throw trackingUrlRequired();
  await setStatus(tx, clock, orderId, status, opts);
  if (status === finalStatus(order.delivery_method)) await fulfil(tx, clock, orderId);
}

/** The order reached its last step: its locked points are spent (once, however often called). */
export async function fulfil(tx: Queryable, clock: Clock, orderId: number): Promise<void> {
  const order = await lockOrder(tx, clock, orderId);
  if (!isFulfilled(order)) throw notFinished();
  const spent = await tx.query(
    `select 1 from points_ledger where source_type = 'order' and source_id = $1 and kind = 'spent'`,
    [String(orderId)],
  );
  if (spent.length) return;
  await appendLedger(tx, clock, [
    {
      participantId: order.participant_id,
      currency: order.currency,
      kind: 'spent',
      amount: order.total_price,
      sourceType: 'order',
      sourceId: orderId,
      description: `Zrealizowano zamówienie: ${order.award_name} × ${order.quantity}`,
    },
  ]);
}

/** Cancels an order not yet fulfilled: its points are unlocked and the stock comes back. */
export async function cancel(
  tx: Queryable,
  clock: Clock,
  orderId: number,
  opts: { note?: string | null } = {},
): Promise<void> {
  const order = await lockOrder(tx, clock, orderId);
  if (order.status === 'cancelled') throw orderCancelled('Zamówienie zostało już anulowane.');
  if (isFulfilled(order)) throw orderFulfilled();
  await tx.query(
    'update award set remaining_amount = remaining_amount + $2 where id = $1 and remaining_amount is not null',
    [order.award_id, order.quantity],
  );
  await appendLedger(tx, clock, [
    {
      participantId: order.participant_id,
      currency: order.currency,
      kind: 'unlocked',
      amount: order.total_price,
      sourceType: 'order',
      sourceId: orderId,
      description: `Anulowano zamówienie: ${order.award_name} × ${order.quantity}`,
    },
  ]);
  await setStatus(tx, clock, orderId, 'cancelled', { note: opts.note ?? null });
}
