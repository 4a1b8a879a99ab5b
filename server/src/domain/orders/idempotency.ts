import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import { idempotencyKeyReused } from './refusals.ts';

const stable = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(stable)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
        )
      : value;

/** A hash of the order request, independent of key order, to tell a retry from a reused key. */
export function requestHash(request: {
  awardId: number;
  quantity: number;
  deliveryData: Record<string, unknown>;
}): string {
  return createHash('sha256')
    .update(JSON.stringify(stable(request)))
    .digest('hex');
}

/** The participant's order stored under this Idempotency-Key, if any. */
export async function orderByKey(tx: Queryable, participantId: number, key: string) {
  return (
    await tx.query<{ id: number; request_hash: string }>(
      'select id, request_hash from award_order where participant_id = $1 and idempotency_key = $2',
      [participantId, key],
    )
  )[0];
}

/** A key seen before: the earlier order when the request is the same, a refusal otherwise. */
export function replayOf(existing: { id: number; request_hash: string }, hash: string) {
  if (existing.request_hash !== hash) throw idempotencyKeyReused();
  return { orderId: existing.id, created: false };
}
