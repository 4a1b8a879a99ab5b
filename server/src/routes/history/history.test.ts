import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, useTestContext } from '../../test/harness.ts';
import { appendLedger } from '../../domain/ledger.ts';
import type { Clock } from '../../clock.ts';

const t = useTestContext();
let demoId: number;

beforeAll(async () => {
  demoId = (await t.deps.db.query<{ id: number }>(`select id from participant where username = 'demo'`))[0]!.id;
});

type Entry = {
  entryId: number;
  date: string;
  kind: string;
  currency: 'vp' | 'lp';
  amount: number;
  balanceEffect: number;
  sourceType: string;
  sourceId: string | null;
  description: string;
  link: { kind: string; id: number } | null;
};

const history = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/loyalty/history/list', { token, body });

async function all(token: string, body: Record<string, unknown> = {}): Promise<Entry[]> {
  const items: Entry[] = [];
  for (let page = 1; ; page++) {
    const res = await history(token, { ...body, per: 100, page });
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    if (page >= res.body.totalPages) return items;
  }
}

const ledgerCount = async (username: string) =>
  (
    await t.deps.db.query<{ n: number }>(
      'select count(*)::int as n from points_ledger l join participant p on p.id = l.participant_id where p.username = $1',
      [username],
    )
  )[0]!.n;

async function expectUnauthorized(method: string, path: string, body?: unknown) {
  const none = await t.call(method, path, { body });
  expect(none.status).toBe(401);
  expect(none.body.message).toMatch(/Zaloguj/);
  const token = await t.login('demo');
  t.clock.advance(16 * 60_000);
  const expired = await t.call(method, path, { token, body });
  t.clock.set(TEST_NOW);
  expect(expired.status).toBe(401);
  expect(expired.body.code).toBe('TOKEN_EXPIRED');
}

