import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../lib/errors.ts';
import { PageRequestSchema, pageOf, searchDescription } from '../../lib/paging.ts';
import { bearer } from '../../lib/router.ts';
import { PLAN_SORTS } from '../../domain/plans.ts';
import { dbId, idParam, text } from '../../lib/input.ts';

const TAGS = ['Cele'];

const IdParamSchema = idParam();

const dateTime = (description: string) => z.string().openapi({ format: 'date-time', description });
const currency = z
  .enum(['vp', 'lp'])
  .openapi({ description: 'vp — waluta wirtualna; lp — druga waluta (grupa FRSH).' });

/** A yes/no filter; absent or null means "not set", like every other filter of the spec. */
const flag = (description: string) =>
  z
    .boolean()
    .nullish()
    .openapi({ description: `${description} Brak lub null — nie (false).` });

export const PlanResultRequestSchema = PageRequestSchema.extend({
  search: text()
    .trim()
    .max(200)
    .nullish()
    .openapi({
      description: searchDescription('nazwie i opisie celu', 'Bez sortBy najpierw najtrafniejsze.'),
      example: 'kawa',
    }),
  sortOrder: z.enum(['asc', 'desc']).nullish().openapi({ description: 'Kierunek sortowania; domyślnie asc.' }),
  sortBy: z.enum(PLAN_SORTS).nullish().openapi({
    description:
      'Pole sortowania. Bez niego: najpierw aktywne, potem nadchodzące, zrealizowane i zakończone; w każdej grupie najpierw kończące się wcześniej.',
  }),
  periodId: dbId('Identyfikator okresu').nullish().openapi({ description: 'Tylko cele z tego okresu.' }),
  hideExpired: flag('Ukryj cele zakończone bez realizacji.'),
  planGroups: z
    .array(dbId('Identyfikator grupy'))
    .max(100)
    .nullish()
    .openapi({ description: 'Tylko cele z tych grup (puste — wszystkie).' }),
  onlyFeaturedPlans: flag('Tylko cele wyróżnione.'),
  customSort: flag('Najpierw kolejność ustalona przez organizatora, potem sortBy.'),
  hideRealisedPlans: flag('Ukryj cele zrealizowane.'),
}).openapi('PlanResultRequest');

export const PlanResultSchema = z
  .object({
    planId: z.number().int(),
    name: z.string(),
    description: z.string(),
    imageId: z.number().int().nullable().openapi({ description: 'Brak — pokaż groupActiveImageId.' }),
    groupId: z.number().int(),
    groupName: z.string(),
    groupActiveImageId: z.number().int().nullable(),
    periodId: z.number().int(),
    periodName: z.string(),
    startDate: dateTime('Początek okresu.'),
    endDate: dateTime('Ostatnia chwila okresu.'),
    unit: z.string().openapi({ example: 'zł' }),
    targetValue: z.number().openapi({ description: 'Próg ostatniego stopnia.' }),
    currentValue: z.number(),
    progress: z.number().min(0).max(1).openapi({ description: 'currentValue / targetValue, najwyżej 1.' }),
    currency,
    points: z.number().openapi({ description: 'Ile punktów cel może dać w sumie.' }),
    earnedPoints: z.number().openapi({ description: 'Suma punktów osiągniętych stopni.' }),
    state: z.enum(['upcoming', 'active', 'realised', 'expired']).openapi({
      description:
        'upcoming — okres jeszcze się nie zaczął; realised — osiągnięto cel; expired — okres minął bez realizacji.',
    }),
    featured: z.boolean(),
    stepsCount: z.number().int(),
  })
  .openapi('PlanResult');

export const PlanResultPageSchema = pageOf(PlanResultSchema, 'PlanResultPage');

export const PlanStepSchema = z
  .object({
    stepId: z.number().int(),
    position: z.number().int().openapi({ description: '1 dla najniższego progu.' }),
    threshold: z.number(),
    points: z.number(),
    reached: z.boolean(),
    missing: z.number().openapi({ description: 'Ile brakuje do progu; 0 gdy osiągnięty.' }),
  })
  .openapi('PlanStep');

export const PlanStepResultSchema = z
  .object({
    planId: z.number().int(),
    currentValue: z.number(),
    unit: z.string(),
    currency,
    steps: z.array(PlanStepSchema),
  })
  .openapi('PlanStepResult');

