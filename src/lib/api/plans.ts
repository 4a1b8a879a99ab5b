import { api } from './client';
import { bool, id, isObject, isoDate, listOf, must, num, numOrNull, oneOf, parsePage, str, type Page } from './parse';
import type { Schemas } from './types';

/** The plan calls (spec section 7; shapes in server/openapi.json), answers checked before use. */

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
const CURRENCIES = ['vp', 'lp'] as const;

const share = (v: unknown) => Math.min(1, Math.max(0, num(v)));

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

type Opts = { signal?: AbortSignal };

export const getPlanResults = async (body: PlanResultRequest, opts: Opts = {}): Promise<Page<PlanResult>> =>
  must(
    parsePage(await api.post('api/loyalty/plan/result', { json: body, signal: opts.signal }).json(), parsePlanResult),
    'plan/result',
  );

export const getPlanSteps = async (planId: number, opts: Opts = {}) =>
  must(parseStepResult(await api.get(`api/loyalty/plan/step/result/${planId}`, opts).json()), 'plan/step/result');

export const getPlanTotal = async (planId: number, opts: Opts = {}) =>
  must(parseTotalResult(await api.get(`api/loyalty/plan/total/result/${planId}`, opts).json()), 'plan/total/result');

export const getPlanPeriods = async (opts: Opts = {}) =>
  must(parsePage(await api.get('api/loyalty/plan/period/list', opts).json(), parsePeriod), 'plan/period/list').items;

export const getPlanGroups = async (opts: Opts = {}) =>
  must(parsePage(await api.get('api/loyalty/plan/group/list', opts).json(), parseGroup), 'plan/group/list').items;
