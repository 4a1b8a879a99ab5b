import type { Queryable } from '../../db/types.ts';
import { appendLedger, lockSummary, type Currency } from '../ledger.ts';
import { checkDeliveryData } from './delivery.ts';
import { orderByKey, replayOf, requestHash } from './idempotency.ts';
import type { DeliveryMethod, OrderDeps } from './model.ts';
import { round2 } from './numbers.ts';
import { awardInactive, awardNotFound, insufficientPoints, limitReached, outOfStock } from './refusals.ts';
import { fulfil, insertEvent, setStatus } from './status.ts';
import { sendVoucherMail, voucherCode } from './vouchers.ts';

export interface PlaceOrderInput {
  participantId: number;
  awardId: number;
  quantity: number;
  deliveryData: Record<string, unknown>;
  idempotencyKey: string;
}

interface AwardRow {
  id: number;
  name: string;
  price: number;
  currency: Currency;
  delivery_method: DeliveryMethod;
  user_limit: number | null;
  remaining_amount: number | null;
  active: boolean;
}

/**
 * Places an order in the caller's transaction: the participant's points summary is
 * locked first (it serialises one participant's orders, so a retried key always sees
 * the first attempt), then the award row (it serialises the stock). A key seen before
 * answers the earlier order when the request is the same, and refuses otherwise.
 */
export async function placeOrder(
  tx: Queryable,
  deps: OrderDeps,
  input: PlaceOrderInput,
): Promise<{ orderId: number; created: boolean }> {
  const { participantId, awardId, quantity, idempotencyKey } = input;
  const hash = requestHash({ awardId, quantity, deliveryData: input.deliveryData });

  const summary = await lockSummary(tx, deps.clock, participantId);
  const earlier = await orderByKey(tx, participantId, idempotencyKey);
  if (earlier) return replayOf(earlier, hash);

  const group = (
    await tx.query<{ group_code: string }>('select group_code from participant where id = $1', [participantId])
  )[0];
  const award = (
    await tx.query<AwardRow>(
      `select id, name, price::float8 as price, currency, delivery_method, user_limit, remaining_amount, active
         from award where id = $1 for update`,
      [awardId],
    )
  )[0];
  if (!award || !group || (award.currency === 'lp' && group.group_code !== 'FRSH')) throw awardNotFound();
  if (!award.active) throw awardInactive();
  const deliveryData = checkDeliveryData(award.delivery_method, input.deliveryData);
  if (award.remaining_amount !== null && award.remaining_amount < quantity) throw outOfStock(award.remaining_amount);
  if (award.user_limit !== null) {
    const ordered =
      (
        await tx.query<{ n: number }>(
          `select coalesce(sum(quantity), 0)::int as n from award_order
            where award_id = $1 and participant_id = $2 and status <> 'cancelled'`,
          [awardId, participantId],
        )
      )[0]?.n ?? 0;
    if (ordered + quantity > award.user_limit) throw limitReached(award.user_limit, award.user_limit - ordered);
  }
  const total = round2(award.price * quantity);
  const current = award.currency === 'vp' ? summary.vpCurrentValue : summary.lpCurrentValue;
  if (current < total) throw insufficientPoints(round2(total - current), award.currency);

  const now = deps.clock.now();
  const inserted = await tx.query<{ id: number }>(
    `insert into award_order
       (participant_id, award_id, award_name, quantity, unit_price, total_price, currency, delivery_method,
        delivery_data, status, idempotency_key, request_hash, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'placed', $10, $11, $12, $12)
     on conflict (participant_id, idempotency_key) do nothing
     returning id`,
    [
      participantId,
      awardId,
      award.name,
      quantity,
      award.price,
      total,
      award.currency,
      award.delivery_method,
      JSON.stringify(deliveryData),
      idempotencyKey,
      hash,
      now,
    ],
  );
  const orderId = inserted[0]?.id;
  if (orderId === undefined) {
    // Only reachable when another transaction stored this key without the summary lock.
    const concurrent = await orderByKey(tx, participantId, idempotencyKey);
    if (!concurrent) throw new Error('Idempotency conflict without a stored order');
    return replayOf(concurrent, hash);
  }

  if (award.remaining_amount !== null) {
    await tx.query('update award set remaining_amount = remaining_amount - $2 where id = $1', [awardId, quantity]);
  }
  await appendLedger(tx, deps.clock, [
    {
      participantId,
      currency: award.currency,
      kind: 'locked',
      amount: total,
      sourceType: 'order',
      sourceId: orderId,
      description: `Zamówienie: ${award.name} × ${quantity}`,
    },
  ]);
  await insertEvent(tx, now, orderId, 'placed', null, null);

  if (award.delivery_method === 'MV') {
    const code = voucherCode();
    await tx.query('update award_order set voucher_code = $2 where id = $1', [orderId, code]);
    await sendVoucherMail(
      tx,
      deps,
      {
        id: orderId,
        award_name: award.name,
        quantity,
        delivery_data: deliveryData,
        voucher_code: code,
        created_at: now,
      },
      false,
    );
    await setStatus(tx, deps.clock, orderId, 'voucher_sent', {});
    await fulfil(tx, deps.clock, orderId);
  }
  return { orderId, created: true };
}
