/**
 * The awards answers, parsed at the edge with the one toolkit (src/lib/api/parse.ts):
 * an item that cannot be shown is dropped, a missing optional value gets its safe
 * default, an answer that is not what the contract promises is null (the calls turn
 * it into a BadAnswerError). The shapes are the contract's (server/openapi.json), with
 * one difference the screens rely on: a delivery code this site does not know is null
 * ('brak informacji').
 */
import { CURRENCIES } from '../../../shared/rules/currencies';
import { bool, count, id, isObject, num, numOrNull, oneOf, str, type Page } from './parse';
import type { Schemas } from './types';
import { isDeliveryMethod, type DeliveryMethod } from '../../../shared/rules/delivery-methods';

export type { Page };

export type Currency = Schemas['AwardCard']['currency'];

export type AwardGroup = Schemas['AwardGroup'];
export type AwardCategory = Schemas['AwardCategory'];

type WithDelivery<T> = Omit<T, 'deliveryMethod'> & { deliveryMethod: DeliveryMethod | null };
export type AwardCard = WithDelivery<Schemas['AwardCard']>;
export type AwardDetail = WithDelivery<Schemas['AwardDetail']>;

const currency = (v: unknown): Currency => oneOf(v, CURRENCIES, 'vp');
const deliveryMethod = (v: unknown): DeliveryMethod | null => (isDeliveryMethod(v) ? v : null);

/** A whole count of at least 0, or null (a limit that is not set). */
const limit = (v: unknown): number | null => {
  const n = numOrNull(v);
  return n === null ? null : Math.max(0, Math.trunc(n));
};

export function parseGroup(v: unknown): AwardGroup | null {
  if (!isObject(v) || id(v.groupId) === null || typeof v.name !== 'string') return null;
  return {
    groupId: id(v.groupId)!,
    name: v.name,
    description: str(v.description),
    imageId: id(v.imageId),
    awardCount: count(v.awardCount),
  };
}

export function parseCategory(v: unknown): AwardCategory | null {
  if (!isObject(v) || id(v.categoryId) === null || typeof v.name !== 'string') return null;
  return { categoryId: id(v.categoryId)!, groupId: id(v.groupId) ?? 0, name: v.name, awardCount: count(v.awardCount) };
}

export function parseAwardCard(v: unknown): AwardCard | null {
  if (!isObject(v) || id(v.awardId) === null || typeof v.name !== 'string' || numOrNull(v.price) === null) return null;
  return {
    awardId: id(v.awardId)!,
    name: v.name,
    shortDescription: str(v.shortDescription),
    price: num(v.price),
    currency: currency(v.currency),
    deliveryMethod: deliveryMethod(v.deliveryMethod),
    activeImageId: id(v.activeImageId),
    inactiveImageId: id(v.inactiveImageId),
    groupId: id(v.groupId) ?? 0,
    categoryId: id(v.categoryId) ?? 0,
    isNew: bool(v.isNew),
    wished: bool(v.wished),
    canOrder: bool(v.canOrder),
    missingPoints: Math.max(0, num(v.missingPoints)),
  };
}

export function parseAwardDetail(v: unknown): AwardDetail | null {
  const card = parseAwardCard(v);
  if (!card || !isObject(v)) return null;
  return {
    ...card,
    description: str(v.description, card.shortDescription),
    groupName: str(v.groupName),
    categoryName: str(v.categoryName),
    userLimit: limit(v.userLimit),
    remainingAmount: limit(v.remainingAmount),
    orderedByUser: count(v.orderedByUser),
    maxOrderable: limit(v.maxOrderable),
  };
}
