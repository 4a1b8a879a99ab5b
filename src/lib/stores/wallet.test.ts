import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../api/participant', () => ({
  calculatePoints: vi.fn(),
  getPointsSummary: vi.fn(async () => ({ vpTotalValue: 10 })),
  getPreview: vi.fn(),
  getGroup: vi.fn(),
}));
vi.mock('../toast/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const { calculatePoints, getPointsSummary } = await import('../api/participant');
const { showError, showSuccess } = await import('../toast/toast');
const { $pointsReloadAt, $points } = await import('./account');
const { $recalculating, recalculatePoints, RECALCULATED } = await import('./wallet');

beforeEach(() => {
  vi.clearAllMocks();
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
    await vi.waitFor(() => expect(getPointsSummary).toHaveBeenCalledTimes(1));
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
