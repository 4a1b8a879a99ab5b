import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getTasks } from '../api/tasks';
import { pageRequests } from '../preload/requests';
import { wipeQueries } from '../query/query';
import { $session } from '../stores/session';
import { viewFromSearch } from './filters';
import { $tasks, showTasks } from './queries';

vi.mock('../api/tasks', async (original) => ({
  ...(await original<typeof import('../api/tasks')>()),
  getTasks: vi.fn(async () => ({ items: [], page: 1, per: 12, total: 0, totalPages: 0 })),
}));

beforeEach(() => {
  sessionStorage.clear();
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  vi.mocked(getTasks).mockClear();
});

describe('the task list', () => {
  it.each(['', '?stan=wykonane&strona=3', '?stan=wszystkie'])(
    'asks for the view of %j with the very request the inline preloader sent',
    async (search) => {
      showTasks(viewFromSearch(search).view);
      const stop = $tasks.listen(() => {});
      await vi.waitFor(() => expect(getTasks).toHaveBeenCalledTimes(1));
      const [preloaded] = pageRequests('/tasks', search);
      expect(JSON.stringify(vi.mocked(getTasks).mock.calls[0]![0])).toBe(JSON.stringify(preloaded!.body));
      stop();
    },
  );
});
