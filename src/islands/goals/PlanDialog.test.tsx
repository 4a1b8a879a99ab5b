import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PlanDialog from './PlanDialog';
import { PLAN_STEPS, PLAN_TOTAL } from '../../lib/api/plan-progress';
import { readMock } from '../../../tests/fixtures/reads';
import { wipeQueries } from '../../lib/query/query';
import { $session } from '../../lib/stores/session';
import { httpError } from '../../../tests/fixtures/http';
import { handleError } from '../../lib/errors';

vi.mock('../../lib/api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const getPlanSteps = readMock(PLAN_STEPS);
const getPlanTotal = readMock(PLAN_TOTAL);
vi.mock('../../lib/errors', async (original) => ({
  ...(await original<typeof import('../../lib/errors')>()),
  handleError: vi.fn(() => 'Nie znaleziono celu.'),
}));

const plain = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ');

beforeEach(() => {
  vi.mocked(handleError).mockClear();
  sessionStorage.clear();
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  getPlanSteps.mockResolvedValue({
    planId: 6,
    currentValue: 1127.8,
    unit: 'zł',
    currency: 'vp',
    steps: [
      { stepId: 15, position: 1, threshold: 1500, points: 30, reached: false, missing: 372.2 },
      { stepId: 16, position: 2, threshold: 3000, points: 70, reached: false, missing: 1872.2 },
    ],
  });
  getPlanTotal.mockResolvedValue({
    planId: 6,
    currentValue: 1127.8,
    targetValue: 3000,
    progress: 0.3759,
    earnedPoints: 0,
    possiblePoints: 100,
    currency: 'vp',
    nextStep: { threshold: 1500, points: 30, missing: 372.2 },
    pace: {
      periodStart: '2026-10-31T23:00:00.000Z',
      periodEnd: '2026-11-30T22:59:59.000Z',
      elapsedShare: 0.6835,
      progressShare: 0.3759,
      daysLeft: 10,
      neededPerDay: 37.22,
      neededPerWeek: 260.54,
      onTrack: false,
    },
  });
});
afterEach(cleanup);

describe('PlanDialog', () => {
  it("shows the plan's steps, total and pace from the two calls", async () => {
    const onClose = vi.fn();
    render(<PlanDialog planId={6} plan={null} onClose={onClose} returnFocus={() => null} />);
    const dialog = await screen.findByRole('dialog');
    expect(getPlanSteps).toHaveBeenCalledWith(6, undefined);
    const rows = await within(dialog).findAllByTestId('plan-step');
    expect(rows.map((r) => plain(r.textContent))).toEqual([
      '11 500 zł30 vpBrakuje 372,2 zł',
      '23 000 zł70 vpBrakuje 1 872,2 zł',
    ]);
    const pace = plain(within(dialog).getByTestId('plan-pace').textContent);
    expect(pace).toContain('Jesteś na 38% celu, a minęło 68% okresu.');
    expect(pace).toContain('Aby osiągnąć próg 1, potrzebujesz ok. 37,22 zł dziennie (261 zł tygodniowo).');
    expect(pace).toContain('Do końca okresu zostało 10 dni.');
    expect(plain(within(dialog).getByTestId('plan-current').textContent)).toBe('1 127,8 zł');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('a plan that cannot be loaded (the server failed) is reported and offers a retry', async () => {
    getPlanTotal.mockRejectedValueOnce(httpError(500, {}));
    render(<PlanDialog planId={6} plan={null} onClose={() => {}} returnFocus={() => null} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nie udało się wczytać celu.');
    expect(handleError).toHaveBeenCalledTimes(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findAllByTestId('plan-step')).toHaveLength(2);
  });

  it('a plan the API does not know (a stale ?cel= link, 404) says so once, with no retry and no toast', async () => {
    const gone = { status: 404, detail: 'Nie znaleziono celu. Mógł zostać usunięty albo nie bierzesz w nim udziału.' };
    getPlanSteps.mockRejectedValue(httpError(404, gone));
    getPlanTotal.mockRejectedValue(httpError(404, gone));
    const onClose = vi.fn();
    render(<PlanDialog planId={99999} plan={null} onClose={onClose} returnFocus={() => null} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Nie ma takiego celu' })).toBeTruthy();
    const state = within(dialog).getByRole('status');
    expect(plain(state.textContent)).toContain(
      'Nie znaleźliśmy tego celu. Mógł zostać usunięty albo nie bierzesz w nim udziału.',
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Spróbuj ponownie' })).toBeNull();
    expect(handleError).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zobacz moje cele' }));
    expect(onClose).toHaveBeenCalled();
  });
});
