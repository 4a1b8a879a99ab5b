import type { Queryable } from '../../db/types.ts';
import type { Currency } from '../ledger.ts';
import { maskDeliveryData } from './delivery.ts';
import {
  DELIVERY_METHOD_LABELS,
  STATUS_LABELS,
  STATUS_PATHS,
  type DeliveryData,
  type DeliveryMethod,
  type OrderRow,
  type OrderStatus,
} from './model.ts';
import { searchDocument, searchSql } from '../search/sql.ts';

/** Reading orders as the participant sees them: one, or a page of them, with their timelines. */

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  /** When the order reached this step (ISO 8601), null for a step still ahead. */
  at: string | null;
  done: boolean;
  note: string | null;
  trackingUrl: string | null;
}

export interface Order {
  orderId: number;
  awardId: number;
  awardName: string;
  activeImageId: number | null;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  currency: Currency;
  deliveryMethod: DeliveryMethod;
  deliveryMethodLabel: string;
  deliveryData: DeliveryData;
  status: OrderStatus;
  statusLabel: string;
  createdAt: string;
  updatedAt: string;
  trackingUrl: string | null;
  canResendVoucher: boolean;
  timeline: TimelineStep[];
}

interface EventRow {
  order_id: number;
  status: OrderStatus;
  note: string | null;
  tracking_url: string | null;
  created_at: Date;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The whole timeline: the steps taken (with their dates) and, unless cancelled, the
 * steps still ahead. A cancelled order shows what happened up to the cancellation.
 */
export function timelineOf(method: DeliveryMethod, status: OrderStatus, events: EventRow[]): TimelineStep[] {
  const step = (e: EventRow): TimelineStep => ({
    status: e.status,
    label: STATUS_LABELS[e.status],
    at: iso(e.created_at),
    done: true,
    note: e.note,
    trackingUrl: e.tracking_url,
  });
  if (status === 'cancelled') return events.map(step);
  const path = STATUS_PATHS[method];
  const reached = path.indexOf(status === 'resent' ? 'voucher_sent' : status);
  const steps: TimelineStep[] = path.map((s, i) => {
    const event = events.findLast((e) => e.status === s);
    return event
      ? step(event)
      : { status: s, label: STATUS_LABELS[s], at: null, done: i <= reached, note: null, trackingUrl: null };
  });
  return [...steps, ...events.filter((e) => e.status === 'resent').map(step)];
}

const ORDER_COLUMNS = `o.id, o.participant_id, o.award_id, o.award_name, o.quantity, o.unit_price::float8 as unit_price,
  o.total_price::float8 as total_price, o.currency, o.delivery_method, o.delivery_data, o.status, o.voucher_code,
  o.request_hash, o.created_at, o.updated_at, a.active_image_id`;

async function present(q: Queryable, rows: (OrderRow & { active_image_id: number | null })[]): Promise<Order[]> {
  if (!rows.length) return [];
  const events = await q.query<EventRow>(
    'select order_id, status, note, tracking_url, created_at from order_status_event where order_id = any($1::int[]) order by id',
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => {
    const own = events.filter((e) => e.order_id === r.id);
    const tracking = own.findLast((e) => e.tracking_url)?.tracking_url ?? null;
    return {
      orderId: r.id,
      awardId: r.award_id,
      awardName: r.award_name,
      activeImageId: r.active_image_id ?? null,
      quantity: r.quantity,
      unitPrice: r.unit_price,
      totalPrice: r.total_price,
      currency: r.currency,
      deliveryMethod: r.delivery_method,
      deliveryMethodLabel: DELIVERY_METHOD_LABELS[r.delivery_method],
      deliveryData: maskDeliveryData(r.delivery_data ?? {}),
      status: r.status,
      statusLabel: STATUS_LABELS[r.status],
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      trackingUrl: tracking,
      canResendVoucher: r.delivery_method === 'MV' && (r.status === 'voucher_sent' || r.status === 'resent'),
      timeline: timelineOf(r.delivery_method, r.status, own),
    };
  });
}

/** One of the participant's orders; undefined for a missing one or another participant's. */
export async function getOrder(q: Queryable, participantId: number, orderId: number): Promise<Order | undefined> {
  const rows = await q.query<OrderRow & { active_image_id: number | null }>(
    `select ${ORDER_COLUMNS} from award_order o join award a on a.id = o.award_id
      where o.id = $1 and o.participant_id = $2`,
    [orderId, participantId],
  );
  return (await present(q, rows))[0];
}

export interface OrderListRequest {
  page: number;
  per: number;
  sortBy?: 'createdAt' | 'totalPrice' | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  status?: OrderStatus | undefined;
  search?: string | undefined;
}

/** The participant's orders, newest first unless asked otherwise; search by award name or order number. */
export async function listOrders(
  q: Queryable,
  participantId: number,
  req: OrderListRequest,
): Promise<{ items: Order[]; total: number }> {
  const where = ['o.participant_id = $1'];
  const params: unknown[] = [participantId];
  if (req.status) {
    params.push(req.status);
    where.push(`o.status = $${params.length}`);
  }
  const param = (value: unknown) => (params.push(value), `$${params.length}`);
  const byName = searchSql(req.search, searchDocument('o.award_name', `''`), param)?.where;
  const digits = /^#?(\d{1,9})$/.exec(req.search?.trim() ?? '');
  if (digits) where.push(`(${byName ?? 'false'} or o.id = ${param(Number(digits[1]))})`);
  else if (byName) where.push(byName);
  const column = req.sortBy === 'totalPrice' ? 'o.total_price' : 'o.created_at';
  const direction = req.sortOrder === 'asc' ? 'asc' : 'desc';
  const total =
    (
      await q.query<{ n: number }>(`select count(*)::int as n from award_order o where ${where.join(' and ')}`, params)
    )[0]?.n ?? 0;
  const rows = await q.query<OrderRow & { active_image_id: number | null }>(
    `select ${ORDER_COLUMNS} from award_order o join award a on a.id = o.award_id
      where ${where.join(' and ')}
      order by ${column} ${direction}, o.id ${direction}
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, req.per, (req.page - 1) * req.per],
  );
  return { items: await present(q, rows), total };
}
