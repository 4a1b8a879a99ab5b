import { CURRENCIES } from '../../../shared/rules/currencies';
import { HTTPError, NetworkError, TimeoutError } from 'ky';
import { config } from '../config/config';
import { currentToken } from '../stores/session';
import { api } from './client';
import { read } from './read';
import { BadAnswerError, id, isObject, isoDate, listOf, must, num, oneOf, pageOf, str, type Page } from './parse';
import type { Schemas } from './types';

/** The task calls (D3; shapes in server/openapi.json), answers checked before use. */

export type TaskSummary = Schemas['TaskSummary'];
export type TaskDetail = Schemas['TaskDetail'];
export type TaskKind = TaskSummary['kind'];
export type TaskState = TaskSummary['state'];
export type TaskQuestion = TaskDetail['questions'][number];
export type TaskCompletion = Schemas['TaskCompletion'];
export type TaskListRequest = Partial<Schemas['TaskListRequest']>;
export type QuizAnswer = { questionId: number; answerId: number };

export const TASK_KINDS = ['confirm', 'quiz', 'photo'] as const;
export const TASK_STATES = ['open', 'done', 'expired'] as const;

export function parseTaskSummary(v: unknown): TaskSummary | null {
  if (!isObject(v)) return null;
  const taskId = id(v.taskId);
  const startDate = isoDate(v.startDate);
  const deadline = isoDate(v.deadline);
  if (taskId === null || !startDate || !deadline) return null;
  return {
    taskId,
    title: str(v.title) || 'Zadanie bez tytułu',
    kind: oneOf(v.kind, TASK_KINDS, 'confirm'),
    points: num(v.points),
    currency: oneOf(v.currency, CURRENCIES, 'vp'),
    startDate,
    deadline,
    state: oneOf(v.state, TASK_STATES, 'open'),
    imageId: id(v.imageId),
  };
}

function parseQuestion(v: unknown): TaskQuestion | null {
  if (!isObject(v)) return null;
  const questionId = id(v.questionId);
  if (questionId === null) return null;
  const answers = listOf(v.answers, (a) => {
    if (!isObject(a)) return null;
    const answerId = id(a.answerId);
    return answerId === null ? null : { answerId, text: str(a.text) };
  });
  return answers.length ? { questionId, text: str(v.text), answers } : null;
}

export function parseTaskDetail(v: unknown): TaskDetail | null {
  const summary = parseTaskSummary(v);
  if (!summary || !isObject(v)) return null;
  const count = (value: unknown) => {
    const n = num(value, Number.NaN);
    return Number.isNaN(n) ? null : Math.max(0, Math.trunc(n));
  };
  return {
    ...summary,
    description: str(v.description),
    completedAt: isoDate(v.completedAt),
    photoId: typeof v.photoId === 'string' && v.photoId ? v.photoId : null,
    attemptsLeft: count(v.attemptsLeft),
    attemptsAllowed: count(v.attemptsAllowed),
    questions: listOf(v.questions, parseQuestion),
  };
}

export function parseCompletion(v: unknown): TaskCompletion | null {
  if (!isObject(v) || !isObject(v.summary)) return null;
  const task = parseTaskDetail(v.task);
  if (!task) return null;
  const s = v.summary;
  return {
    task,
    pointsAwarded: num(v.pointsAwarded),
    currency: oneOf(v.currency, CURRENCIES, 'vp'),
    summary: {
      vpTotalValue: num(s.vpTotalValue),
      vpSubtractedValue: num(s.vpSubtractedValue),
      vpLockedValue: num(s.vpLockedValue),
      vpCurrentValue: num(s.vpCurrentValue),
      lpTotalValue: num(s.lpTotalValue),
      lpSubtractedValue: num(s.lpSubtractedValue),
      lpLockedValue: num(s.lpLockedValue),
      lpCurrentValue: num(s.lpCurrentValue),
    },
  };
}

/** The body of a 422 QUIZ_WRONG: how many answers were right (never which), and the attempts left. */
export function parseQuizWrong(
  data: unknown,
): { correctCount: number; questionCount: number; attemptsLeft: number } | null {
  if (!isObject(data) || data.code !== 'QUIZ_WRONG') return null;
  const whole = (value: unknown) => Math.max(0, Math.trunc(num(value)));
  return {
    correctCount: whole(data.correctCount),
    questionCount: whole(data.questionCount),
    attemptsLeft: whole(data.attemptsLeft),
  };
}

/** A page of one tab's tasks (POST: the body is the query). */
export const TASK_LIST = /* @__PURE__ */ read({
  method: 'POST',
  path: 'api/loyalty/task/list',
  body: (request: TaskListRequest) => request,
  parse: import.meta.env.INLINE_SCRIPT ? undefined : pageOf(parseTaskSummary),
  keep: { entries: 12 },
});

/** A task with its completion form, by its id. */
export const TASK = /* @__PURE__ */ read({
  method: 'GET',
  path: (taskId: number) => `api/loyalty/task/${taskId}`,
  parse: import.meta.env.INLINE_SCRIPT ? undefined : parseTaskDetail,
  keep: { entries: 12 },
});

/** Confirmation ({}) or a quiz's answers. */
export const completeTask = async (taskId: number, answers?: QuizAnswer[]) =>
  must(
    parseCompletion(await api.post(`api/loyalty/task/${taskId}/complete`, { json: answers ? { answers } : {} }).json()),
    'task/complete',
  );

/** An upload may take long on a slow link; the stall is what matters, not the total. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadOptions {
  /** Share sent, 0..1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
  /** For tests. */
  createXhr?: () => XMLHttpRequest;
}

const apiUrl = (path: string) =>
  `${config.loyaltyApiUrl || (typeof location !== 'undefined' ? location.origin : 'http://localhost')}/${path}`;

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text || undefined;
  }
}

/**
 * Sends a task's photo (multipart `photo`) with upload progress, which fetch cannot report.
 * Same base URL and bearer token as the ky client; failures become ky's own error classes
 * (HTTPError with `data`, NetworkError, TimeoutError), so src/lib/errors.ts maps them to the
 * same Polish texts as every other call.
 */
export function uploadTaskPhoto(taskId: number, photo: Blob, options: UploadOptions = {}): Promise<TaskCompletion> {
  const url = apiUrl(`api/loyalty/task/${taskId}/photo`);
  return new Promise((resolve, reject) => {
    const xhr = options.createXhr ? options.createXhr() : new XMLHttpRequest();
    const request = () => new Request(url, { method: 'POST' });
    xhr.open('POST', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = currentToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const completion = parseCompletion(data);
        if (completion) resolve(completion);
        else reject(new BadAnswerError('task/photo'));
        return;
      }
      const status = Math.min(599, Math.max(400, xhr.status || 500));
      const response = new Response(null, { status, statusText: xhr.statusText });
      const error = new HTTPError(response, request(), {} as ConstructorParameters<typeof HTTPError>[2]);
      error.data = data;
      reject(error);
    };
    xhr.onerror = () => reject(new NetworkError(request()));
    xhr.ontimeout = () => reject(new TimeoutError(request()));
    xhr.onabort = () => reject(new DOMException('Wysyłanie przerwane', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    const name = photo instanceof File ? photo.name : `zdjecie.${photo.type === 'image/png' ? 'png' : 'jpg'}`;
    form.append('photo', photo, name);
    xhr.send(form);
  });
}

export type { Page };