describe('POST /api/loyalty/history/list', () => {
  it("answers the participant's ledger entries, newest first, in the list envelope", async () => {
    const res = await history(t.demo, { per: 5 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, per: 5, total: await ledgerCount('demo') });
    expect(res.body.totalPages).toBe(Math.ceil(res.body.total / 5));
    expect(res.body.items[0]).toEqual({
      entryId: expect.any(Number),
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      kind: expect.stringMatching(/^(earned|locked|unlocked|spent|expired|correction)$/),
      currency: 'vp',
      amount: expect.any(Number),
      balanceEffect: expect.any(Number),
      sourceType: expect.stringMatching(/^(plan|task|order|expiry|correction)$/),
      sourceId: expect.toBeOneOf([expect.any(String), null]),
      description: expect.stringMatching(/\S/),
      link: expect.toBeOneOf([null, { kind: expect.any(String), id: expect.any(Number) }]),
    });
    const entries = await all(t.demo);
    const dates = entries.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sorts oldest first on request', async () => {
    const asc = (await all(t.demo, { sortOrder: 'asc' })).map((e) => e.entryId);
    const desc = (await all(t.demo)).map((e) => e.entryId);
    expect(asc).toEqual([...desc].reverse());
  });

  it('pages: page 2 of 3 continues page 1 of 6, past the end is empty', async () => {
    const six = (await history(t.demo, { per: 6 })).body.items.map((e: Entry) => e.entryId);
    const second = (await history(t.demo, { per: 3, page: 2 })).body;
    expect(second.items.map((e: Entry) => e.entryId)).toEqual(six.slice(3));
    const past = (await history(t.demo, { per: 3, page: 500 })).body;
    expect(past.items).toEqual([]);
    expect(past.total).toBe(second.total);
  });

  it('shows every kind with its effect on the spendable balance', async () => {
    const entries = await all(t.frsh);
    const effect: Record<string, (a: number) => number> = {
      earned: (a) => a,
      correction: (a) => a,
      locked: (a) => -a,
      unlocked: (a) => a,
      spent: () => 0,
      expired: (a) => -a,
    };
    for (const e of entries) expect(e.balanceEffect).toBe(effect[e.kind]!(e.amount));
    const negative = entries.find((e) => e.description === 'Korekta: błędnie naliczone punkty za zadanie')!;
    expect(negative).toMatchObject({ kind: 'correction', amount: -40, balanceEffect: -40, link: null });
    // The effects add up to the spendable balance of the summary.
    const [summary] = await t.deps.db.query<{ vp: number; lp: number }>(
      `select (vp_total - vp_subtracted - vp_locked)::float8 as vp, (lp_total - lp_subtracted - lp_locked)::float8 as lp
         from points_summary s join participant p on p.id = s.participant_id where p.username = 'frsh'`,
    );
    const sum = (c: string) =>
      Math.round(entries.filter((e) => e.currency === c).reduce((s, e) => s + e.balanceEffect, 0) * 100) / 100;
    expect(sum('vp')).toBe(summary!.vp);
    expect(sum('lp')).toBe(summary!.lp);
  });

  it('filters by kind', async () => {
    const expired = await all(t.demo, { types: ['expired'] });
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ kind: 'expired', sourceType: 'expiry', amount: 250, balanceEffect: -250 });
    const two = await all(t.frsh, { types: ['expired', 'correction'] });
    expect(new Set(two.map((e) => e.kind))).toEqual(new Set(['expired', 'correction']));
    expect((await all(t.frsh, { types: [] })).length).toBe(await ledgerCount('frsh'));
  });

  it('filters by source', async () => {
    const corrections = await all(t.demo, { sourceTypes: ['correction'] });
    expect(corrections.map((e) => e.description)).toEqual(
      expect.arrayContaining(['Saldo początkowe', 'Korekta: zwrot towaru z faktury FV/2026/05/031']),
    );
    expect(corrections.every((e) => e.sourceType === 'correction' && e.link === null)).toBe(true);
    const expiry = await all(t.frsh, { sourceTypes: ['expiry'] });
    expect(expiry).toHaveLength(2);
    const fromOrders = await all(t.demo, { sourceTypes: ['order'] });
    for (const e of fromOrders) expect(e.link).toEqual({ kind: 'order', id: Number(e.sourceId) });
  });

  it("filters by currency: lp only for FRSH, never another participant's entries", async () => {
    const lp = await all(t.frsh, { currency: 'lp' });
    expect(lp.length).toBeGreaterThanOrEqual(4);
    expect(lp.every((e) => e.currency === 'lp')).toBe(true);
    expect((await history(t.demo, { currency: 'lp' })).body.total).toBe(0);
    const demoEntries = await all(t.demo);
    expect(demoEntries.some((e) => /Świeżość/.test(e.description))).toBe(false);
  });

  it('searches the descriptions', async () => {
    const res = await all(t.frsh, { search: 'saldo POCZĄTKOWE' });
    expect(res).toHaveLength(2);
    expect(new Set(res.map((e) => e.currency))).toEqual(new Set(['vp', 'lp']));
  });

  it('filters by inclusive Warsaw days', async () => {
    // 22:30 UTC on 10 June is 00:30 on 11 June in Warsaw.
    const at = (iso: string): Clock => ({ now: () => new Date(iso) });
    await appendLedger(t.deps.db, at('2026-06-10T22:30:00Z'), [
      {
        participantId: demoId,
        currency: 'vp',
        kind: 'correction',
        amount: 5,
        sourceType: 'correction',
        description: 'Korekta tuż po północy',
      },
    ]);
    await appendLedger(t.deps.db, at('2026-06-12T21:59:00Z'), [
      {
        participantId: demoId,
        currency: 'vp',
        kind: 'correction',
        amount: 7,
        sourceType: 'correction',
        description: 'Korekta tuż przed północą',
      },
    ]);
    const names = async (body: Record<string, unknown>) =>
      (await all(t.demo, { ...body, search: 'Korekta tuż' })).map((e) => e.description).sort();
    expect(await names({ dateFrom: '2026-06-11', dateTo: '2026-06-11' })).toEqual(['Korekta tuż po północy']);
    expect(await names({ dateFrom: '2026-06-10', dateTo: '2026-06-10' })).toEqual([]);
    expect(await names({ dateFrom: '2026-06-12', dateTo: '2026-06-12' })).toEqual(['Korekta tuż przed północą']);
    expect(await names({ dateFrom: '2026-06-13' })).toEqual([]);
    expect(await names({ dateTo: '2026-06-12' })).toEqual(['Korekta tuż po północy', 'Korekta tuż przed północą']);
    const month = await all(t.demo, { dateFrom: '2026-05-16', dateTo: '2026-06-15' });
    const everything = await all(t.demo);
    expect(month.length).toBeGreaterThan(0);
    expect(month.length).toBeLessThan(everything.length);
    expect(month.every((e) => e.date >= '2026-05-15T22:00:00.000Z')).toBe(true);
  });

  it('answers 422 when the range is reversed, with a Polish detail', async () => {
    const res = await history(t.demo, { dateFrom: '2026-06-10', dateTo: '2026-06-01' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'DATE_RANGE',
      detail: 'Data początkowa nie może być późniejsza niż data końcowa.',
    });
  });

  it('answers 422 with the invalid fields for bad filters', async () => {
    const res = await history(t.demo, { dateFrom: '2026-13-01', types: ['gift'], currency: 'zl', per: 0 });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/Nieprawidłowe dane/);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['dateFrom', 'types.0', 'currency', 'per']),
    );
    expect(res.body.errors.find((e: { path: string }) => e.path === 'dateFrom').message).toMatch(/RRRR-MM-DD/);
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectUnauthorized('POST', '/api/loyalty/history/list', {});
  });
});

