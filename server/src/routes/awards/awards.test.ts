import { describe, expect, it } from 'vitest';
import { TEST_NOW, useTestContext } from '../../test/harness.ts';
import { insertImage } from '../../db/seed/context.ts';
import { ART } from '../../db/seed/art/index.ts';
import { illustration } from '../../db/seed/art/scene.ts';
import { appendLedger } from '../../domain/ledger.ts';

const t = useTestContext();

type Card = {
  awardId: number;
  name: string;
  price: number;
  currency: 'vp' | 'lp';
  groupId: number;
  categoryId: number;
  isNew: boolean;
  wished: boolean;
  canOrder: boolean;
  missingPoints: number;
};

const list = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/loyalty/award/list', { token, body });

/** Every award the participant sees, page by page, in the requested order. */
async function all(token: string, body: Record<string, unknown> = {}): Promise<Card[]> {
  const items: Card[] = [];
  for (let page = 1; ; page++) {
    const res = await list(token, { ...body, per: 100, page });
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    if (page >= res.body.totalPages) return items;
  }
}

const idOf = async (name: string) =>
  (await t.deps.db.query<{ id: number }>('select id from award where name = $1', [name]))[0]!.id;

const balance = async (token: string, currency: 'vp' | 'lp') => {
  const summary = await t.deps.db.query<{ v: number }>(
    `select (${currency}_total - ${currency}_subtracted - ${currency}_locked)::float8 as v
       from points_summary s join participant p on p.id = s.participant_id where p.username = $1`,
    [token === t.demo ? 'demo' : 'frsh'],
  );
  return summary[0]!.v;
};

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

describe('GET /api/loyalty/award/group/list/simple', () => {
  it('lists the groups on one page with the awards each participant may see', async () => {
    const res = await t.call('GET', '/api/loyalty/award/group/list/simple', { token: t.demo });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, totalPages: 1, total: 6, per: 6 });
    expect(res.body.items.map((g: { name: string }) => g.name)).toEqual([
      'Elektronika',
      'Dom i ogród',
      'Karty podarunkowe',
      'Sport i rekreacja',
      'Dla sklepu',
      'Vouchery',
    ]);
    for (const g of res.body.items) {
      expect(g).toEqual({
        groupId: expect.any(Number),
        name: expect.any(String),
        description: expect.stringMatching(/\S/),
        imageId: expect.any(Number),
        awardCount: expect.any(Number),
      });
    }
    const sum = (items: { awardCount: number }[]) => items.reduce((s, g) => s + g.awardCount, 0);
    const forFrsh = await t.call('GET', '/api/loyalty/award/group/list/simple', { token: t.frsh });
    // lp awards count only for FRSH.
    expect(sum(res.body.items)).toBe((await all(t.demo)).length);
    expect(sum(forFrsh.body.items)).toBe((await all(t.frsh)).length);
    expect(sum(forFrsh.body.items)).toBeGreaterThan(sum(res.body.items));
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectUnauthorized('GET', '/api/loyalty/award/group/list/simple');
  });
});

