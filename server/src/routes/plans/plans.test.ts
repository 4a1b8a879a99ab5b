import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, useTestContext } from '../../test/harness.ts';

const t = useTestContext();

interface Plan {
  planId: number;
  name: string;
  description: string;
  imageId: number | null;
  groupId: number;
  groupName: string;
  groupActiveImageId: number | null;
  periodId: number;
  periodName: string;
  startDate: string;
  endDate: string;
  unit: string;
  targetValue: number;
  currentValue: number;
  progress: number;
  currency: 'vp' | 'lp';
  points: number;
  earnedPoints: number;
  state: 'upcoming' | 'active' | 'realised' | 'expired';
  featured: boolean;
  stepsCount: number;
}

/** Every plan of t.demo, in the default order. */
let all: Plan[];

const results = async (body: Record<string, unknown>, token = t.demo) =>
  t.call('POST', '/api/loyalty/plan/result', { token, body });
const items = async (body: Record<string, unknown>, token = t.demo): Promise<Plan[]> => {
  const res = await results({ per: 100, ...body }, token);
  expect(res.status).toBe(200);
  return res.body.items;
};
const byName = (name: string, periodName?: string) =>
  all.find((p) => p.name === name && (!periodName || p.periodName === periodName))!;
const names = (plans: Plan[]) => plans.map((p) => p.name);

async function expiredToken() {
  const token = await t.login('demo');
  t.clock.advance(16 * 60_000);
  return token;
}

beforeAll(async () => {
  all = await items({});
});