describe('GET /api/loyalty/participant/points/expiring', () => {
  const expiring = async (token: string) => t.call('GET', '/api/loyalty/participant/points/expiring', { token });

  it('lists the points due to expire by day, soonest first, no more than the balance', async () => {
    const res = await expiring(t.frsh);
    expect(res.status).toBe(200);
    const items: { date: string; currency: string; amount: number }[] = res.body.items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).toEqual({
        date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        currency: expect.stringMatching(/^(vp|lp)$/),
        amount: expect.any(Number),
      });
      expect(item.amount).toBeGreaterThan(0);
      expect(item.date > '2026-06-15').toBe(true);
    }
    expect(items.map((i) => i.date)).toEqual(items.map((i) => i.date).sort());
    // The starting lp balance expires in 20 days; some of it may already have been spent.
    expect(items.some((i) => i.currency === 'lp' && i.date === '2026-07-05')).toBe(true);
    expect(items.some((i) => i.date <= '2026-08-14')).toBe(true);
    const [summary] = await t.deps.db.query<{ vp: number; lp: number }>(
      `select (vp_total - vp_subtracted - vp_locked)::float8 as vp, (lp_total - lp_subtracted - lp_locked)::float8 as lp
         from points_summary s join participant p on p.id = s.participant_id where p.username = 'frsh'`,
    );
    const sum = (c: string) => items.filter((i) => i.currency === c).reduce((s, i) => s + i.amount, 0);
    expect(sum('vp')).toBeLessThanOrEqual(summary!.vp);
    expect(sum('lp')).toBeLessThanOrEqual(summary!.lp);
  });

  it('takes what is locked from the points that expire first', async () => {
    const before: { date: string; currency: string; amount: number }[] = (await expiring(t.demo)).body.items.filter(
      (i: { currency: string }) => i.currency === 'vp',
    );
    const first = before[0]!;
    const taken = Math.min(100, Math.floor(first.amount / 2));
    await appendLedger(t.deps.db, t.clock, [
      {
        participantId: demoId,
        currency: 'vp',
        kind: 'locked',
        amount: taken,
        sourceType: 'order',
        sourceId: 999,
        description: 'Blokada testowa',
      },
    ]);
    const after = (await expiring(t.demo)).body.items.filter((i: { currency: string }) => i.currency === 'vp');
    expect(taken).toBeGreaterThan(0);
    expect(after[0]).toEqual({ ...first, amount: Math.round((first.amount - taken) * 100) / 100 });
    expect(after.slice(1)).toEqual(before.slice(1));
  });

  it('no longer lists points once their day has passed', async () => {
    const now = (await expiring(t.frsh)).body.items;
    const lpDay = now.find((i: { currency: string }) => i.currency === 'lp').date;
    t.clock.set(`${lpDay}T23:00:00Z`);
    const token = await t.login('frsh');
    const later = (await expiring(token)).body.items;
    t.clock.set(TEST_NOW);
    expect(later.some((i: { date: string }) => i.date <= lpDay)).toBe(false);
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectUnauthorized('GET', '/api/loyalty/participant/points/expiring');
  });
});
