import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/harness.ts';
import { insertGeneratedAwards } from '../../db/seed/awards.ts';

/** The catalogue with 5 000 more awards answers the right pages (correctness; speed is `npm run bench`). */
const t = useTestContext();
let seeded: number;

const COUNT = 5000;

beforeAll(async () => {
  seeded = (await t.call('POST', '/api/loyalty/award/list', { token: t.demo, body: { per: 1 } })).body.total;
  const result = await t.deps.db.transaction((tx) => insertGeneratedAwards(tx, t.clock, COUNT));
  expect(result).toEqual({ inserted: COUNT, first: 1, last: COUNT });
});

const list = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/loyalty/award/list', { token, body });
/** What generated award k looks like (see insertGeneratedAwards). */
const generated = Array.from({ length: COUNT }, (_, i) => {
  const k = i + 1;
  const lp = k % 10 === 0;
  const vp = 50 + ((k * 7919) % 19951);
  return { k, lp, price: lp ? Math.max(10, Math.round(vp / 20)) : vp };
});
const number = (name: string) => Number(/Nagroda testowa (\d{5})/.exec(name)?.[1]);

describe('a catalogue of 5 000 more awards', () => {
  it('counts every visible award and pages by name to the right slice', async () => {
    expect((await list(t.demo, { per: 1 })).body.total).toBe(seeded + COUNT * 0.9);
    const res = await list(t.demo, { search: 'nagroda testowa', sortBy: 'name', per: 100, page: 23 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4500, totalPages: 45, page: 23 });
    const expected = generated
      .filter((g) => !g.lp)
      .slice(2200, 2300)
      .map((g) => g.k);
    expect(res.body.items.map((a: { name: string }) => number(a.name))).toEqual(expected);
  });

  it('shows FRSH the lp ones too, and pages the last page short', async () => {
    const res = await list(t.frsh, {
      search: 'Nagroda testowa',
      sortBy: 'name',
      sortOrder: 'desc',
      per: 40,
      page: 125,
    });
    expect(res.body).toMatchObject({ total: 5000, totalPages: 125 });
    expect(res.body.items.map((a: { name: string }) => number(a.name))).toEqual(
      Array.from({ length: 40 }, (_, i) => 40 - i),
    );
  });

  it('sorts by price with the filter applied in SQL', async () => {
    const res = await list(t.demo, { search: 'Nagroda testowa', sortBy: 'price', sortOrder: 'desc', per: 50, page: 3 });
    const expected = generated
      .filter((g) => !g.lp)
      .sort((a, b) => b.price - a.price || b.k - a.k)
      .slice(100, 150)
      .map((g) => g.price);
    expect(res.body.items.map((a: { price: number }) => a.price)).toEqual(expected);
  });

  it('combines a category, the affordable filter and paging', async () => {
    const [category] = await t.deps.db.query<{ id: number }>('select id from award_category order by id limit 1');
    const all = await list(t.demo, { categoryIds: [category!.id], affordable: true, per: 100 });
    expect(all.body.total).toBeGreaterThan(10);
    expect(
      all.body.items.every(
        (a: { categoryId: number; missingPoints: number }) => a.categoryId === category!.id && a.missingPoints === 0,
      ),
    ).toBe(true);
    const [{ n }] = (await t.deps.db.query<{ n: number }>(
      `select count(*)::int as n from award where category_id = $1 and currency = 'vp'
          and price <= (select vp_total - vp_subtracted - vp_locked from points_summary s join participant p on p.id = s.participant_id where p.username = 'demo')`,
      [category!.id],
    )) as [{ n: number }];
    expect(all.body.total).toBe(n);
    const second = await list(t.demo, { categoryIds: [category!.id], affordable: true, per: 5, page: 2 });
    expect(second.body.items.map((a: { awardId: number }) => a.awardId)).toEqual(
      all.body.items.slice(5, 10).map((a: { awardId: number }) => a.awardId),
    );
  });

  it('ranks a broad search page after page: the best matches first, then the rest', async () => {
    // 500 generated awards mention "ekspres" in their description only; 502 carry it in the name
    await t.deps.db.query(
      `update award set description = description || ' Wysyłka ekspresem.' where name like '%— Kubek'`,
    );
    const pages = async (body: Record<string, unknown>) => {
      const names: string[] = [];
      for (let page = 1; ; page++) {
        const res = await list(t.demo, { search: 'ekspres', per: 100, page, ...body });
        names.push(...res.body.items.map((a: { name: string }) => a.name));
        if (page >= res.body.totalPages) return names;
      }
    };
    const byPopularity = await pages({ sortBy: 'popularity' });
    expect(byPopularity).toHaveLength(1002);
    const named = byPopularity.filter((name) => /ekspres/i.test(name));
    expect(named).toHaveLength(502);
    // pages 1–5 come from the best matches alone, page 6 mixes the last two with the rest
    expect(await pages({})).toEqual([...named, ...byPopularity.filter((name) => !/ekspres/i.test(name))]);
  });
});
