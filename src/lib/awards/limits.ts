/**
 * The layout and quantity helpers of spec section 9 for an award's userLimit
 * (pieces per participant) and remainingAmount (pieces in stock); null = no limit.
 */

const present = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Columns (of 12) each information card of the award page spans: 3 when both the
 * user limit and the stock are given (four cards in a row), 4 when exactly one is
 * (three cards), 6 when neither is (two cards: price and delivery).
 */
export function cardCount(userLimit: number | null | undefined, remainingAmount: number | null | undefined): 3 | 4 | 6 {
  const given = Number(present(userLimit)) + Number(present(remainingAmount));
  return given === 2 ? 3 : given === 1 ? 4 : 6;
}

/** The smaller of two numbers, ignoring a missing one; null when both are missing. */
export function minOf(a: number | null | undefined, b: number | null | undefined): number | null {
  if (!present(a)) return present(b) ? b : null;
  if (!present(b)) return a;
  return Math.min(a, b);
}

/** The server's cap on one order (OrderRequest.quantity). */
export const MAX_QUANTITY_PER_ORDER = 99;

export interface OrderLimits {
  userLimit: number | null;
  remainingAmount: number | null;
  orderedByUser: number;
  /** The server's figure: the smallest of limit left, stock and what the balance covers. */
  maxOrderable: number | null;
}

/**
 * The most pieces the quantity field accepts: what is left of the participant's
 * limit and the stock (minOf), capped by the server's maxOrderable and by one
 * order's maximum. 0 means the award cannot be ordered now.
 */
export function maxQuantity(limits: OrderLimits): number {
  const limitLeft = present(limits.userLimit) ? Math.max(0, limits.userLimit - limits.orderedByUser) : null;
  const cap = minOf(minOf(limitLeft, limits.remainingAmount), limits.maxOrderable) ?? MAX_QUANTITY_PER_ORDER;
  return Math.max(0, Math.min(Math.floor(cap), MAX_QUANTITY_PER_ORDER));
}
