import { isObject, isoDate, listOf, num, oneOf, pageOf, str } from './parse';
import { read } from './read';
import type { Schemas } from './types';
import { isIsoDay } from '../format/iso-day';
import { CURRENCIES, type Currency } from '../../../shared/rules/currencies';
import { HISTORY_KINDS, HISTORY_SOURCES } from '../../../shared/rules/history-vocabulary';

/** The history calls of the contract (server/openapi.json, tag Historia); answers parsed at the edge. */

const LINK_KINDS = ['plan', 'task', 'order', 'award'] as const;

export type HistoryKind = (typeof HISTORY_KINDS)[number];
export type HistorySource = (typeof HISTORY_SOURCES)[number];
export type { Currency };
export type HistoryListRequest = Partial<Schemas['HistoryListRequest']>;

export interface HistoryEntry {
  entryId: number;
  /** ISO instant. */
  date: string;
  kind: HistoryKind;
  currency: Currency;
  amount: number;
  /** How the spendable balance moved (spent: 0, the points were already locked). */
  balanceEffect: number;
  sourceType: HistorySource;
  sourceId: string | null;
  description: string;
  link: { kind: (typeof LINK_KINDS)[number]; id: number } | null;
}

const isOneOf = <T extends string>(v: unknown, allowed: readonly T[]): v is T =>
  typeof v === 'string' && (allowed as readonly string[]).includes(v);

/** An entry the screen can show, or null (an unknown kind or a missing date is not guessed). */
export function parseHistoryEntry(v: unknown): HistoryEntry | null {
  if (!isObject(v)) return null;
  const date = isoDate(v.date);
  const entryId = num(v.entryId, Number.NaN);
  if (!date || !Number.isFinite(entryId) || !isOneOf(v.kind, HISTORY_KINDS) || !isOneOf(v.currency, CURRENCIES))
    return null;
  const amount = num(v.amount);
  const link =
    isObject(v.link) && isOneOf(v.link.kind, LINK_KINDS) && num(v.link.id) > 0
      ? { kind: v.link.kind, id: Math.trunc(num(v.link.id)) }
      : null;
  return {
    entryId,
    date,
    kind: v.kind,
    currency: v.currency,
    amount,
    balanceEffect: num(v.balanceEffect, amount),
    sourceType: oneOf(v.sourceType, HISTORY_SOURCES, 'correction'),
    sourceId: typeof v.sourceId === 'string' ? v.sourceId : null,
    description: str(v.description),
    link,
  };
}

/** A page of the history of a filter (POST: the body is the query). */
export const HISTORY_LIST = /* @__PURE__ */ read({
  method: 'POST',
  path: 'api/loyalty/history/list',
  body: (request: HistoryListRequest) => request,
  parse: import.meta.env.INLINE_SCRIPT ? undefined : pageOf(parseHistoryEntry),
  keep: { entries: 12 },
});

export interface ExpiringItem {
  /** The Warsaw day the points expire on, YYYY-MM-DD. */
  date: string;
  currency: Currency;
  amount: number;
}

export function parseExpiringItem(v: unknown): ExpiringItem | null {
  if (!isObject(v) || typeof v.date !== 'string' || !isIsoDay(v.date) || !isOneOf(v.currency, CURRENCIES)) return null;
  const amount = num(v.amount);
  return amount > 0 ? { date: v.date, currency: v.currency, amount } : null;
}

/** Points due to expire, soonest first (the answer's { items }, or a stored list of them). */
export function parseExpiring(v: unknown): ExpiringItem[] | null {
  const items = Array.isArray(v) ? v : isObject(v) && Array.isArray(v.items) ? v.items : null;
  if (!items) return null;
  return listOf(items, parseExpiringItem).sort(
    (a, b) => a.date.localeCompare(b.date) || a.currency.localeCompare(b.currency),
  );
}

export const EXPIRING_POINTS = /* @__PURE__ */ read({
  method: 'GET',
  path: 'api/loyalty/participant/points/expiring',
  parse: import.meta.env.INLINE_SCRIPT ? undefined : parseExpiring,
  keep: { entries: 1 },
});
