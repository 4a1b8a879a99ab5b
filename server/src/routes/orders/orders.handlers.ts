import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError, notFound, sendError } from '../../lib/errors.ts';
import { page } from '../../lib/paging.ts';
import { readSummary } from '../../domain/ledger.ts';
import { getOrder, listOrders, OrderRefusal, placeOrder, resendVoucher } from '../../domain/orders.ts';
import type * as routes from './orders.routes.ts';

const STATUS_OF = { not_found: 404, conflict: 409, unprocessable: 422, rate_limited: 429 } as const;

/** Runs a domain call and answers its refusal in the contract's error shape. */
async function answering<T>(
  c: Context<AppEnv>,
  fn: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  try {
    return { ok: true, value: await fn() };
  } catch (error) {
    if (!(error instanceof OrderRefusal)) throw error;
    if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
    return {
      ok: false,
      response: sendError(c, new ApiError(STATUS_OF[error.kind], error.message, error.code, error.fieldErrors)),
    };
  }
}

export const placeOrderHandler: RouteHandler<typeof routes.placeOrder, AppEnv> = async (c) => {
  const { db, clock, mailer } = c.var.deps;
  const participantId = c.var.participantId;
  const idempotencyKey = c.req.valid('header')['idempotency-key'];
  const body = c.req.valid('json');
  const result = await answering(c, () =>
    db.transaction(async (tx) => {
      const placed = await placeOrder(tx, { clock, mailer }, { participantId, idempotencyKey, ...body });
      const order = await getOrder(tx, participantId, placed.orderId);
      return { created: placed.created, order: order!, summary: await readSummary(tx, participantId) };
    }),
  );
  if (!result.ok) return result.response as never;
  const { created, order, summary } = result.value;
  return c.json({ order, summary }, created ? 201 : 200);
};

export const listOrdersHandler: RouteHandler<typeof routes.listOrders, AppEnv> = async (c) => {
  const req = c.req.valid('json');
  const { items, total } = await listOrders(c.var.deps.db, c.var.participantId, req);
  return c.json(page(items, total, req), 200);
};

export const getOrderHandler: RouteHandler<typeof routes.getOrder, AppEnv> = async (c) => {
  const order = await getOrder(c.var.deps.db, c.var.participantId, c.req.valid('param').id);
  if (!order) throw notFound('Nie znaleziono zamówienia.', 'ORDER_NOT_FOUND');
  return c.json(order, 200);
};

export const resendVoucherHandler: RouteHandler<typeof routes.resendVoucher, AppEnv> = async (c) => {
  const { db, clock, mailer } = c.var.deps;
  const result = await answering(c, () =>
    db.transaction((tx) => resendVoucher(tx, { clock, mailer }, c.var.participantId, c.req.valid('param').id)),
  );
  if (!result.ok) return result.response as never;
  return c.json({ success: true as const }, 200);
};
