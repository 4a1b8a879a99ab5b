import { createHash, randomInt } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/types.ts';
import type { Mailer } from '../lib/mailer.ts';
import { appendLedger, lockSummary, type Currency } from './ledger.ts';
import {
  IBAN_FORMAT_MESSAGE,
  ibanProblem,
  normaliseIban,
  normalisePhone,
  normaliseSpaces,
  phoneProblem,
  postalCodeProblem,
} from './validation.ts';

/**
 * Orders of awards: placing one (points locked at once), moving it along its delivery
 * method's steps, fulfilment (points spent) and cancellation (points unlocked, stock
 * restored). Every function runs in the caller's transaction; the HTTP layer maps
 * `OrderRefusal` to its status.
 */

export const DELIVERY_METHODS = ['MA', 'MT', 'MV', 'CB', 'GFCA'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

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

/** Voucher resends allowed per order in any 24 hours. */
export const MAX_RESENDS_PER_DAY = 3;
const DAY_MS = 86_400_000;

// ---- Refusals --------------------------------------------------------------------

export type RefusalKind = 'not_found' | 'conflict' | 'unprocessable' | 'rate_limited';

export interface FieldError {
  path: string;
  message: string;
}

/** A rule said no; `detail` is the Polish sentence for the participant. */
export class OrderRefusal extends Error {
  readonly kind: RefusalKind;
  readonly code: string;
  readonly fieldErrors: FieldError[] | undefined;
  /** For `rate_limited`: seconds until another try may succeed. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: RefusalKind,
    code: string,
    detail: string,
    extra: { fieldErrors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(detail);
    this.kind = kind;
    this.code = code;
    this.fieldErrors = extra.fieldErrors;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

const orderNotFound = () => new OrderRefusal('not_found', 'ORDER_NOT_FOUND', 'Nie znaleziono zamówienia.');

// ---- Numbers ---------------------------------------------------------------------

/** Polish number (D8): thousands grouped with a no-break space (1 000 too), decimal comma, at most 2 decimals. */
export function formatNumber(value: number): string {
  const rounded = Math.round(Math.abs(value) * 100) / 100;
  const [whole = '0', fraction = ''] = rounded.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const decimals = fraction.replace(/0+$/, '');
  return `${value < 0 && rounded !== 0 ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

// ---- Delivery data ---------------------------------------------------------------

export type DeliveryData = Record<string, string>;

const text = (v: unknown): string =>
  typeof v === 'string' ? normaliseSpaces(v) : typeof v === 'number' ? String(v) : '';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Checks the delivery data the award's method needs and answers it normalised (IBAN
 * without spaces, phone as +48 …), or the Polish problem of each field.
 */
export function validateDeliveryData(
  method: DeliveryMethod,
  input: Record<string, unknown>,
): { ok: true; data: DeliveryData } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const data: DeliveryData = {};
  const problem = (field: string, message: string | null) => {
    if (message) errors.push({ path: `deliveryData.${field}`, message });
  };
  const required = (field: string, missing: string, max: number, tooLong: string) => {
    const value = text(input[field]);
    if (value === '') problem(field, missing);
    else if ([...value].length > max) problem(field, tooLong);
    else data[field] = value;
    return value;
  };
  const phone = (missing: string) => {
    const value = text(input.phone);
    if (value === '') return problem('phone', missing);
    const p = phoneProblem(value);
    if (p) return problem('phone', p);
    data.phone = normalisePhone(value);
  };

  switch (method) {
    case 'MA': {
      const value = text(input.bankAccount);
      if (value === '')
        problem('bankAccount', `Podaj numer rachunku, na który wyślemy przelew. ${IBAN_FORMAT_MESSAGE}`);
      else {
        const p = ibanProblem(value);
        if (p) problem('bankAccount', p);
        else data.bankAccount = normaliseIban(value);
      }
      break;
    }
    case 'MT': {
      required(
        'recipient',
        'Podaj imię i nazwisko odbiorcy przesyłki.',
        100,
        'Odbiorca może mieć najwyżej 100 znaków.',
      );
      required('street', 'Podaj ulicę i numer domu (lokalu).', 120, 'Adres może mieć najwyżej 120 znaków.');
      const code = text(input.postalCode);
      if (code === '') problem('postalCode', 'Podaj kod pocztowy, np. 05-800.');
      else if (postalCodeProblem(code)) problem('postalCode', postalCodeProblem(code));
      else data.postalCode = code;
      required('city', 'Podaj miejscowość.', 60, 'Miejscowość może mieć najwyżej 60 znaków.');
      phone('Podaj numer telefonu do kuriera.');
      break;
    }
    case 'MV': {
      const email = text(input.email);
      if (email === '') problem('email', 'Podaj adres e-mail, na który wyślemy voucher.');
      else if (email.length > 254 || !EMAIL.test(email))
        problem('email', 'Podaj poprawny adres e-mail, np. jan@sklep.pl.');
      else data.email = email;
      phone('Podaj numer telefonu: SMS-em wyślemy hasło do pliku z voucherem.');
      break;
    }
    case 'CB':
    case 'GFCA': {
      const customer = text(input.customerNumber);
      if ([...customer].length > 40) problem('customerNumber', 'Numer klienta może mieć najwyżej 40 znaków.');
      else if (customer) data.customerNumber = customer;
      break;
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, data };
}

/** What the participant sees of the delivery data: a bank account only by its last 4 digits. */
export function maskDeliveryData(data: DeliveryData): DeliveryData {
  const masked = { ...data };
  if (masked.bankAccount) masked.bankAccount = `•••• ${masked.bankAccount.slice(-4)}`;
  return masked;
}

// ---- Idempotency -----------------------------------------------------------------

const stable = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(stable)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
        )
      : value;

/** A hash of the order request, independent of key order, to tell a retry from a reused key. */
export function requestHash(request: {
  awardId: number;
  quantity: number;
  deliveryData: Record<string, unknown>;
}): string {
  return createHash('sha256')
    .update(JSON.stringify(stable(request)))
    .digest('hex');
}

// ---- Placing an order ------------------------------------------------------------

export interface OrderDeps {
  clock: Clock;
  mailer: Mailer;
}

export interface PlaceOrderInput {
  participantId: number;
  awardId: number;
  quantity: number;
  deliveryData: Record<string, unknown>;
  idempotencyKey: string;
}

interface AwardRow {
  id: number;
  name: string;
  price: number;
  currency: Currency;
  delivery_method: DeliveryMethod;
  user_limit: number | null;
  remaining_amount: number | null;
  active: boolean;
}

interface OrderRow {
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

async function orderByKey(tx: Queryable, participantId: number, key: string) {
  return (
    await tx.query<{ id: number; request_hash: string }>(
      'select id, request_hash from award_order where participant_id = $1 and idempotency_key = $2',
      [participantId, key],
    )
  )[0];
}

function replayOf(existing: { id: number; request_hash: string }, hash: string) {
  if (existing.request_hash !== hash) {
    throw new OrderRefusal(
      'conflict',
      'IDEMPOTENCY_KEY_REUSED',
      'Ten klucz Idempotency-Key został już użyty dla innego zamówienia. Każde nowe zamówienie wymaga nowego klucza.',
    );
  }
  return { orderId: existing.id, created: false };
}

/**
 * Places an order in the caller's transaction: the participant's points summary is
 * locked first (it serialises one participant's orders, so a retried key always sees
 * the first attempt), then the award row (it serialises the stock). A key seen before
 * answers the earlier order when the request is the same, and refuses otherwise.
 */
export async function placeOrder(
  tx: Queryable,
  deps: OrderDeps,
  input: PlaceOrderInput,
): Promise<{ orderId: number; created: boolean }> {
  const { participantId, awardId, quantity, idempotencyKey } = input;
  const hash = requestHash({ awardId, quantity, deliveryData: input.deliveryData });

  const summary = await lockSummary(tx, deps.clock, participantId);
  const earlier = await orderByKey(tx, participantId, idempotencyKey);
  if (earlier) return replayOf(earlier, hash);

  const group = (
    await tx.query<{ group_code: string }>('select group_code from participant where id = $1', [participantId])
  )[0];
  const award = (
    await tx.query<AwardRow>(
      `select id, name, price::float8 as price, currency, delivery_method, user_limit, remaining_amount, active
         from award where id = $1 for update`,
      [awardId],
    )
  )[0];
  if (!award || !group || (award.currency === 'lp' && group.group_code !== 'FRSH')) {
    throw new OrderRefusal('not_found', 'AWARD_NOT_FOUND', 'Nie znaleziono nagrody.');
  }
  if (!award.active) {
    throw new OrderRefusal('unprocessable', 'AWARD_INACTIVE', 'Tej nagrody nie można obecnie zamówić.');
  }
  const delivery = validateDeliveryData(award.delivery_method, input.deliveryData);
  if (!delivery.ok) {
    const sentences = [...new Set(delivery.errors.map((e) => e.message))];
    throw new OrderRefusal('unprocessable', 'VALIDATION_FAILED', sentences.join(' '), { fieldErrors: delivery.errors });
  }
  if (award.remaining_amount !== null && award.remaining_amount < quantity) {
    throw new OrderRefusal(
      'unprocessable',
      'OUT_OF_STOCK',
      award.remaining_amount === 0
        ? 'Nagroda jest niedostępna — brak w magazynie.'
        : `Dostępnych jest tylko ${award.remaining_amount} szt.`,
    );
  }
  if (award.user_limit !== null) {
    const ordered =
      (
        await tx.query<{ n: number }>(
          `select coalesce(sum(quantity), 0)::int as n from award_order
            where award_id = $1 and participant_id = $2 and status <> 'cancelled'`,
          [awardId, participantId],
        )
      )[0]?.n ?? 0;
    if (ordered + quantity > award.user_limit) {
      const left = award.user_limit - ordered;
      throw new OrderRefusal(
        'unprocessable',
        'LIMIT_REACHED',
        left <= 0
          ? `Osiągnięto limit zamówień tej nagrody (${award.user_limit} szt. na uczestnika).`
          : `Możesz zamówić jeszcze ${left} szt. tej nagrody (limit: ${award.user_limit} szt. na uczestnika).`,
      );
    }
  }
  const total = round2(award.price * quantity);
  const current = award.currency === 'vp' ? summary.vpCurrentValue : summary.lpCurrentValue;
  if (current < total) {
    throw new OrderRefusal(
      'unprocessable',
      'INSUFFICIENT_POINTS',
      `Brakuje ${formatNumber(round2(total - current))} ${award.currency}, aby zamówić tę nagrodę.`,
    );
  }

  const now = deps.clock.now();
  const inserted = await tx.query<{ id: number }>(
    `insert into award_order
       (participant_id, award_id, award_name, quantity, unit_price, total_price, currency, delivery_method,
        delivery_data, status, idempotency_key, request_hash, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'placed', $10, $11, $12, $12)
     on conflict (participant_id, idempotency_key) do nothing
     returning id`,
    [
      participantId,
      awardId,
      award.name,
      quantity,
      award.price,
      total,
      award.currency,
      award.delivery_method,
      JSON.stringify(delivery.data),
      idempotencyKey,
      hash,
      now,
    ],
  );
  const orderId = inserted[0]?.id;
  if (orderId === undefined) {
    // Only reachable when another transaction stored this key without the summary lock.
    const concurrent = await orderByKey(tx, participantId, idempotencyKey);
    if (!concurrent) throw new Error('Idempotency conflict without a stored order');
    return replayOf(concurrent, hash);
  }

  if (award.remaining_amount !== null) {
    await tx.query('update award set remaining_amount = remaining_amount - $2 where id = $1', [awardId, quantity]);
  }
  await appendLedger(tx, deps.clock, [
    {
      participantId,
      currency: award.currency,
      kind: 'locked',
      amount: total,
      sourceType: 'order',
      sourceId: orderId,
      description: `Zamówienie: ${award.name} × ${quantity}`,
    },
  ]);
  await insertEvent(tx, now, orderId, 'placed', null, null);

  if (award.delivery_method === 'MV') {
    const code = voucherCode();
    await tx.query('update award_order set voucher_code = $2 where id = $1', [orderId, code]);
    await sendVoucherMail(
      tx,
      deps,
      {
        id: orderId,
        award_name: award.name,
        quantity,
        delivery_data: delivery.data,
        voucher_code: code,
        created_at: now,
      },
      false,
    );
    await setStatus(tx, deps.clock, orderId, 'voucher_sent', {});
    await fulfil(tx, deps.clock, orderId);
  }
  return { orderId, created: true };
}

// ---- Moving an order along ---------------------------------------------------------

async function insertEvent(
  tx: Queryable,
  at: Date,
  orderId: number,
  status: OrderStatus,
  note: string | null,
  trackingUrl: string | null,
) {
  await tx.query(
    'insert into order_status_event (order_id, status, note, tracking_url, created_at) values ($1, $2, $3, $4, $5)',
    [orderId, status, note, trackingUrl, at],
  );
}

async function setStatus(
  tx: Queryable,
  clock: Clock,
  orderId: number,
  status: OrderStatus,
  opts: { note?: string | null; trackingUrl?: string | null },
) {
  const now = clock.now();
  await tx.query('update award_order set status = $2, updated_at = $3 where id = $1', [orderId, status, now]);
  await insertEvent(tx, now, orderId, status, opts.note ?? null, opts.trackingUrl ?? null);
}

/**
 * Locks the order for a change, after its owner's points summary: every order
 * transaction takes the summary first, so two of them never wait on each other in a cycle.
 */
async function lockOrder(tx: Queryable, clock: Clock, orderId: number): Promise<OrderRow> {
  const owner = (
    await tx.query<{ participant_id: number }>('select participant_id from award_order where id = $1', [orderId])
  )[0];
  if (!owner) throw orderNotFound();
  await lockSummary(tx, clock, owner.participant_id);
  const rows = await tx.query<OrderRow>(
    `select id, participant_id, award_id, award_name, quantity, unit_price::float8 as unit_price,
            total_price::float8 as total_price, currency, delivery_method, delivery_data, status, voucher_code,
            request_hash, created_at, updated_at
       from award_order where id = $1 for update`,
    [orderId],
  );
  return rows[0]!;
}

const finalStatus = (method: DeliveryMethod) => STATUS_PATHS[method][STATUS_PATHS[method].length - 1]!;

/** Whether the order reached its method's last step (its points are spent). */
export function isFulfilled(order: { delivery_method: DeliveryMethod; status: OrderStatus }): boolean {
  return order.status === finalStatus(order.delivery_method) || order.status === 'resent';
}

/**
 * Moves an order forward along its delivery method's steps (skipping steps is allowed,
 * going back is not); reaching the last step fulfils it, 'cancelled' cancels it. A
 * courier parcel marked 'sent' needs its tracking link.
 */
export async function advanceOrder(
  tx: Queryable,
  clock: Clock,
  orderId: number,
  status: OrderStatus,
  opts: { note?: string | null; trackingUrl?: string | null } = {},
): Promise<void> {
  if (status === 'cancelled') return cancel(tx, clock, orderId, { note: opts.note ?? null });
  const order = await lockOrder(tx, clock, orderId);
  const path = STATUS_PATHS[order.delivery_method];
  const from = path.indexOf(order.status);
  const to = path.indexOf(status);
  if (order.status === 'cancelled') {
    throw new OrderRefusal('conflict', 'ORDER_CANCELLED', 'Zamówienie zostało anulowane.');
  }
  if (to < 0 || from < 0 || to <= from) {
    throw new OrderRefusal(
      'conflict',
      'BAD_TRANSITION',
      `Zamówienia w stanie „${STATUS_LABELS[order.status]}” nie można przenieść do stanu „${STATUS_LABELS[status]}”.`,
    );
  }
  if (status === 'sent' && !/^https?:\/\/\S+$/.test(opts.trackingUrl ?? '')) {
    throw new OrderRefusal('unprocessable', 'TRACKING_URL_REQUIRED', 'Nadana przesyłka wymaga linku do śledzenia.');
  }
  await setStatus(tx, clock, orderId, status, opts);
  if (status === finalStatus(order.delivery_method)) await fulfil(tx, clock, orderId);
}

/** The order reached its last step: its locked points are spent (once, however often called). */
export async function fulfil(tx: Queryable, clock: Clock, orderId: number): Promise<void> {
  const order = await lockOrder(tx, clock, orderId);
  if (!isFulfilled(order)) {
    throw new OrderRefusal('conflict', 'NOT_FINISHED', 'Zamówienie nie jest jeszcze zrealizowane.');
  }
  const spent = await tx.query(
    `select 1 from points_ledger where source_type = 'order' and source_id = $1 and kind = 'spent'`,
    [String(orderId)],
  );
  if (spent.length) return;
  await appendLedger(tx, clock, [
    {
      participantId: order.participant_id,
      currency: order.currency,
      kind: 'spent',
      amount: order.total_price,
      sourceType: 'order',
      sourceId: orderId,
      description: `Zrealizowano zamówienie: ${order.award_name} × ${order.quantity}`,
    },
  ]);
}

/** Cancels an order not yet fulfilled: its points are unlocked and the stock comes back. */
export async function cancel(
  tx: Queryable,
  clock: Clock,
  orderId: number,
  opts: { note?: string | null } = {},
): Promise<void> {
  const order = await lockOrder(tx, clock, orderId);
  if (order.status === 'cancelled') {
    throw new OrderRefusal('conflict', 'ORDER_CANCELLED', 'Zamówienie zostało już anulowane.');
  }
  if (isFulfilled(order)) {
    throw new OrderRefusal('conflict', 'ORDER_FULFILLED', 'Zrealizowanego zamówienia nie można anulować.');
  }
  await tx.query(
    'update award set remaining_amount = remaining_amount + $2 where id = $1 and remaining_amount is not null',
    [order.award_id, order.quantity],
  );
  await appendLedger(tx, clock, [
    {
      participantId: order.participant_id,
      currency: order.currency,
      kind: 'unlocked',
      amount: order.total_price,
      sourceType: 'order',
      sourceId: orderId,
      description: `Anulowano zamówienie: ${order.award_name} × ${order.quantity}`,
    },
  ]);
  await setStatus(tx, clock, orderId, 'cancelled', { note: opts.note ?? null });
}

// ---- Vouchers ----------------------------------------------------------------------

const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function voucherCode(): string {
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

async function sendVoucherMail(
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
  if (order.delivery_method !== 'MV') {
    throw new OrderRefusal(
      'conflict',
      'NOT_A_VOUCHER',
      'To zamówienie nie jest voucherem e-mailowym, więc nie ma czego wysłać ponownie.',
    );
  }
  if (order.status !== 'voucher_sent' && order.status !== 'resent') {
    throw new OrderRefusal(
      'conflict',
      'VOUCHER_NOT_SENT',
      order.status === 'cancelled' ? 'Zamówienie zostało anulowane.' : 'Voucher nie został jeszcze wysłany.',
    );
  }
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
    const hours = Math.ceil(retryAfterSeconds / 3600);
    throw new OrderRefusal(
      'rate_limited',
      'RESEND_LIMIT',
      `Voucher można wysłać ponownie najwyżej ${MAX_RESENDS_PER_DAY} razy na dobę. Spróbuj ponownie za ${hours} ${hoursWord(hours)}.`,
      { retryAfterSeconds },
    );
  }
  await sendVoucherMail(tx, deps, order, true);
  await setStatus(tx, deps.clock, orderId, 'resent', {});
}

function hoursWord(n: number): string {
  if (n === 1) return 'godzinę';
  const last = n % 10;
  const lastTwo = n % 100;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'godziny' : 'godzin';
}

// ---- Reading orders ----------------------------------------------------------------

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  /** When the order reached this step (ISO 8601), null for a step still ahead. */
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
  deliveryMethod: DeliveryMethod;
  deliveryMethodLabel: string;
  deliveryData: DeliveryData;
  status: OrderStatus;
  statusLabel: string;
  createdAt: string;
  updatedAt: string;
  trackingUrl: string | null;
  canResendVoucher: boolean;
  timeline: TimelineStep[];
}

interface EventRow {
  order_id: number;
  status: OrderStatus;
  note: string | null;
  tracking_url: string | null;
  created_at: Date;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The whole timeline: the steps taken (with their dates) and, unless cancelled, the
 * steps still ahead. A cancelled order shows what happened up to the cancellation.
 */
export function timelineOf(method: DeliveryMethod, status: OrderStatus, events: EventRow[]): TimelineStep[] {
  const step = (e: EventRow): TimelineStep => ({
    status: e.status,
    label: STATUS_LABELS[e.status],
    at: iso(e.created_at),
    done: true,
    note: e.note,
    trackingUrl: e.tracking_url,
  });
  if (status === 'cancelled') return events.map(step);
  const path = STATUS_PATHS[method];
  const reached = path.indexOf(status === 'resent' ? 'voucher_sent' : status);
  const steps: TimelineStep[] = path.map((s, i) => {
    const event = events.findLast((e) => e.status === s);
    return event
      ? step(event)
      : { status: s, label: STATUS_LABELS[s], at: null, done: i <= reached, note: null, trackingUrl: null };
  });
  return [...steps, ...events.filter((e) => e.status === 'resent').map(step)];
}

const ORDER_COLUMNS = `o.id, o.participant_id, o.award_id, o.award_name, o.quantity, o.unit_price::float8 as unit_price,
  o.total_price::float8 as total_price, o.currency, o.delivery_method, o.delivery_data, o.status, o.voucher_code,
  o.request_hash, o.created_at, o.updated_at, a.active_image_id`;

async function present(q: Queryable, rows: (OrderRow & { active_image_id: number | null })[]): Promise<Order[]> {
  if (!rows.length) return [];
  const events = await q.query<EventRow>(
    'select order_id, status, note, tracking_url, created_at from order_status_event where order_id = any($1::int[]) order by id',
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => {
    const own = events.filter((e) => e.order_id === r.id);
    const tracking = own.findLast((e) => e.tracking_url)?.tracking_url ?? null;
    return {
      orderId: r.id,
      awardId: r.award_id,
      awardName: r.award_name,
      activeImageId: r.active_image_id ?? null,
      quantity: r.quantity,
      unitPrice: r.unit_price,
      totalPrice: r.total_price,
      currency: r.currency,
      deliveryMethod: r.delivery_method,
      deliveryMethodLabel: DELIVERY_METHOD_LABELS[r.delivery_method],
      deliveryData: maskDeliveryData(r.delivery_data ?? {}),
      status: r.status,
      statusLabel: STATUS_LABELS[r.status],
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      trackingUrl: tracking,
      canResendVoucher: r.delivery_method === 'MV' && (r.status === 'voucher_sent' || r.status === 'resent'),
      timeline: timelineOf(r.delivery_method, r.status, own),
    };
  });
}

/** One of the participant's orders; undefined for a missing one or another participant's. */
export async function getOrder(q: Queryable, participantId: number, orderId: number): Promise<Order | undefined> {
  const rows = await q.query<OrderRow & { active_image_id: number | null }>(
    `select ${ORDER_COLUMNS} from award_order o join award a on a.id = o.award_id
      where o.id = $1 and o.participant_id = $2`,
    [orderId, participantId],
  );
  return (await present(q, rows))[0];
}

export interface OrderListRequest {
  page: number;
  per: number;
  sortBy?: 'createdAt' | 'totalPrice' | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  status?: OrderStatus | undefined;
  search?: string | undefined;
}

/** The participant's orders, newest first unless asked otherwise; search by award name or order number. */
export async function listOrders(
  q: Queryable,
  participantId: number,
  req: OrderListRequest,
): Promise<{ items: Order[]; total: number }> {
  const where = ['o.participant_id = $1'];
  const params: unknown[] = [participantId];
  if (req.status) {
    params.push(req.status);
    where.push(`o.status = $${params.length}`);
  }
  const search = req.search?.trim();
  if (search) {
    const digits = /^#?(\d{1,9})$/.exec(search);
    params.push(`%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    const byName = `o.award_name ilike $${params.length}`;
    if (digits) {
      params.push(Number(digits[1]));
      where.push(`(${byName} or o.id = $${params.length})`);
    } else where.push(byName);
  }
  const column = req.sortBy === 'totalPrice' ? 'o.total_price' : 'o.created_at';
  const direction = req.sortOrder === 'asc' ? 'asc' : 'desc';
  const total =
    (
      await q.query<{ n: number }>(`select count(*)::int as n from award_order o where ${where.join(' and ')}`, params)
    )[0]?.n ?? 0;
  const rows = await q.query<OrderRow & { active_image_id: number | null }>(
    `select ${ORDER_COLUMNS} from award_order o join award a on a.id = o.award_id
      where ${where.join(' and ')}
      order by ${column} ${direction}, o.id ${direction}
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, req.per, (req.page - 1) * req.per],
  );
  return { items: await present(q, rows), total };
}
