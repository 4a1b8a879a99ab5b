/**
 * An opened plan's steps and total (spec section 3), as fetcher store families
 * (src/lib/query), kept for the session. Loaded with the plan's dialog (PlanDialog.tsx), not
 * with /goals (issue 24). A plan that is not there (a stale ?cel= link: 404) is the dialog's
 * own "no such goal" state, not a toast as well.
 */
import { getPlanSteps, getPlanTotal, parseStepResult, parseTotalResult } from '../api/plan-progress';
import { queryFamily, reportUnlessMissing } from '../query/query';

export const planSteps = queryFamily('goals.steps', (planId: number) => getPlanSteps(planId), Number, {
  persist: { maxEntries: 12, parse: parseStepResult },
  onError: reportUnlessMissing,
});

export const planTotal = queryFamily('goals.total', (planId: number) => getPlanTotal(planId), Number, {
  persist: { maxEntries: 12, parse: parseTotalResult },
  onError: reportUnlessMissing,
});
