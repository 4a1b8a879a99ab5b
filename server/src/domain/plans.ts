import type { Currency } from './ledger.ts';
import type { Queryable } from '../db/types.ts';
import { searchDocument, searchSql } from './search/sql.ts';

/**
 * Plans (the participant's goals). A plan belongs to a period and a group, has 1–4 steps
 * (thresholds with points; the highest threshold is the target) and a current value per
 * participant. Points of reached steps are credited when the plan is settled: on reaching
 * the target, or when its period ends.
 */

export type PlanState = 'upcoming' | 'active' | 'realised' | 'expired';

const DAY_MS = 86_400_000;

const round = (x: number, digits: number) => {
  const k = 10 ** digits;
  return Math.round(x * k) / k;
};

/** Realised as soon as the target is reached; expired when the period ended without it. */
export function planState(
  now: Date,
  periodStart: Date,
  periodEnd: Date,
  currentValue: number,
  targetValue: number,
): PlanState {
  if (now < periodStart) return 'upcoming';
  if (currentValue >= targetValue) return 'realised';
  if (now > periodEnd) return 'expired';
  return 'active';
}

/** current / target, capped at 1. */
export function progressOf(currentValue: number, targetValue: number): number {
  if (!(targetValue > 0)) return 1;
  return Math.min(1, Math.max(0, currentValue / targetValue));
}

export interface StepRow {
  id: number;
  threshold: number;
  points: number;
}

export interface StepResult {
  stepId: number;
  /** 1 for the lowest threshold. */
  position: number;
  threshold: number;
  points: number;
  reached: boolean;
  /** How much is still missing to this step; 0 when reached. */
  missing: number;
}

export interface StepsEvaluation {
  steps: StepResult[];
  targetValue: number;
  earnedPoints: number;
  possiblePoints: number;
  nextStep: { threshold: number; points: number; missing: number } | null;
}

/** Which steps the current value reaches, what they pay and what is missing to the next one. */
export function evaluateSteps(rows: StepRow[], currentValue: number): StepsEvaluation {
  const sorted = [...rows].sort((a, b) => a.threshold - b.threshold);
  const steps = sorted.map((s, i) => ({
    stepId: s.id,
    position: i + 1,
    threshold: s.threshold,
    points: s.points,
    reached: currentValue >= s.threshold,
    missing: round(Math.max(0, s.threshold - currentValue), 2),
  }));
  const next = steps.find((s) => !s.reached);
  return {
    steps,
    targetValue: sorted.at(-1)?.threshold ?? 0,
    earnedPoints: round(
      steps.filter((s) => s.reached).reduce((sum, s) => sum + s.points, 0),
      2,
    ),
    possiblePoints: round(
      steps.reduce((sum, s) => sum + s.points, 0),
      2,
    ),
    nextStep: next ? { threshold: next.threshold, points: next.points, missing: next.missing } : null,
  };
}

export interface PaceInput {
  now: Date;
  periodStart: Date;
  /** The last moment of the period. */
  periodEnd: Date;
  currentValue: number;
  targetValue: number;
  /** Threshold of the first step not reached yet; null when every step is reached. */
  nextThreshold: number | null;
}

export interface Pace {
  periodStart: Date;
  periodEnd: Date;
  /** Share of the period already passed, 0..1. */
  elapsedShare: number;
  /** current / target, 0..1. */
  progressShare: number;
  /** Days of the period still to go (counting a started day); 0 once it ended. */
  daysLeft: number;
  /** What is needed per day to reach the next step by the end; null when reached or ended. */
  neededPerDay: number | null;
  /** The same per week (never more than what is missing); null when reached or ended. */
  neededPerWeek: number | null;
  /** Progress keeps up with the time passed (a linear pace to the target). */
  onTrack: boolean;
}

