import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../api/participant', () => ({
  getPreview: vi.fn(async () => ({ storeName: 'Sklep', firstname: 'Anna', lastname: 'Nowak', nip: '1' })),
  getGroup: vi.fn(async () => ({ groupCode: 'FRSH', groupName: 'Świeżość' })),
  getPointsSummary: vi.fn(async () => ({
    vpTotalValue: 1000,
    vpSubtractedValue: '200',
    vpLockedValue: 100,
    vpCurrentValue: 700,
  })),
}));
vi.mock('../errors', () => ({ handleError: vi.fn() }));

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

describe('the shell store (spec section 4)', () => {
  it.each([
    ['garbage', '{oops'],
    ['an array', '[]'],
    ['wrong types', '{"userInfo":5,"points":"x","groupCode":7}'],
  ])('starts empty when the cache holds %s', async (_case, cached) => {
    sessionStorage.setItem('punkty.shell', cached);
    const store = await import('./account');
    expect(store.$userInfo.get()).toBeNull();
    expect(store.$points.get()).toBeNull();
    expect(store.$groupCode.get()).toBeNull();
  });

  it('paints from the session cache at once', async () => {
    sessionStorage.setItem(
      'punkty.shell',
      JSON.stringify({
        userInfo: { storeName: 'S', firstname: 'A', lastname: 'B' },
        groupCode: 'STD',
        points: { vpTotalValue: 5 },
      }),
    );
    const store = await import('./account');
    expect(store.shellReady()).toBe(true);
    expect(store.$points.get()?.vpTotalValue).toBe(5);
    expect(store.$points.get()?.lpTotalValue).toBe(0);
  });

  it('loads info, group and points, coerces numbers, saves the spendable values and caches them', async () => {
    const store = await import('./account');
    await store.loadShell();
    expect(store.$userInfo.get()).toEqual({ storeName: 'Sklep', firstname: 'Anna', lastname: 'Nowak' });
    expect(store.$groupCode.get()).toBe('FRSH');
    expect(store.$points.get()).toMatchObject({ vpSubtractedValue: 200, lpCurrentValue: 0 });
    expect(store.$savedCurrent.get()).toEqual({ vp: 700, lp: 0 });
    expect(JSON.parse(sessionStorage.getItem('punkty.shell')!).groupCode).toBe('FRSH');
  });

  it.each([
    ['null', null],
    ['another shape', { items: 'x' }],
    ['null fields', { vpTotalValue: null, vpCurrentValue: null, storeName: null, groupCode: null }],
  ])('keeps what it had and reports an answer of %s, never zeros or blanks', async (_case, answer) => {
    const store = await import('./account');
    const api = await import('../api/participant');
    const { handleError } = await import('../errors');
    await store.loadShell();
    const before = { points: store.$points.get(), info: store.$userInfo.get(), group: store.$groupCode.get() };
    vi.mocked(handleError).mockClear();
    vi.mocked(api.getPointsSummary).mockResolvedValueOnce(answer as never);
    vi.mocked(api.getPreview).mockResolvedValueOnce(answer as never);
    vi.mocked(api.getGroup).mockResolvedValueOnce(answer as never);
    await store.loadShell();
    expect(store.$points.get()).toEqual(before.points);
    expect(store.$userInfo.get()).toEqual(before.info);
    expect(store.$groupCode.get()).toBe(before.group);
    expect(handleError).toHaveBeenCalledTimes(3);
  });

  it('reloads the points when the reload trigger is set', async () => {
    const store = await import('./account');
    const { getPointsSummary } = await import('../api/participant');
    vi.mocked(getPointsSummary).mockClear();
    store.$pointsReloadAt.set(Date.now());
    await vi.waitFor(() => expect(getPointsSummary).toHaveBeenCalledTimes(1));
  });
});
