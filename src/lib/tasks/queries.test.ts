import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keyOfRequest, requestOf } from '../api/read';
import { TASK_LIST } from '../api/tasks';
import { pageReads } from '../preload/page-reads';
import { readMock } from '../../../tests/fixtures/reads';
import { wipeQueries } from '../query/query';
import { $session } from '../stores/session';
import { viewFromSearch } from './filters';
import { $tasks, showTasks } from './queries';

vi.mock('../api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const getTasks = readMock(TASK_LIST);

beforeEach(() => {
  sessionStorage.clear();
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  getTasks.mockReset().mockResolvedValue({ items: [], page: 1, per: 12, total: 0, totalPages: 0 });
});

describe('the task list', () => {
  it.each(['', '?stan=wykonane&strona=3', '?stan=wszystkie'])(
    'asks for the view of %j with the very request the inline preloader sent',
    async (search) => {
      showTasks(viewFromSearch(search).view);
      const stop = $tasks.listen(() => {});
      await vi.waitFor(() => expect(getTasks).toHaveBeenCalledTimes(1));
      const [preloaded] = pageReads('/tasks', search);
      expect(preloaded).toBeDefined();
      expect(keyOfRequest(requestOf(TASK_LIST, getTasks.mock.calls[0]![0]))).toBe(keyOfRequest(preloaded!));
      stop();
    },
  );
});