/** How the participant keeps pace with the period: a pure function of the plan's numbers and now. */
export function computePace(input: PaceInput): Pace {
  const { now, periodStart, periodEnd, currentValue, targetValue, nextThreshold } = input;
  const start = periodStart.getTime();
  const end = periodEnd.getTime();
  const t = now.getTime();
  const length = Math.max(1, end - start);
  const elapsedShare = round(Math.min(1, Math.max(0, (t - start) / length)), 4);
  const progressShare = round(progressOf(currentValue, targetValue), 4);
  const msLeft = Math.max(0, end - Math.max(t, start));
  const ended = t >= end;
  const daysLeft = ended ? 0 : Math.ceil(msLeft / DAY_MS);
  const realised = currentValue >= targetValue;

  let neededPerDay: number | null = null;
  let neededPerWeek: number | null = null;
  if (!ended && nextThreshold !== null && daysLeft > 0) {
    const missing = Math.max(0, nextThreshold - currentValue);
    neededPerDay = round(missing / daysLeft, 2);
    neededPerWeek = round(Math.min(missing, (missing / daysLeft) * 7), 2);
  }
  const onTrack = realised ? true : ended ? false : progressShare >= elapsedShare;
  return { periodStart, periodEnd, elapsedShare, progressShare, daysLeft, neededPerDay, neededPerWeek, onTrack };
}

// ---------------------------------------------------------------------------------------
// Reading plans of one participant

export const PLAN_SORTS = ['name', 'startDate', 'endDate', 'progress', 'points'] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];

export interface PlanFilter {
  search?: string | undefined;
  sortBy?: PlanSort | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  periodId?: number | null | undefined;
  hideExpired?: boolean | undefined;
  planGroups?: number[] | undefined;
  onlyFeaturedPlans?: boolean | undefined;
  customSort?: boolean | undefined;
  hideRealisedPlans?: boolean | undefined;
}

export interface PlanRow {
  id: number;
  name: string;
  description: string;
  image_id: number | null;
  group_id: number;
  group_name: string;
  group_active_image_id: number | null;
  period_id: number;
  period_name: string;
  starts_at: Date;
  ends_at: Date;
  unit: string;
  currency: Currency;
  featured: boolean;
  custom_order: number;
  current_value: number;
  target: number;
  points_total: number;
  earned: number;
  steps_count: number;
  state: PlanState;
  progress: number;
}

/**
 * Every plan of the participant with its computed numbers; $1 participant, $2 now.
 * The state expression mirrors planState().
 */
const PLANS_OF_PARTICIPANT = `
  select pl.id, pl.name, pl.description, pl.image_id, pl.group_id, g.name as group_name,
         g.active_image_id as group_active_image_id, pl.period_id, per.name as period_name,
         per.starts_at, per.ends_at, pl.unit, pl.currency, pl.featured, pl.custom_order,
         pp.current_value::float8 as current_value, st.target, st.points_total, st.earned, st.steps_count,
         case
           when $2::timestamptz < per.starts_at then 'upcoming'
           when pp.current_value >= st.target then 'realised'
           when $2::timestamptz > per.ends_at then 'expired'
           else 'active'
         end as state,
         least(pp.current_value::float8 / st.target, 1) as progress
    from plan pl
    join plan_participant pp on pp.plan_id = pl.id and pp.participant_id = $1
    join plan_period per on per.id = pl.period_id
    join plan_group g on g.id = pl.group_id
    cross join lateral (
      select max(s.threshold)::float8 as target,
             sum(s.points)::float8 as points_total,
             coalesce(sum(s.points) filter (where s.threshold <= pp.current_value), 0)::float8 as earned,
             count(*)::int as steps_count
        from plan_step s
       where s.plan_id = pl.id
    ) st
   where st.steps_count > 0`;

const SORT_COLUMNS: Record<PlanSort, string> = {
  name: 'lower(p.name)',
  startDate: 'p.starts_at',
  endDate: 'p.ends_at',
  progress: 'p.progress',
  points: 'p.points_total',
};

/** Default order: active first, then upcoming, realised, expired; sooner ends first. */
const DEFAULT_ORDER = `case p.state when 'active' then 0 when 'upcoming' then 1 when 'realised' then 2 else 3 end, p.ends_at`;

