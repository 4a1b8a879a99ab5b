import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Tasks from './Tasks';
import { completeTask, TASK, TASK_LIST, type TaskDetail, type TaskSummary } from '../../lib/api/tasks';
import { POINTS } from '../../lib/api/participant';
import { readMock } from '../../../tests/fixtures/reads';
import { $pointsQuery, $pointsReloadAt } from '../../lib/participant/participant';
import { wipeQueries } from '../../lib/query/query';
import { $session } from '../../lib/stores/session';
import { nextPage } from '../../../tests/fixtures/query';

vi.mock('../../lib/api/tasks', async (original) => ({
  ...(await original<typeof import('../../lib/api/tasks')>()),
  completeTask: vi.fn(),
}));
vi.mock('../../lib/api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const getTasks = readMock(TASK_LIST);
const getTask = readMock(TASK);
const getPoints = readMock(POINTS);
vi.mock('../../lib/images', async () => {
  const { atom } = await import('nanostores');
  return { imageStore: () => atom({ loading: true }) };
});

const task = (taskId: number, title: string, over: Partial<TaskSummary> = {}): TaskSummary => ({
  taskId,
  title,
  kind: 'confirm',
  points: 50,
  currency: 'vp',
  startDate: '2020-01-01T00:00:00Z',
  deadline: '2099-01-01T00:00:00Z',
  state: 'open',
  imageId: null,
  ...over,
});
const SUMMARY = {
  vpTotalValue: 50,
  vpSubtractedValue: 0,
  vpLockedValue: 0,
  vpCurrentValue: 50,
  lpTotalValue: 0,
  lpSubtractedValue: 0,
  lpLockedValue: 0,
  lpCurrentValue: 0,
};
const page = (items: TaskSummary[]) => ({ items, page: 1, per: 12, total: items.length, totalPages: 1 });
const detail = (t: TaskSummary): TaskDetail => ({
  ...t,
  description: 'Opis zadania.',
  completedAt: null,
  photoId: null,
  attemptsLeft: null,
  attemptsAllowed: null,
  questions: [],
});

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/tasks');
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  getPoints.mockReset().mockResolvedValue(SUMMARY);
  getTasks.mockReset().mockResolvedValue(page([task(1, 'Potwierdź udział'), task(2, 'Quiz', { kind: 'quiz' })]));
  getTask.mockReset();
  vi.mocked(completeTask).mockReset();
});
afterEach(cleanup);

describe('Tasks', () => {
  it('lists the open tasks first; a tab changes the request and the URL', async () => {
    render(<Tasks />);
    await screen.findByRole('heading', { name: 'Potwierdź udział' });
    expect(getTasks.mock.lastCall?.[0]).toEqual({ page: 1, per: 12, status: 'open' });
    expect(screen.getAllByText(/\+50\s+vp/, { selector: '.task-card__points' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('radio', { name: 'Wykonane' }));
    await waitFor(() => expect(getTasks.mock.lastCall?.[0]).toEqual({ page: 1, per: 12, status: 'done' }));
    expect(location.search).toBe('?stan=wykonane');
  });

  it('an empty tab says what to do next', async () => {
    history.replaceState(null, '', '/tasks?stan=po-terminie');
    getTasks.mockResolvedValue(page([]));
    render(<Tasks />);
    await screen.findByText('Żadne zadanie nie minęło bez wykonania.');
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż wszystkie zadania' }));
    await waitFor(() => expect(location.search).toBe('?stan=wszystkie'));
  });

  it('completing a task reloads the wallet and the list', async () => {
    const t = task(1, 'Potwierdź udział');
    getTask.mockResolvedValue(detail(t));
    vi.mocked(completeTask).mockResolvedValue({
      task: { ...detail(t), state: 'done' },
      pointsAwarded: 50,
      currency: 'vp',
      summary: SUMMARY,
    });
    const reloads = vi.fn();
    const stop = $pointsReloadAt.listen(reloads);
    const stopWallet = $pointsQuery.listen(() => {}); // the wallet bar
    await waitFor(() => expect($pointsQuery.get().data).toEqual(SUMMARY));
    render(<Tasks />);
    const card = (await screen.findByRole('heading', { name: 'Potwierdź udział' })).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Wykonaj' }));
    expect(location.search).toBe('?zadanie=1');
    const dialog = await screen.findByRole('dialog');
    getTasks.mockResolvedValue(page([task(2, 'Quiz', { kind: 'quiz' })]));
    const pointsAsked = getPoints.mock.calls.length;
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Potwierdzam wykonanie' }));
    expect((await within(dialog).findByTestId('task-success')).textContent).toContain('Saldo wzrosło o');
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(getPoints).toHaveBeenCalledTimes(pointsAsked + 1);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Potwierdź udział', level: 3 })).toBeNull());
    stop();
    stopWallet();
  });

  it('shows the cached list at once, not dimmed, when the participant comes back, then revalidates', async () => {
    const { unmount } = render(<Tasks />);
    await screen.findByRole('heading', { name: 'Potwierdź udział' });
    unmount();
    nextPage();
    let answer!: (value: ReturnType<typeof page>) => void;
    getTasks.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    render(<Tasks />);
    await screen.findByRole('heading', { name: 'Potwierdź udział' });
    // Its own kept answer asked again is shown as it is, until the new one comes.
    expect(screen.queryByText(/wczytywanie/)).toBeNull();
    expect(document.querySelector('.task-grid[data-refreshing]')).toBeNull();
    await act(async () => answer(page([task(9, 'Nowe zadanie')])));
    await screen.findByRole('heading', { name: 'Nowe zadanie' });
    expect(screen.queryByRole('heading', { name: 'Potwierdź udział' })).toBeNull();
  });

  it('keeps the cached list when it cannot be refreshed, says so and refreshes on request', async () => {
    const { unmount } = render(<Tasks />);
    await screen.findByRole('heading', { name: 'Potwierdź udział' });
    unmount();
    nextPage();
    getTasks.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<Tasks />);
    await screen.findByText(/Nie udało się odświeżyć listy/);
    expect(screen.getByRole('heading', { name: 'Potwierdź udział' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Odśwież' }));
    await waitFor(() => expect(screen.queryByText(/Nie udało się odświeżyć listy/)).toBeNull());
    expect(getTasks).toHaveBeenCalledTimes(3);
  });
});