describe('GET /api/loyalty/award/category/list', () => {
  it('lists all categories, or only those of the given groups', async () => {
    const groups = (await t.call('GET', '/api/loyalty/award/group/list/simple', { token: t.demo })).body.items;
    const everything = await t.call('GET', '/api/loyalty/award/category/list', { token: t.demo });
    expect(everything.status).toBe(200);
    expect(everything.body.total).toBeGreaterThanOrEqual(18);
    expect(everything.body.items[0]).toEqual({
      categoryId: expect.any(Number),
      groupId: groups[0].groupId,
      name: expect.any(String),
      awardCount: expect.any(Number),
    });

    const two = [groups[1].groupId, groups[4].groupId];
    const some = await t.call('GET', `/api/loyalty/award/category/list?groupIds=${two.join(',')}`, { token: t.demo });
    expect(some.status).toBe(200);
    expect(new Set(some.body.items.map((c: { groupId: number }) => c.groupId))).toEqual(new Set(two));
    const countOfGroups = groups
      .filter((g: { groupId: number }) => two.includes(g.groupId))
      .reduce((s: number, g: { awardCount: number }) => s + g.awardCount, 0);
    expect(some.body.items.reduce((s: number, c: { awardCount: number }) => s + c.awardCount, 0)).toBe(countOfGroups);
  });

  it('counts lp awards only for FRSH', async () => {
    const forDemo = await t.call('GET', '/api/loyalty/award/category/list', { token: t.demo });
    const forFrsh = await t.call('GET', '/api/loyalty/award/category/list', { token: t.frsh });
    const chlodnictwo = (items: { name: string; awardCount: number }[]) =>
      items.find((c) => c.name === 'Chłodnictwo')!.awardCount;
    expect(chlodnictwo(forFrsh.body.items)).toBe(chlodnictwo(forDemo.body.items) + 2);
  });

  it('answers 422 with a Polish detail for group ids that are not numbers', async () => {
    const res = await t.call('GET', '/api/loyalty/award/category/list?groupIds=1,abc', { token: t.demo });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/groupIds/);
    expect(res.body.errors[0].message).toMatch(/przecinkami/);
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectUnauthorized('GET', '/api/loyalty/award/category/list');
  });
});

