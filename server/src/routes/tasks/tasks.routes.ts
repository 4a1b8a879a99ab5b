import { createRoute, z } from '@hono/zod-openapi';
import { ErrorBodySchema, errorResponses } from '../../lib/errors.ts';
import { PageRequestSchema, pageOf, searchDescription } from '../../lib/paging.ts';
import { bearer } from '../../lib/router.ts';
import { QUIZ_MAX_ATTEMPTS, TASK_SORTS } from '../../domain/tasks.ts';
import { photoGuard } from './photo-guard.ts';
import { dbId, idParam, text } from '../../lib/input.ts';

const TAGS = ['Zadania'];

const IdParamSchema = idParam();

const dateTime = (description: string) => z.string().openapi({ format: 'date-time', description });

export const TaskListRequestSchema = PageRequestSchema.extend({
  search: text()
    .trim()
    .max(200)
    .nullish()
    .openapi({
      description: searchDescription('tytule i opisie zadania', 'Bez sortBy najpierw najtrafniejsze.'),
      example: 'zdjęcie półki',
    }),
  sortBy: z.enum(TASK_SORTS).nullish().openapi({
    description:
      'Pole sortowania. Bez niego: otwarte od najbliższego terminu, potem wykonane (najnowsze), potem przeterminowane.',
  }),
  sortOrder: z.enum(['asc', 'desc']).nullish().openapi({ description: 'Kierunek sortowania; domyślnie asc.' }),
  status: z
    .enum(['open', 'done', 'expired'])
    .nullish()
    .openapi({ description: 'Tylko zadania w tym stanie (bez niego — wszystkie).' }),
}).openapi('TaskListRequest');

export const TaskSummarySchema = z
  .object({
    taskId: z.number().int(),
    title: z.string(),
    kind: z.enum(['confirm', 'quiz', 'photo']).openapi({
      description: 'confirm — potwierdzenie jednym kliknięciem; quiz — odpowiedzi sprawdza serwer; photo — zdjęcie.',
    }),
    points: z.number(),
    currency: z.enum(['vp', 'lp']),
    startDate: dateTime('Od kiedy można wykonać zadanie.'),
    deadline: dateTime('Termin wykonania.'),
    state: z.enum(['open', 'done', 'expired']).openapi({ description: 'expired — termin minął, zadanie niewykonane.' }),
    imageId: z.number().int().nullable().openapi({ description: 'Obrazek z GET /api/loyalty/image/{id}.' }),
  })
  .openapi('TaskSummary');

export const TaskDetailSchema = TaskSummarySchema.extend({
  description: z.string(),
  completedAt: z.string().nullable().openapi({ format: 'date-time' }),
  photoId: z
    .string()
    .nullable()
    .openapi({
      description:
        'Zadanie ze zdjęciem, wykonane: identyfikator przesłanego zdjęcia dla GET /api/loyalty/image/{id}. ' +
        'Zdjęcie widzi tylko uczestnik, który je przesłał.',
      format: 'uuid',
    }),
  attemptsLeft: z
    .number()
    .int()
    .nullable()
    .openapi({ description: `Quiz: ile prób zostało (z ${QUIZ_MAX_ATTEMPTS}); inne rodzaje: null.` }),
  attemptsAllowed: z
    .number()
    .int()
    .nullable()
    .openapi({
      description:
        'Quiz: ile prób ma uczestnik w ogóle. Po błędnej próbie dowiaduje się tylko, ile odpowiedzi było ' +
        'poprawnych (nie których). Inne rodzaje: null.',
    }),
  questions: z
    .array(
      z.object({
        questionId: z.number().int(),
        text: z.string(),
        answers: z.array(z.object({ answerId: z.number().int(), text: z.string() })),
      }),
    )
    .openapi({ description: 'Pytania quizu (bez wskazania poprawnych odpowiedzi); puste dla innych rodzajów.' }),
}).openapi('TaskDetail');

export const TaskCompleteRequestSchema = z
  .strictObject({
    answers: z
      .array(z.object({ questionId: dbId('Identyfikator pytania'), answerId: dbId('Identyfikator odpowiedzi') }))
      .min(1)
      .max(50)
      .optional()
      .openapi({ description: 'Tylko dla quizu: jedna odpowiedź na każde pytanie.' }),
  })
  .openapi('TaskCompleteRequest', { description: 'Potwierdzenie: {}. Quiz: { answers }.' });

const PointsSummarySchema = z
  .object({
    vpTotalValue: z.number(),
    vpSubtractedValue: z.number(),
    vpLockedValue: z.number(),
    vpCurrentValue: z.number(),
    lpTotalValue: z.number(),
    lpSubtractedValue: z.number(),
    lpLockedValue: z.number(),
    lpCurrentValue: z.number(),
  })
  .openapi({ description: 'Saldo po zaliczeniu, w kształcie /participant/points/summary.' });

