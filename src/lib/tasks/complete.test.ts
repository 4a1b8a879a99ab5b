import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completeTask,
  TASK as TASK_READ,
  TASK_LIST,
  uploadTaskPhoto,
  type TaskCompletion,
  type TaskDetail,
} from '../api/tasks';
import { readMock } from '../../../tests/fixtures/reads';
import { $pointsReloadAt } from '../participant/participant';
import '../history/queries'; // its namespaces are kept for the session
import { HISTORY_LIST_KEYS } from '../participant/ledger';
import { keyOf, queryCache, wipeQueries } from '../query/query';
import { $session } from '../stores/session';
import { answerQuiz, confirmTask, sendTaskPhoto } from './complete';
import { $tasks, showTasks, taskDetail } from './queries';
import { httpError } from '../../../tests/fixtures/http';

vi.mock('../api/tasks', async (original) => ({
  ...(await original<typeof import('../api/tasks')>()),
  completeTask: vi.fn(),
  uploadTaskPhoto: vi.fn(),
}));
vi.mock('../api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const getTasks = readMock(TASK_LIST);
const getTask = readMock(TASK_READ);
vi.mock('../errors', async (original) => ({
  ...(await original<typeof import('../errors')>()),
  handleError: vi.fn(() => 'Coś poszło nie tak...'),
}));

const TASK: TaskDetail = {
  taskId: 3,
  title: 'Quiz: nowości',
  kind: 'quiz',
  points: 80,
  currency: 'vp',
  startDate: '2026-11-18T10:00:00Z',
  deadline: '2099-12-05T10:00:00Z',
  state: 'open',
  imageId: null,
  description: '',
  completedAt: null,
  photoId: null,
  attemptsLeft: 3,
  attemptsAllowed: 3,
  questions: [],
};
const done = (task: TaskDetail): TaskCompletion => ({
  task: { ...task, state: 'done', completedAt: '2026-11-20T10:00:00Z' },
  pointsAwarded: task.points,
  currency: task.currency,
  summary: {
    vpTotalValue: 80,
    vpSubtractedValue: 0,
    vpLockedValue: 0,
    vpCurrentValue: 80,
    lpTotalValue: 0,
    lpSubtractedValue: 0,
    lpLockedValue: 0,
    lpCurrentValue: 0,
  },
});
const list = { items: [TASK], page: 1, per: 12, total: 1, totalPages: 1 };
const stored = () => Object.keys(sessionStorage).filter((k) => k.startsWith('punkty.q:tasks.'));
const historyKeys = () => Object.keys(sessionStorage).filter((k) => k.startsWith('punkty.q:history.'));

/** The task open in its dialog and its tab's list on screen, as on /tasks. */
async function onScreen() {
  showTasks({ tab: 'open', page: 1 });
  const $detail = taskDetail(TASK.taskId);
  const stops = [$tasks.listen(() => {}), $detail.listen(() => {})];
  await vi.waitFor(() => expect($tasks.get().data).toEqual(list));
  await vi.waitFor(() => expect($detail.get().data).toEqual(TASK));
  return { $detail, stop: () => stops.forEach((s) => s()) };
}

beforeEach(() => {
  sessionStorage.clear();
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  getTasks.mockReset().mockResolvedValue(list);
  getTask.mockReset().mockResolvedValue(TASK);
  vi.mocked(completeTask).mockReset();
  vi.mocked(uploadTaskPhoto).mockReset();
});

describe('completing a task', () => {
  it('shows the task as done at once, asks for the lists again and reloads the points', async () => {
    const { $detail, stop } = await onScreen();
    expect(stored()).toEqual(expect.arrayContaining([expect.stringContaining('tasks.list|')]));
    vi.mocked(completeTask).mockResolvedValueOnce(done({ ...TASK, kind: 'confirm' }));
    getTasks.mockResolvedValueOnce({ ...list, items: [], total: 0 });
    const reloadsBefore = $pointsReloadAt.get();

    await confirmTask(TASK.taskId);
    expect(completeTask).toHaveBeenCalledWith(3);
    expect($detail.get().data).toMatchObject({ taskId: 3, state: 'done' });
    expect($pointsReloadAt.get()).toBeGreaterThan(reloadsBefore);
    await vi.waitFor(() => expect($tasks.get().data?.total).toBe(0));
    expect(getTasks).toHaveBeenCalledTimes(2);
    expect(getTask).toHaveBeenCalledTimes(1);
    stop();
  });

  it('forgets the lists of the other tabs that the session kept', async () => {
    const { stop } = await onScreen();
    stop();
    showTasks({ tab: 'done', page: 1 });
    const stopDone = $tasks.listen(() => {});
    await vi.waitFor(() => expect(getTasks).toHaveBeenCalledTimes(2));
    stopDone();
    expect(stored().filter((k) => k.startsWith('punkty.q:tasks.list|'))).toHaveLength(2);

    vi.mocked(completeTask).mockResolvedValueOnce(done(TASK));
    await answerQuiz(TASK.taskId, [{ questionId: 1, answerId: 2 }]);
    expect(stored().filter((k) => k.startsWith('punkty.q:tasks.list|'))).toEqual([]);
    expect(stored()).toContain('punkty.q:tasks.detail|3');
  });

  it('forgets the history the session kept: the payment is a new entry in it', async () => {
    const { stop } = await onScreen();
    const history = { items: [], page: 1, per: 20, total: 0, totalPages: 0 };
    queryCache.set(keyOf(HISTORY_LIST_KEYS, '{"page":1}'), { data: history, created: Date.now(), expires: Infinity });
    expect(historyKeys()).toHaveLength(1);
    vi.mocked(completeTask).mockResolvedValueOnce(done({ ...TASK, kind: 'confirm' }));
    await confirmTask(TASK.taskId);
    expect(historyKeys()).toEqual([]);
    stop();
  });

  it('a wrong quiz answer goes to the form as it came, and the task keeps the attempts left', async () => {
    const { $detail, stop } = await onScreen();
    const wrong = httpError(422, {
      code: 'QUIZ_WRONG',
      detail: 'Poprawne odpowiedzi: 1 z 3. Pozostałe próby: 2.',
      correctCount: 1,
      questionCount: 3,
      attemptsLeft: 2,
    });
    vi.mocked(completeTask).mockRejectedValueOnce(wrong);
    const reloadsBefore = $pointsReloadAt.get();

    await expect(answerQuiz(TASK.taskId, [{ questionId: 1, answerId: 1 }])).rejects.toBe(wrong);
    expect($detail.get().data).toMatchObject({ state: 'open', attemptsLeft: 2 });
    expect($pointsReloadAt.get()).toBe(reloadsBefore);
    expect(getTasks).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sends a photo with its progress and abort, then counts it as a completion', async () => {
    const { $detail, stop } = await onScreen();
    vi.mocked(uploadTaskPhoto).mockResolvedValueOnce(done({ ...TASK, kind: 'photo' }));
    const photo = new Blob(['x'], { type: 'image/jpeg' });
    const options = { onProgress: vi.fn(), signal: new AbortController().signal };
    await sendTaskPhoto(TASK.taskId, photo, options);
    expect(uploadTaskPhoto).toHaveBeenCalledWith(3, photo, options);
    expect($detail.get().data).toMatchObject({ state: 'done' });
    await vi.waitFor(() => expect(getTasks).toHaveBeenCalledTimes(2));
    stop();
  });
});
