/**
 * What /goals shows, as fetcher stores (src/lib/query): the plans of the filters in the
 * URL and the periods and groups the filters offer (an opened plan's steps and total:
 * plan-queries.ts, loaded with its dialog).
 * The island puts the URL's filters into $goalsFilters; the list follows. Requests are
 * built by the same function the inline preloader uses (src/lib/preload/requests.ts),
 * so the preloaded answer is the one the list takes.
 */
import { atom, computed } from 'nanostores';
import { listOf, parsePage } from '../api/parse';
import {
  getPlanGroups,
  getPlanPeriods,
  getPlanResults,
  parseGroup,
  parsePeriod,
  parsePlanResult,
  type PlanGroup,
  type PlanPeriod,
  type PlanResult,
  type PlanResultRequest,
  type PlanState,
  type PlanStepResult,
  type PlanTotalResult,
} from '../api/plans';
import { defineQuery, startNow } from '../query/query';
import { filtersFromSearch, toRequest, type GoalFilters } from './filters';

export type { PlanGroup, PlanPeriod, PlanResult, PlanState, PlanStepResult, PlanTotalResult };

/** The filters of the list on screen; null until the island has read the URL. */
export const $goalsFilters = atom<GoalFilters | null>(null);

export const showGoals = (filters: GoalFilters) => $goalsFilters.set(filters);

const $request = computed($goalsFilters, (filters) => (filters ? JSON.stringify(toRequest(filters)) : null));

const list =
  <T>(parse: (v: unknown) => T | null) =>
  (v: unknown) =>
    Array.isArray(v) ? listOf(v, parse) : null;

export const $plans = defineQuery(
  'goals.list',
  $request,
  (body) => getPlanResults(JSON.parse(body) as PlanResultRequest),
  { persist: { maxEntries: 12, parse: (v) => parsePage(v, parsePlanResult) } },
);

export const $planPeriods = defineQuery('goals.periods', '', () => getPlanPeriods(), {
  persist: { maxEntries: 1, parse: list(parsePeriod) },
});

export const $planGroups = defineQuery('goals.groups', '', () => getPlanGroups(), {
  persist: { maxEntries: 1, parse: list(parseGroup) },
});

/**
 * /goals as it loads (src/pages/goals.astro): the periods, the groups and the plans of the
 * URL's filters, the requests the inline preloader started (src/lib/preload/pages/goals.ts).
 * A URL with unreadable settings waits for the island, which says what it replaced.
 */
export function startGoals(search: string): () => void {
  const { filters, rejected } = filtersFromSearch(search);
  if (rejected.length) return startNow($planPeriods, $planGroups);
  showGoals(filters);
  return startNow($planPeriods, $planGroups, $plans);
}
