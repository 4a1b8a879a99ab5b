import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/types.ts';
import { appendLedger, readSummary, type Currency } from '../domain/ledger.ts';
import type { DeliveryMethod } from '../domain/orders/model.ts';

/**
 * Test helpers of the order suites: awards of their own (not the catalogue seed) and a
 * balance set to an exact amount through the ledger.
 */

let counter = 0;

export interface AwardFixture {
  price: number;
  currency?: Currency;
  deliveryMethod?: DeliveryMethod;
  userLimit?: number | null;
  remainingAmount?: number | null;
  active?: boolean;
  name?: string;
}

export async function insertAward(q: Queryable, clock: Clock, a: AwardFixture): Promise<{ id: number; name: string }> {
  counter += 1;
  const group = await q.query<{ id: number }>(`insert into award_group (name) values ($1) returning id`, [
    `Grupa testowa ${counter}`,
  ]);
  const category = await q.query<{ id: number }>(
    `insert into award_category (group_id, name) values ($1, $2) returning id`,
    [group[0]!.id, `Kategoria testowa ${counter}`],
  );
  const name = a.name ?? `Nagroda testowa ${counter}`;
  const rows = await q.query<{ id: number }>(
    `insert into award (group_id, category_id, name, price, currency, delivery_method, user_limit, remaining_amount, active, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      group[0]!.id,
      category[0]!.id,
      name,
      a.price,
      a.currency ?? 'vp',
      a.deliveryMethod ?? 'CB',
      a.userLimit ?? null,
      a.remainingAmount === undefined ? null : a.remainingAmount,
      a.active ?? true,
      clock.now(),
    ],
  );
  return { id: rows[0]!.id, name };
}

/** Moves the participant's spendable balance to exactly `amount` with a correction entry. */
export async function setBalance(
  q: Queryable,
  clock: Clock,
  participantId: number,
  currency: Currency,
  amount: number,
) {
  const summary = await readSummary(q, participantId);
  const current = currency === 'vp' ? summary.vpCurrentValue : summary.lpCurrentValue;
  const delta = Math.round((amount - current) * 100) / 100;
  if (delta !== 0) {
    await appendLedger(q, clock, [
      {
        participantId,
        currency,
        kind: 'correction',
        amount: delta,
        sourceType: 'correction',
        description: 'Korekta testowa',
      },
    ]);
  }
}

export async function participantId(q: Queryable, username: string): Promise<number> {
  return (await q.query<{ id: number }>('select id from participant where username = $1', [username]))[0]!.id;
}

export const IBAN = 'PL61 1090 1014 0000 0712 1981 2874';
export const ADDRESS = {
  recipient: 'Anna Wiśniewska',
  street: 'ul. Lipowa 12',
  postalCode: '05-800',
  city: 'Pruszków',
  phone: '601 234 567',
};
