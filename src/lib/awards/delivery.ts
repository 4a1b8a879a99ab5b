/** The Polish labels of the delivery methods of awards (spec sections 3 and 9). */
import { isDeliveryMethod, type DeliveryMethod } from '../../../shared/rules/delivery-methods';

export type { DeliveryMethod };

export const NO_INFORMATION = 'brak informacji';

const LABELS: Record<Exclude<DeliveryMethod, 'CB' | 'GFCA'>, string> = {
  MA: 'Przelew na wskazany rachunek bankowy',
  MT: 'Dostawa kurierem na wskazany adres',
  MV: 'Voucher wysłany e-mailem, hasło do pliku SMS-em',
};

/**
 * "systemie Hurtownia Plus" when the operator named the seller's own system
 * (PUBLIC_SELLER_SYSTEM_NAME), "systemie sprzedawcy" when not: never the portal's name.
 */
export function sellerSystem(sellerSystemName: string): string {
  const name = sellerSystemName.trim();
  return name ? `systemie ${name}` : 'systemie sprzedawcy';
}

/**
 * The Polish label of a delivery method (spec section 9): CB and GFCA are both
 * realised in the seller's own system, named by configuration; any other code, or
 * none, is 'brak informacji'.
 */
export function deliveryLabel(code: unknown, sellerSystemName: string): string {
  if (!isDeliveryMethod(code)) return NO_INFORMATION;
  if (code === 'CB' || code === 'GFCA') return `Realizacja w ${sellerSystem(sellerSystemName)}`;
  return LABELS[code];
}
