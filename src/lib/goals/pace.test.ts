import { describe, expect, it } from 'vitest';
import type { PlanStep, PlanTotalResult } from '../api/plans';
import { approxAmount, percentOf } from './display';
import { daysLeftPhrase } from '../format/plural';
import { describePace, type PaceInput } from './pace';

/** Numbers and units are glued with no-break spaces; the tables are written with plain ones. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

const step = (position: number, threshold: number, points: number, current: number): PlanStep => ({
  stepId: position,
  position,
  threshold,
  points,
  reached: current >= threshold,
  missing: Math.max(0, threshold - current),
});

function input(over: {
  state?: PaceInput['state'];
  unit?: string;
  current: number;
  steps: [number, number][];
  elapsed: number;
  daysLeft: number;
  perDay?: number | null;
  perWeek?: number | null;
  onTrack?: boolean;
  currency?: 'vp' | 'lp';
}): PaceInput {
  const steps = over.steps.map(([t, p], i) => step(i + 1, t, p, over.current));
  const target = steps.at(-1)!.threshold;
  const next = steps.find((s) => !s.reached) ?? null;
  const total: PlanTotalResult = {
    planId: 1,
    currentValue: over.current,
    targetValue: target,
    progress: Math.min(1, over.current / target),
    earnedPoints: steps.filter((s) => s.reached).reduce((a, s) => a + s.points, 0),
    possiblePoints: steps.reduce((a, s) => a + s.points, 0),
    currency: over.currency ?? 'vp',
    nextStep: next ? { threshold: next.threshold, points: next.points, missing: next.missing } : null,
    pace: {
      periodStart: '2026-10-31T23:00:00.000Z',
      periodEnd: '2026-11-30T22:59:59.000Z',
      elapsedShare: over.elapsed,
      progressShare: Math.min(1, over.current / target),
      daysLeft: over.daysLeft,
      neededPerDay: over.perDay ?? null,
      neededPerWeek: over.perWeek ?? null,
      onTrack: over.onTrack ?? false,
    },
  };
  return { state: over.state ?? 'active', unit: over.unit ?? 'zł', total, steps };
}

describe('the pace of a plan in plain Polish', () => {
  it.each<[string, PaceInput, string, string[]]>([
    [
      'the example of the issue',
      input({
        current: 31_000,
        steps: [
          [30_000, 100],
          [50_000, 200],
        ],
        elapsed: 0.7,
        daysLeft: 14,
        perDay: 1250,
        perWeek: 8750,
      }),
      'behind',
      [
        'Jesteś na 62% celu, a minęło 70% okresu.',
        'Aby osiągnąć próg 2, potrzebujesz ok. 1 250 zł dziennie (8 750 zł tygodniowo).',
        'Za ten próg dostaniesz 200 vp.',
        'Do końca okresu zostało 14 dni.',
      ],
    ],
    [
      'ahead of time, count unit rounded up to whole pieces',
      input({
        unit: 'szt.',
        current: 139,
        steps: [
          [50, 30],
          [100, 60],
          [150, 100],
        ],
        elapsed: 0.68,
        daysLeft: 10,
        perDay: 1.1,
        perWeek: 7.7,
        onTrack: true,
      }),
      'ahead',
      [
        'Jesteś na 93% celu, a minęło 68% okresu.',
        'Aby osiągnąć próg 3, potrzebujesz ok. 2 szt. dziennie (8 szt. tygodniowo).',
        'Za ten próg dostaniesz 100 vp.',
        'Do końca okresu zostało 10 dni.',
      ],
    ],
    [
      'small amounts keep two decimals; a week or less left has no weekly figure',
      input({
        current: 1127.8,
        steps: [
          [1500, 30],
          [3000, 70],
        ],
        elapsed: 0.9,
        daysLeft: 3,
        perDay: 124.07,
        perWeek: 372.2,
      }),
      'behind',
      [
        'Jesteś na 38% celu, a minęło 90% okresu.',
        'Aby osiągnąć próg 1, potrzebujesz ok. 124 zł dziennie.',
        'Za ten próg dostaniesz 30 vp.',
        'Do końca okresu zostały 3 dni.',
      ],
    ],
    [
      'under 100 a day keeps the decimals',
      input({
        current: 1127.8,
        steps: [
          [1500, 30],
          [3000, 70],
        ],
        elapsed: 0.68,
        daysLeft: 22,
        perDay: 16.92,
        perWeek: 118.43,
        currency: 'lp',
      }),
      'behind',
      [
        'Jesteś na 38% celu, a minęło 68% okresu.',
        'Aby osiągnąć próg 1, potrzebujesz ok. 16,92 zł dziennie (118 zł tygodniowo).',
        'Za ten próg dostaniesz 30 lp.',
        'Do końca okresu zostały 22 dni.',
      ],
    ],
    [
      'the last day',
      input({ current: 40, steps: [[50, 10]], elapsed: 0.99, daysLeft: 1, perDay: 10, perWeek: 10, unit: 'szt.' }),
      'behind',
      [
        'Jesteś na 80% celu, a minęło 99% okresu.',
        'Aby osiągnąć próg 1, brakuje jeszcze 10 szt. — to ostatni dzień okresu.',
        'Za ten próg dostaniesz 10 vp.',
        'Do końca okresu został 1 dzień.',
      ],
    ],
    [
      'realised',
      input({
        state: 'realised',
        current: 216,
        steps: [
          [120, 60],
          [200, 100],
        ],
        elapsed: 0.6,
        daysLeft: 40,
        onTrack: true,
        unit: 'szt.',
      }),
      'done',
      ['Cel osiągnięty: 216 szt. przy progu 200 szt.', 'Wszystkie progi zaliczone — 160 vp.'],
    ],
    [
      'expired between the steps',
      input({
        state: 'expired',
        current: 43_200,
        steps: [
          [30_000, 150],
          [45_000, 250],
          [60_000, 400],
        ],
        elapsed: 1,
        daysLeft: 0,
      }),
      'ended',
      ['Okres zakończył się 30.11.2026 z wynikiem 43 200 zł.', 'Osiągnięte progi: 1 z 3 — 150 vp.'],
    ],
    [
      'expired with nothing reached',
      input({
        state: 'expired',
        current: 10,
        steps: [
          [150, 40],
          [250, 70],
        ],
        elapsed: 1,
        daysLeft: 0,
        unit: 'szt.',
      }),
      'ended',
      ['Okres zakończył się 30.11.2026 z wynikiem 10 szt.', 'Nie udało się osiągnąć żadnego progu.'],
    ],
    [
      'upcoming',
      input({
        state: 'upcoming',
        current: 0,
        steps: [
          [5000, 50],
          [10_000, 110],
          [15_000, 180],
        ],
        elapsed: 0,
        daysLeft: 90,
      }),
      'upcoming',
      ['Okres tego celu zaczyna się 01.11.2026.', 'Cel ma 3 progi; razem można zdobyć 340 vp.'],
    ],
    [
      'upcoming with one step (singular)',
      input({ state: 'upcoming', current: 0, steps: [[5, 1]], elapsed: 0, daysLeft: 90 }),
      'upcoming',
      ['Okres tego celu zaczyna się 01.11.2026.', 'Cel ma 1 próg; razem można zdobyć 1 vp.'],
    ],
  ])('%s', (_name, pace, tone, sentences) => {
    const text = describePace(pace);
    expect(text.tone).toBe(tone);
    expect(text.sentences.map(plain)).toEqual(sentences);
  });

  it.each([
    [1, 'został 1 dzień'],
    [2, 'zostały 2 dni'],
    [4, 'zostały 4 dni'],
    [5, 'zostało 5 dni'],
    [12, 'zostało 12 dni'],
    [22, 'zostały 22 dni'],
    [25, 'zostało 25 dni'],
    [112, 'zostało 112 dni'],
  ])('%s days: %s', (days, phrase) => {
    expect(plain(daysLeftPhrase(days))).toBe(phrase);
  });
});

it('keeps a number and its unit on one line', () => {
  const text = describePace(
    input({
      current: 31_000,
      steps: [
        [30_000, 100],
        [50_000, 200],
      ],
      elapsed: 0.7,
      daysLeft: 14,
      perDay: 1250,
      perWeek: 8750,
    }),
  );
  expect(text.sentences[1]).toContain('1\u00a0250\u00a0zł dziennie');
});

describe('percent and approximate amounts', () => {
  it.each([
    [0, 0],
    [0.001, 1],
    [0.6235, 62],
    [0.996, 99],
    [1, 100],
    [Number.NaN, 0],
  ])('%s → %s%%', (share, percent) => {
    expect(percentOf(share)).toBe(percent);
  });

  it.each([
    [1.1, 'szt.', 2],
    [3, 'szt.', 3],
    [1249.6, 'zł', 1250],
    [37.222, 'zł', 37.22],
    [-5, 'zł', 0],
  ])('%s %s → ok. %s', (value, unit, expected) => {
    expect(approxAmount(value, unit)).toBe(expected);
  });
});
