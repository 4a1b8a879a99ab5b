/**
 * What /goals shows, as fetcher stores (src/lib/query): the plans of the filters in the
 * URL and the periods and groups the filters offer (an opened plan's steps and total:
 * plan-queries.ts, loaded with its dialog).
 * The island puts the URL's filters into $goalsFilters; the list follows. Requests are
 * built by the same function the inline preloader uses (src/lib/preload/page-reads.ts),
 * so the preloaded answer is the one the list takes.
 */
import { atom, computed } from 'nanostores';
import {
  PLAN_GROUPS,
  PLAN_PERIODS,
  PLAN_RESULTS,
  type PlanGroup,
  type PlanPeriod,
  type PlanResult,
  type PlanState,
  type PlanStepResult,
  type PlanTotalResult,
} from '../api/plans';
import { readQuery, startNow } from '../query/query';
import { filtersFromSearch, toRequest, type GoalFilters } from './filters';

export type { PlanGroup, PlanPeriod, PlanResult, PlanState, PlanStepResult, PlanTotalResult };

/** The filters of the list on screen; null until the island has read the URL. */
export const $goalsFilters = atom<GoalFilters | null>(null);

export const showGoals = (filters: GoalFilters) => $goalsFilters.set(filters);

const $request = computed($goalsFilters, (filters) => (filters ? toRequest(filters) : null));

export const $plans = readQuery('goals.list', PLAN_RESULTS, $request);

export const $planPeriods = readQuery('goals.periods', PLAN_PERIODS);

export const $planGroups = readQuery('goals.groups', PLAN_GROUPS);

/**
 * /goals as it loads (src/pages/goals.astro): the periods, the groups and the plans of the
 * URL's filters, the requests the inline preloader started (src/lib/preload/page-reads.ts).
 * A URL with unreadable settings waits for the island, which says what it replaced.
 */
export function startGoals(search: string): () => void {
  const { filters, rejected } = filtersFromSearch(search);
  if (rejected.length) return startNow($planPeriods, $planGroups);
  showGoals(filters);
  return startNow($planPeriods, $planGroups, $plans);
}
