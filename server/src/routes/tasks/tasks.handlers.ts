import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { conflict, errorBody, notFound, unprocessable } from '../../lib/errors.ts';
import { limitOffset, page } from '../../lib/paging.ts';
import type { Queryable } from '../../db/types.ts';
import {
  completeTask,
  detectImageType,
  findTask,
  findTasks,
  PHOTO_MAX_BYTES,
  QUIZ_MAX_ATTEMPTS,
  quizQuestions,
  type CompletionOutcome,
  type Submission,
  type TaskRow,
} from '../../domain/tasks.ts';
import type { z } from '@hono/zod-openapi';
import type { TaskCompletionSchema, taskComplete, taskDetail, taskList, taskPhoto } from './tasks.routes.ts';
import { photoTooLarge } from './photo-guard.ts';

const TASK_NOT_FOUND = 'Nie znaleziono zadania. Mogło zostać usunięte albo nie jest przypisane do Ciebie.';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const warsawDate = (d: Date) =>
  new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(d)
    .replace(',', '');

function toSummary(r: TaskRow) {
  return {
    taskId: r.id,
    title: r.title,
    kind: r.kind,
    points: r.points,
    currency: r.currency,
    startDate: iso(r.starts_at)!,
    deadline: iso(r.deadline)!,
    state: r.state,
    imageId: r.image_id,
  };
}

async function toDetail(q: Queryable, r: TaskRow) {
  const questions =
    r.kind === 'quiz'
      ? (await quizQuestions(q, r.id)).map((question) => ({
          questionId: question.questionId,
          text: question.text,
          answers: question.answers.map(({ answerId, text }) => ({ answerId, text })),
        }))
      : [];
  return {
    ...toSummary(r),
    description: r.description,
    completedAt: iso(r.completed_at),
    photoId: r.photo_id,
    attemptsLeft: r.kind === 'quiz' ? Math.max(0, QUIZ_MAX_ATTEMPTS - r.attempts) : null,
    questions,
  };
}

export const taskListHandler: RouteHandler<typeof taskList, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { db, clock } = c.var.deps;
  const [limit, offset] = limitOffset(body);
  const { rows, total } = await findTasks(
    db,
    c.var.participantId,
    clock.now(),
    {
      search: body.search ?? undefined,
      sortBy: body.sortBy ?? undefined,
      sortOrder: body.sortOrder ?? undefined,
      status: body.status ?? undefined,
    },
    { limit, offset },
  );
  return c.json(page(rows.map(toSummary), total, body), 200);
};

export const taskDetailHandler: RouteHandler<typeof taskDetail, AppEnv> = async (c) => {
  const { db, clock } = c.var.deps;
  const task = await findTask(db, c.var.participantId, clock.now(), c.req.valid('param').id);
  if (!task) throw notFound(TASK_NOT_FOUND, 'TASK_NOT_FOUND');
  return c.json(await toDetail(db, task), 200);
};

const attemptsWord = (n: number) => (n === 1 ? 'próba' : n >= 2 && n <= 4 ? 'próby' : 'prób');

/** Maps the domain's outcome to the response: 200 with the task and the new balance, or a Polish refusal. */
async function respond(c: Context<AppEnv>, taskId: number, submission: Submission, outcome: CompletionOutcome) {
  const { db, clock } = c.var.deps;
  switch (outcome.kind) {
    case 'completed': {
      const task = await findTask(db, c.var.participantId, clock.now(), taskId);
      const body: z.infer<typeof TaskCompletionSchema> = {
        task: await toDetail(db, task!),
        pointsAwarded: outcome.pointsAwarded,
        currency: outcome.currency,
        summary: outcome.summary,
      };
      return c.json(body, 200);
    }
    case 'not_found':
      throw notFound(TASK_NOT_FOUND, 'TASK_NOT_FOUND');
    case 'already_done':
      throw conflict('To zadanie jest już wykonane.', 'ALREADY_DONE');
    case 'not_started':
      throw conflict(`To zadanie można wykonać od ${warsawDate(outcome.startsAt)}.`, 'TASK_NOT_STARTED');
    case 'expired':
      throw conflict(`Termin wykonania zadania minął ${warsawDate(outcome.deadline)}.`, 'TASK_EXPIRED');
    case 'no_attempts_left':
      throw conflict(
        `Wykorzystano wszystkie ${QUIZ_MAX_ATTEMPTS} ${attemptsWord(QUIZ_MAX_ATTEMPTS)} rozwiązania tego quizu.`,
        'NO_ATTEMPTS_LEFT',
      );
    case 'wrong_kind':
      throw submission.kind === 'photo'
        ? unprocessable('To zadanie nie wymaga zdjęcia.', 'WRONG_KIND')
        : outcome.taskKind === 'photo'
          ? unprocessable('To zadanie wykonuje się, wysyłając zdjęcie.', 'PHOTO_REQUIRED')
          : outcome.taskKind === 'quiz'
            ? unprocessable('Zaznacz odpowiedzi na wszystkie pytania quizu.', 'ANSWERS_REQUIRED')
            : unprocessable('To zadanie wystarczy potwierdzić — bez odpowiedzi i bez zdjęcia.', 'WRONG_BODY');
    case 'invalid_answers':
      throw unprocessable(
        outcome.problems[0]!.message,
        'INVALID_ANSWERS',
        outcome.problems.map((p) => ({
          path: p.index === null ? 'answers' : `answers.${p.index}`,
          message: p.message,
        })),
      );
    case 'quiz_wrong': {
      const detail = `Nie wszystkie odpowiedzi są poprawne. Pozostałe próby: ${outcome.attemptsLeft}.`;
      return c.json(
        {
          ...errorBody(
            422,
            detail,
            'QUIZ_WRONG',
            outcome.wrongQuestionIds.map((id) => ({ path: `question.${id}`, message: 'Błędna odpowiedź.' })),
          ),
          code: 'QUIZ_WRONG' as const,
          wrongQuestionIds: outcome.wrongQuestionIds,
          attemptsLeft: outcome.attemptsLeft,
        },
        422,
      );
    }
  }
}

export const taskCompleteHandler: RouteHandler<typeof taskComplete, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { answers } = c.req.valid('json');
  const { db, clock } = c.var.deps;
  // The body says what the client meant; the domain refuses it when the task is of another kind.
  const submission: Submission = answers ? { kind: 'quiz', answers } : { kind: 'confirm' };
  return respond(c, id, submission, await completeTask(db, clock, c.var.participantId, id, submission));
};

export const taskPhotoHandler: RouteHandler<typeof taskPhoto, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { photo } = c.req.valid('form');
  if (photo.size > PHOTO_MAX_BYTES) throw photoTooLarge();
  if (photo.size === 0) throw unprocessable('Przesłany plik zdjęcia jest pusty.', 'EMPTY_PHOTO');
  const content = new Uint8Array(await photo.arrayBuffer());
  const mimeType = detectImageType(content);
  if (!mimeType) throw unprocessable('Plik nie jest zdjęciem. Wyślij zdjęcie JPEG, PNG lub WebP.', 'NOT_AN_IMAGE');
  const { db, clock } = c.var.deps;
  const submission: Submission = { kind: 'photo', mimeType, content };
  return respond(c, id, submission, await completeTask(db, clock, c.var.participantId, id, submission));
};
