import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/harness.ts';
import { readSummary, rebuildSummary } from '../../domain/ledger.ts';
import { participantId } from '../../test/orders.ts';

/** The demo orders of both demo participants, as the /awards screen receives them. */

const t = useTestContext();

describe.each(['demo', 'frsh'] as const)('the demo orders of %s', (username) => {
  it('cover every delivery method’s timeline, with a tracking link, a voucher, a delivery and a cancellation', async () => {
    const res = await t.call('POST', '/api/loyalty/order/list', { token: t[username], body: { per: 100 } });
    expect(res.status).toBe(200);
    const orders = res.body.items as {
      status: string;
      deliveryMethod: string;
      trackingUrl: string | null;
      timeline: { done: boolean; at: string | null }[];
    }[];
    expect(orders.length).toBeGreaterThanOrEqual(6);
    const statuses = orders.map((o) => o.status);
    for (const s of ['sent', 'delivered', 'voucher_sent', 'transfer_booked', 'handed_over', 'cancelled'])
      expect(statuses).toContain(s);
    expect(orders.find((o) => o.status === 'sent')!.trackingUrl).toMatch(/^https:\/\//);
    const handedOver = orders.find((o) => o.status === 'handed_over')!;
    expect(handedOver.timeline.map((s) => s.done)).toEqual([true, true, false]);
    // newest first, and all in the past
    const dates = orders.map((o) => Date.parse((o as unknown as { createdAt: string }).createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(Math.max(...dates)).toBeLessThan(t.clock.now().getTime());
  });

  it('leave a positive balance that agrees with the ledger', async () => {
    const id = await participantId(t.deps.db, username);
    const summary = await readSummary(t.deps.db, id);
    expect(summary.vpCurrentValue).toBeGreaterThan(0);
    if (username === 'frsh') expect(summary.lpCurrentValue).toBeGreaterThan(0);
    expect(summary.vpLockedValue).toBeGreaterThan(0);
    expect(summary.vpSubtractedValue).toBeGreaterThan(0);
    expect(await t.deps.db.transaction((tx) => rebuildSummary(tx, t.clock, id))).toEqual(summary);
  });
});

it('gives FRSH an order paid in lp', async () => {
  const res = await t.call('POST', '/api/loyalty/order/list', { token: t.frsh, body: { per: 100 } });
  expect(res.body.items.some((o: { currency: string }) => o.currency === 'lp')).toBe(true);
});
