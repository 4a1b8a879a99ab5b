/**
 * The orders answers (tag Zamówienia), parsed with the one toolkit like the awards
 * (parse.ts): the contract's shapes, except that a status or delivery code this site
 * does not know is kept as text (its label is shown) or null.
 */
import { bool, count, id, isObject, listOf, num, oneOf, str } from './parse';
import type { Schemas } from './types';
import { isDeliveryMethod, type DeliveryMethod } from '../../../shared/rules/delivery-methods';
import { CURRENCIES } from '../../../shared/rules/currencies';

type Loose<T> = Omit<T, 'status' | 'deliveryMethod' | 'timeline'>;

export type TimelineStep = Omit<Schemas['OrderTimelineStep'], 'status'> & { status: string };

export type Order = Loose<Schemas['Order']> & {
  status: string;
  deliveryMethod: DeliveryMethod | null;
  timeline: TimelineStep[];
};

/** Only http(s) links are followed (a tracking link from the API is still outside data). */
export const safeUrl = (v: unknown): string | null => (typeof v === 'string' && /^https?:\/\//i.test(v) ? v : null);

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

export function parseStep(v: unknown): TimelineStep | null {
  if (!isObject(v) || typeof v.status !== 'string') return null;
  return {
    status: v.status,
    label: str(v.label, v.status),
    at: text(v.at),
    done: bool(v.done),
    note: text(v.note),
    trackingUrl: safeUrl(v.trackingUrl),
  };
}

export function parseOrder(v: unknown): Order | null {
  if (!isObject(v) || id(v.orderId) === null) return null;
  const deliveryData: Record<string, string> = {};
  if (isObject(v.deliveryData)) {
    for (const [k, value] of Object.entries(v.deliveryData)) if (typeof value === 'string') deliveryData[k] = value;
  }
  const status = str(v.status);
  return {
    orderId: id(v.orderId)!,
    awardId: id(v.awardId) ?? 0,
    awardName: str(v.awardName, 'Nagroda'),
    activeImageId: id(v.activeImageId),
    quantity: Math.max(1, count(v.quantity)),
    unitPrice: num(v.unitPrice),
    totalPrice: num(v.totalPrice),
    currency: oneOf(v.currency, CURRENCIES, 'vp'),
    deliveryMethod: isDeliveryMethod(v.deliveryMethod) ? v.deliveryMethod : null,
    deliveryMethodLabel: str(v.deliveryMethodLabel),
    deliveryData,
    status,
    statusLabel: str(v.statusLabel, status),
    createdAt: str(v.createdAt),
    updatedAt: str(v.updatedAt),
    trackingUrl: safeUrl(v.trackingUrl),
    canResendVoucher: bool(v.canResendVoucher),
    timeline: listOf(v.timeline, parseStep),
  };
}
