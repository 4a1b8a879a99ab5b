import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/types.ts';
import { appendLedger, readSummary, type Currency, type PointsSummary } from './ledger.ts';
import { storePhoto } from './photos.ts';
import {
  alreadyDone,
  invalidAnswers,
  noAttemptsLeft,
  notStarted,
  quizWrong,
  taskExpired,
  taskNotFound,
  wrongKind,
} from './task-refusals.ts';
import { searchDocument, searchSql } from './search/sql.ts';

/**
 * Tasks assigned to a participant: confirmed with one click, a short quiz checked by the
 * server, or a photo. Completing one earns its points in the ledger in the same transaction.
 */

export type TaskKind = 'confirm' | 'quiz' | 'photo';
export type TaskState = 'open' | 'done' | 'expired';

export const QUIZ_MAX_ATTEMPTS = 3;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Earned points expire about a year after they were earned. */
const POINTS_LIFETIME_MS = 365 * 86_400_000;

export function taskState(now: Date, status: 'open' | 'done', deadline: Date): TaskState {
  if (status === 'done') return 'done';
  return now > deadline ? 'expired' : 'open';
}

export type PhotoMimeType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The picture's type by its first bytes (never by the name or the declared type); null when not JPEG, PNG or WebP. */
export function detectImageType(bytes: Uint8Array): PhotoMimeType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (bytes.length >= 3 && starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 8 && starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

export interface QuizQuestion {
  questionId: number;
  text: string;
  answers: { answerId: number; text: string; correct: boolean }[];
}

export type QuizCheck =
  | { kind: 'invalid'; problems: { index: number | null; message: string }[] }
  | { kind: 'checked'; correct: number; questions: number };

/**
 * Checks a quiz submission: exactly one answer per question, each answer belonging to its
 * question ('invalid', which costs no attempt), then how many were answered right. Which
 * ones is never told: with three attempts, naming the wrong questions let anyone pass by
 * elimination (issue 27).
 */
export function checkQuiz(questions: QuizQuestion[], submitted: { questionId: number; answerId: number }[]): QuizCheck {
  const problems: { index: number | null; message: string }[] = [];
  const byId = new Map(questions.map((q) => [q.questionId, q]));
  const seen = new Set<number>();
  submitted.forEach((a, index) => {
    const question = byId.get(a.questionId);
    if (!question) problems.push({ index, message: 'To pytanie nie należy do tego quizu.' });
    else if (seen.has(a.questionId)) problems.push({ index, message: 'Na to pytanie podano już odpowiedź.' });
    else if (!question.answers.some((x) => x.answerId === a.answerId))
      problems.push({ index, message: 'Ta odpowiedź nie należy do tego pytania.' });
    seen.add(a.questionId);
  });
  const missing = questions.filter((q) => !seen.has(q.questionId));
  if (missing.length > 0) problems.push({ index: null, message: 'Odpowiedz na wszystkie pytania quizu.' });
  if (problems.length > 0) return { kind: 'invalid', problems };

  const chosen = new Map(submitted.map((a) => [a.questionId, a.answerId]));
  const correct = questions.filter(
    (q) => q.answers.find((x) => x.answerId === chosen.get(q.questionId))?.correct,
  ).length;
  return { kind: 'checked', correct, questions: questions.length };
}

// ---------------------------------------------------------------------------------------
// Reading tasks of one participant

export const TASK_SORTS = ['deadline', 'points', 'title'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

export interface TaskRow {
  id: number;
  title: string;
  description: string;
  kind: TaskKind;
  points: number;
  currency: Currency;
  starts_at: Date;
  deadline: Date;
  image_id: number | null;
  /** The participant's own photo (task_photo), for photo tasks once done. */
  photo_id: string | null;
  status: 'open' | 'done';
  completed_at: Date | null;
  attempts: number;
  state: TaskState;
}

/** Every task assigned to the participant; $1 participant, $2 now. The state mirrors taskState(). */
const TASKS_OF_PARTICIPANT = `
  select t.id, t.title, t.description, t.kind, t.points::float8 as points, t.currency, t.starts_at, t.deadline,
         t.image_id, a.photo_id, a.status, a.completed_at, a.attempts,
         case when a.status = 'done' then 'done' when $2::timestamptz > t.deadline then 'expired' else 'open' end as state
    from task t
    join task_assignment a on a.task_id = t.id and a.participant_id = $1`;

const SORT_COLUMNS: Record<TaskSort, string> = {
  deadline: 'x.deadline',
  points: 'x.points',
  title: 'lower(x.title)',
};

/** Default order: open ones by the nearest deadline, then done (latest first), then expired. */
const DEFAULT_ORDER = `case x.state when 'open' then 0 when 'done' then 1 else 2 end,
  case when x.state = 'open' then x.deadline end asc,
  coalesce(x.completed_at, x.deadline) desc`;

export interface TaskFilter {
  search?: string | undefined;
  sortBy?: TaskSort | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  status?: TaskState | undefined;
}

export async function findTasks(
  q: Queryable,
  participantId: number,
  now: Date,
  filter: TaskFilter,
  paging: { limit: number; offset: number },
): Promise<{ rows: TaskRow[]; total: number }> {
  const params: unknown[] = [participantId, now];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  const search = searchSql(filter.search, searchDocument('x.title', 'x.description'), param);
  if (search) where.push(search.where);
  if (filter.status) where.push(`x.state = ${param(filter.status)}`);
  const filtered = `select * from (${TASKS_OF_PARTICIPANT}) x${where.length ? ` where ${where.join(' and ')}` : ''}`;
  // counted before the order adds the relevance's parameters
  const [count] = await q.query<{ n: number }>(`select count(*)::int as n from (${filtered}) x`, [...params]);
  const direction = filter.sortOrder === 'desc' ? 'desc' : 'asc';
  const order = [
    // a search without a chosen sort: the most relevant first
    ...(search && !filter.sortBy ? [`${search.score(param)} desc`] : []),
    filter.sortBy ? `${SORT_COLUMNS[filter.sortBy]} ${direction}` : DEFAULT_ORDER,
    'lower(x.title)',
    'x.id',
  ].join(', ');
  const rows = await q.query<TaskRow>(
    `${filtered} order by ${order} limit ${param(paging.limit)} offset ${param(paging.offset)}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

/** One task assigned to the participant; undefined when it is not theirs or does not exist. */
export async function findTask(q: Queryable, participantId: number, now: Date, taskId: number, forUpdate = false) {
  const rows = await q.query<TaskRow>(`${TASKS_OF_PARTICIPANT} where t.id = $3${forUpdate ? ' for update of a' : ''}`, [
    participantId,
    now,
    taskId,
  ]);
  return rows[0];
}

/** The quiz's questions and answers in their order, with the correct flags (never sent to clients). */
export async function quizQuestions(q: Queryable, taskId: number): Promise<QuizQuestion[]> {
  const rows = await q.query<{
    question_id: number;
    question: string;
    answer_id: number | null;
    answer: string | null;
    correct: boolean | null;
  }>(
    `select qu.id as question_id, qu.text as question, an.id as answer_id, an.text as answer, an.correct
       from task_question qu
       left join task_answer an on an.question_id = qu.id
      where qu.task_id = $1
      order by qu.position, qu.id, an.position, an.id`,
    [taskId],
  );
  const questions = new Map<number, QuizQuestion>();
  for (const r of rows) {
    let question = questions.get(r.question_id);
    if (!question) {
      question = { questionId: r.question_id, text: r.question, answers: [] };
      questions.set(r.question_id, question);
    }
    if (r.answer_id !== null)
      question.answers.push({ answerId: r.answer_id, text: r.answer ?? '', correct: r.correct === true });
  }
  return [...questions.values()];
}

// ---------------------------------------------------------------------------------------
// Completing a task

export type Submission =
  | { kind: 'confirm' }
  | { kind: 'quiz'; answers: { questionId: number; answerId: number }[] }
  | { kind: 'photo'; mimeType: PhotoMimeType; content: Uint8Array };

export interface Completion {
  pointsAwarded: number;
  currency: Currency;
  summary: PointsSummary;
}

/**
 * Completes a task in one transaction with its assignment row locked: the state checks, the
 * quiz check, the photo, and the earned points. A wrong quiz attempt is counted and
 * committed, then refused.
 */
export async function completeTask(
  db: Db,
  clock: Clock,
  participantId: number,
  taskId: number,
  submission: Submission,
): Promise<Completion> {
  const result = await db.transaction(async (tx) => {
    const now = clock.now();
    const task = await findTask(tx, participantId, now, taskId, true);
    if (!task) throw taskNotFound();
    if (task.status === 'done') throw alreadyDone();
    if (now < new Date(task.starts_at)) throw notStarted(new Date(task.starts_at));
    if (now > new Date(task.deadline)) throw taskExpired(new Date(task.deadline));
    if (submission.kind !== task.kind) throw wrongKind(submission.kind, task.kind);

    let photoId: string | null = null;
    if (submission.kind === 'quiz') {
      if (task.attempts >= QUIZ_MAX_ATTEMPTS) throw noAttemptsLeft(QUIZ_MAX_ATTEMPTS);
      const check = checkQuiz(await quizQuestions(tx, taskId), submission.answers);
      if (check.kind === 'invalid') throw invalidAnswers(check.problems);
      if (check.correct < check.questions) {
        await tx.query(
          'update task_assignment set attempts = attempts + 1 where task_id = $1 and participant_id = $2',
          [taskId, participantId],
        );
        // Not thrown here: the refusal would roll the counted attempt back.
        return { wrong: quizWrong(check.correct, check.questions, QUIZ_MAX_ATTEMPTS - task.attempts - 1) };
      }
    }
    if (submission.kind === 'photo') {
      photoId = await storePhoto(tx, participantId, submission, now);
    }

    await tx.query(
      `update task_assignment
          set status = 'done', completed_at = $3, photo_id = coalesce($4, photo_id),
              attempts = attempts + $5
        where task_id = $1 and participant_id = $2`,
      [taskId, participantId, now, photoId, submission.kind === 'quiz' ? 1 : 0],
    );
    await appendLedger(tx, clock, [
      {
        participantId,
        currency: task.currency,
        kind: 'earned',
        amount: task.points,
        sourceType: 'task',
        sourceId: taskId,
        description: `Zadanie: ${task.title}`,
        expiresAt: new Date(now.getTime() + POINTS_LIFETIME_MS),
      },
    ]);
    const completion: Completion = {
      pointsAwarded: task.points,
      currency: task.currency,
      summary: await readSummary(tx, participantId),
    };
    return { completion };
  });
  if ('wrong' in result) throw result.wrong;
  return result.completion;
}
