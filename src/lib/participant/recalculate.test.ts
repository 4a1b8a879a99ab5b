import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readMock } from '../../../tests/fixtures/reads';
import type { Points } from '../api/participant';

vi.mock('../api/participant', async (original) => ({
  ...(await original<typeof import('../api/participant')>()),
  calculatePoints: vi.fn(),
}));
vi.mock('../api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
vi.mock('../toast/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const { calculatePoints, POINTS } = await import('../api/participant');
const getPoints = readMock(POINTS);
getPoints.mockImplementation(async () => ({ vpTotalValue: 10 }) as Points);
const { showError, showSuccess } = await import('../toast/toast');
const { $session } = await import('../stores/session');
$session.set({ isLoggedIn: true, user: { token: 't', username: 'demo' }, exp: Date.now() / 1000 + 600, message: null });
const { $pointsReloadAt, $points } = await import('./participant');
// The wallet's island shows the points: the store is subscribed, as on a page.
$points.listen(() => {});
const { $recalculating, recalculatePoints, RECALCULATED } = await import('./recalculate');

beforeEach(() => {
  vi.clearAllMocks(); // keeps getPoints' answer
  $pointsReloadAt.set(0);
});

describe('wallet recalculation (spec section 4)', () => {
  it('is busy while it runs, then says so and reloads the points', async () => {
    let finish!: (value: { success: boolean }) => void;
    vi.mocked(calculatePoints).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const running = recalculatePoints();
    expect($recalculating.get()).toBe(true);
    expect(await recalculatePoints()).toBe(false); // a second click while busy does nothing
    expect(calculatePoints).toHaveBeenCalledTimes(1);
    finish({ success: true });
    expect(await running).toBe(true);
    expect($recalculating.get()).toBe(false);
    expect(showSuccess).toHaveBeenCalledWith('Punkty zostały przeliczone!');
    expect(RECALCULATED).toBe('Punkty zostały przeliczone!');
    expect($pointsReloadAt.get()).toBeGreaterThan(0);
    await vi.waitFor(() => expect(getPoints).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect($points.get()?.vpTotalValue).toBe(10));
  });

  it('reports a failed call through the central handler and reloads nothing', async () => {
    vi.mocked(calculatePoints).mockRejectedValue(new TypeError('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await recalculatePoints()).toBe(false);
    expect(showError).toHaveBeenCalledWith('Coś poszło nie tak...');
    expect(showSuccess).not.toHaveBeenCalled();
    expect($pointsReloadAt.get()).toBe(0);
    expect($recalculating.get()).toBe(false);
  });

  it('treats success: false as a failure', async () => {
    vi.mocked(calculatePoints).mockResolvedValue({ success: false });
    expect(await recalculatePoints()).toBe(false);
    expect(showError).toHaveBeenCalledWith('Coś poszło nie tak...');
    expect($pointsReloadAt.get()).toBe(0);
  });
});
