import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Goals from './Goals';
import { PLAN_GROUPS, PLAN_PERIODS, PLAN_RESULTS, type PlanResult } from '../../lib/api/plans';
import { readMock } from '../../../tests/fixtures/reads';
import { handleError } from '../../lib/errors';
import { wipeQueries } from '../../lib/query/query';
import { $session } from '../../lib/stores/session';
import { nextPage } from '../../../tests/fixtures/query';

vi.mock('../../lib/api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const getPlanResults = readMock(PLAN_RESULTS);
const getPlanPeriods = readMock(PLAN_PERIODS);
const getPlanGroups = readMock(PLAN_GROUPS);
vi.mock('../../lib/errors', async (original) => ({
  ...(await original<typeof import('../../lib/errors')>()),
  handleError: vi.fn(() => 'Coś poszło nie tak...'),
}));
vi.mock('../../lib/images', async () => ({ imageStore: (await import('nanostores')).atom({ loading: true }) }));

const plan = (planId: number, name: string, over: Partial<PlanResult> = {}): PlanResult => ({
  planId,
  name,
  description: '',
  imageId: null,
  groupId: 1,
  groupName: 'Sprzedaż',
  groupActiveImageId: null,
  periodId: 2,
  periodName: 'IV kwartał 2026',
  startDate: '2026-10-01T00:00:00Z',
  endDate: '2026-12-31T22:59:59Z',
  unit: 'zł',
  targetValue: 12_000,
  currentValue: 3_000,
  progress: 0.25,
  currency: 'vp',
  points: 200,
  earnedPoints: 0,
  state: 'active',
  featured: false,
  stepsCount: 2,
  ...over,
});

const page = (items: PlanResult[], total = items.length, totalPages = 1) => ({
  items,
  page: 1,
  per: 12,
  total,
  totalPages,
});

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/goals');
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  getPlanResults.mockReset().mockResolvedValue(page([plan(1, 'Obrót kwartalny'), plan(2, 'Napoje')]));
  getPlanPeriods
    .mockReset()
    .mockResolvedValue([
      { id: 2, name: 'IV kwartał 2026', startDate: '2026-10-01T00:00:00Z', endDate: '2026-12-31T22:59:59Z' },
    ]);
  getPlanGroups.mockReset().mockResolvedValue([
    { id: 1, name: 'Sprzedaż', activeImageId: null, inactiveImageId: null },
    { id: 3, name: 'Promocje', activeImageId: null, inactiveImageId: null },
  ]);
  vi.mocked(handleError).mockClear();
});
afterEach(cleanup);

const lastRequest = () => getPlanResults.mock.lastCall?.[0];