describe('POST /api/loyalty/award/list', () => {
  it('answers a page of award cards in the list envelope', async () => {
    const res = await list(t.demo, { per: 12, page: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, per: 12 });
    expect(res.body.items).toHaveLength(12);
    expect(res.body.total).toBeGreaterThanOrEqual(200);
    expect(res.body.totalPages).toBe(Math.ceil(res.body.total / 12));
    expect(res.body.items[0]).toEqual({
      awardId: expect.any(Number),
      name: expect.any(String),
      shortDescription: expect.stringMatching(/\S/),
      price: expect.any(Number),
      currency: 'vp',
      deliveryMethod: expect.stringMatching(/^(MA|MT|MV|CB|GFCA)$/),
      activeImageId: expect.any(Number),
      inactiveImageId: expect.any(Number),
      groupId: expect.any(Number),
      categoryId: expect.any(Number),
      isNew: expect.any(Boolean),
      wished: expect.any(Boolean),
      canOrder: expect.any(Boolean),
      missingPoints: expect.any(Number),
    });
  });

  it('never shows lp awards to an ordinary participant, and shows them to FRSH', async () => {
    const forDemo = await all(t.demo);
    const forFrsh = await all(t.frsh);
    expect(forDemo.length).toBeGreaterThanOrEqual(200);
    expect(forDemo.every((a) => a.currency === 'vp')).toBe(true);
    const lp = forFrsh.filter((a) => a.currency === 'lp');
    expect(lp.length).toBeGreaterThanOrEqual(20);
    expect(forFrsh.length).toBe(forDemo.length + lp.length);
  });

  it('pages consistently: page 2 of 10 continues page 1 of 10, totals stay, a page past the end is empty', async () => {
    const first20 = (await list(t.demo, { per: 20, page: 1, sortBy: 'price' })).body;
    const page2 = (await list(t.demo, { per: 10, page: 2, sortBy: 'price' })).body;
    expect(page2.items.map((a: Card) => a.awardId)).toEqual(first20.items.slice(10).map((a: Card) => a.awardId));
    expect(page2.total).toBe(first20.total);
    expect(page2.totalPages).toBe(Math.ceil(first20.total / 10));
    const past = (await list(t.demo, { per: 10, page: 999 })).body;
    expect(past.items).toEqual([]);
    expect(past.total).toBe(first20.total);
  });

  it('sorts by name in Polish alphabetical order, and reverses it', async () => {
    const alphabet = ' 0123456789aąbcćdeęfghijklłmnńoóprsśtuvwxyzźż';
    const rank = (name: string) => alphabet.indexOf(name[0]!.toLowerCase());
    const asc = await all(t.demo, { sortBy: 'name' });
    const ranks = asc.map((a) => rank(a.name));
    expect(ranks.every((r) => r >= 0)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // Ł comes after L and before M, not after Z as a byte order would put it.
    const firstL = asc.findIndex((a) => a.name.startsWith('Ł'));
    expect(firstL).toBeGreaterThan(asc.findIndex((a) => a.name.startsWith('L')));
    expect(firstL).toBeLessThan(asc.findIndex((a) => a.name.startsWith('M')));
    const desc = await all(t.demo, { sortBy: 'name', sortOrder: 'desc' });
    expect(desc.map((a) => a.awardId)).toEqual(asc.map((a) => a.awardId).reverse());
  });

  it('sorts by price both ways', async () => {
    const asc = (await all(t.demo, { sortBy: 'price', sortOrder: 'asc' })).map((a) => a.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]).toBeLessThan(asc.at(-1)!);
    const desc = (await all(t.demo, { sortBy: 'price', sortOrder: 'desc' })).map((a) => a.price);
    expect(desc).toEqual([...asc].reverse());
  });

  it('sorts by price within each currency, vp first: lp and vp prices do not compare', async () => {
    for (const sortOrder of ['asc', 'desc'] as const) {
      const cards = await all(t.frsh, { sortBy: 'price', sortOrder });
      const firstLp = cards.findIndex((a) => a.currency === 'lp');
      expect(firstLp).toBeGreaterThan(0);
      expect(cards.slice(firstLp).every((a) => a.currency === 'lp')).toBe(true);
      for (const part of [cards.slice(0, firstLp), cards.slice(firstLp)]) {
        const prices = part.map((a) => a.price);
        const sorted = [...prices].sort((a, b) => (sortOrder === 'asc' ? a - b : b - a));
        expect(prices).toEqual(sorted);
      }
    }
  });

  it('shows one currency when asked, and counts the same way with and without the other filters', async () => {
    const everything = await all(t.frsh);
    for (const currency of ['vp', 'lp'] as const) {
      const res = await list(t.frsh, { currency, per: 100 });
      const mine = everything.filter((a) => a.currency === currency);
      expect(res.body.total).toBe(mine.length);
      const cards = await all(t.frsh, { currency });
      expect(cards.map((a) => a.awardId).sort()).toEqual(mine.map((a) => a.awardId).sort());
      // a group: the count comes from the tallies, not from the awards
      const groupId = mine[0]!.groupId;
      const inGroup = await list(t.frsh, { currency, groupIds: [groupId], per: 100 });
      expect(inGroup.body.total).toBe(mine.filter((a) => a.groupId === groupId).length);
    }
    // an ordinary participant has no lp awards to show
    expect((await list(t.demo, { currency: 'lp' })).body.total).toBe(0);
  });

  it('sorts the newest first', async () => {
    const newest = await all(t.demo, { sortBy: 'newest' });
    const firstOld = newest.findIndex((a) => !a.isNew);
    expect(firstOld).toBeGreaterThan(5);
    expect(newest.slice(firstOld).some((a) => a.isNew)).toBe(false);
    const oldest = (await list(t.demo, { sortBy: 'newest', sortOrder: 'asc', per: 5 })).body.items;
    expect(oldest.every((a: Card) => !a.isNew)).toBe(true);
  });

  it('sorts by popularity, most popular first by default', async () => {
    const res = (await list(t.demo, { sortBy: 'popularity', per: 30 })).body.items.map((a: Card) => a.awardId);
    const expected = await t.deps.db.query<{ id: number }>(
      `select id from award where currency = 'vp' order by popularity desc, id desc limit 30`,
    );
    expect(res).toEqual(expected.map((r) => r.id));
    const withoutSort = (await list(t.demo, { per: 30 })).body.items.map((a: Card) => a.awardId);
    expect(withoutSort).toEqual(res);
  });

  it('searches the names and descriptions (the rules: domain/search/search.test.ts)', async () => {
    const res = await list(t.demo, { search: 'SŁUCHAWKI' });
    expect(res.body.total).toBe(6);
    expect(res.body.items.slice(0, 5).every((a: Card) => /słuchawki/i.test(a.name))).toBe(true);
    expect((await list(t.demo, { search: 'nie ma takiej nagrody' })).body).toMatchObject({
      items: [],
      total: 0,
      totalPages: 1,
    });
  });

  it('filters by groups and by categories', async () => {
    const groups = (await t.call('GET', '/api/loyalty/award/group/list/simple', { token: t.demo })).body.items;
    const cards = groups.find((g: { name: string }) => g.name === 'Karty podarunkowe');
    const inGroup = await all(t.demo, { groupIds: [cards.groupId] });
    expect(inGroup).toHaveLength(cards.awardCount);
    expect(inGroup.every((a) => a.groupId === cards.groupId)).toBe(true);

    const categories = (
      await t.call('GET', `/api/loyalty/award/category/list?groupIds=${cards.groupId}`, { token: t.demo })
    ).body.items;
    const [a, b] = categories;
    const inCategories = await all(t.demo, { categoryIds: [a.categoryId, b.categoryId] });
    expect(inCategories).toHaveLength(a.awardCount + b.awardCount);
    expect(new Set(inCategories.map((x) => x.categoryId))).toEqual(new Set([a.categoryId, b.categoryId]));
  });

  it('shows only fresh awards (added in the last 30 days) when asked', async () => {
    const everything = await all(t.demo);
    const fresh = await all(t.demo, { onlyFresh: true });
    expect(fresh.length).toBeGreaterThanOrEqual(10);
    expect(fresh.every((a) => a.isNew)).toBe(true);
    expect(fresh.length).toBe(everything.filter((a) => a.isNew).length);
    // Thirty-one days later the same awards are no longer new.
    t.clock.advance(31 * 86_400_000);
    const later = await list(await t.login('demo'), { onlyFresh: true });
    t.clock.set(TEST_NOW);
    expect(later.body.total).toBe(0);
  });

  it("shows only affordable awards when asked, in each award's own currency", async () => {
    const vp = await balance(t.demo, 'vp');
    const everything = await all(t.demo);
    const affordable = await all(t.demo, { affordable: true });
    expect(affordable.length).toBeGreaterThan(10);
    expect(affordable.length).toBeLessThan(everything.length);
    expect(affordable.every((a) => a.price <= vp && a.missingPoints === 0)).toBe(true);
    expect(affordable.length).toBe(everything.filter((a) => a.missingPoints === 0).length);
    for (const a of everything) expect(a.missingPoints).toBe(Math.max(0, Math.round((a.price - vp) * 100) / 100));

    const lp = await balance(t.frsh, 'lp');
    const frshAffordable = await all(t.frsh, { affordable: true });
    const lpCards = frshAffordable.filter((a) => a.currency === 'lp');
    expect(lpCards.length).toBeGreaterThan(0);
    expect(lpCards.every((a) => a.price <= lp)).toBe(true);
  });

  it('says which awards cannot be ordered: out of stock, withdrawn, too expensive', async () => {
    const everything = await all(t.demo);
    const byName = (name: string) => everything.find((a) => a.name === name)!;
    expect(byName('Laptop 14" ultralekki')).toMatchObject({ canOrder: false }); // out of stock
    expect(byName('Robot sprzątający')).toMatchObject({ canOrder: false }); // withdrawn
    expect(byName('Pendrive 128 GB')).toMatchObject({ canOrder: true, missingPoints: 0 });
    expect(byName('Telewizor 65" 4K QLED').missingPoints).toBeGreaterThan(0);
    expect(byName('Telewizor 65" 4K QLED').canOrder).toBe(false);
  });

  it('answers 422 with the invalid fields for a bad filter', async () => {
    const bad = await list(t.demo, { sortBy: 'cena', per: 101, groupIds: ['x'] });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/Nieprawidłowe dane/);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['sortBy', 'per', 'groupIds.0']),
    );
    const page0 = await list(t.demo, { page: 0 });
    expect(page0.status).toBe(422);
    const notJson = await t.call('POST', '/api/loyalty/award/list', {
      token: t.demo,
      body: '{"per":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectUnauthorized('POST', '/api/loyalty/award/list', {});
  });
});