export const PlanPaceSchema = z
  .object({
    periodStart: dateTime('Początek okresu.'),
    periodEnd: dateTime('Ostatnia chwila okresu.'),
    elapsedShare: z.number().min(0).max(1).openapi({ description: 'Jaka część okresu minęła.' }),
    progressShare: z.number().min(0).max(1).openapi({ description: 'currentValue / targetValue.' }),
    daysLeft: z.number().int().openapi({ description: 'Dni do końca okresu (rozpoczęty dzień liczy się cały).' }),
    neededPerDay: z.number().nullable().openapi({
      description: 'Ile trzeba dziennie, by do końca osiągnąć następny próg; null gdy osiągnięty lub po okresie.',
    }),
    neededPerWeek: z.number().nullable().openapi({ description: 'To samo na tydzień (nie więcej niż brakuje).' }),
    onTrack: z.boolean().openapi({ description: 'Postęp nadąża za upływem czasu.' }),
  })
  .openapi('PlanPace');

export const PlanTotalResultSchema = z
  .object({
    planId: z.number().int(),
    currentValue: z.number(),
    targetValue: z.number(),
    progress: z.number().min(0).max(1),
    earnedPoints: z.number(),
    possiblePoints: z.number(),
    currency,
    nextStep: z
      .object({ threshold: z.number(), points: z.number(), missing: z.number() })
      .nullable()
      .openapi({ description: 'Najbliższy nieosiągnięty próg; null gdy wszystkie osiągnięte.' }),
    pace: PlanPaceSchema,
  })
  .openapi('PlanTotalResult');

export const PlanImageSchema = z
  .object({
    imageContent: z.string().openapi({ description: 'Treść obrazka w base64.' }),
    imageMimeType: z.string().openapi({ example: 'image/svg+xml' }),
  })
  .openapi('PlanImage');

export const PlanPeriodSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    startDate: dateTime('Początek.'),
    endDate: dateTime('Ostatnia chwila.'),
  })
  .openapi('PlanPeriod');

export const PlanGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    activeImageId: z.number().int().nullable(),
    inactiveImageId: z.number().int().nullable(),
  })
  .openapi('PlanGroup');

export const planResult = createRoute({
  method: 'post',
  path: '/api/loyalty/plan/result',
  tags: TAGS,
  summary: 'Cele uczestnika z filtrami, sortowaniem i stronicowaniem',
  security: bearer,
  request: { body: { required: true, content: { 'application/json': { schema: PlanResultRequestSchema } } } },
  responses: {
    200: { description: 'Strona celów', content: { 'application/json': { schema: PlanResultPageSchema } } },
    ...errorResponses(400, 401, 422),
  },
});

export const planStepResult = createRoute({
  method: 'get',
  path: '/api/loyalty/plan/step/result/{id}',
  tags: TAGS,
  summary: 'Stopnie celu: progi, punkty i co już osiągnięto',
  security: bearer,
  request: { params: IdParamSchema },
  responses: {
    200: { description: 'Stopnie celu', content: { 'application/json': { schema: PlanStepResultSchema } } },
    ...errorResponses(401, 404, 422),
  },
});

export const planTotalResult = createRoute({
  method: 'get',
  path: '/api/loyalty/plan/total/result/{id}',
  tags: TAGS,
  summary: 'Podsumowanie celu: postęp, punkty, następny próg i tempo',
  security: bearer,
  request: { params: IdParamSchema },
  responses: {
    200: { description: 'Podsumowanie celu', content: { 'application/json': { schema: PlanTotalResultSchema } } },
    ...errorResponses(401, 404, 422),
  },
});

export const planImage = createRoute({
  method: 'get',
  path: '/api/loyalty/plan/image/{id}',
  tags: TAGS,
  summary: 'Obrazek celu lub grupy celów',
  security: bearer,
  request: { params: IdParamSchema },
  responses: {
    200: { description: 'Obrazek', content: { 'application/json': { schema: PlanImageSchema } } },
    ...errorResponses(401, 404, 422),
  },
});

export const planPeriodList = createRoute({
  method: 'get',
  path: '/api/loyalty/plan/period/list',
  tags: TAGS,
  summary: 'Okresy, w których uczestnik ma cele (wszystkie na jednej stronie)',
  security: bearer,
  responses: {
    200: {
      description: 'Okresy, od najnowszego',
      content: { 'application/json': { schema: pageOf(PlanPeriodSchema, 'PlanPeriodPage') } },
    },
    ...errorResponses(401),
  },
});

export const planGroupList = createRoute({
  method: 'get',
  path: '/api/loyalty/plan/group/list',
  tags: TAGS,
  summary: 'Grupy, w których uczestnik ma cele (wszystkie na jednej stronie)',
  security: bearer,
  responses: {
    200: {
      description: 'Grupy celów, alfabetycznie',
      content: { 'application/json': { schema: pageOf(PlanGroupSchema, 'PlanGroupPage') } },
    },
    ...errorResponses(401),
  },
});
