import type { TaskListRequest, TaskState } from '../api/tasks';

/**
 * The view of /tasks in the URL: which tab (open, done, expired or all) and the page,
 * read defensively so a bad link shows the open tasks.
 */

export type TaskTab = TaskState | 'all';

export const TABS: { tab: TaskTab; label: string; slug: string }[] = [
  { tab: 'open', label: 'Do wykonania', slug: 'do-wykonania' },
  { tab: 'done', label: 'Wykonane', slug: 'wykonane' },
  { tab: 'expired', label: 'Po terminie', slug: 'po-terminie' },
  { tab: 'all', label: 'Wszystkie', slug: 'wszystkie' },
];

export const TASKS_PER_PAGE = 12;
const MAX_PAGE = 10_000;

export interface TaskView {
  tab: TaskTab;
  page: number;
}

export const DEFAULT_VIEW: TaskView = { tab: 'open', page: 1 };

export function viewFromSearch(query: string | URLSearchParams): { view: TaskView; rejected: boolean } {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const slug = params.get('stan');
  const found = TABS.find((t) => t.slug === slug);
  const pageRaw = params.get('strona');
  const page = pageRaw !== null && /^\d{1,5}$/.test(pageRaw) ? Number(pageRaw) : null;
  const pageOk = page !== null && page >= 1 && page <= MAX_PAGE;
  return {
    view: { tab: found?.tab ?? 'open', page: pageOk ? page : 1 },
    rejected: (slug !== null && !found) || (pageRaw !== null && !pageOk),
  };
}

export function viewToSearch(view: TaskView, current: string | URLSearchParams = ''): URLSearchParams {
  const params = new URLSearchParams(current);
  if (view.tab === 'open') params.delete('stan');
  else params.set('stan', TABS.find((t) => t.tab === view.tab)!.slug);
  if (view.page > 1) params.set('strona', String(view.page));
  else params.delete('strona');
  return params;
}

export const toTaskRequest = (view: TaskView): TaskListRequest => ({
  page: view.page,
  per: TASKS_PER_PAGE,
  ...(view.tab === 'all' ? {} : { status: view.tab }),
});
