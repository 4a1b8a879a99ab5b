/**
 * Parsing the awards answers at the edge: every field the screens use is
 * checked; an item that is not usable is dropped (and logged), a missing optional
 * value gets its safe default. The screens only ever see these shapes.
 */
import type { Page } from '../api/parse';
import { isDeliveryMethod, type DeliveryMethod } from './delivery';

export type { Page };

export type Currency = 'vp' | 'lp';

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

type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
export const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
export const id = (v: unknown): number | null => (Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : null);
export const count = (v: unknown) => Math.max(0, Math.trunc(num(v) ?? 0));
const intOrNull = (v: unknown): number | null => (Number.isSafeInteger(v) ? (v as number) : null);
export const currency = (v: unknown): Currency => (v === 'lp' ? 'lp' : 'vp');

/** The shared list envelope (D3), with each item parsed; unusable items are dropped. */
export function parsePage<T>(v: unknown, item: (x: unknown) => T | null): Page<T> {
  if (!isObj(v) || !Array.isArray(v.items)) throw new TypeError('The answer is not a list page');
  const items: T[] = [];
  for (const raw of v.items) {
    const parsed = item(raw);
    if (parsed) items.push(parsed);
    else console.warn('Skipped an unusable list item', raw);
  }
  // Items came but none could be read: an empty list would be made up.
  if (items.length === 0 && v.items.length > 0) throw new TypeError('No item of the list page is readable');
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
