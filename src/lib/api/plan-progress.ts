import { read } from './read';
import { bool, isObject, isoDate, listOf, num, numOrNull, oneOf, str } from './parse';
import { CURRENCIES } from '../../../shared/rules/currencies';
import { share, type PlanPace, type PlanStep, type PlanStepResult, type PlanTotalResult } from './plans';

/**
 * A plan's steps and total with its pace (spec section 7), answers checked before use: only
 * the plan's dialog shows them, so /goals loads this with the dialog, not with the page.
 */

function parseStep(v: unknown): PlanStep | null {
  if (!isObject(v)) return null;
  const threshold = numOrNull(v.threshold);
  if (threshold === null) return null;
  return {
    stepId: num(v.stepId),
    position: Math.max(1, Math.trunc(num(v.position, 1))),
    threshold,
    points: num(v.points),
    reached: bool(v.reached),
    missing: Math.max(0, num(v.missing)),
  };
}

export function parseStepResult(v: unknown): PlanStepResult | null {
  if (!isObject(v) || !Array.isArray(v.steps)) return null;
  const steps = listOf(v.steps, parseStep).sort((a, b) => a.threshold - b.threshold);
  return {
    planId: num(v.planId),
    currentValue: num(v.currentValue),
    unit: str(v.unit),
    currency: oneOf(v.currency, CURRENCIES, 'vp'),
    steps: steps.map((s, i) => ({ ...s, position: i + 1 })),
  };
}

function parsePace(v: unknown): PlanPace | null {
  if (!isObject(v)) return null;
  const periodStart = isoDate(v.periodStart);
  const periodEnd = isoDate(v.periodEnd);
  if (!periodStart || !periodEnd) return null;
  const perDay = numOrNull(v.neededPerDay);
  const perWeek = numOrNull(v.neededPerWeek);
  return {
    periodStart,
    periodEnd,
    elapsedShare: share(v.elapsedShare),
    progressShare: share(v.progressShare),
    daysLeft: Math.max(0, Math.trunc(num(v.daysLeft))),
    neededPerDay: perDay !== null && perDay >= 0 ? perDay : null,
    neededPerWeek: perWeek !== null && perWeek >= 0 ? perWeek : null,
    onTrack: bool(v.onTrack),
  };
}

export function parseTotalResult(v: unknown): PlanTotalResult | null {
  if (!isObject(v)) return null;
  const pace = parsePace(v.pace);
  if (!pace) return null;
  const next = isObject(v.nextStep) ? v.nextStep : null;
  const nextThreshold = next ? numOrNull(next.threshold) : null;
  return {
    planId: num(v.planId),
    currentValue: num(v.currentValue),
    targetValue: num(v.targetValue),
    progress: share(v.progress),
    earnedPoints: num(v.earnedPoints),
    possiblePoints: num(v.possiblePoints),
    currency: oneOf(v.currency, CURRENCIES, 'vp'),
    nextStep:
      next && nextThreshold !== null
        ? { threshold: nextThreshold, points: num(next.points), missing: Math.max(0, num(next.missing)) }
        : null,
    pace,
  };
}

/** A plan's steps, by its id. */
export const PLAN_STEPS = /* @__PURE__ */ read({
  method: 'GET',
  path: (planId: number) => `api/loyalty/plan/step/result/${planId}`,
  parse: import.meta.env.INLINE_SCRIPT ? undefined : parseStepResult,
  keep: { entries: 12 },
});

/** A plan's total and pace, by its id. */
export const PLAN_TOTAL = /* @__PURE__ */ read({
  method: 'GET',
  path: (planId: number) => `api/loyalty/plan/total/result/${planId}`,
  parse: import.meta.env.INLINE_SCRIPT ? undefined : parseTotalResult,
  keep: { entries: 12 },
});
