import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../routes';

vi.mock('../api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
vi.mock('../errors', () => ({ handleError: vi.fn() }));

const { BANNER_CONTENT, BANNER_LIST, BANNER_SECTIONS } = await import('../api/broadcast');
const { readMock } = await import('../../../tests/fixtures/reads');
const api = {
  getBannerSections: readMock(BANNER_SECTIONS),
  getBanners: readMock(BANNER_LIST),
  getBannerContent: readMock(BANNER_CONTENT),
};
const { handleError } = await import('../errors');
const { $session } = await import('../stores/session');
$session.set({ isLoggedIn: true, user: { token: 't', username: 'demo' }, exp: Date.now() / 1000 + 600, message: null });
const { wipeQueries } = await import('../query/query');
const banners = await import('./banners');
const { bannerDurationMs, bannerLink, parseBanners, parseBannerSections, sectionForPath } = banners;

const PNG = 'iVBORw0KGgo=';

beforeEach(() => {
  sessionStorage.clear();
  wipeQueries();
  api.getBannerSections.mockReset();
  api.getBanners.mockReset();
  api.getBannerContent.mockReset();
  vi.mocked(handleError).mockReset();
});

describe('the banner section of a page (spec section 2)', () => {
  it.each([
    ['/goals', 'app_3_goals'],
    ['/goals/', 'app_3_goals'],
    ['/tasks', 'app_3_tasks'],
    ['/history', 'app_3_history'],
    ['/profile', 'app_3_profile'],
    ['/awards', 'app_3_awards'],
    ['/awards-catalog', 'app_3_awards'],
    ['/award/123', 'app_3_awards'],
    ['/award/', 'app_3_awards'],
    ['/rules', 'app_3_rules'],
    ['/', null],
    ['/counter', null],
    ['/rodo', null],
  ])('%s → %s', (path, code) => {
    expect(sectionForPath(path)).toBe(code);
  });

  it('gives every logged-in route a section', () => {
    for (const route of ROUTES.filter((r) => r.access === 'protected')) {
      expect(sectionForPath(route.example), route.path).not.toBeNull();
    }
  });
});

describe('banner rules', () => {
  it.each([
    [7, 7000],
    [4, 4000],
    [0.5, 500],
    ['8', 8000],
    [null, 5000],
    [undefined, 5000],
    [0, 5000],
    [-3, 5000],
    ['soon', 5000],
    [Number.NaN, 5000],
  ])('broadcastTime %s shows %i ms', (time, ms) => {
    expect(bannerDurationMs(time)).toBe(ms);
  });

  it.each([
    ['https://www.punkty.example/hurtownia', { href: 'https://www.punkty.example/hurtownia', newTab: true }],
    ['http://example.com', { href: 'http://example.com', newTab: true }],
    ['HTTPS://EXAMPLE.COM/x', { href: 'HTTPS://EXAMPLE.COM/x', newTab: true }],
    ['/awards-catalog', { href: '/awards-catalog', newTab: false }],
    ['  /goals  ', { href: '/goals', newTab: false }],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['awards', null],
    ['', null],
    [null, null],
    [42, null],
  ])('url %j → %j', (url, link) => {
    expect(bannerLink(url)).toEqual(link);
  });

  it('parses sections and banners defensively', () => {
    expect(parseBannerSections({ bannerSections: [{ id: 1, code: 'a' }, { id: 'x', code: 'b' }, null] })).toEqual([
      { id: 1, code: 'a' },
    ]);
    expect(parseBannerSections('garbage')).toEqual([]);
    expect(
      parseBanners({
        banners: [
          { bannerId: 3, url: '/goals', mimeType: 'image/png', broadcastTime: 7 },
          { bannerId: 'x' },
          { bannerId: 4, url: null, broadcastTime: null },
        ],
      }),
    ).toEqual([
      { id: 3, link: { href: '/goals', newTab: false }, mimeType: 'image/png', durationMs: 7000 },
      { id: 4, link: null, mimeType: '', durationMs: 5000 },
    ]);
    expect(parseBanners({ banners: 'no' })).toEqual([]);
  });
});

describe('the banners a section shows (fetcher stores)', () => {
  const section = { bannerSections: [{ id: 9, code: 'app_3_goals' }] };
  const list = {
    banners: [
      { bannerId: 1, url: null, mimeType: 'image/png', broadcastTime: 7 },
      { bannerId: 2, url: null, mimeType: 'image/png', broadcastTime: null },
    ],
  };

  /**
   * The store's value once it stops changing (it shows nothing until every picture answered).
   * Each test uses a section of its own: a page's stores outlive a test by a second.
   */
  async function shown(code: string) {
    const $shown = banners.$shownBanners(code);
    const stop = $shown.listen(() => {});
    await vi.waitFor(() => expect($shown.get()).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    const value = $shown.get();
    stop();
    return value;
  }

  it('asks for the section, the list and each picture as a data: URL, and keeps them for the next page', async () => {
    api.getBannerSections.mockResolvedValue(section);
    api.getBanners.mockResolvedValue(list);
    api.getBannerContent.mockResolvedValue({ bannerContent: PNG });
    const value = await shown('app_3_goals');
    expect(api.getBanners).toHaveBeenCalledWith(9, undefined);
    expect(value?.map((b) => [b.id, b.durationMs, b.src])).toEqual([
      [1, 7000, `data:image/png;base64,${PNG}`],
      [2, 5000, `data:image/png;base64,${PNG}`],
    ]);
    const kept = Object.keys(sessionStorage).filter((k) => k.startsWith('punkty.q:shell.'));
    expect(kept.sort()).toEqual([
      'punkty.q:shell.banners|app_3_goals',
      'punkty.q:shell.picture|1:image/png',
      'punkty.q:shell.picture|2:image/png',
      'punkty.q:shell.sections|',
    ]);
  });

  it('leaves out a banner whose picture fails, through the central handler', async () => {
    api.getBannerSections.mockResolvedValue({ bannerSections: [{ id: 8, code: 'app_3_history' }] });
    api.getBanners.mockResolvedValue({
      banners: [...list.banners, { bannerId: 3, url: null, mimeType: 'image/png' }],
    });
    const failure = new Error('boom');
    api.getBannerContent.mockImplementation(async (id: number) => {
      if (id === 3) throw failure;
      return { bannerContent: PNG };
    });
    expect((await shown('app_3_history'))?.map((b) => b.id)).toEqual([1, 2]);
    expect(handleError).toHaveBeenCalledWith(failure);
  });

  it('shows nothing for an unknown section, and folds away when the list fails', async () => {
    api.getBannerSections.mockResolvedValue({ bannerSections: [{ id: 4, code: 'app_3_tasks' }] });
    api.getBanners.mockRejectedValue(new Error('down'));
    expect(await shown('app_3_nowhere')).toEqual([]);
    expect(await shown('app_3_tasks')).toEqual([]);
    expect(handleError).toHaveBeenCalled();
  });

  it('does not take a picture that is not one', async () => {
    api.getBannerSections.mockResolvedValue({ bannerSections: [{ id: 5, code: 'app_3_profile' }] });
    api.getBanners.mockResolvedValue({ banners: [{ bannerId: 7, mimeType: 'image/png' }] });
    api.getBannerContent.mockResolvedValue({ bannerContent: '<svg onload=alert(1)>' });
    expect(await shown('app_3_profile')).toEqual([]);
  });
});
