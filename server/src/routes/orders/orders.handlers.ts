import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { page } from '../../lib/paging.ts';
import { readSummary } from '../../domain/ledger.ts';
import { placeOrder } from '../../domain/orders/place.ts';
import { getOrder, listOrders } from '../../domain/orders/read.ts';
import { orderNotFound } from '../../domain/orders/refusals.ts';
import { resendVoucher } from '../../domain/orders/vouchers.ts';
import type * as routes from './orders.routes.ts';

export const placeOrderHandler: RouteHandler<typeof routes.placeOrder, AppEnv> = async (c) => {
  const { db, clock, mailer } = c.var.deps;
  const participantId = c.var.participantId;
  const idempotencyKey = c.req.valid('header')['idempotency-key'];
  const body = c.req.valid('json');
  const { created, order, summary } = await db.transaction(async (tx) => {
    const placed = await placeOrder(tx, { clock, mailer }, { participantId, idempotencyKey, ...body });
    const order = await getOrder(tx, participantId, placed.orderId);
    return { created: placed.created, order: order!, summary: await readSummary(tx, participantId) };
  });
  return c.json({ order, summary }, created ? 201 : 200);
};

export const listOrdersHandler: RouteHandler<typeof routes.listOrders, AppEnv> = async (c) => {
  const req = c.req.valid('json');
  const { items, total } = await listOrders(c.var.deps.db, c.var.participantId, req);
  return c.json(page(items, total, req), 200);
};

export const getOrderHandler: RouteHandler<typeof routes.getOrder, AppEnv> = async (c) => {
  const order = await getOrder(c.var.deps.db, c.var.participantId, c.req.valid('param').id);
  if (!order) throw orderNotFound();
  return c.json(order, 200);
};

export const resendVoucherHandler: RouteHandler<typeof routes.resendVoucher, AppEnv> = async (c) => {
  const { db, clock, mailer } = c.var.deps;
  await db.transaction((tx) => resendVoucher(tx, { clock, mailer }, c.var.participantId, c.req.valid('param').id));
  return c.json({ success: true as const }, 200);
};
