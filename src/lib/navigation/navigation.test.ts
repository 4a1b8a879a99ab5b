import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStoredUser } from '../../../tests/fixtures/session';
import { buildOf, sameBuild } from './build';
import { markCurrentLinks } from './current-links';
import { focusNewPage } from './focus';
import { guardNavigation } from './guard';
import { wrapLoader } from './loader';
import { pageModules, prefetchPage } from './prefetch';
import { takePrefetched } from './prefetched';
import { takeSoftRedirect } from './soft-redirect';
import { onEveryVisit } from './visits';

/** The router's preparation event, as far as our hooks use it. */
function preparation(to: string, loader: () => Promise<void> = async () => {}) {
  const event = {
    to: new URL(to, location.href),
    from: new URL(location.href),
    newDocument: document,
    formData: undefined,
    defaultPrevented: false,
    loader,
    preventDefault() {
      event.defaultPrevented = true;
    },
  };
  return event as typeof event & Parameters<typeof guardNavigation>[0];
}

const page = (build: string, body = '') =>
  `<!doctype html><html><head><meta name="astro-view-transitions-enabled" content="true">` +
  `<meta name="punkty-build" content="${build}"></head><body>${body}</body></html>`;

beforeEach(() => {
  sessionStorage.clear();
  document.head.innerHTML = '<meta name="punkty-build" content="b1">';
  document.body.innerHTML = '';
  history.replaceState(null, '', '/goals');
});
afterEach(() => vi.unstubAllGlobals());

describe('the guard before a client-side navigation (spec section 2, D17)', () => {
  it('lets a logged-in participant go to a protected page', () => {
    sessionStorage.setItem('user', fakeStoredUser(Date.now(), 600));
    const event = preparation('/history?page=2');
    guardNavigation(event);
    expect(event.to.pathname).toBe('/history');
  });

  it('sends a session that ran out to /, keeping the page as the target', () => {
    sessionStorage.setItem('user', fakeStoredUser(Date.now(), -5));
    const event = preparation('/history?page=2');
    guardNavigation(event);
    expect(event.to.href).toBe(`${location.origin}/`);
    expect(sessionStorage.getItem('postLoginTarget')).toBe('/history?page=2');
  });

  it('sends a logged-in participant from an unknown address to the saved target', () => {
    sessionStorage.setItem('user', fakeStoredUser(Date.now(), 600));
    sessionStorage.setItem('postLoginTarget', '/tasks');
    const event = preparation('/nope');
    guardNavigation(event);
    expect(event.to.pathname).toBe('/tasks');
    expect(sessionStorage.getItem('postLoginTarget')).toBeNull();
  });
});

describe('the loader', () => {
  it('swaps in the prefetched page without asking again, and runs nothing of another build', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(page('b1', '<main>Zadania</main>'), { headers: { 'content-type': 'text/html' } })),
    );
    prefetchPage('/tasks', { modules: false });
    const own = vi.fn(async () => {});
    const event = preparation('/tasks', own);
    wrapLoader(event);
    await event.loader();
    expect(own).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(event.newDocument.querySelector('main')?.textContent).toBe('Zadania');
    expect(event.defaultPrevented).toBe(false);
  });

  it('loads a page of another build whole', async () => {
    const event = preparation('/tasks');
    event.loader = async () => {
      event.newDocument = new DOMParser().parseFromString(page('b2'), 'text/html');
    };
    wrapLoader(event);
    await event.loader();
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves a page without the router to a page load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<!doctype html><p>RODO</p>', { headers: { 'content-type': 'text/html' } })),
    );
    prefetchPage('/rodo', { modules: false });
    const event = preparation('/rodo');
    wrapLoader(event);
    await event.loader();
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('prefetch', () => {
  it('reads the modules a page names, and hands its HTML over once', async () => {
    const html = page('b1').replace(
      '</head>',
      '<meta name="punkty-modules" content="/_astro/a.js /_astro/b.js"></head>',
    );
    expect(pageModules(html)).toEqual(['/_astro/a.js', '/_astro/b.js']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(html, { headers: { 'content-type': 'text/html' } })),
    );
    prefetchPage('/awards');
    await expect(takePrefetched(new URL('/awards', location.href))).resolves.toBe(html);
    expect(takePrefetched(new URL('/awards', location.href))).toBeUndefined();
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(
      ['/_astro/a.js', '/_astro/b.js'],
    );
  });

  it('forgets a page that did not come, so the router asks for it itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nie', { status: 503 })),
    );
    prefetchPage('/history');
    await new Promise((resolve) => setTimeout(resolve));
    expect(takePrefetched(new URL('/history', location.href))).toBeUndefined();
  });
});

describe('after a swap', () => {
  it('marks the links of the path’s section (D6)', () => {
    document.body.innerHTML =
      '<a data-nav-prefix="/goals" aria-current="page">Moje cele</a><a data-nav-prefix="/award">Nagrody</a>';
    markCurrentLinks(document, '/awards-catalog');
    expect([...document.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent)).toEqual(['Nagrody']);
  });

  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

  it('moves focus to the page’s heading, or to <main> while there is none, at the next frame', async () => {
    document.body.innerHTML = '<nav><a href="/history">Historia</a></nav><main id="main" tabindex="-1"><p>…</p></main>';
    document.querySelector<HTMLElement>('nav a')!.focus(); // the tapped link of the top bar
    focusNewPage();
    expect(document.activeElement?.tagName).toBe('A');
    await frame();
    expect(document.activeElement?.id).toBe('main');
    document.body.innerHTML = '<main id="main" tabindex="-1"><h1>Historia</h1></main>';
    focusNewPage();
    await frame();
    expect(document.activeElement?.textContent).toBe('Historia');
  });

  it('leaves focus where the page has put it meanwhile (a sheet opened by its link)', async () => {
    document.body.innerHTML = '<main><h1>Moje cele</h1></main><div role="alertdialog"><button>Zamknij</button></div>';
    focusNewPage();
    document.querySelector<HTMLElement>('[role="alertdialog"] button')!.focus();
    await frame();
    expect(document.activeElement?.textContent).toBe('Zamknij');
  });

  it('knows a page’s build', () => {
    const next = new DOMParser().parseFromString(page('b1'), 'text/html');
    expect(buildOf(next)).toBe('b1');
    expect(sameBuild(next)).toBe(true);
  });
});

describe('onEveryVisit', () => {
  it('starts the page now and on every later visit, and stops a visit as the next page comes', () => {
    const stops: string[] = [];
    const start = vi.fn((url: URL) => () => stops.push(url.pathname + url.search));
    onEveryVisit('/goals', start);
    expect(start).toHaveBeenCalledTimes(1);
    const swap = (to: string) =>
      document.dispatchEvent(Object.assign(new Event('astro:before-swap'), { to: new URL(to, location.href) }));
    swap('/tasks');
    expect(stops).toEqual(['/goals']);
    swap('/goals?strona=2');
    expect(start).toHaveBeenLastCalledWith(new URL('/goals?strona=2', location.href));
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('does not start a page its script was loaded ahead for', () => {
    const start = vi.fn(() => () => {});
    onEveryVisit('/history', start);
    expect(start).not.toHaveBeenCalled();
  });
});

it('takes the soft redirect the guard left, once', () => {
  const win = { __punktySoftRedirect: '/goals' } as unknown as Window;
  expect(takeSoftRedirect(win)).toBe('/goals');
  expect(takeSoftRedirect(win)).toBeNull();
});
