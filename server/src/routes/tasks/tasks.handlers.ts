import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { unprocessable } from '../../lib/errors.ts';
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
  type Completion,
  type Submission,
  type TaskRow,
} from '../../domain/tasks.ts';
import { taskNotFound } from '../../domain/task-refusals.ts';
import type { z } from '@hono/zod-openapi';
import type { TaskCompletionSchema, taskComplete, taskDetail, taskList, taskPhoto } from './tasks.routes.ts';
import { photoTooLarge } from './photo-guard.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

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
    attemptsAllowed: r.kind === 'quiz' ? QUIZ_MAX_ATTEMPTS : null,
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
  if (!task) throw taskNotFound();
  return c.json(await toDetail(db, task), 200);
};

/** 200 with the task as it is now, the points earned and the new balance. */
async function respond(c: Context<AppEnv>, taskId: number, completion: Completion) {
  const { db, clock } = c.var.deps;
  const task = await findTask(db, c.var.participantId, clock.now(), taskId);
  const body: z.infer<typeof TaskCompletionSchema> = { task: await toDetail(db, task!), ...completion };
  return c.json(body, 200);
}

export const taskCompleteHandler: RouteHandler<typeof taskComplete, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { answers } = c.req.valid('json');
  const { db, clock } = c.var.deps;
  // The body says what the client meant; the domain refuses it when the task is of another kind.
  const submission: Submission = answers ? { kind: 'quiz', answers } : { kind: 'confirm' };
  return respond(c, id, await completeTask(db, clock, c.var.participantId, id, submission));
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
  return respond(c, id, await completeTask(db, clock, c.var.participantId, id, submission));
};
