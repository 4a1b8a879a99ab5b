import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { limitOffset, page } from '../../lib/paging.ts';
import {
  computePace,
  evaluateSteps,
  findPlan,
  findPlans,
  groupsOfParticipant,
  periodsOfParticipant,
  planImage as readPlanImage,
  planSteps,
  type PlanRow,
} from '../../domain/plans.ts';
import type {
  planGroupList,
  planImage,
  planPeriodList,
  planResult,
  planStepResult,
  planTotalResult,
} from './plans.routes.ts';

const PLAN_NOT_FOUND = 'Nie znaleziono celu. Mógł zostać usunięty albo nie bierzesz w nim udziału.';

function toPlanResult(r: PlanRow) {
  return {
    planId: r.id,
    name: r.name,
    description: r.description,
    imageId: r.image_id,
    groupId: r.group_id,
    groupName: r.group_name,
    groupActiveImageId: r.group_active_image_id,
    periodId: r.period_id,
    periodName: r.period_name,
    startDate: new Date(r.starts_at).toISOString(),
    endDate: new Date(r.ends_at).toISOString(),
    unit: r.unit,
    targetValue: r.target,
    currentValue: r.current_value,
    progress: Math.round(r.progress * 10_000) / 10_000,
    currency: r.currency,
    points: r.points_total,
    earnedPoints: r.earned,
    state: r.state,
    featured: r.featured,
    stepsCount: r.steps_count,
  };
}

export const planResultHandler: RouteHandler<typeof planResult, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { db, clock } = c.var.deps;
  const [limit, offset] = limitOffset(body);
  const { rows, total } = await findPlans(
    db,
    c.var.participantId,
    clock.now(),
    {
      search: body.search ?? undefined,
      sortBy: body.sortBy ?? undefined,
      sortOrder: body.sortOrder ?? undefined,
      periodId: body.periodId,
      hideExpired: body.hideExpired ?? undefined,
      planGroups: body.planGroups ?? undefined,
      onlyFeaturedPlans: body.onlyFeaturedPlans ?? undefined,
      customSort: body.customSort ?? undefined,
      hideRealisedPlans: body.hideRealisedPlans ?? undefined,
    },
    { limit, offset },
  );
  return c.json(page(rows.map(toPlanResult), total, body), 200);
};

async function planOr404(c: Parameters<RouteHandler<typeof planStepResult, AppEnv>>[0], id: number) {
  const { db, clock } = c.var.deps;
  const plan = await findPlan(db, c.var.participantId, clock.now(), id);
  if (!plan) throw notFound(PLAN_NOT_FOUND, 'PLAN_NOT_FOUND');
  return { plan, steps: evaluateSteps(await planSteps(db, id), plan.current_value) };
}

export const planStepResultHandler: RouteHandler<typeof planStepResult, AppEnv> = async (c) => {
  const { plan, steps } = await planOr404(c, c.req.valid('param').id);
  return c.json(
    { planId: plan.id, currentValue: plan.current_value, unit: plan.unit, currency: plan.currency, steps: steps.steps },
    200,
  );
};

export const planTotalResultHandler: RouteHandler<typeof planTotalResult, AppEnv> = async (c) => {
  const { plan, steps } = await planOr404(c, c.req.valid('param').id);
  const pace = computePace({
    now: c.var.deps.clock.now(),
    periodStart: new Date(plan.starts_at),
    periodEnd: new Date(plan.ends_at),
    currentValue: plan.current_value,
    targetValue: steps.targetValue,
    nextThreshold: steps.nextStep?.threshold ?? null,
  });
  return c.json(
    {
      planId: plan.id,
      currentValue: plan.current_value,
      targetValue: steps.targetValue,
      progress: pace.progressShare,
      earnedPoints: steps.earnedPoints,
      possiblePoints: steps.possiblePoints,
      currency: plan.currency,
      nextStep: steps.nextStep,
      pace: { ...pace, periodStart: pace.periodStart.toISOString(), periodEnd: pace.periodEnd.toISOString() },
    },
    200,
  );
};

export const planImageHandler: RouteHandler<typeof planImage, AppEnv> = async (c) => {
  const image = await readPlanImage(c.var.deps.db, c.var.participantId, c.req.valid('param').id);
  if (!image) throw notFound('Nie znaleziono obrazka celu.', 'IMAGE_NOT_FOUND');
  return c.json({ imageContent: Buffer.from(image.content).toString('base64'), imageMimeType: image.mime_type }, 200);
};

/** Every row on one page of the shared envelope. */
const allOnOnePage = <T>(items: T[]) => page(items, items.length, { page: 1, per: Math.max(1, items.length) });

export const planPeriodListHandler: RouteHandler<typeof planPeriodList, AppEnv> = async (c) => {
  const rows = await periodsOfParticipant(c.var.deps.db, c.var.participantId);
  return c.json(
    allOnOnePage(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        startDate: new Date(r.starts_at).toISOString(),
        endDate: new Date(r.ends_at).toISOString(),
      })),
    ),
    200,
  );
};

export const planGroupListHandler: RouteHandler<typeof planGroupList, AppEnv> = async (c) => {
  const rows = await groupsOfParticipant(c.var.deps.db, c.var.participantId);
  return c.json(
    allOnOnePage(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        activeImageId: r.active_image_id,
        inactiveImageId: r.inactive_image_id,
      })),
    ),
    200,
  );
};
