import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStoredUser } from '../../../tests/fixtures/session';
import { BANNER_PAINT_ID, MAIN_ID, PAINTED_BANNER_GLOBAL } from './banner-paint';
import { goalsReads } from './page-reads';
import { preload } from './preloader';
import { PRELOAD_GLOBAL, type PreloadMap } from '../api/preload-registry';

const PNG = 'iVBORw0KGgo=';
const ANSWERS: Record<string, unknown> = {
  '/api/loyalty/broadcast/banner-section': { bannerSections: [{ id: 7, code: 'app_3_goals' }] },
  '/api/loyalty/broadcast/participant/banner/list': {
    banners: [{ bannerId: 31, url: '/awards-catalog', mimeType: 'image/png', broadcastTime: 4 }, { bannerId: 32 }],
  },
  '/api/loyalty/broadcast/banner/content/31': { bannerContent: PNG },
};

const network = vi.fn((url: string, _init?: RequestInit) =>
  Promise.resolve(new Response(JSON.stringify(ANSWERS[new URL(url).pathname] ?? {}))),
);
const asked = () => network.mock.calls.map(([url]) => new URL(url).pathname);
const map = () => (window as unknown as Record<string, PreloadMap>)[PRELOAD_GLOBAL];
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  vi.stubGlobal('fetch', network);
  network.mockClear();
  sessionStorage.clear();
  history.replaceState(null, '', '/goals?strona=2');
  document.body.innerHTML = `<div id="${BANNER_PAINT_ID}" class="banners banners--loading" role="status" aria-busy="true"></div>`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const key of [PRELOAD_GLOBAL, PAINTED_BANNER_GLOBAL]) delete (window as unknown as Record<string, unknown>)[key];
});

describe('the inline preloader', () => {
  it('asks for nothing without a live session', () => {
    preload('', goalsReads);
    sessionStorage.setItem('user', fakeStoredUser(Date.now(), -10));
    preload('', goalsReads);
    expect(network).not.toHaveBeenCalled();
    expect(map()).toBeUndefined();
  });

  it("starts the shell's, the banners' and the page's requests with the session's token", async () => {
    sessionStorage.setItem('user', fakeStoredUser(Date.now()));
    preload('', goalsReads);
    expect(asked()).toEqual([
      '/api/loyalty/group',
      '/api/loyalty/participant/preview',
      '/api/loyalty/participant/points/summary',
      '/api/loyalty/broadcast/banner-section',
      '/api/loyalty/plan/result',
      '/api/loyalty/plan/period/list',
      '/api/loyalty/plan/group/list',
    ]);
    const init = network.mock.calls[4]![1]!;
    expect(new Headers(init.headers).get('authorization')).toMatch(/^Bearer ey/);
    expect(JSON.parse(String(init.body))).toMatchObject({ page: 2, per: 12 });
    // Under the key the HTTP client looks for (src/lib/api/read.ts).
    expect(Object.keys(map())).toContain(`POST api/loyalty/plan/result ${init.body}`);
  });

  it('asks the configured API, joined as the HTTP client joins it', () => {
    sessionStorage.setItem('user', fakeStoredUser(Date.now()));
    preload('https://api.example.com/', goalsReads);
    expect(network.mock.calls[0]![0]).toBe('https://api.example.com/api/loyalty/group');
  });

  it("paints the section's first banner as soon as its picture arrives, as a link when it has one", async () => {
    sessionStorage.setItem('user', fakeStoredUser(Date.now()));
    preload('', goalsReads);
    await settle();
    expect(asked()).toContain('/api/loyalty/broadcast/banner/content/31');
    expect(asked()).not.toContain('/api/loyalty/broadcast/banner/content/32');
    const box = document.getElementById(BANNER_PAINT_ID)!;
    expect(box.getAttribute('aria-busy')).toBeNull();
    expect(box.querySelector('a.banners__link')?.getAttribute('href')).toBe('/awards-catalog');
    expect(box.querySelector('img')?.getAttribute('src')).toBe(`data:image/png;base64,${PNG}`);
    expect((window as unknown as Record<string, unknown>)[PAINTED_BANNER_GLOBAL]).toMatchObject({
      section: 'app_3_goals',
      src: `data:image/png;base64,${PNG}`,
    });
  });

  describe('while the page is still parsing', () => {
    let readyState: DocumentReadyState;
    beforeEach(() => {
      readyState = 'loading';
      vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
      sessionStorage.setItem('user', fakeStoredUser(Date.now()));
    });
    afterEach(() => vi.restoreAllMocks());
    const painted = () => document.querySelector(`#${BANNER_PAINT_ID} img`) !== null;

    it('paints as soon as the box is behind the parser (the <main> after it), not at DOMContentLoaded', async () => {
      document.body.insertAdjacentHTML('beforeend', `<main id="${MAIN_ID}"></main>`);
      preload('', goalsReads);
      await settle();
      expect(painted()).toBe(true);
    });

    it('waits for the end of parsing when the box may still be open', async () => {
      preload('', goalsReads);
      await settle();
      expect(painted()).toBe(false);
      readyState = 'interactive';
      document.dispatchEvent(new Event('readystatechange'));
      await settle();
      expect(painted()).toBe(true);
    });
  });

  it('paints nothing when the picture is not one', async () => {
    ANSWERS['/api/loyalty/broadcast/banner/content/31'] = { bannerContent: '<svg onload=alert(1)>' };
    sessionStorage.setItem('user', fakeStoredUser(Date.now()));
    preload('', goalsReads);
    await settle();
    expect(document.querySelector('img')).toBeNull();
    ANSWERS['/api/loyalty/broadcast/banner/content/31'] = { bannerContent: PNG };
  });
});
