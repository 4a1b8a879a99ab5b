import { typeset } from '../../lib/format/typography';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { NOUNS, formatCount } from '../../lib/format/plural';
import { idParam } from '../../lib/url';
import { DEFAULT_VIEW, TABS, viewFromSearch, viewToSearch, type TaskTab, type TaskView } from '../../lib/tasks/filters';
import { $tasks, showTasks, type TaskSummary } from '../../lib/tasks/queries';
import { EmptyState, ErrorState, StaleNotice } from '../ui/ListStates';
import Pager from '../ui/Pager';
import { useQuery } from '../ui/useQuery';
import { useUrlField, useUrlState } from '../ui/useUrlState';
import TaskCard, { TaskCardSkeleton, taskButtonId } from './TaskCard';
import '../ui/button.css';
import '../ui/ui.css';
import '../ui/card.css';
import './tasks.css';

const TaskDialog = lazy(() => import('./TaskDialog'));

const TASK_PARAM = 'zadanie';

const EMPTY: Record<TaskTab, { title: string; text: string }> = {
  open: {
    title: 'Nie masz teraz zadań do wykonania.',
    text: 'Nowe zadania pojawiają się tutaj, gdy organizator programu je ogłosi. Zajrzyj też do wykonanych.',
  },
  done: {
    title: 'Nie masz jeszcze wykonanych zadań.',
    text: 'Wykonaj zadanie z zakładki „Do wykonania”, a punkty trafią do Twojego portfela.',
  },
  expired: { title: 'Żadne zadanie nie minęło bez wykonania.', text: 'Tak trzymaj!' },
  all: {
    title: 'Nie masz jeszcze żadnych zadań.',
    text: 'Gdy organizator programu ogłosi zadanie, zobaczysz je tutaj.',
  },
};

/**
 * Zadania: the list by state (tabs kept in the URL), paging, and a task's detail in a
 * dialog where it is completed — a confirmation, a quiz or a photo.
 */
interface OpenTask {
  id: number;
  task: TaskSummary | null;
}

interface TasksUrl {
  view: TaskView;
  openTask: OpenTask | null;
  rejected: boolean;
}

export default function Tasks() {
  const [notice, setNotice] = useState<string | null>(null);
  const listTop = useRef<HTMLHeadingElement>(null);

  // The tab, the page and the open task live in the URL, read after hydration.
  const [url, setUrl] = useUrlState<TasksUrl>({
    read(params) {
      const { view, rejected } = viewFromSearch(params);
      const taskId = idParam(params, TASK_PARAM);
      return { view, openTask: taskId === null ? null : { id: taskId, task: null }, rejected };
    },
    write({ view, openTask }, params) {
      const next = viewToSearch(view, params);
      if (openTask) next.set(TASK_PARAM, String(openTask.id));
      else next.delete(TASK_PARAM);
      return next;
    },
    // An open sheet is an entry of the page: Back closes it (issue 28).
    layer: ({ openTask }) => openTask !== null,
    onRead({ view, rejected }) {
      showTasks(view); // before the list subscribes, so it asks for this view first
      if (rejected) setNotice('Część ustawień z adresu strony była nieprawidłowa — pokazujemy zadania do wykonania.');
    },
  });
  const ready = url !== null;
  const view = url?.view ?? DEFAULT_VIEW;
  const openTask = url?.openTask ?? null;
  const setView = useUrlField(setUrl, 'view');
  const setOpenTask = useUrlField(setUrl, 'openTask');

  // The list follows the URL's view; until the URL is read (after hydration) nothing is
  // subscribed, so the first render matches the static HTML.
  useEffect(() => {
    if (url) showTasks(url.view);
  }, [url]);
  const tasks = useQuery(ready ? $tasks : null);

  const page = tasks.data;
  useEffect(() => {
    if (page && page.items.length === 0 && page.total > 0 && view.page > page.totalPages)
      setView((v) => ({ ...v, page: page.totalPages }));
  }, [page, view.page, setView]);

  const goToPage = (p: number) => {
    setView((v) => ({ ...v, page: p }));
    listTop.current?.focus({ preventScroll: true });
    listTop.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const current = TABS.find((t) => t.tab === view.tab)!;
  return (
    <div className="tasks">
      <div className="tasks__head">
        <h1>Zadania</h1>
        <fieldset className="task-tabs ui-card">
          <legend className="visually-hidden">Pokaż zadania</legend>
          {TABS.map((t) => (
            <label key={t.tab} className="task-tab">
              <input
                type="radio"
                name="task-tab"
                value={t.tab}
                checked={view.tab === t.tab}
                onChange={() => setView({ tab: t.tab, page: 1 })}
              />
              <span>{t.label}</span>
            </label>
          ))}
        </fieldset>
      </div>
      {notice ? (
        <p className="info-notice" role="status">
          {typeset(notice)}
        </p>
      ) : null}

      <div className="list-head">
        <h2 className="list-head__title" ref={listTop} tabIndex={-1}>
          {current.label}
        </h2>
        <p className="list-head__summary" aria-live="polite">
          {page ? (
            <>
              {page.total === 0 ? 'Brak zadań' : formatCount(page.total, NOUNS.task)}
              {tasks.refreshing ? <span className="list-head__busy"> · wczytywanie…</span> : null}
            </>
          ) : tasks.status === 'error' ? null : (
            <span className="skeleton skeleton--text skeleton--summary" aria-hidden="true" />
          )}
        </p>
      </div>

      {page && tasks.error ? <StaleNotice onRetry={tasks.retry} /> : null}

      {page ? (
        page.items.length ? (
          <ul
            className="task-grid"
            aria-busy={tasks.refreshing || undefined}
            data-refreshing={tasks.refreshing || undefined}
          >
            {page.items.map((task) => (
              <TaskCard
                key={task.taskId}
                task={task}
                tab={view.tab}
                onOpen={(t) => setOpenTask({ id: t.taskId, task: t })}
              />
            ))}
          </ul>
        ) : (
          <EmptyState title={EMPTY[view.tab].title}>
            <p>{typeset(EMPTY[view.tab].text)}</p>
            {view.tab !== 'all' ? (
              <button
                type="button"
                className="ui-btn ui-btn--secondary"
                onClick={() => setView({ tab: 'all', page: 1 })}
              >
                Pokaż wszystkie zadania
              </button>
            ) : null}
          </EmptyState>
        )
      ) : tasks.status === 'error' ? (
        <ErrorState title="Nie udało się wczytać zadań." onRetry={tasks.retry} />
      ) : (
        <ul className="task-grid" role="status" aria-busy="true" aria-label="Wczytywanie zadań">
          {Array.from({ length: 6 }, (_, i) => (
            <TaskCardSkeleton key={i} />
          ))}
        </ul>
      )}

      {page ? (
        <Pager page={view.page} totalPages={page.totalPages} onPage={goToPage} label="Strony listy zadań" />
      ) : null}

      {openTask ? (
        <Suspense
          fallback={
            <p className="modal-loading" role="status">
              Otwieranie zadania…
            </p>
          }
        >
          <TaskDialog
            taskId={openTask.id}
            task={openTask.task ?? page?.items.find((t) => t.taskId === openTask.id) ?? null}
            onClose={() => setOpenTask(null)}
            returnFocus={() => document.getElementById(taskButtonId(openTask.id)) ?? listTop.current}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