describe('GET /api/loyalty/award/{id}', () => {
  it('answers the award page: the card, description, names, limits and what may still be ordered', async () => {
    const id = await idOf('Karta podarunkowa do sieci supermarketów 50 zł');
    const res = await t.call('GET', `/api/loyalty/award/${id}`, { token: t.demo });
    expect(res.status).toBe(200);
    const vp = await balance(t.demo, 'vp');
    expect(res.body).toMatchObject({
      awardId: id,
      name: 'Karta podarunkowa do sieci supermarketów 50 zł',
      price: 500,
      currency: 'vp',
      deliveryMethod: 'GFCA',
      groupName: 'Karty podarunkowe',
      categoryName: 'Zakupy',
      userLimit: 10,
      canOrder: true,
      missingPoints: 0,
    });
    expect(res.body.description.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(res.body.orderedByUser).toBeGreaterThanOrEqual(0);
    expect(res.body.maxOrderable).toBe(
      Math.min(10 - res.body.orderedByUser, res.body.remainingAmount ?? Infinity, Math.floor(vp / 500)),
    );
  });

  it('limits maxOrderable by the stock and by what the balance covers', async () => {
    const tv = (await t.call('GET', `/api/loyalty/award/${await idOf('Telewizor 65" 4K QLED')}`, { token: t.demo }))
      .body;
    expect(tv).toMatchObject({ userLimit: 1, remainingAmount: 2, maxOrderable: 0, canOrder: false });
    expect(tv.missingPoints).toBe(19900 - (await balance(t.demo, 'vp')));
    const laptop = (await t.call('GET', `/api/loyalty/award/${await idOf('Laptop 14" ultralekki')}`, { token: t.demo }))
      .body;
    expect(laptop).toMatchObject({ remainingAmount: 0, maxOrderable: 0, canOrder: false });
  });

  it('counts the units the participant has already ordered, not cancelled, against the user limit', async () => {
    const id = await idOf('Kod do serwisu streamingowego — 12 miesięcy'); // CB, user limit 1, 5 400 vp
    const [me] = await t.deps.db.query<{ id: number }>(`select id from participant where username = 'demo'`);
    await appendLedger(t.deps.db, t.clock, [
      {
        participantId: me!.id,
        currency: 'vp',
        kind: 'correction',
        amount: 10_000,
        sourceType: 'correction',
        description: 'Korekta testowa',
      },
    ]);
    const detail = async (token: string) => (await t.call('GET', `/api/loyalty/award/${id}`, { token })).body;
    expect(await detail(t.demo)).toMatchObject({ userLimit: 1, orderedByUser: 0, maxOrderable: 1, canOrder: true });

    const order = await t.call('POST', '/api/loyalty/order', {
      token: t.demo,
      body: { awardId: id, quantity: 1, deliveryData: {} },
      headers: { 'idempotency-key': 'awards-test-limit-1' },
    });
    expect(order.status).toBe(201);
    expect(await detail(t.demo)).toMatchObject({
      orderedByUser: 1,
      maxOrderable: 0,
      canOrder: false,
      missingPoints: 0,
    });
    expect((await list(t.demo, { search: 'streamingowego — 12' })).body.items[0].canOrder).toBe(false);
    // Another participant's orders do not count.
    expect((await detail(t.frsh)).orderedByUser).toBe(0);
    // A cancelled order gives the limit back.
    await t.deps.db.query(`update award_order set status = 'cancelled' where id = $1`, [order.body.order.orderId]);
    expect(await detail(t.demo)).toMatchObject({ orderedByUser: 0, maxOrderable: 1, canOrder: true });
  });

  it('answers 404 for an lp award asked for by an ordinary participant, and shows it to FRSH', async () => {
    const id = await idOf('Wyciskarka wolnoobrotowa do soków');
    const forDemo = await t.call('GET', `/api/loyalty/award/${id}`, { token: t.demo });
    expect(forDemo.status).toBe(404);
    expect(forDemo.body).toMatchObject({ code: 'AWARD_NOT_FOUND', detail: expect.stringMatching(/Nie znaleziono/) });
    const forFrsh = await t.call('GET', `/api/loyalty/award/${id}`, { token: t.frsh });
    expect(forFrsh.status).toBe(200);
    expect(forFrsh.body).toMatchObject({ currency: 'lp', price: 650 });
  });

  it('answers 404 for an award that does not exist and 422 for an id that is not a number', async () => {
    expect((await t.call('GET', '/api/loyalty/award/999999', { token: t.demo })).status).toBe(404);
    const bad = await t.call('GET', '/api/loyalty/award/abc', { token: t.demo });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/id/);
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectUnauthorized('GET', '/api/loyalty/award/1');
  });
});

