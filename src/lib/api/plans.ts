import { CURRENCIES } from '../../../shared/rules/currencies';
import { read } from './read';
import { bool, id, isObject, isoDate, itemsOf, num, oneOf, pageOf, str } from './parse';
import type { Schemas } from './types';

/**
 * The plan calls (spec section 7; shapes in server/openapi.json), answers checked before use.
 * A plan's steps and total, which only its dialog shows, are in plan-progress.ts.
 */

export type PlanResult = Schemas['PlanResult'];
export type PlanResultRequest = Partial<Schemas['PlanResultRequest']>;
export type PlanStep = Schemas['PlanStep'];
export type PlanStepResult = Schemas['PlanStepResult'];
export type PlanTotalResult = Schemas['PlanTotalResult'];
export type PlanPace = Schemas['PlanPace'];
export type PlanPeriod = Schemas['PlanPeriod'];
export type PlanGroup = Schemas['PlanGroup'];
export type PlanState = PlanResult['state'];
export type Currency = PlanResult['currency'];

export const PLAN_STATES = ['upcoming', 'active', 'realised', 'expired'] as const;

/** A share between 0 and 1. */
export const share = (v: unknown) => Math.min(1, Math.max(0, num(v)));

export function parsePlanResult(v: unknown): PlanResult | null {
  if (!isObject(v)) return null;
  const planId = id(v.planId);
  const startDate = isoDate(v.startDate);
  const endDate = isoDate(v.endDate);
  if (planId === null || !startDate || !endDate) return null;
  return {
    planId,
    name: str(v.name, 'Cel bez nazwy') || 'Cel bez nazwy',
    description: str(v.description),
    imageId: id(v.imageId),
    groupId: num(v.groupId),
    groupName: str(v.groupName),
    groupActiveImageId: id(v.groupActiveImageId),
    periodId: num(v.periodId),
    periodName: str(v.periodName),
    startDate,
    endDate,
    unit: str(v.unit),
    targetValue: num(v.targetValue),
    currentValue: num(v.currentValue),
    progress: share(v.progress),
    currency: oneOf(v.currency, CURRENCIES, 'vp'),
    points: num(v.points),
    earnedPoints: num(v.earnedPoints),
    state: oneOf(v.state, PLAN_STATES, 'active'),
    featured: bool(v.featured),
    stepsCount: Math.max(0, Math.trunc(num(v.stepsCount))),
  };
}

export function parsePeriod(v: unknown): PlanPeriod | null {
  if (!isObject(v)) return null;
  const periodId = id(v.id);
  const startDate = isoDate(v.startDate);
  const endDate = isoDate(v.endDate);
  if (periodId === null || !startDate || !endDate) return null;
  return { id: periodId, name: str(v.name) || `Okres ${periodId}`, startDate, endDate };
}

export function parseGroup(v: unknown): PlanGroup | null {
  if (!isObject(v)) return null;
  const groupId = id(v.id);
  if (groupId === null) return null;
  return {
    id: groupId,
    name: str(v.name) || `Grupa ${groupId}`,
    activeImageId: id(v.activeImageId),
    inactiveImageId: id(v.inactiveImageId),
  };
}

export type Opts = { signal?: AbortSignal };

/** The plans of a filter (spec section 7: POST, the body is the query). */
export const PLAN_RESULTS = /* @__PURE__ */ read({
  method: 'POST',
  path: 'api/loyalty/plan/result',
  body: (request: PlanResultRequest) => request,
  parse: import.meta.env.INLINE_SCRIPT ? undefined : pageOf(parsePlanResult),
  keep: { entries: 12 },
});

export const PLAN_PERIODS = /* @__PURE__ */ read({
  method: 'GET',
  path: 'api/loyalty/plan/period/list',
  parse: import.meta.env.INLINE_SCRIPT ? undefined : itemsOf(parsePeriod),
  keep: { entries: 1 },
});

export const PLAN_GROUPS = /* @__PURE__ */ read({
  method: 'GET',
  path: 'api/loyalty/plan/group/list',
  parse: import.meta.env.INLINE_SCRIPT ? undefined : itemsOf(parseGroup),
  keep: { entries: 1 },
});
