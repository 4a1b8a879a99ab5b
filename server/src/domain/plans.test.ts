import { describe, expect, it } from 'vitest';
import { computePace, evaluateSteps, planState, progressOf } from './plans.ts';

const DAY = 86_400_000;
const start = new Date('2026-04-01T00:00:00Z');
/** A 100-day period. */
const end = new Date(start.getTime() + 100 * DAY);
const at = (days: number) => new Date(start.getTime() + days * DAY);

describe('computePace', () => {
  it('splits what is missing to the next step over the days left', () => {
    const pace = computePace({
      now: at(40),
      periodStart: start,
      periodEnd: end,
      currentValue: 3000,
      targetValue: 10000,
      nextThreshold: 6000,
    });
    expect(pace).toMatchObject({
      elapsedShare: 0.4,
      progressShare: 0.3,
      daysLeft: 60,
      neededPerDay: 50,
      neededPerWeek: 350,
    });
    expect(pace.onTrack).toBe(false);
  });

  it('is on track when progress keeps up with the time passed', () => {
    const pace = computePace({
      now: at(25),
      periodStart: start,
      periodEnd: end,
      currentValue: 5000,
      targetValue: 10000,
      nextThreshold: 10000,
    });
    expect(pace.elapsedShare).toBe(0.25);
    expect(pace.progressShare).toBe(0.5);
    expect(pace.onTrack).toBe(true);
    expect(pace.neededPerDay).toBeCloseTo(5000 / 75, 2);
  });

  it('counts a started day as a whole day left', () => {
    const pace = computePace({
      now: at(97.5),
      periodStart: start,
      periodEnd: end,
      currentValue: 0,
      targetValue: 90,
      nextThreshold: 90,
    });
    expect(pace.daysLeft).toBe(3);
    expect(pace.neededPerDay).toBe(30);
    // Less than a week left: the week needs only what is missing.
    expect(pace.neededPerWeek).toBe(90);
  });

  it('needs nothing more once every step is reached', () => {
    const pace = computePace({
      now: at(50),
      periodStart: start,
      periodEnd: end,
      currentValue: 12000,
      targetValue: 10000,
      nextThreshold: null,
    });
    expect(pace).toMatchObject({ progressShare: 1, neededPerDay: null, neededPerWeek: null, onTrack: true });
  });

  it('has no days left and is off track after the period ended unrealised', () => {
    const pace = computePace({
      now: at(120),
      periodStart: start,
      periodEnd: end,
      currentValue: 7000,
      targetValue: 10000,
      nextThreshold: 10000,
    });
    expect(pace).toMatchObject({
      elapsedShare: 1,
      daysLeft: 0,
      neededPerDay: null,
      neededPerWeek: null,
      onTrack: false,
    });
  });

  it('spreads the need over the whole period before it starts', () => {
    const pace = computePace({
      now: at(-10),
      periodStart: start,
      periodEnd: end,
      currentValue: 0,
      targetValue: 1000,
      nextThreshold: 500,
    });
    expect(pace).toMatchObject({ elapsedShare: 0, daysLeft: 100, neededPerDay: 5, neededPerWeek: 35, onTrack: true });
  });
});

describe('planState', () => {
  it('is upcoming, active, realised or expired', () => {
    expect(planState(at(-1), start, end, 0, 100)).toBe('upcoming');
    expect(planState(at(10), start, end, 99.99, 100)).toBe('active');
    expect(planState(at(10), start, end, 100, 100)).toBe('realised');
    expect(planState(at(101), start, end, 150, 100)).toBe('realised');
    expect(planState(at(101), start, end, 50, 100)).toBe('expired');
  });
});

describe('evaluateSteps', () => {
  it('orders steps by threshold and sums the points of reached ones', () => {
    const result = evaluateSteps(
      [
        { id: 9, threshold: 300, points: 30 },
        { id: 7, threshold: 100, points: 10 },
        { id: 8, threshold: 200, points: 20 },
      ],
      250,
    );
    expect(result.steps.map((s) => [s.stepId, s.position, s.reached, s.missing])).toEqual([
      [7, 1, true, 0],
      [8, 2, true, 0],
      [9, 3, false, 50],
    ]);
    expect(result).toMatchObject({ targetValue: 300, earnedPoints: 30, possiblePoints: 60 });
    expect(result.nextStep).toEqual({ threshold: 300, points: 30, missing: 50 });
    expect(progressOf(250, 300)).toBeCloseTo(0.8333, 4);
    expect(progressOf(450, 300)).toBe(1);
  });
});