describe('POST /api/loyalty/plan/result', () => {
  it('answers the paged envelope of the participant’s plans in every state', async () => {
    const res = await results({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, per: 20, total: 12, totalPages: 1 });
    const states = all.map((p) => p.state);
    expect(states.filter((s) => s === 'active').length).toBeGreaterThanOrEqual(4);
    expect(states.filter((s) => s === 'realised').length).toBeGreaterThanOrEqual(2);
    expect(states.filter((s) => s === 'expired').length).toBeGreaterThanOrEqual(2);
    expect(states.filter((s) => s === 'upcoming').length).toBe(1);
    // Default order: active, upcoming, realised, expired.
    const rank = { active: 0, upcoming: 1, realised: 2, expired: 3 };
    expect(states.map((s) => rank[s])).toEqual([...states.map((s) => rank[s])].sort());
  });

  it('describes a plan with its group, period, target, progress and points', async () => {
    const plan = byName('Obrót kwartalny', 'II kwartał 2026');
    expect(plan).toMatchObject({
      description: expect.stringContaining('zakupów netto'),
      imageId: expect.any(Number),
      groupName: 'Sprzedaż',
      groupActiveImageId: expect.any(Number),
      periodName: 'II kwartał 2026',
      startDate: '2026-03-31T22:00:00.000Z',
      endDate: '2026-06-30T21:59:59.000Z',
      unit: 'zł',
      targetValue: 60000,
      currency: 'vp',
      points: 800,
      state: 'active',
      featured: true,
      stepsCount: 3,
    });
    expect(plan.progress).toBeCloseTo(plan.currentValue / plan.targetValue, 3);
    // 45 000 zł reached: the first two steps pay 150 + 250.
    expect(plan.currentValue).toBeGreaterThanOrEqual(45000);
    expect(plan.earnedPoints).toBe(400);
  });

  it('leaves imageId empty for plans that show their group’s picture', () => {
    const plan = byName('Obrót kwartalny', 'I kwartał 2026');
    expect(plan.imageId).toBeNull();
    expect(plan.groupActiveImageId).toEqual(expect.any(Number));
  });

  it('caps progress at 1 for realised plans and marks ended unrealised plans expired', () => {
    for (const p of all.filter((x) => x.state === 'realised')) {
      expect(p.currentValue).toBeGreaterThanOrEqual(p.targetValue);
      expect(p.progress).toBe(1);
      expect(p.earnedPoints).toBe(p.points);
    }
    for (const p of all.filter((x) => x.state === 'expired')) {
      expect(p.currentValue).toBeLessThan(p.targetValue);
      expect(new Date(p.endDate).getTime()).toBeLessThan(new Date(TEST_NOW).getTime());
    }
    const upcoming = all.find((p) => p.state === 'upcoming')!;
    expect(new Date(upcoming.startDate).getTime()).toBeGreaterThan(new Date(TEST_NOW).getTime());
    expect(upcoming.currentValue).toBe(0);
  });

  it('shows each participant only their plans: frsh has lp plans, demo does not see them', async () => {
    const frshPlans = await items({}, t.frsh);
    expect(frshPlans.some((p) => p.currency === 'lp')).toBe(true);
    const frshOnly = frshPlans.filter((p) => !all.some((d) => d.planId === p.planId));
    expect(frshOnly.length).toBeGreaterThan(0);
    expect(all.every((p) => p.currency === 'vp')).toBe(true);
  });

  it('searches the name and the description, case-insensitively (the rules: domain/search)', async () => {
    expect(names(await items({ search: 'NABIAŁ' }))).toEqual(['Szeroka półka nabiału']);
    // "indeksów" appears only in that plan's description.
    expect(names(await items({ search: 'indeksów' }))).toEqual(['Szeroka półka nabiału']);
    expect(await items({ search: 'nie ma takiego celu' })).toEqual([]);
    // marks are no words: they narrow nothing
    expect(await items({ search: '%' })).toEqual(await items({}));
  });

  it('filters by period', async () => {
    const periods = await t.call('GET', '/api/loyalty/plan/period/list', { token: t.demo });
    const last = periods.body.items.find((p: { name: string }) => p.name === 'I kwartał 2026');
    const found = await items({ periodId: last.id });
    expect(found.length).toBe(3);
    expect(found.every((p) => p.periodId === last.id)).toBe(true);
    expect(names(found).sort()).toEqual(['Chemia gospodarcza', 'Obrót kwartalny', 'Piwo bezalkoholowe']);
  });

  it('hides expired plans on request', async () => {
    const found = await items({ hideExpired: true });
    expect(found.length).toBe(all.length - all.filter((p) => p.state === 'expired').length);
    expect(found.some((p) => p.state === 'expired')).toBe(false);
    expect(found.some((p) => p.state === 'realised')).toBe(true);
  });

  it('hides realised plans on request', async () => {
    const found = await items({ hideRealisedPlans: true });
    expect(found.length).toBe(all.length - all.filter((p) => p.state === 'realised').length);
    expect(found.some((p) => p.state === 'realised')).toBe(false);
  });

  it('filters by plan groups (one or several; empty means all)', async () => {
    const promo = all.find((p) => p.groupName === 'Promocje')!.groupId;
    const sales = all.find((p) => p.groupName === 'Sprzedaż')!.groupId;
    const onlyPromo = await items({ planGroups: [promo] });
    expect(onlyPromo.length).toBe(all.filter((p) => p.groupId === promo).length);
    expect(onlyPromo.every((p) => p.groupName === 'Promocje')).toBe(true);
    const two = await items({ planGroups: [promo, sales] });
    expect(new Set(two.map((p) => p.groupName))).toEqual(new Set(['Promocje', 'Sprzedaż']));
    expect((await items({ planGroups: [] })).length).toBe(all.length);
  });

  it('shows only featured plans on request', async () => {
    const found = await items({ onlyFeaturedPlans: true });
    expect(found.length).toBe(3);
    expect(found.every((p) => p.featured)).toBe(true);
  });

  it('puts the organiser’s order first with customSort', async () => {
    const found = await items({ customSort: true });
    expect(names(found).slice(0, 3)).toEqual([
      'Obrót kwartalny',
      'Promocja miesiąca: lody',
      'Realizacja gazetki promocyjnej',
    ]);
    // Then sortBy within equal orders: every plan still there.
    expect(found.length).toBe(all.length);
  });

  it('combines filters', async () => {
    const found = await items({ hideExpired: true, hideRealisedPlans: true, onlyFeaturedPlans: true, search: 'lody' });
    expect(names(found)).toEqual(['Promocja miesiąca: lody']);
  });

  it('sorts by name both ways', async () => {
    const asc = names(await items({ sortBy: 'name', sortOrder: 'asc' }));
    expect(asc[0]).toBe('Chemia gospodarcza');
    expect(asc.at(-1)).toBe('Wsparcie marek własnych');
    const desc = names(await items({ sortBy: 'name', sortOrder: 'desc' }));
    expect(desc[0]).toBe('Wsparcie marek własnych');
  });

  it('sorts by start date', async () => {
    const found = await items({ sortBy: 'startDate' });
    const starts = found.map((p) => Date.parse(p.startDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(found[0]!.periodName).toBe('I kwartał 2026');
    expect((await items({ sortBy: 'startDate', sortOrder: 'desc' }))[0]!.state).toBe('upcoming');
  });

  it('sorts by end date', async () => {
    const found = await items({ sortBy: 'endDate', sortOrder: 'desc' });
    const ends = found.map((p) => Date.parse(p.endDate));
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
    expect(found[0]!.state).toBe('upcoming');
  });

  it('sorts by progress', async () => {
    const found = await items({ sortBy: 'progress', sortOrder: 'desc' });
    const progress = found.map((p) => p.progress);
    expect(progress).toEqual([...progress].sort((a, b) => b - a));
    expect(found.at(-1)!.state).toBe('upcoming');
  });

  it('sorts by the points a plan can pay', async () => {
    const found = await items({ sortBy: 'points', sortOrder: 'desc' });
    const points = found.map((p) => p.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(found[0]!.name).toBe('Obrót kwartalny');
  });

  it('pages through the plans without gaps or repeats', async () => {
    const pages: Plan[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await results({ per: 5, page, sortBy: 'name' });
      expect(res.body).toMatchObject({ page, per: 5, total: 12, totalPages: 3 });
      pages.push(...res.body.items);
    }
    expect(pages.length).toBe(12);
    expect(new Set(pages.map((p) => p.planId)).size).toBe(12);
    const beyond = await results({ per: 5, page: 4 });
    expect(beyond.body).toMatchObject({ items: [], total: 12, totalPages: 3 });
  });

  it('counts only the filtered plans in total', async () => {
    const res = await results({ per: 2, onlyFeaturedPlans: true });
    expect(res.body).toMatchObject({ total: 3, totalPages: 2 });
    expect(res.body.items.length).toBe(2);
  });

  it('accepts nulls for the optional filters', async () => {
    const res = await results({ search: null, sortBy: null, sortOrder: null, periodId: null, planGroups: null });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(12);
  });

  it('takes null for the yes/no filters as "not set", like the other filters (issue 13)', async () => {
    const flags = { customSort: null, hideExpired: null, hideRealisedPlans: null, onlyFeaturedPlans: null };
    const res = await results({
      ...flags,
      search: null,
      sortBy: null,
      sortOrder: null,
      periodId: null,
      planGroups: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual((await results({})).body.items);
    expect(res.body.total).toBe(12);
  });

  it('refuses invalid filters with 422 naming the fields', async () => {
    const res = await results({ sortBy: 'popularity', per: 0, planGroups: ['sprzedaż'], hideExpired: 'tak' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/Nieprawidłowe dane/);
    const paths = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['sortBy', 'per', 'planGroups.0', 'hideExpired']));
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await t.call('POST', '/api/loyalty/plan/result', {
      token: t.demo,
      body: '{"per":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it('answers 401 without a token and with an expired one', async () => {
    expect((await t.call('POST', '/api/loyalty/plan/result', { body: {} })).status).toBe(401);
    const token = await expiredToken();
    const res = await results({}, token);
    t.clock.set(TEST_NOW);
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/wygasła/);
  });
});

describe('GET /api/loyalty/plan/step/result/{id}', () => {
  it('lists the steps in threshold order with what is reached and missing', async () => {
    const plan = byName('Szeroka półka nabiału');
    const res = await t.call('GET', `/api/loyalty/plan/step/result/${plan.planId}`, { token: t.demo });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      planId: plan.planId,
      currentValue: plan.currentValue,
      unit: 'szt.',
      currency: 'vp',
    });
    const steps = res.body.steps;
    expect(
      steps.map((s: { position: number; threshold: number; points: number }) => [s.position, s.threshold, s.points]),
    ).toEqual([
      [1, 25, 40],
      [2, 35, 60],
      [3, 45, 80],
      [4, 60, 120],
    ]);
    for (const s of steps) {
      expect(s.reached).toBe(plan.currentValue >= s.threshold);
      expect(s.missing).toBe(Math.max(0, s.threshold - plan.currentValue));
      expect(s.stepId).toEqual(expect.any(Number));
    }
  });

  it('answers 404 for another participant’s plan and for a missing one', async () => {
    const frshOnly = (await items({}, t.frsh)).find((p) => p.currency === 'lp')!;
    const res = await t.call('GET', `/api/loyalty/plan/step/result/${frshOnly.planId}`, { token: t.demo });
    expect(res.status).toBe(404);
    expect(res.body.detail).toMatch(/Nie znaleziono celu/);
    expect((await t.call('GET', '/api/loyalty/plan/step/result/999999', { token: t.demo })).status).toBe(404);
  });

  it('refuses an id that is not a positive integer with 422', async () => {
    const res = await t.call('GET', '/api/loyalty/plan/step/result/abc', { token: t.demo });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/id/);
    expect((await t.call('GET', '/api/loyalty/plan/step/result/0', { token: t.demo })).status).toBe(422);
  });

  it('answers 401 without a token and with an expired one', async () => {
    const id = all[0]!.planId;
    expect((await t.call('GET', `/api/loyalty/plan/step/result/${id}`)).status).toBe(401);
    const token = await expiredToken();
    const res = await t.call('GET', `/api/loyalty/plan/step/result/${id}`, { token });
    t.clock.set(TEST_NOW);
    expect(res.status).toBe(401);
  });
});

describe('GET /api/loyalty/plan/total/result/{id}', () => {
  const total = (id: number, token = t.demo) => t.call('GET', `/api/loyalty/plan/total/result/${id}`, { token });

  it('computes the pace of a known plan at TEST_NOW', async () => {
    const plan = byName('Napoje — sprzedaż hurtowa');
    const [demoRow] = await t.deps.db.query<{ id: number }>(`select id from participant where username = 'demo'`);
    await t.deps.db.query(
      'update plan_participant set current_value = 6000 where plan_id = $1 and participant_id = $2',
      [plan.planId, demoRow!.id],
    );
    try {
      const res = await total(plan.planId);
      expect(res.status).toBe(200);
      // II kwartał 2026 in Warsaw: 2026-04-01 00:00 (+02) to 2026-06-30 23:59:59; now 2026-06-15 12:00 in Warsaw.
      const start = Date.parse('2026-03-31T22:00:00Z');
      const end = Date.parse('2026-06-30T21:59:59Z');
      const elapsed = (Date.parse(TEST_NOW) - start) / (end - start);
      expect(res.body).toEqual({
        planId: plan.planId,
        currentValue: 6000,
        targetValue: 12000,
        progress: 0.5,
        earnedPoints: 0,
        possiblePoints: 200,
        currency: 'vp',
        nextStep: { threshold: 8000, points: 80, missing: 2000 },
        pace: {
          periodStart: '2026-03-31T22:00:00.000Z',
          periodEnd: '2026-06-30T21:59:59.000Z',
          elapsedShare: Math.round(elapsed * 10_000) / 10_000,
          progressShare: 0.5,
          // 15.5 days to go: the started one counts.
          daysLeft: 16,
          neededPerDay: 125,
          neededPerWeek: 875,
          onTrack: false,
        },
      });
      expect(res.body.pace.elapsedShare).toBeCloseTo(0.8297, 4);
    } finally {
      await t.deps.db.query(
        'update plan_participant set current_value = $3 where plan_id = $1 and participant_id = $2',
        [plan.planId, demoRow!.id, plan.currentValue],
      );
    }
  });

  it('tells an ahead plan it is on track and a behind one it is not', async () => {
    const ahead = (await total(byName('Obrót kwartalny', 'II kwartał 2026').planId)).body;
    expect(ahead.pace.onTrack).toBe(true);
    expect(ahead.pace.progressShare).toBeGreaterThan(ahead.pace.elapsedShare);
    const behind = (await total(byName('Słodycze przy kasie').planId)).body;
    expect(behind.pace.onTrack).toBe(false);
    expect(behind.pace.neededPerDay).toBeGreaterThan(0);
  });

  it('needs nothing more for a realised plan and nothing after an expired one', async () => {
    const realised = (await total(all.find((p) => p.state === 'realised')!.planId)).body;
    expect(realised).toMatchObject({
      progress: 1,
      nextStep: null,
      pace: { neededPerDay: null, neededPerWeek: null, onTrack: true },
    });
    expect(realised.earnedPoints).toBe(realised.possiblePoints);
    const expired = (await total(all.find((p) => p.state === 'expired')!.planId)).body;
    expect(expired.pace).toMatchObject({ daysLeft: 0, elapsedShare: 1, neededPerDay: null, onTrack: false });
    expect(expired.nextStep.missing).toBeGreaterThan(0);
  });

  it('spreads an upcoming plan over its whole period', async () => {
    const upcoming = all.find((p) => p.state === 'upcoming')!;
    const res = (await total(upcoming.planId)).body;
    // III kwartał: 92 days.
    expect(res.pace).toMatchObject({
      elapsedShare: 0,
      daysLeft: 92,
      neededPerDay: Math.round((5000 / 92) * 100) / 100,
    });
  });

  it('answers 404 for another participant’s plan', async () => {
    const frshOnly = (await items({}, t.frsh)).find((p) => p.currency === 'lp')!;
    expect((await total(frshOnly.planId)).status).toBe(404);
    expect((await total(frshOnly.planId, t.frsh)).status).toBe(200);
  });

  it('refuses a bad id with 422 and answers 401 without a valid token', async () => {
    expect((await t.call('GET', '/api/loyalty/plan/total/result/-3', { token: t.demo })).status).toBe(422);
    expect((await t.call('GET', `/api/loyalty/plan/total/result/${all[0]!.planId}`)).status).toBe(401);
    const token = await expiredToken();
    const res = await total(all[0]!.planId, token);
    t.clock.set(TEST_NOW);
    expect(res.status).toBe(401);
  });
});

describe('GET /api/loyalty/plan/image/{id}', () => {
  const image = (id: number, token = t.demo) => t.call('GET', `/api/loyalty/plan/image/${id}`, { token });

  it('serves a plan’s own picture and its group’s picture as base64', async () => {
    const plan = byName('Obrót kwartalny', 'II kwartał 2026');
    for (const id of [plan.imageId!, plan.groupActiveImageId!]) {
      const res = await image(id);
      expect(res.status).toBe(200);
      expect(res.body.imageMimeType).toBe('image/svg+xml');
      expect(Buffer.from(res.body.imageContent, 'base64').toString('utf8')).toMatch(/^<svg[^>]*>/);
    }
    const own = Buffer.from((await image(plan.imageId!)).body.imageContent, 'base64').toString('utf8');
    const group = Buffer.from((await image(plan.groupActiveImageId!)).body.imageContent, 'base64').toString('utf8');
    expect(own).not.toBe(group);
  });

  it('answers 404 for a picture of another participant’s plan and for a missing one', async () => {
    const frshOnly = (await items({}, t.frsh)).find((p) => p.currency === 'lp' && p.imageId !== null)!;
    expect((await image(frshOnly.imageId!, t.frsh)).status).toBe(200);
    const res = await image(frshOnly.imageId!);
    expect(res.status).toBe(404);
    expect(res.body.detail).toMatch(/obrazka/);
    expect((await image(999999)).status).toBe(404);
  });

  it('refuses a bad id with 422 and answers 401 without a valid token', async () => {
    expect((await t.call('GET', '/api/loyalty/plan/image/obrazek', { token: t.demo })).status).toBe(422);
    const id = all[0]!.groupActiveImageId!;
    expect((await t.call('GET', `/api/loyalty/plan/image/${id}`)).status).toBe(401);
    const token = await expiredToken();
    const res = await image(id, token);
    t.clock.set(TEST_NOW);
    expect(res.status).toBe(401);
  });
});

describe('GET /api/loyalty/plan/period/list and /plan/group/list', () => {
  it('lists the periods of the participant’s plans on one page, latest first', async () => {
    const res = await t.call('GET', '/api/loyalty/plan/period/list', { token: t.demo });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, total: 4, totalPages: 1 });
    expect(res.body.items.map((p: { name: string }) => p.name)).toEqual([
      'III kwartał 2026',
      'Czerwiec 2026',
      'II kwartał 2026',
      'I kwartał 2026',
    ]);
    expect(res.body.items[3]).toMatchObject({
      startDate: '2025-12-31T23:00:00.000Z',
      endDate: '2026-03-31T21:59:59.000Z',
    });
  });

  it('lists only the groups that hold the participant’s plans', async () => {
    const mine = await t.call('GET', '/api/loyalty/plan/group/list', { token: t.demo });
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((g: { name: string }) => g.name)).toEqual(['Asortyment', 'Promocje', 'Sprzedaż']);
    expect(mine.body.items[0]).toEqual({
      id: expect.any(Number),
      name: 'Asortyment',
      activeImageId: expect.any(Number),
      inactiveImageId: expect.any(Number),
    });
    const theirs = await t.call('GET', '/api/loyalty/plan/group/list', { token: t.frsh });
    expect(theirs.body.items.map((g: { name: string }) => g.name)).toContain('Nowości');
    expect(theirs.body.total).toBe(4);
  });

  it('answers 401 without a token and with an expired one', async () => {
    for (const path of ['/api/loyalty/plan/period/list', '/api/loyalty/plan/group/list']) {
      expect((await t.call('GET', path)).status).toBe(401);
      const token = await expiredToken();
      const res = await t.call('GET', path, { token });
      t.clock.set(TEST_NOW);
      expect(res.status).toBe(401);
    }
  });
});