/** One page of the participant's plans, filtered and sorted in SQL, and the count of all matches. */
export async function findPlans(
  q: Queryable,
  participantId: number,
  now: Date,
  filter: PlanFilter,
  paging: { limit: number; offset: number },
): Promise<{ rows: PlanRow[]; total: number }> {
  const params: unknown[] = [participantId, now];
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const search = searchSql(filter.search, searchDocument('p.name', 'p.description'), param);
  if (search) where.push(search.where);
  if (filter.periodId != null) where.push(`p.period_id = ${param(filter.periodId)}`);
  if (filter.planGroups && filter.planGroups.length > 0)
    where.push(`p.group_id = any(${param(filter.planGroups)}::int[])`);
  if (filter.onlyFeaturedPlans) where.push('p.featured');
  if (filter.hideExpired) where.push(`p.state <> 'expired'`);
  if (filter.hideRealisedPlans) where.push(`p.state <> 'realised'`);

  const filtered = `select * from (${PLANS_OF_PARTICIPANT}) p${where.length ? ` where ${where.join(' and ')}` : ''}`;
  // counted before the order adds the relevance's parameters
  const countRows = await q.query<{ n: number }>(`select count(*)::int as n from (${filtered}) p`, [...params]);
  const direction = filter.sortOrder === 'desc' ? 'desc' : 'asc';
  const order = [
    ...(filter.customSort ? ['p.custom_order asc'] : []),
    // a search without a chosen sort: the most relevant first
    ...(search && !filter.sortBy ? [`${search.score(param)} desc`] : []),
    filter.sortBy ? `${SORT_COLUMNS[filter.sortBy]} ${direction}` : DEFAULT_ORDER,
    'lower(p.name) asc',
    'p.id asc',
  ].join(', ');

  const rows = await q.query<PlanRow>(
    `${filtered} order by ${order} limit ${param(paging.limit)} offset ${param(paging.offset)}`,
    params,
  );
  return { rows, total: countRows[0]?.n ?? 0 };
}

/** One plan of the participant, or undefined when they do not take part in it (or it does not exist). */
export async function findPlan(
  q: Queryable,
  participantId: number,
  now: Date,
  planId: number,
): Promise<PlanRow | undefined> {
  const rows = await q.query<PlanRow>(`select * from (${PLANS_OF_PARTICIPANT}) p where p.id = $3`, [
    participantId,
    now,
    planId,
  ]);
  return rows[0];
}

export async function planSteps(q: Queryable, planId: number): Promise<StepRow[]> {
  return q.query<StepRow>(
    'select id, threshold::float8 as threshold, points::float8 as points from plan_step where plan_id = $1 order by threshold',
    [planId],
  );
}

/** Periods that hold at least one plan of the participant, latest first. */
export async function periodsOfParticipant(q: Queryable, participantId: number) {
  return q.query<{ id: number; name: string; starts_at: Date; ends_at: Date }>(
    `select per.id, per.name, per.starts_at, per.ends_at
       from plan_period per
      where exists (select 1 from plan pl join plan_participant pp on pp.plan_id = pl.id
                     where pl.period_id = per.id and pp.participant_id = $1)
      order by per.starts_at desc, per.ends_at, per.id`,
    [participantId],
  );
}

/** Plan groups that hold at least one plan of the participant, by name. */
export async function groupsOfParticipant(q: Queryable, participantId: number) {
  return q.query<{ id: number; name: string; active_image_id: number | null; inactive_image_id: number | null }>(
    `select g.id, g.name, g.active_image_id, g.inactive_image_id
       from plan_group g
      where exists (select 1 from plan pl join plan_participant pp on pp.plan_id = pl.id
                     where pl.group_id = g.id and pp.participant_id = $1)
      order by g.name, g.id`,
    [participantId],
  );
}

/** An image of a plan or plan group the participant takes part in. */
export async function planImage(q: Queryable, participantId: number, imageId: number) {
  const rows = await q.query<{ mime_type: string; content: Uint8Array }>(
    `select i.mime_type, i.content
       from image i
      where i.id = $2
        and exists (
          select 1 from plan pl
            join plan_participant pp on pp.plan_id = pl.id and pp.participant_id = $1
            join plan_group g on g.id = pl.group_id
           where pl.image_id = i.id or g.active_image_id = i.id or g.inactive_image_id = i.id)`,
    [participantId, imageId],
  );
  return rows[0];
}
