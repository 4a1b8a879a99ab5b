/**
 * What /tasks shows, as fetcher stores (src/lib/query): the list of the tab and page in
 * the URL, and an opened task's detail. The island puts the URL's view into $tasksView;
 * the list follows. The request is built by the same function the inline preloader uses
 * (src/lib/preload/page-reads.ts), so the preloaded answer is the one the list takes.
 */
import { atom, computed } from 'nanostores';
import type { Page } from '../api/parse';
import {
  TASK,
  TASK_LIST,
  type TaskCompletion,
  type TaskDetail,
  type TaskKind,
  type TaskState,
  type TaskSummary,
} from '../api/tasks';
import { readFamily, readQuery, reportUnlessMissing, startNow } from '../query/query';
import { toTaskRequest, viewFromSearch, type TaskView } from './filters';

export type { Page, TaskCompletion, TaskDetail, TaskKind, TaskState, TaskSummary };

export const TASK_LIST_KEYS = 'tasks.list';
export const TASK_DETAIL_KEYS = 'tasks.detail';

/** The tab and page of the list on screen; null until the island has read the URL. */
export const $tasksView = atom<TaskView | null>(null);

export const showTasks = (view: TaskView) => $tasksView.set(view);

const $request = computed($tasksView, (view) => (view ? toTaskRequest(view) : null));

export const $tasks = readQuery(TASK_LIST_KEYS, TASK_LIST, $request);

/**
 * A task with its completion form (questions, attempts left, the photo sent). A task that is
 * not there (a stale ?zadanie= link: 404) is the dialog's own "no such task" state, not a
 * toast as well.
 */
export const taskDetail = readFamily(TASK_DETAIL_KEYS, TASK, { onError: reportUnlessMissing });

/** /tasks as it loads (src/pages/tasks.astro): the list of the URL's tab and page, as the preloader asked. */
export function startTasks(search: string): () => void {
  showTasks(viewFromSearch(search).view);
  return startNow($tasks);
}