describe('Goals', () => {
  it('shows skeletons of the cards, then the plans with progress and points', async () => {
    render(<Goals />);
    expect(screen.getByLabelText('Wczytywanie celów')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Obrót kwartalny' });
    expect(screen.getByText(/Znaleziono 2\s+cele/)).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Postęp celu Obrót kwartalny' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('3\u00a0000\u00a0zł z 12\u00a0000\u00a0zł (25%)');
    expect(lastRequest()).toMatchObject({ page: 1, per: 12, hideExpired: false, customSort: false });
  });

  it('a filter changes the request and the URL; the page goes back to 1', async () => {
    history.replaceState(null, '', '/goals?strona=2');
    render(<Goals />);
    await screen.findByRole('heading', { name: 'Obrót kwartalny' });
    expect(lastRequest()).toMatchObject({ page: 2 });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Promocje' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ planGroups: [3], page: 1 }));
    expect(location.search).toBe('?grupy=3');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tylko wyróżnione' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ planGroups: [3], onlyFeaturedPlans: true }));
    expect(location.search).toBe('?grupy=3&wyroznione=1');
  });

  it('reads the filters from the URL of a shared link', async () => {
    history.replaceState(null, '', '/goals?okres=2&bez-zakonczonych=1&sort=punkty&szukaj=kawa');
    render(<Goals />);
    await waitFor(() =>
      expect(lastRequest()).toMatchObject({
        periodId: 2,
        hideExpired: true,
        search: 'kawa',
        sortBy: 'points',
        sortOrder: 'desc',
      }),
    );
    expect((screen.getByLabelText('Szukaj celu') as HTMLInputElement).value).toBe('kawa');
  });

  it('debounces the search', async () => {
    render(<Goals />);
    await screen.findByRole('heading', { name: 'Obrót kwartalny' });
    const calls = getPlanResults.mock.calls.length;
    fireEvent.change(screen.getByLabelText('Szukaj celu'), { target: { value: 'k' } });
    fireEvent.change(screen.getByLabelText('Szukaj celu'), { target: { value: 'kawa' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(getPlanResults.mock.calls.length).toBe(calls);
    await waitFor(() => expect(lastRequest()).toMatchObject({ search: 'kawa', page: 1 }));
    expect(getPlanResults.mock.calls.length).toBe(calls + 1);
  });

  it('an empty result says so and clears the filters', async () => {
    history.replaceState(null, '', '/goals?szukaj=xyz&sort=nazwa');
    getPlanResults.mockResolvedValueOnce(page([]));
    render(<Goals />);
    await screen.findByText('Żaden cel nie pasuje do wybranych filtrów.');
    const clear = screen.getAllByRole('button', { name: 'Wyczyść filtry' });
    await userEvent.click(clear[clear.length - 1]!);
    await screen.findByRole('heading', { name: 'Obrót kwartalny' });
    expect(location.search).toBe('?sort=nazwa');
  });

  it('a failure goes through the central handler and can be retried', async () => {
    getPlanResults.mockRejectedValueOnce(new Error('offline'));
    render(<Goals />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nie udało się wczytać celów.')).toBeTruthy();
    expect(handleError).toHaveBeenCalledTimes(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    await screen.findByRole('heading', { name: 'Obrót kwartalny' });
  });

  it('shows the cached list at once, not dimmed, when the participant comes back, then revalidates', async () => {
    const { unmount } = render(<Goals />);
    await screen.findByRole('heading', { name: 'Obrót kwartalny' });
    unmount();
    nextPage();
    let answer!: (value: ReturnType<typeof page>) => void;
    getPlanResults.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    render(<Goals />);
    await screen.findByRole('heading', { name: 'Obrót kwartalny' });
    // Its own kept answer asked again is shown as it is, until the new one comes.
    expect(screen.queryByText(/wczytywanie/)).toBeNull();
    expect(document.querySelector('.goal-grid[data-refreshing]')).toBeNull();
    await act(async () => answer(page([plan(9, 'Nowy cel')])));
    await screen.findByRole('heading', { name: 'Nowy cel' });
  });

  it('keeps the cached list when its refresh fails, says so and offers to refresh', async () => {
    const { unmount } = render(<Goals />);
    await screen.findByRole('heading', { name: 'Obrót kwartalny' });
    unmount();
    nextPage();
    getPlanResults.mockRejectedValueOnce(new Error('offline'));
    render(<Goals />);
    const notice = await screen.findByText(/Nie udało się odświeżyć listy/);
    expect(screen.getByRole('heading', { name: 'Obrót kwartalny' })).toBeTruthy();
    expect(screen.queryByText('Nie udało się wczytać celów.')).toBeNull();
    await userEvent.click(
      within(notice.closest('.stale-notice') as HTMLElement).getByRole('button', { name: 'Odśwież' }),
    );
    await waitFor(() => expect(screen.queryByText(/Nie udało się odświeżyć listy/)).toBeNull());
  });

  it('a period or group the participant does not have is dropped with a note', async () => {
    history.replaceState(null, '', '/goals?okres=77&grupy=1,99');
    render(<Goals />);
    await screen.findByText(/pomijamy ten filtr/);
    await waitFor(() => expect(location.search).toBe('?grupy=1'));
  });
});
