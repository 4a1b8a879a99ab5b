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

export interface QuantityCheck extends OrderLimits {
  quantity: number;
  price: number;
  /** The spendable balance in the award's currency, when known. */
  balance: number | null;
  /** Formats an amount of points in the award's currency ("800 vp"). */
  points: (value: number) => string;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Why `quantity` pieces cannot be ordered, in Polish, or null when they can. The
 * reasons come in the order the server checks them: stock, the participant's limit,
 * the balance.
 */
export function quantityProblem(check: QuantityCheck): string | null {
  const { quantity: q, userLimit, remainingAmount: stock } = check;
  if (!Number.isInteger(q) || q < 1) return 'Podaj liczbę sztuk: co najmniej 1.';
  if (q > MAX_QUANTITY_PER_ORDER) return `Jednym zamówieniem można zamówić najwyżej ${MAX_QUANTITY_PER_ORDER} szt.`;
  if (present(stock) && q > stock) {
    return stock <= 0 ? 'Nagroda jest niedostępna — brak w magazynie.' : `W magazynie zostało tylko ${stock} szt.`;
  }
  if (present(userLimit)) {
    const left = userLimit - check.orderedByUser;
    if (q > left) {
      return left <= 0
        ? `Osiągnięto limit zamówień tej nagrody (${userLimit} szt. na uczestnika).`
        : `Możesz zamówić jeszcze ${left} szt. tej nagrody (limit: ${userLimit} szt. na uczestnika).`;
    }
  }
  const total = round2(check.price * q);
  if (present(check.balance)) {
    if (total > check.balance) {
      return `Brakuje ${check.points(round2(total - check.balance))}, aby zamówić ${q} szt. tej nagrody.`;
    }
  } else if (present(check.maxOrderable) && q > check.maxOrderable) {
    return 'Masz za mało punktów, aby zamówić tyle sztuk tej nagrody.';
  }
  return null;
}
