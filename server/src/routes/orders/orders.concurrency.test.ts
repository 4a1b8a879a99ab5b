import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/harness.ts';
import { readSummary, rebuildSummary } from '../../domain/ledger.ts';
import { insertAward, participantId, setBalance } from '../../test/orders.ts';

/**
 * Orders racing each other: on PostgreSQL the row locks (points summary, then award)
 * serialise them; on PGlite transactions run one at a time. Either way no order may
 * overspend, oversell or charge twice.
 */

const t = useTestContext();
let demo: number;

beforeAll(async () => {
  demo = await participantId(t.deps.db, 'demo');
});

const order = (awardId: number, key: string, quantity = 1) =>
  t.call('POST', '/api/loyalty/order', {
    token: t.demo,
    body: { awardId, quantity },
    headers: { 'idempotency-key': key },
  });

const ledgerAgrees = async () => {
  const projected = await readSummary(t.deps.db, demo);
  const rebuilt = await t.deps.db.transaction((tx) => rebuildSummary(tx, t.clock, demo));
  expect(rebuilt).toEqual(projected);
  return projected;
};

describe('concurrent orders', () => {
  it('50 orders at once for an award the balance covers exactly 10 times: 10 succeed, 40 are refused, nothing overspent', async () => {
    const price = 137.5;
    const award = await insertAward(t.deps.db, t.clock, { price, deliveryMethod: 'CB' });
    await t.deps.db.transaction((tx) => setBalance(tx, t.clock, demo, 'vp', price * 10));
    const before = await readSummary(t.deps.db, demo);

    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => order(award.id, `race-${i}-abcdef`)));

    const created = responses.filter((r) => r.status === 201);
    const refused = responses.filter((r) => r.status !== 201);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({
        code: 'INSUFFICIENT_POINTS',
        detail: 'Brakuje 137,5 vp, aby zamówić tę nagrodę.',
      });
    }
    // every success saw a non-negative balance, and each left one price less
    const balancesSeen = created.map((r) => r.body.summary.vpCurrentValue).sort((a: number, b: number) => b - a);
    expect(balancesSeen).toEqual(Array.from({ length: 10 }, (_, i) => price * (9 - i)));
    expect(new Set(created.map((r) => r.body.order.orderId)).size).toBe(10);

    const after = await ledgerAgrees();
    expect(after.vpCurrentValue).toBe(0);
    expect(after.vpLockedValue).toBe(before.vpLockedValue + price * 10);
    const orders = await t.deps.db.query<{ n: number }>(
      'select count(*)::int as n from award_order where award_id = $1',
      [award.id],
    );
    expect(orders[0]!.n).toBe(10);
  });

  it('never sells more than the stock when many orders race for the last units', async () => {
    const award = await insertAward(t.deps.db, t.clock, { price: 1, remainingAmount: 5 });
    await t.deps.db.transaction((tx) => setBalance(tx, t.clock, demo, 'vp', 1000));
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => order(award.id, `stock-${i}-abcdef`)));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(5);
    const out = responses.filter((r) => r.status === 422);
    expect(out).toHaveLength(15);
    expect(new Set(out.map((r) => r.body.detail))).toEqual(new Set(['Nagroda jest niedostępna — brak w magazynie.']));
    const stock = await t.deps.db.query<{ remaining_amount: number }>(
      'select remaining_amount from award where id = $1',
      [award.id],
    );
    expect(stock[0]!.remaining_amount).toBe(0);
    await ledgerAgrees();
  });

  it('charges once when the same order is sent several times at once with one Idempotency-Key', async () => {
    const award = await insertAward(t.deps.db, t.clock, { price: 250, deliveryMethod: 'GFCA' });
    await t.deps.db.transaction((tx) => setBalance(tx, t.clock, demo, 'vp', 1000));
    const key = 'double-click-0001';
    const responses = await Promise.all(Array.from({ length: 5 }, () => order(award.id, key)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(responses.map((r) => r.body.order.orderId));
    expect(ids.size).toBe(1);
    const locks = await t.deps.db.query<{ n: number }>(
      `select count(*)::int as n from points_ledger where source_type = 'order' and source_id = $1`,
      [String([...ids][0])],
    );
    expect(locks[0]!.n).toBe(1);
    const after = await ledgerAgrees();
    expect(after.vpCurrentValue).toBe(750);
    // and sent once more later, it still answers the same order without a charge
    const later = await order(award.id, key);
    expect(later.status).toBe(200);
    expect(later.body.order.orderId).toBe([...ids][0]);
    expect(later.body.summary.vpCurrentValue).toBe(750);
  });
});
