/**
 * Completing a task: a confirmation, a quiz's answers or a photo. Each action calls the
 * API, then changes what the completion changed: the task (shown at once from the
 * answer), every task list (the task has moved to another tab), the points (the
 * wallet reloads: spec section 4's trigger) and the history (the payment is a new entry).
 */
import {
  completeTask,
  parseQuizWrong,
  uploadTaskPhoto,
  type QuizAnswer,
  type TaskCompletion,
  type TaskDetail,
  type UploadOptions,
} from '../api/tasks';
import { bodyOf, codeOf } from '../errors';
import { pointsMoved } from '../participant/ledger';
import { inNamespace, invalidateKeys, keyOf, mutateCache, queryCache } from '../query/query';
import { TASK_DETAIL_KEYS, TASK_LIST_KEYS } from './queries';

export { parseQuizWrong };
export type { QuizAnswer, UploadOptions };

const detailKey = (taskId: number) => keyOf(TASK_DETAIL_KEYS, String(taskId));

function completed(result: TaskCompletion): TaskCompletion {
  mutateCache(detailKey(result.task.taskId), result.task);
  invalidateKeys(inNamespace(TASK_LIST_KEYS));
  pointsMoved();
  return result;
}

/** A confirmation task: the server records it and pays the points. */
export const confirmTask = async (taskId: number) => completed(await completeTask(taskId));

/**
 * A quiz's answers. A wrong answer (422 QUIZ_WRONG) or none left (NO_ATTEMPTS_LEFT) is
 * thrown to the form as it came, and the task remembers the attempts left.
 */
export async function answerQuiz(taskId: number, answers: QuizAnswer[]): Promise<TaskCompletion> {
  try {
    return completed(await completeTask(taskId, answers));
  } catch (failure) {
    const wrong = parseQuizWrong(bodyOf(failure));
    const attemptsLeft = wrong ? wrong.attemptsLeft : codeOf(failure) === 'NO_ATTEMPTS_LEFT' ? 0 : null;
    const task = queryCache.get(detailKey(taskId))?.data as TaskDetail | undefined;
    if (attemptsLeft !== null && task) mutateCache(detailKey(taskId), { ...task, attemptsLeft });
    throw failure;
  }
}

/** A photo task: the picture is sent with progress (XMLHttpRequest), abortable by `signal`. */
export const sendTaskPhoto = async (taskId: number, photo: Blob, options: UploadOptions = {}) =>
  completed(await uploadTaskPhoto(taskId, photo, options));