describe('GET /api/loyalty/award/image/{id}', () => {
  it('answers an award picture as base64 SVG, and its grey twin for the inactive state', async () => {
    const card = (await list(t.demo, { per: 1 })).body.items[0];
    const active = await t.call('GET', `/api/loyalty/award/image/${card.activeImageId}`, { token: t.demo });
    expect(active.status).toBe(200);
    expect(active.body.imageMimeType).toBe('image/svg+xml');
    const svg = Buffer.from(active.body.imageContent, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg/);
    expect(active.headers.get('cache-control')).toMatch(/max-age/);
    const inactive = await t.call('GET', `/api/loyalty/award/image/${card.inactiveImageId}`, { token: t.demo });
    const grey = Buffer.from(inactive.body.imageContent, 'base64').toString('utf8');
    expect(grey).not.toBe(svg);
    // The same drawing without colour.
    expect(grey).toContain('<feColorMatrix type="saturate" values="0"/>');
    expect(svg).not.toContain('feColorMatrix');
  });

  it('answers group pictures too', async () => {
    const group = (await t.call('GET', '/api/loyalty/award/group/list/simple', { token: t.demo })).body.items[0];
    const res = await t.call('GET', `/api/loyalty/award/image/${group.imageId}`, { token: t.demo });
    expect(res.status).toBe(200);
  });

  it('answers 404 for the picture of an lp award to an ordinary participant, and for pictures outside the catalogue', async () => {
    const [lp] = await t.deps.db.query<{ active_image_id: number }>(
      `select active_image_id from award where name = 'Wyciskarka wolnoobrotowa do soków'`,
    );
    expect((await t.call('GET', `/api/loyalty/award/image/${lp!.active_image_id}`, { token: t.demo })).status).toBe(
      404,
    );
    expect((await t.call('GET', `/api/loyalty/award/image/${lp!.active_image_id}`, { token: t.frsh })).status).toBe(
      200,
    );
    const other = await insertImage(t.deps.db, illustration(ART.star, { frame: 'card', hue: 10 }));
    const res = await t.call('GET', `/api/loyalty/award/image/${other}`, { token: t.demo });
    expect(res.status).toBe(404);
    expect(res.body.detail).toMatch(/obrazka/);
    expect((await t.call('GET', '/api/loyalty/award/image/0', { token: t.demo })).status).toBe(422);
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectUnauthorized('GET', '/api/loyalty/award/image/1');
  });
});