export const TaskCompletionSchema = z
  .object({
    task: TaskDetailSchema,
    pointsAwarded: z.number(),
    currency: z.enum(['vp', 'lp']),
    summary: PointsSummarySchema,
  })
  .openapi('TaskCompletion');

export const QuizWrongErrorSchema = ErrorBodySchema.extend({
  code: z.literal('QUIZ_WRONG'),
  correctCount: z.number().int().openapi({ description: 'Ile odpowiedzi było poprawnych (nie mówi, które).' }),
  questionCount: z.number().int(),
  attemptsLeft: z.number().int(),
}).openapi('QuizWrongError');

export const TaskPhotoUploadSchema = z
  .object({
    photo: z
      .custom<File>((value) => value instanceof File, { message: 'Dołącz jedno zdjęcie w polu „photo”.' })
      .openapi({
        type: 'string',
        format: 'binary',
        description: 'Zdjęcie JPEG, PNG lub WebP (rozpoznawane po treści), najwyżej 5 MB.',
      }),
  })
  .openapi('TaskPhotoUpload');

export const taskList = createRoute({
  method: 'post',
  path: '/api/loyalty/task/list',
  tags: TAGS,
  summary: 'Zadania uczestnika z wyszukiwaniem, stanem, sortowaniem i stronicowaniem',
  security: bearer,
  request: { body: { required: true, content: { 'application/json': { schema: TaskListRequestSchema } } } },
  responses: {
    200: {
      description: 'Strona zadań',
      content: { 'application/json': { schema: pageOf(TaskSummarySchema, 'TaskSummaryPage') } },
    },
    ...errorResponses(400, 401, 422),
  },
});

export const taskDetail = createRoute({
  method: 'get',
  path: '/api/loyalty/task/{id}',
  tags: TAGS,
  summary: 'Szczegóły zadania (z pytaniami quizu)',
  security: bearer,
  request: { params: IdParamSchema },
  responses: {
    200: { description: 'Zadanie', content: { 'application/json': { schema: TaskDetailSchema } } },
    ...errorResponses(401, 404, 422),
  },
});

const completionResponses = {
  200: {
    description: 'Zadanie zaliczone; punkty dopisane do portfela',
    content: { 'application/json': { schema: TaskCompletionSchema } },
  },
  ...errorResponses(400, 401, 404),
  409: {
    description:
      'ALREADY_DONE — już wykonane; TASK_EXPIRED — po terminie; TASK_NOT_STARTED — jeszcze się nie zaczęło; NO_ATTEMPTS_LEFT — wykorzystano próby quizu',
    content: { 'application/json': { schema: ErrorBodySchema } },
  },
};

export const taskComplete = createRoute({
  method: 'post',
  path: '/api/loyalty/task/{id}/complete',
  tags: TAGS,
  summary: 'Wykonanie zadania: potwierdzenie albo odpowiedzi quizu',
  description:
    `Quiz sprawdza serwer. Błędne odpowiedzi: 422 QUIZ_WRONG z liczbą poprawnych odpowiedzi (bez wskazania, ` +
    `które były błędne); najwyżej ${QUIZ_MAX_ATTEMPTS} próby.`,
  security: bearer,
  request: {
    params: IdParamSchema,
    body: { required: true, content: { 'application/json': { schema: TaskCompleteRequestSchema } } },
  },
  responses: {
    ...completionResponses,
    422: {
      description:
        'Nieprawidłowa treść (VALIDATION_FAILED, WRONG_BODY, ANSWERS_REQUIRED, PHOTO_REQUIRED, INVALID_ANSWERS) albo błędne odpowiedzi quizu (QUIZ_WRONG)',
      content: { 'application/json': { schema: z.union([QuizWrongErrorSchema, ErrorBodySchema]) } },
    },
  },
});

export const taskPhoto = createRoute({
  method: 'post',
  path: '/api/loyalty/task/{id}/photo',
  tags: TAGS,
  summary: 'Wykonanie zadania zdjęciem',
  description: 'multipart/form-data z jednym plikiem w polu `photo` (JPEG, PNG lub WebP, najwyżej 5 MB).',
  security: bearer,
  middleware: photoGuard,
  request: {
    params: IdParamSchema,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: TaskPhotoUploadSchema,
          encoding: { photo: { contentType: 'image/jpeg, image/png, image/webp' } },
        },
      },
    },
  },
  responses: {
    ...completionResponses,
    422: {
      description:
        'NOT_MULTIPART, BAD_MULTIPART, VALIDATION_FAILED (brak pola photo), EMPTY_PHOTO, NOT_AN_IMAGE, WRONG_KIND',
      content: { 'application/json': { schema: ErrorBodySchema } },
    },
    413: {
      description: 'PHOTO_TOO_LARGE — zdjęcie większe niż 5 MB',
      content: { 'application/json': { schema: ErrorBodySchema } },
    },
  },
});
