import type { Clock } from '../../clock.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { DeliveryMethod } from '../../../../shared/rules/delivery-methods.ts';
import type { Currency } from '../ledger.ts';

/**
 * The vocabulary of orders of awards: the delivery methods, the steps each one goes
 * through, their Polish labels, and an order as stored. Every function of the orders
 * domain runs in the caller's transaction.
 */

export { DELIVERY_METHODS, type DeliveryMethod } from '../../../../shared/rules/delivery-methods.ts';

export const ORDER_STATUSES = [
  'placed',
  'transfer_booked',
  'completed',
  'packed',
  'sent',
  'delivered',
  'voucher_sent',
  'resent',
  'handed_over',
  'confirmed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The steps each delivery method goes through; the last one fulfils the order. */
export const STATUS_PATHS: Record<DeliveryMethod, readonly OrderStatus[]> = {
  MA: ['placed', 'transfer_booked', 'completed'],
  MT: ['placed', 'packed', 'sent', 'delivered'],
  MV: ['placed', 'voucher_sent'],
  CB: ['placed', 'handed_over', 'confirmed'],
  GFCA: ['placed', 'handed_over', 'confirmed'],
};

export const STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Zamówienie złożone',
  transfer_booked: 'Przelew zlecony',
  completed: 'Przelew zaksięgowany',
  packed: 'Paczka przygotowana',
  sent: 'Nadana u kuriera',
  delivered: 'Doręczona',
  voucher_sent: 'Voucher wysłany e-mailem',
  resent: 'Voucher wysłany ponownie',
  handed_over: 'Przekazane do systemu sprzedawcy',
  confirmed: 'Potwierdzone przez sprzedawcę',
  cancelled: 'Anulowane',
};

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  MA: 'Przelew na wskazany rachunek bankowy',
  MT: 'Dostawa kurierem na wskazany adres',
  MV: 'Voucher e-mailem, hasło do pliku SMS-em',
  CB: 'Realizacja w systemie sprzedawcy',
  GFCA: 'Realizacja w systemie sprzedawcy',
};

/** The delivery data as stored: the method's fields, normalised. */
export type DeliveryData = Record<string, string>;

/** What placing an order and sending a voucher need besides the transaction. */
export interface OrderDeps {
  clock: Clock;
  mailer: Mailer;
}

/** An award_order row. */
export interface OrderRow {
  id: number;
  participant_id: number;
  award_id: number;
  award_name: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  currency: Currency;
  delivery_method: DeliveryMethod;
  delivery_data: DeliveryData;
  status: OrderStatus;
  voucher_code: string | null;
  request_hash: string;
  created_at: Date;
  updated_at: Date;
}
