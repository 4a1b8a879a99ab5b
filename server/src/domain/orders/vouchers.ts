import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import type { DeliveryData, OrderDeps } from './model.ts';
import { notAVoucher, orderNotFound, resendLimit, voucherNotSent } from './refusals.ts';
import { lockOrder, setStatus } from './status.ts';

/** E-mail vouchers: the code, the mail that carries it, and sending it again on request. */

/** Voucher resends allowed per order in any 24 hours. */
export const MAX_RESENDS_PER_DAY = 3;
const DAY_MS = 86_400_000;

const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function voucherCode(): string {
  const chars = Array.from({ length: 12 }, () => VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

const warsawDate = (d: Date) =>
  new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(d);

export async function sendVoucherMail(
  tx: Queryable,
  deps: OrderDeps,
  order: {
    id: number;
    award_name: string;
    quantity: number;
    delivery_data: DeliveryData;
    voucher_code: string | null;
    created_at: Date;
  },
  again: boolean,
) {
  const email = order.delivery_data.email;
  if (!email) throw new Error(`Voucher order ${order.id} has no e-mail address`);
  await deps.mailer.send(tx, {
    to: email,
    subject: `${again ? 'Ponownie: ' : ''}Twój voucher — ${order.award_name}`,
    body: [
      'Dzień dobry,',
      '',
      `${again ? 'na Twoją prośbę wysyłamy ponownie' : 'przesyłamy'} voucher „${order.award_name}” (× ${order.quantity}).`,
      `Kod vouchera: ${order.voucher_code ?? '—'}`,
      `Hasło do pliku z voucherem wyślemy SMS-em na numer ${order.delivery_data.phone ?? 'podany w zamówieniu'}.`,
      '',
      `Zamówienie nr ${order.id} z dnia ${warsawDate(order.created_at)}.`,
      '',
      'Zespół programu Punkty',
    ].join('\n'),
  });
}

/**
 * Sends an e-mail voucher again (a 'resent' step in its history), at most
 * MAX_RESENDS_PER_DAY times in any 24 hours.
 */
export async function resendVoucher(
  tx: Queryable,
  deps: OrderDeps,
  participantId: number,
  orderId: number,
): Promise<void> {
  const owned = await tx.query('select 1 from award_order where id = $1 and participant_id = $2', [
    orderId,
    participantId,
  ]);
  if (!owned.length) throw orderNotFound();
  const order = await lockOrder(tx, deps.clock, orderId);
  if (order.delivery_method !== 'MV') throw notAVoucher();
  if (order.status !== 'voucher_sent' && order.status !== 'resent') throw voucherNotSent(order.status);
  const now = deps.clock.now();
  const recent = await tx.query<{ created_at: Date }>(
    `select created_at from order_status_event
      where order_id = $1 and status = 'resent' and created_at > $2 order by created_at`,
    [orderId, new Date(now.getTime() - DAY_MS)],
  );
  if (recent.length >= MAX_RESENDS_PER_DAY) {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((new Date(recent[0]!.created_at).getTime() + DAY_MS - now.getTime()) / 1000),
    );
    throw resendLimit(MAX_RESENDS_PER_DAY, retryAfterSeconds);
  }
  await sendVoucherMail(tx, deps, order, true);
  await setStatus(tx, deps.clock, orderId, 'resent', {});
}
