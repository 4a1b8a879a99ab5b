import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TaskDialog from './TaskDialog';
import { TASK, type TaskDetail } from '../../lib/api/tasks';
import { readMock } from '../../../tests/fixtures/reads';
import { handleError } from '../../lib/errors';
import { wipeQueries } from '../../lib/query/query';
import { $session } from '../../lib/stores/session';
import { httpError } from '../../../tests/fixtures/http';

vi.mock('../../lib/api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const getTask = readMock(TASK);
vi.mock('../../lib/errors', async (original) => ({
  ...(await original<typeof import('../../lib/errors')>()),
  handleError: vi.fn(() => 'Coś poszło nie tak...'),
}));
vi.mock('../../lib/images', async () => {
  const { atom } = await import('nanostores');
  return { imageStore: () => atom({ loading: true }) };
});

const plain = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ');

const task: TaskDetail = {
  taskId: 4,
  title: 'Potwierdź udział w promocji',
  kind: 'confirm',
  points: 50,
  currency: 'vp',
  startDate: '2020-01-01T00:00:00Z',
  deadline: '2099-01-01T00:00:00Z',
  state: 'open',
  imageId: null,
  description: 'Opis zadania.',
  completedAt: null,
  photoId: null,
  attemptsLeft: null,
  attemptsAllowed: null,
  questions: [],
};

beforeEach(() => {
  sessionStorage.clear();
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  getTask.mockReset().mockResolvedValue(task);
  vi.mocked(handleError).mockClear();
});
afterEach(cleanup);

describe('TaskDialog', () => {
  it('a task the API does not know (a stale ?zadanie= link, 404) says so once, with no retry and no toast', async () => {
    getTask.mockRejectedValue(
      httpError(404, {
        status: 404,
        detail: 'Nie znaleziono zadania. Mogło zostać usunięte albo nie jest przypisane do Ciebie.',
      }),
    );
    const onClose = vi.fn();
    render(<TaskDialog taskId={99999} task={null} onClose={onClose} returnFocus={() => null} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Nie ma takiego zadania' })).toBeTruthy();
    const state = within(dialog).getByRole('status');
    expect(plain(state.textContent)).toContain(
      'Nie znaleźliśmy tego zadania. Mogło zostać usunięte albo nie jest przypisane do Ciebie.',
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Spróbuj ponownie' })).toBeNull();
    expect(handleError).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zobacz moje zadania' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('a task that cannot be loaded (the server failed) is reported and offers a retry', async () => {
    getTask.mockRejectedValueOnce(httpError(503, {}));
    render(<TaskDialog taskId={4} task={null} onClose={() => {}} returnFocus={() => null} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nie udało się wczytać zadania.');
    expect(handleError).toHaveBeenCalledTimes(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { name: /^Potwierdź udział w\spromocji$/ })).toBeTruthy();
  });
});