describe('the wish list', () => {
  const wishes = async (token: string) => t.call('GET', '/api/loyalty/award/wish/list', { token });

  it('lists the seeded wishes as award cards with what is missing', async () => {
    const res = await wishes(t.demo);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, per: 100, total: 4, totalPages: 1 });
    expect(res.body.items.map((a: Card) => a.name)).toEqual([
      'Karta paliwowa 200 zł',
      'Weekend w SPA dla dwojga',
      'Ekspres ciśnieniowy automatyczny',
      'Słuchawki bezprzewodowe nauszne — czarne',
    ]);
    expect(res.body.items.every((a: Card) => a.wished)).toBe(true);
    const spa = res.body.items.find((a: Card) => a.name === 'Weekend w SPA dla dwojga');
    expect(spa.missingPoints).toBe(Math.max(0, 5900 - (await balance(t.demo, 'vp'))));
  });

  it('adds and removes a wish, idempotently, and the catalogue shows it', async () => {
    const id = await idOf('Zestaw hantli 2×10 kg');
    const put = await t.call('PUT', `/api/loyalty/award/${id}/wish`, { token: t.demo });
    expect(put).toMatchObject({ status: 200, body: { wished: true } });
    expect((await t.call('PUT', `/api/loyalty/award/${id}/wish`, { token: t.demo })).body).toEqual({ wished: true });
    const listed = (await wishes(t.demo)).body;
    expect(listed.total).toBe(5);
    expect(listed.items[0]).toMatchObject({ awardId: id, wished: true });
    expect((await t.call('GET', `/api/loyalty/award/${id}`, { token: t.demo })).body.wished).toBe(true);
    expect((await list(t.demo, { search: 'hantli' })).body.items[0].wished).toBe(true);
    // Another participant's wish list and catalogue are untouched.
    expect((await t.call('GET', `/api/loyalty/award/${id}`, { token: t.frsh })).body.wished).toBe(false);
    expect((await wishes(t.frsh)).body.items.some((a: Card) => a.awardId === id)).toBe(false);

    const del = await t.call('DELETE', `/api/loyalty/award/${id}/wish`, { token: t.demo });
    expect(del).toMatchObject({ status: 200, body: { wished: false } });
    expect((await t.call('DELETE', `/api/loyalty/award/${id}/wish`, { token: t.demo })).body).toEqual({
      wished: false,
    });
    expect((await wishes(t.demo)).body.total).toBe(4);
    expect((await t.call('GET', `/api/loyalty/award/${id}`, { token: t.demo })).body.wished).toBe(false);
  });

  it('keeps FRSH wishes, lp included, to FRSH', async () => {
    const res = await wishes(t.frsh);
    expect(res.body.items.map((a: Card) => a.name)).toContain('Wyciskarka wolnoobrotowa do soków');
    expect(res.body.items.map((a: Card) => a.name)).not.toContain('Weekend w SPA dla dwojga');
  });

  it('answers 404 for wishing an lp award as an ordinary participant, or an award that does not exist', async () => {
    const lp = await idOf('Wyciskarka wolnoobrotowa do soków');
    const res = await t.call('PUT', `/api/loyalty/award/${lp}/wish`, { token: t.demo });
    expect(res.status).toBe(404);
    expect(res.body.detail).toMatch(/nagrody/);
    expect((await t.call('DELETE', `/api/loyalty/award/${lp}/wish`, { token: t.demo })).status).toBe(404);
    expect((await t.call('PUT', '/api/loyalty/award/999999/wish', { token: t.demo })).status).toBe(404);
  });

  it('answers 422 for bad ids and paging', async () => {
    expect((await t.call('PUT', '/api/loyalty/award/x/wish', { token: t.demo })).status).toBe(422);
    expect((await t.call('DELETE', '/api/loyalty/award/-3/wish', { token: t.demo })).status).toBe(422);
    const bad = await t.call('GET', '/api/loyalty/award/wish/list?per=0', { token: t.demo });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/per/);
  });

  it('pages the wish list', async () => {
    const res = await t.call('GET', '/api/loyalty/award/wish/list?per=3&page=2', { token: t.demo });
    expect(res.body).toMatchObject({ page: 2, per: 3, total: 4, totalPages: 2 });
    expect(res.body.items).toHaveLength(1);
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectUnauthorized('GET', '/api/loyalty/award/wish/list');
    await expectUnauthorized('PUT', '/api/loyalty/award/1/wish');
    await expectUnauthorized('DELETE', '/api/loyalty/award/1/wish');
  });
});
