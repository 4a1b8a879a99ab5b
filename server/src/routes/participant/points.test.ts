import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appendLedger, type Currency } from '../../domain/ledger.ts';
import { TEST_NOW, useTestContext } from '../../test/harness.ts';

const t = useTestContext();
let ids: { demo: number; frsh: number };
beforeAll(async () => {
  const rows = await t.deps.db.query<{ id: number; username: string }>(
    `select id, username from participant where username in ('demo', 'frsh')`,
  );
  ids = Object.fromEntries(rows.map((r) => [r.username, r.id])) as typeof ids;
});
beforeEach(() => t.clock.set(TEST_NOW));

/** The summary as the ledger itself says it should be, computed independently of domain/ledger.ts. */
async function fromLedger(participantId: number, currency: Currency) {
  const [r] = await t.deps.db.query<{ total: number; subtracted: number; locked: number }>(
    `select
       coalesce(sum(amount) filter (where kind in ('earned', 'correction')), 0)::float8 as total,
       coalesce(sum(amount) filter (where kind in ('spent', 'expired')), 0)::float8 as subtracted,
       (coalesce(sum(amount) filter (where kind = 'locked'), 0)
         - coalesce(sum(amount) filter (where kind in ('unlocked', 'spent')), 0))::float8 as locked
     from points_ledger where participant_id = $1 and currency = $2`,
    [participantId, currency],
  );
  return { ...r!, current: Math.round((r!.total - r!.subtracted - r!.locked) * 100) / 100 };
}

const summary = async (token: string) => {
  const res = await t.call('GET', '/api/loyalty/participant/points/summary', { token });
  expect(res.status).toBe(200);
  return res.body;
};

async function expectGuarded(method: string, path: string) {
  const none = await t.call(method, path);
  expect(none.status).toBe(401);
  expect(none.body.message).toBeTruthy();
  t.clock.advance(16 * 60_000);
  const expired = await t.call(method, path, { token: t.demo });
  expect(expired.status).toBe(401);
  expect(expired.body.code).toBe('TOKEN_EXPIRED');
  t.clock.set(TEST_NOW);
}

describe('GET /api/loyalty/participant/points/summary', () => {
  it('answers the summary of the ledger: vp for everyone, lp for FRSH', async () => {
    await t.deps.db.transaction((tx) =>
      appendLedger(tx, t.clock, [
        {
          participantId: ids.frsh,
          currency: 'vp',
          kind: 'earned',
          amount: 120.5,
          sourceType: 'correction',
          description: 'Test',
        },
        {
          participantId: ids.frsh,
          currency: 'lp',
          kind: 'earned',
          amount: 40,
          sourceType: 'correction',
          description: 'Test',
        },
        {
          participantId: ids.frsh,
          currency: 'lp',
          kind: 'locked',
          amount: 15,
          sourceType: 'correction',
          description: 'Test',
        },
      ]),
    );
    const body = await summary(t.frsh);
    const vp = await fromLedger(ids.frsh, 'vp');
    const lp = await fromLedger(ids.frsh, 'lp');
    expect(body).toEqual({
      vpTotalValue: vp.total,
      vpSubtractedValue: vp.subtracted,
      vpLockedValue: vp.locked,
      vpCurrentValue: vp.current,
      lpTotalValue: lp.total,
      lpSubtractedValue: lp.subtracted,
      lpLockedValue: lp.locked,
      lpCurrentValue: lp.current,
    });
    expect(body.lpTotalValue).toBeGreaterThanOrEqual(40);
    expect(body.lpLockedValue).toBeGreaterThanOrEqual(15);
  });

  it('shows lp as 0 outside group FRSH, even when lp entries exist', async () => {
    const before = await summary(t.demo);
    await t.deps.db.transaction((tx) =>
      appendLedger(tx, t.clock, [
        {
          participantId: ids.demo,
          currency: 'vp',
          kind: 'earned',
          amount: 100,
          sourceType: 'correction',
          description: 'Test',
        },
        {
          participantId: ids.demo,
          currency: 'lp',
          kind: 'earned',
          amount: 55,
          sourceType: 'correction',
          description: 'Test',
        },
      ]),
    );
    const after = await summary(t.demo);
    expect(after.vpTotalValue).toBe(before.vpTotalValue + 100);
    expect(after.vpCurrentValue).toBe(before.vpCurrentValue + 100);
    expect(after).toMatchObject({ lpTotalValue: 0, lpSubtractedValue: 0, lpLockedValue: 0, lpCurrentValue: 0 });
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectGuarded('GET', '/api/loyalty/participant/points/summary');
  });
});

describe('POST /api/loyalty/participant/points/calculate', () => {
  it('rebuilds a corrupted summary from the ledger, only for the caller', async () => {
    const corrupt = `update points_summary set vp_total = 999999, vp_locked = 5, lp_total = 777 where participant_id = $1`;
    await t.deps.db.query(corrupt, [ids.demo]);
    await t.deps.db.query(corrupt, [ids.frsh]);
    expect((await summary(t.demo)).vpTotalValue).toBe(999999);

    const res = await t.call('POST', '/api/loyalty/participant/points/calculate', { token: t.demo });
    expect(res).toMatchObject({ status: 200, body: { success: true } });

    const vp = await fromLedger(ids.demo, 'vp');
    expect(await summary(t.demo)).toEqual({
      vpTotalValue: vp.total,
      vpSubtractedValue: vp.subtracted,
      vpLockedValue: vp.locked,
      vpCurrentValue: vp.current,
      lpTotalValue: 0,
      lpSubtractedValue: 0,
      lpLockedValue: 0,
      lpCurrentValue: 0,
    });
    // frsh's row stays as it was until frsh recalculates.
    expect((await summary(t.frsh)).vpTotalValue).toBe(999999);
    await t.call('POST', '/api/loyalty/participant/points/calculate', { token: t.frsh, body: {} });
    const fixed = await summary(t.frsh);
    expect(fixed.vpTotalValue).toBe((await fromLedger(ids.frsh, 'vp')).total);
    expect(fixed.lpTotalValue).toBe((await fromLedger(ids.frsh, 'lp')).total);
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectGuarded('POST', '/api/loyalty/participant/points/calculate');
  });
});
