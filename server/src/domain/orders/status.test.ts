import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { ADDRESS, IBAN, insertAward, participantId, setBalance } from '../../test/orders.ts';
import { readSummary, rebuildSummary } from '../ledger.ts';
import type { DeliveryMethod, OrderStatus } from './model.ts';
import { placeOrder } from './place.ts';
import { getOrder } from './read.ts';
import { advanceOrder, cancel, fulfil } from './status.ts';

/** The order rules the seed and an operator use: moving orders along, fulfilment and cancellation. */

let t: TestContext;
let demo: number;
let n = 0;

beforeAll(async () => {
  t = await createTestContext();
  demo = await participantId(t.deps.db, 'demo');
});
afterAll(() => t.close());

const DATA: Record<DeliveryMethod, Record<string, string>> = {
  MA: { bankAccount: IBAN },
  MT: ADDRESS,
  MV: { email: 'anna@sklep.pl', phone: '601234567' },
  CB: {},
  GFCA: {},
};

async function newOrder(method: DeliveryMethod, price = 100, remainingAmount: number | null = null) {
  const award = await insertAward(t.deps.db, t.clock, { price, deliveryMethod: method, remainingAmount });
  return t.deps.db.transaction(async (tx) => {
    await setBalance(tx, t.clock, demo, 'vp', 1000);
    const { orderId } = await placeOrder(tx, t.deps, {
      participantId: demo,
      awardId: award.id,
      quantity: 1,
      deliveryData: DATA[method],
      idempotencyKey: `domain-${++n}-key`,
    });
    return { orderId, awardId: award.id };
  });
}

const advance = (orderId: number, status: OrderStatus, opts = {}) =>
  t.deps.db.transaction((tx) => advanceOrder(tx, t.clock, orderId, status, opts));
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => {
      if (!(e instanceof ApiError)) throw e;
      return { status: e.status, code: e.code, detail: e.message };
    },
  );
const order = async (id: number) => (await getOrder(t.deps.db, demo, id))!;
const kinds = async (id: number) =>
  (
    await t.deps.db.query<{ kind: string }>(
      `select kind from points_ledger where source_type = 'order' and source_id = $1 order by id`,
      [String(id)],
    )
  ).map((r) => r.kind);

describe('advanceOrder', () => {
  it('takes a courier parcel through packed and sent (with its tracking link) to delivered, spending the points', async () => {
    const { orderId } = await newOrder('MT', 300);
    t.clock.advance(3_600_000);
    await advance(orderId, 'packed');
    expect(await refusal(advance(orderId, 'sent'))).toMatchObject({ code: 'TRACKING_URL_REQUIRED' });
    t.clock.advance(3_600_000);
    await advance(orderId, 'sent', { trackingUrl: 'https://tracking.example/pl/123', note: 'DPD' });
    const sent = await order(orderId);
    expect(sent).toMatchObject({
      status: 'sent',
      statusLabel: 'Nadana u kuriera',
      trackingUrl: 'https://tracking.example/pl/123',
    });
    expect(sent.timeline[2]).toMatchObject({
      status: 'sent',
      done: true,
      note: 'DPD',
      trackingUrl: 'https://tracking.example/pl/123',
    });
    expect(sent.timeline[3]).toMatchObject({ status: 'delivered', done: false, at: null });
    expect(await kinds(orderId)).toEqual(['locked']);

    const locked = (await readSummary(t.deps.db, demo)).vpLockedValue;
    await advance(orderId, 'delivered');
    const summary = await readSummary(t.deps.db, demo);
    expect(summary.vpLockedValue).toBe(locked - 300);
    expect(await kinds(orderId)).toEqual(['locked', 'spent']);
    expect((await order(orderId)).timeline.every((s) => s.done && s.at)).toBe(true);
  });

  it('refuses to go back, to repeat a step, or to use a step of another delivery method', async () => {
    const { orderId } = await newOrder('MA');
    await advance(orderId, 'transfer_booked');
    expect(await refusal(advance(orderId, 'placed'))).toMatchObject({ status: 409, code: 'BAD_TRANSITION' });
    expect(await refusal(advance(orderId, 'transfer_booked'))).toMatchObject({ code: 'BAD_TRANSITION' });
    const wrong = await refusal(advance(orderId, 'packed'));
    expect(wrong.detail).toBe(
      'Zamówienia w stanie „Przelew zlecony” nie można przenieść do stanu „Paczka przygotowana”.',
    );
    await advance(orderId, 'completed');
    expect(await kinds(orderId)).toEqual(['locked', 'spent']);
  });

  it('may skip steps: a seller order confirmed at once is fulfilled, its skipped step shown as done', async () => {
    const { orderId } = await newOrder('GFCA');
    await advance(orderId, 'confirmed');
    const o = await order(orderId);
    expect(o.timeline.map((s) => [s.status, s.done, s.at !== null])).toEqual([
      ['placed', true, true],
      ['handed_over', true, false],
      ['confirmed', true, true],
    ]);
    expect(await kinds(orderId)).toEqual(['locked', 'spent']);
  });

  it('answers a refusal for a missing order', async () => {
    expect(await refusal(advance(999_999, 'packed'))).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
  });
});

