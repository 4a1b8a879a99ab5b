import type { Clock } from '../../clock.ts';
import type { Queryable } from '../types.ts';
import { outboxMailer } from '../../lib/mailer.ts';
import { appendLedger, readSummary, type Currency } from '../../domain/ledger.ts';
import { findParticipant, type ParticipantRow } from '../../domain/participant.ts';
import type { DeliveryMethod, OrderStatus } from '../../domain/orders/model.ts';
import { placeOrder } from '../../domain/orders/place.ts';
import { advanceOrder } from '../../domain/orders/status.ts';
import { daysFrom, type SeedContext } from './context.ts';

/**
 * Each demo participant's orders, placed and moved along through the same rules as the
 * API (points locked, spent on fulfilment, unlocked on cancellation), so /awards shows
 * real timelines: a parcel on its way with a tracking link, a delivered one, an e-mail
 * voucher, a booked transfer, an order handed to the seller's system, a cancelled one.
 */

/** What the participant keeps spendable after the demo orders, at the least. */
const RESERVE: Record<Currency, number> = { vp: 1500, lp: 100 };

interface Step {
  days: number;
  status: OrderStatus;
  note?: string;
  trackingUrl?: string;
}

interface DemoOrder {
  methods: DeliveryMethod[];
  currency?: Currency;
  quantity?: number;
  /** Days from now when it was placed. */
  placed: number;
  steps: Step[];
}

const ORDERS: DemoOrder[] = [
  {
    methods: ['MT'],
    placed: -29,
    steps: [
      { days: -28, status: 'packed' },
      {
        days: -27,
        status: 'sent',
        note: 'Przesyłka kurierska DPD',
        trackingUrl: 'https://kurier.example/sledzenie/0000981234567',
      },
      { days: -25, status: 'delivered', note: 'Odebrał: właściciel sklepu' },
    ],
  },
  { methods: ['MV'], placed: -18, steps: [] },
  {
    methods: ['CB', 'GFCA'],
    placed: -14,
    steps: [
      {
        days: -13,
        status: 'cancelled',
        note: 'Anulowano przez organizatora: nagroda jest niedostępna. Zablokowane punkty znów są do wydania.',
      },
    ],
  },
  {
    methods: ['MT'],
    placed: -5,
    steps: [
      { days: -4, status: 'packed' },
      {
        days: -2,
        status: 'sent',
        note: 'Przesyłka kurierska InPost',
        trackingUrl: 'https://kurier.example/sledzenie/6209900011223344',
      },
    ],
  },
  {
    methods: ['MA'],
    placed: -4,
    steps: [{ days: -3, status: 'transfer_booked', note: 'Przelew zlecony, księgowanie do 2 dni roboczych.' }],
  },
  {
    methods: ['GFCA', 'CB'],
    placed: -2,
    steps: [{ days: -1, status: 'handed_over', note: 'Przekazano do realizacji w systemie sprzedawcy.' }],
  },
];

/** FRSH also spends lp: one more order in that currency. */
const FRSH_EXTRA: DemoOrder = { methods: ['GFCA', 'CB', 'MV', 'MT'], currency: 'lp', placed: -1, steps: [] };

interface AwardPick {
  id: number;
  price: number;
  currency: Currency;
  delivery_method: DeliveryMethod;
}

/** The cheapest orderable award of the first method that has one (stock and limit allowing `quantity`). */
async function pickAward(
  tx: Queryable,
  methods: DeliveryMethod[],
  currency: Currency,
  quantity: number,
  used: Set<number>,
) {
  for (const method of methods) {
    const rows = await tx.query<AwardPick>(
      `select id, price::float8 as price, currency, delivery_method from award
        where active and delivery_method = $1 and currency = $2
          and (remaining_amount is null or remaining_amount >= $3) and (user_limit is null or user_limit >= $3)
        order by price, id limit 20`,
      [method, currency, quantity],
    );
    const pick = rows.find((r) => !used.has(r.id));
    if (pick) return pick;
  }
  return undefined;
}

function deliveryDataFor(method: DeliveryMethod, p: ParticipantRow): Record<string, string> {
  switch (method) {
    case 'MA':
      return { bankAccount: p.bank_account || 'PL27114020040000300201355387' };
    case 'MT':
      return {
        recipient: `${p.firstname} ${p.lastname}`,
        street: p.street || 'ul. Handlowa 1',
        postalCode: p.postal_code || '00-001',
        city: p.city || 'Warszawa',
        phone: p.phone || '+48 600 100 200',
      };
    case 'MV':
      return { email: p.email, phone: p.phone || '+48 600 100 200' };
    default:
      return {};
  }
}

async function seedFor(tx: Queryable, clock: Clock, participantId: number, orders: DemoOrder[]) {
  const participant = await findParticipant(tx, participantId);
  if (!participant) return;
  const used = new Set<number>();
  const planned: { order: DemoOrder; award: AwardPick }[] = [];
  for (const order of orders) {
    const award = await pickAward(tx, order.methods, order.currency ?? 'vp', order.quantity ?? 1, used);
    if (!award) continue;
    used.add(award.id);
    planned.push({ order, award });
  }

  // The awards seed gives the starting balances; top them up when they would not cover the orders.
  const summary = await readSummary(tx, participantId);
  for (const currency of ['vp', 'lp'] as const) {
    const needed = planned
      .filter((p) => p.award.currency === currency)
      .reduce((sum, p) => sum + p.award.price * (p.order.quantity ?? 1), 0);
    if (needed === 0) continue;
    const current = currency === 'vp' ? summary.vpCurrentValue : summary.lpCurrentValue;
    const missing = Math.ceil(needed + RESERVE[currency] - current);
    if (missing > 0) {
      await appendLedger(tx, at(clock, -31), [
        {
          participantId,
          currency,
          kind: 'correction',
          amount: missing,
          sourceType: 'correction',
          description: 'Korekta: punkty za zakupy sprzed startu programu',
        },
      ]);
    }
  }

  for (const [i, { order, award }] of planned.entries()) {
    const placedAt = at(clock, order.placed);
    const { orderId } = await placeOrder(
      tx,
      { clock: placedAt, mailer: outboxMailer(placedAt, () => {}) },
      {
        participantId,
        awardId: award.id,
        quantity: order.quantity ?? 1,
        deliveryData: deliveryDataFor(award.delivery_method, participant),
        idempotencyKey: `seed-${participant.username}-${i + 1}`,
      },
    );
    for (const step of order.steps) {
      await advanceOrder(tx, at(clock, step.days), orderId, step.status, {
        note: step.note,
        trackingUrl: step.trackingUrl,
      });
    }
  }
}

/** A clock standing still `days` from the seed's now: each step happens on its own day. */
const at = (clock: Clock, days: number): Clock => {
  const d = daysFrom(clock, days);
  return { now: () => d };
};

export async function seedOrders(ctx: SeedContext): Promise<void> {
  await seedFor(ctx.tx, ctx.clock, ctx.participants.demo, ORDERS);
  await seedFor(ctx.tx, ctx.clock, ctx.participants.frsh, [...ORDERS, FRSH_EXTRA]);
}
