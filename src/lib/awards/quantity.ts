/** Whether a quantity of an award can be ordered, and if not, why (in Polish). */
import { MAX_QUANTITY_PER_ORDER, type OrderLimits } from './limits';

const present = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

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
