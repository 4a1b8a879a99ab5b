/**
 * An opened plan's steps and total (spec section 3), as fetcher store families
 * (src/lib/query), kept for the session. Loaded with the plan's dialog (PlanDialog.tsx), not
 * with /goals (issue 24). A plan that is not there (a stale ?cel= link: 404) is the dialog's
 * own "no such goal" state, not a toast as well.
 */
import { PLAN_STEPS, PLAN_TOTAL } from '../api/plan-progress';
import { readFamily, reportUnlessMissing } from '../query/query';

export const planSteps = readFamily('goals.steps', PLAN_STEPS, { onError: reportUnlessMissing });

export const planTotal = readFamily('goals.total', PLAN_TOTAL, { onError: reportUnlessMissing });
