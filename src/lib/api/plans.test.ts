import { describe, expect, it } from 'vitest';
import { parseStepResult, parseTotalResult } from './plan-progress';
import { parsePlanResult } from './plans';
import { parsePage } from './parse';

const plan = {
  planId: 5,
  name: 'Promocja miesiąca: lody',
  description: 'Opis',
  imageId: null,
  groupId: 3,
  groupName: 'Promocje',
  groupActiveImageId: 22,
  periodId: 3,
  periodName: 'Listopad 2026',
  startDate: '2026-10-31T23:00:00.000Z',
  endDate: '2026-11-30T22:59:59.000Z',
  unit: 'szt.',
  targetValue: 150,
  currentValue: 139,
  progress: 0.9267,
  currency: 'vp',
  points: 190,
  earnedPoints: 90,
  state: 'active',
  featured: true,
  stepsCount: 3,
};

describe('plan answers are checked before use', () => {
  it('keeps a good plan as it is', () => {
    expect(parsePlanResult(plan)).toEqual(plan);
  });

  it('degrades odd fields to safe values', () => {
    expect(
      parsePlanResult({ ...plan, state: 'weird', currency: 'eur', progress: 7, points: '190', name: '', imageId: -1 }),
    ).toMatchObject({
      state: 'active',
      currency: 'vp',
      progress: 1,
      points: 190,
      name: 'Cel bez nazwy',
      imageId: null,
    });
  });

  it.each([null, [], { ...plan, planId: 0 }, { ...plan, startDate: 'wczoraj' }])('drops %j', (value) => {
    expect(parsePlanResult(value)).toBeNull();
  });

  it('a page keeps the plans that parse', () => {
    const page = parsePage(
      { items: [plan, { planId: 'x' }], page: 1, per: 12, total: 2, totalPages: 1 },
      parsePlanResult,
    );
    expect(page?.items).toHaveLength(1);
    expect(parsePage({ items: 'no' }, parsePlanResult)).toBeNull();
  });

  it('orders steps by threshold and numbers them', () => {
    const steps = parseStepResult({
      planId: 5,
      currentValue: 139,
      unit: 'szt.',
      currency: 'vp',
      steps: [
        { stepId: 3, threshold: 150, points: 100, reached: false, missing: 11 },
        { stepId: 1, threshold: 50, points: 30, reached: true, missing: 0 },
        { stepId: 9, threshold: 'x' },
      ],
    });
    expect(steps?.steps.map((s) => [s.position, s.threshold])).toEqual([
      [1, 50],
      [2, 150],
    ]);
  });

  it('a total without its pace is refused; a missing next step is null', () => {
    expect(parseTotalResult({ planId: 5 })).toBeNull();
    const total = parseTotalResult({
      planId: 5,
      currentValue: 216,
      targetValue: 200,
      progress: 1,
      earnedPoints: 160,
      possiblePoints: 160,
      currency: 'vp',
      nextStep: null,
      pace: {
        periodStart: '2026-10-01T00:00:00Z',
        periodEnd: '2026-12-31T23:00:00Z',
        elapsedShare: 0.5,
        progressShare: 1,
        daysLeft: 40,
        neededPerDay: null,
        neededPerWeek: -3,
        onTrack: true,
      },
    });
    expect(total?.nextStep).toBeNull();
    expect(total?.pace.neededPerWeek).toBeNull();
  });
});
