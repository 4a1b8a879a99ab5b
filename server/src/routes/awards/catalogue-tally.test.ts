import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/harness.ts';

/**
 * The catalogue's totals and the group and category counts come from award_tally, kept by
 * a trigger (060_catalogue_scale.sql): they must agree with counting the awards after
 * every kind of award write.
 */
const t = useTestContext();

const list = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/loyalty/award/list', { token, body });

/** What each participant should see, counted from the award table itself. */
async function counted(onlyVp: boolean) {
  const visible = onlyVp ? `currency = 'vp'` : 'true';
  const groups = await t.deps.db.query<{ id: number; n: number }>(
    `select g.id, (select count(*)::int from award a where a.group_id = g.id and ${visible}) as n
       from award_group g order by g.id`,
  );
  const categories = await t.deps.db.query<{ id: number; n: number }>(
    `select c.id, (select count(*)::int from award a where a.category_id = c.id and ${visible}) as n
       from award_category c order by c.id`,
  );
  const [all] = await t.deps.db.query<{ n: number }>(`select count(*)::int as n from award where ${visible}`);
  return { groups, categories, all: all!.n };
}

/** The awardCount of each group or category the API lists, by id. */
async function awardCounts(token: string, path: string, idKey: 'groupId' | 'categoryId') {
  const res = await t.call('GET', path, { token });
  return res.body.items
    .map((item: Record<string, number>) => ({ id: item[idKey], n: item.awardCount }))
    .sort((a: { id: number }, b: { id: number }) => a.id - b.id);
}

/** Every total the API answers agrees with counting the awards, for t.demo (vp) and t.frsh (all). */
async function expectCountsAgree() {
  for (const [token, onlyVp] of [
    [t.demo, true],
    [t.frsh, false],
  ] as const) {
    const expected = await counted(onlyVp);
    expect((await list(token, { per: 1 })).body.total).toBe(expected.all);
    expect(await awardCounts(token, '/api/loyalty/award/group/list/simple', 'groupId')).toEqual(expected.groups);
    expect(await awardCounts(token, '/api/loyalty/award/category/list', 'categoryId')).toEqual(expected.categories);
    for (const g of expected.groups) {
      expect((await list(token, { per: 1, groupIds: [g.id] })).body.total).toBe(g.n);
    }
    const [first, second] = expected.categories;
    expect((await list(token, { per: 1, categoryIds: [first!.id, second!.id] })).body.total).toBe(first!.n + second!.n);
  }
}

describe('catalogue counts kept by the award_tally trigger', () => {
  it('agree with the seeded catalogue', async () => {
    await expectCountsAgree();
  });

  it('follow an award added, moved to another group and category, changed to lp and removed', async () => {
    const [from, to] = await t.deps.db.query<{ id: number; group_id: number }>(
      `select c.id, c.group_id from award_category c
        where c.group_id <> (select min(group_id) from award_category) or c.id = (select min(id) from award_category)
        order by c.group_id, c.id`,
    );
    expect(from!.group_id).not.toBe(to!.group_id);
    const [award] = await t.deps.db.query<{ id: number }>(
      `insert into award (group_id, category_id, name, price, currency, delivery_method, created_at)
       values ($1, $2, 'Licznik — nagroda próbna', 100, 'vp', 'MT', $3) returning id`,
      [from!.group_id, from!.id, t.clock.now()],
    );
    await expectCountsAgree();

    await t.deps.db.query('update award set group_id = $2, category_id = $3 where id = $1', [
      award!.id,
      to!.group_id,
      to!.id,
    ]);
    await expectCountsAgree();

    await t.deps.db.query(`update award set currency = 'lp' where id = $1`, [award!.id]);
    await expectCountsAgree();

    // an order's stock change touches no count
    await t.deps.db.query('update award set remaining_amount = 3, popularity = popularity + 1 where id = $1', [
      award!.id,
    ]);
    await expectCountsAgree();

    await t.deps.db.query('delete from award where id = $1', [award!.id]);
    await expectCountsAgree();
  });
});