describe('fulfil', () => {
  it('spends the points once however often it is called, and only for a finished order', async () => {
    const { orderId } = await newOrder('CB');
    expect(await refusal(t.deps.db.transaction((tx) => fulfil(tx, t.clock, orderId)))).toMatchObject({
      code: 'NOT_FINISHED',
    });
    await advance(orderId, 'confirmed');
    await t.deps.db.transaction((tx) => fulfil(tx, t.clock, orderId));
    expect(await kinds(orderId)).toEqual(['locked', 'spent']);
  });
});

describe('cancel', () => {
  it('unlocks the points, restores the stock and ends the timeline with the cancellation', async () => {
    const { orderId, awardId } = await newOrder('MT', 120, 3);
    await advance(orderId, 'packed');
    const before = await readSummary(t.deps.db, demo);
    t.clock.advance(60_000);
    await advance(orderId, 'cancelled', { note: 'Brak towaru u dostawcy' });
    const after = await readSummary(t.deps.db, demo);
    expect(after.vpCurrentValue).toBe(before.vpCurrentValue + 120);
    expect(after.vpLockedValue).toBe(before.vpLockedValue - 120);
    expect(await kinds(orderId)).toEqual(['locked', 'unlocked']);
    const stock = await t.deps.db.query<{ remaining_amount: number }>(
      'select remaining_amount from award where id = $1',
      [awardId],
    );
    expect(stock[0]!.remaining_amount).toBe(3);
    const o = await order(orderId);
    expect(o).toMatchObject({ status: 'cancelled', statusLabel: 'Anulowane' });
    expect(o.timeline.map((s) => s.status)).toEqual(['placed', 'packed', 'cancelled']);
    expect(o.timeline[2]).toMatchObject({ done: true, note: 'Brak towaru u dostawcy' });
    expect(await refusal(advance(orderId, 'sent', { trackingUrl: 'https://x.example' }))).toMatchObject({
      code: 'ORDER_CANCELLED',
    });
    expect(await refusal(t.deps.db.transaction((tx) => cancel(tx, t.clock, orderId)))).toMatchObject({
      code: 'ORDER_CANCELLED',
    });
  });

  it('refuses to cancel a fulfilled order (an e-mail voucher is fulfilled when sent)', async () => {
    const { orderId } = await newOrder('MV');
    const r = await refusal(t.deps.db.transaction((tx) => cancel(tx, t.clock, orderId)));
    expect(r).toMatchObject({
      status: 409,
      code: 'ORDER_FULFILLED',
      detail: 'Zrealizowanego zamówienia nie można anulować.',
    });
  });

  it('leaves the ledger and the summary in agreement', async () => {
    const projected = await readSummary(t.deps.db, demo);
    expect(await t.deps.db.transaction((tx) => rebuildSummary(tx, t.clock, demo))).toEqual(projected);
  });
});
