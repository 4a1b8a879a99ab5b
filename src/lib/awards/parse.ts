/**
 * Parsing the awards and orders answers at the edge: every field the screens use is
 * checked; an item that is not usable is dropped (and logged), a missing optional
 * value gets its safe default. The screens only ever see these shapes.
 */
import { isDeliveryMethod, type DeliveryMethod } from './delivery';

export type Currency = 'vp' | 'lp';

export interface Page<T> {
  items: T[];
  page: number;
  per: number;
  total: number;
  totalPages: number;
}

export interface AwardGroup {
  groupId: number;
  name: string;
  description: string;
  imageId: number | null;
  awardCount: number;
}

export interface AwardCategory {
  categoryId: number;
  groupId: number;
  name: string;
  awardCount: number;
}

export interface AwardCard {
  awardId: number;
  name: string;
  shortDescription: string;
  price: number;
  currency: Currency;
  /** null for a code this site does not know ('brak informacji'). */
  deliveryMethod: DeliveryMethod | null;
  activeImageId: number | null;
  inactiveImageId: number | null;
  groupId: number;
  categoryId: number;
  isNew: boolean;
  wished: boolean;
  canOrder: boolean;
  missingPoints: number;
}

export interface AwardDetail extends AwardCard {
  description: string;
  groupName: string;
  categoryName: string;
  userLimit: number | null;
  remainingAmount: number | null;
  orderedByUser: number;
  maxOrderable: number | null;
}

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

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const id = (v: unknown): number | null => (Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : null);
const count = (v: unknown) => Math.max(0, Math.trunc(num(v) ?? 0));
const intOrNull = (v: unknown): number | null => (Number.isSafeInteger(v) ? (v as number) : null);
const currency = (v: unknown): Currency => (v === 'lp' ? 'lp' : 'vp');
/** Only http(s) links are followed (a tracking link from the API is still outside data). */
export const safeUrl = (v: unknown): string | null => (typeof v === 'string' && /^https?:\/\//i.test(v) ? v : null);

/** The shared list envelope (D3), with each item parsed; unusable items are dropped. */
export function parsePage<T>(v: unknown, item: (x: unknown) => T | null): Page<T> {
  if (!isObj(v) || !Array.isArray(v.items)) throw new TypeError('The answer is not a list page');
  const items: T[] = [];
  for (const raw of v.items) {
    const parsed = item(raw);
    if (parsed) items.push(parsed);
    else console.warn('Skipped an unusable list item', raw);
  }
  const per = Math.max(1, count(v.per) || items.length || 1);
  const total = Math.max(count(v.total), items.length);
  return {
    items,
    page: Math.max(1, count(v.page) || 1),
    per,
    total,
    totalPages: Math.max(1, count(v.totalPages) || Math.ceil(total / per)),
  };
}

export function parseGroup(v: unknown): AwardGroup | null {
  if (!isObj(v) || id(v.groupId) === null || typeof v.name !== 'string') return null;
  return {
    groupId: id(v.groupId)!,
    name: v.name,
    description: str(v.description),
    imageId: id(v.imageId),
    awardCount: count(v.awardCount),
  };
}

export function parseCategory(v: unknown): AwardCategory | null {
  if (!isObj(v) || id(v.categoryId) === null || typeof v.name !== 'string') return null;
  return { categoryId: id(v.categoryId)!, groupId: id(v.groupId) ?? 0, name: v.name, awardCount: count(v.awardCount) };
}

export function parseAwardCard(v: unknown): AwardCard | null {
  if (!isObj(v) || id(v.awardId) === null || typeof v.name !== 'string' || num(v.price) === null) return null;
  return {
    awardId: id(v.awardId)!,
    name: v.name,
    shortDescription: str(v.shortDescription),
    price: num(v.price)!,
    currency: currency(v.currency),
    deliveryMethod: isDeliveryMethod(v.deliveryMethod) ? v.deliveryMethod : null,
    activeImageId: id(v.activeImageId),
    inactiveImageId: id(v.inactiveImageId),
    groupId: id(v.groupId) ?? 0,
    categoryId: id(v.categoryId) ?? 0,
    isNew: v.isNew === true,
    wished: v.wished === true,
    canOrder: v.canOrder === true,
    missingPoints: Math.max(0, num(v.missingPoints) ?? 0),
  };
}

export function parseAwardDetail(v: unknown): AwardDetail | null {
  const card = parseAwardCard(v);
  if (!card || !isObj(v)) return null;
  const nonNegative = (x: unknown) => {
    const n = intOrNull(x);
    return n === null ? null : Math.max(0, n);
  };
  return {
    ...card,
    description: str(v.description, card.shortDescription),
    groupName: str(v.groupName),
    categoryName: str(v.categoryName),
    userLimit: nonNegative(v.userLimit),
    remainingAmount: nonNegative(v.remainingAmount),
    orderedByUser: count(v.orderedByUser),
    maxOrderable: nonNegative(v.maxOrderable),
  };
}

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
