/** Parsing the orders answers at the edge (see parse.ts): an order and its timeline. */
import { isDeliveryMethod, type DeliveryMethod } from './delivery';
import { count, currency, id, isObj, num, str, type Currency } from './parse';

export interface TimelineStep {
  status: string;
  label: string;
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
  deliveryMethod: DeliveryMethod | null;
  deliveryData: Record<string, string>;
  status: string;
  statusLabel: string;
  createdAt: string;
  trackingUrl: string | null;
  canResendVoucher: boolean;
  timeline: TimelineStep[];
}

/** Only http(s) links are followed (a tracking link from the API is still outside data). */
export const safeUrl = (v: unknown): string | null => (typeof v === 'string' && /^https?:\/\//i.test(v) ? v : null);

export function parseStep(v: unknown): TimelineStep | null {
  if (!isObj(v) || typeof v.status !== 'string') return null;
  return {
    status: v.status,
    label: str(v.label, v.status),
    at: typeof v.at === 'string' ? v.at : null,
    done: v.done === true,
    note: typeof v.note === 'string' && v.note.trim() ? v.note : null,
    trackingUrl: safeUrl(v.trackingUrl),
  };
}

export function parseOrder(v: unknown): Order | null {
  if (!isObj(v) || id(v.orderId) === null) return null;
  const data: Record<string, string> = {};
  if (isObj(v.deliveryData)) {
    for (const [k, value] of Object.entries(v.deliveryData)) if (typeof value === 'string') data[k] = value;
  }
  const timeline = Array.isArray(v.timeline) ? v.timeline.map(parseStep).filter((s): s is TimelineStep => !!s) : [];
  return {
    orderId: id(v.orderId)!,
    awardId: id(v.awardId) ?? 0,
    awardName: str(v.awardName, 'Nagroda'),
    activeImageId: id(v.activeImageId),
    quantity: Math.max(1, count(v.quantity)),
    unitPrice: num(v.unitPrice) ?? 0,
    totalPrice: num(v.totalPrice) ?? 0,
    currency: currency(v.currency),
    deliveryMethod: isDeliveryMethod(v.deliveryMethod) ? v.deliveryMethod : null,
    deliveryData: data,
    status: str(v.status),
    statusLabel: str(v.statusLabel, str(v.status)),
    createdAt: str(v.createdAt),
    trackingUrl: safeUrl(v.trackingUrl),
    canResendVoucher: v.canResendVoucher === true,
    timeline,
  };
}
