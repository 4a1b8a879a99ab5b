import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStoredUser } from '../../../tests/fixtures/session';
import { buildOf, sameBuild } from './build';
import { markCurrentLinks } from './current-links';
import { focusNewPage } from './focus';
import { guardNavigation } from './guard';
import { wrapLoader } from './loader';
import { pageModules, pageStylesheets, prefetchPage, startPrefetch } from './prefetch';
import { keyOf, pages, takePrefetched } from './prefetched';
import { takeSoftRedirect } from './soft-redirect';
import { keepStylesheets } from './stylesheets';
import { onEveryVisit, visitAhead } from './visits';

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
  pages.clear();
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
  it('reads the stylesheets and modules a page names, and preloads them with its HTML', async () => {
    const html = page('b1').replace(
      '</head>',
      '<link rel="stylesheet" href="/_astro/a.css"><meta name="punkty-modules" content="/_astro/a.js /_astro/b.js"></head>',
    );
    expect(pageModules(html)).toEqual(['/_astro/a.js', '/_astro/b.js']);
    expect(pageStylesheets(html)).toEqual(['/_astro/a.css']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(html, { headers: { 'content-type': 'text/html' } })),
    );
    prefetchPage('/awards');
    await expect(takePrefetched(new URL('/awards', location.href))).resolves.toBe(html);
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')];
    expect(preloads.map((l) => `${l.getAttribute('rel')} ${l.getAttribute('href')}`)).toEqual([
      'preload /_astro/a.css',
      'modulepreload /_astro/a.js',
      'modulepreload /_astro/b.js',
    ]);
  });

  it('fetches a static page once for all its addresses, and keeps it for the next visits', async () => {
    const html = page('b1', '<main>Nagroda</main>');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(html, { headers: { 'content-type': 'text/html' } })),
    );
    expect(keyOf(new URL('/award/12?x=1', location.href))).toBe('/award/:awardId');
    expect(keyOf(new URL('/goals/', location.href))).toBe('/goals');
    prefetchPage('/award/12', { modules: false });
    prefetchPage('/award/13', { modules: false });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/award/12', expect.anything());
    await expect(takePrefetched(new URL('/award/13', location.href))).resolves.toBe(html);
    await expect(takePrefetched(new URL('/award/12', location.href))).resolves.toBe(html);
  });

  it('fetches the page of a link marked as the likely next step once it is drawn', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(page('b1'), { headers: { 'content-type': 'text/html' } })),
    );
    startPrefetch(() => []);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a href="/award/7" data-prefetch>Kubek</a><a href="/award/8" data-prefetch>Plecak</a><a href="/rules">Regulamin</a>',
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith('/award/7', expect.anything());
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

describe('stylesheets', () => {
  const [shellCss, goalsCss, tasksCss] = ['/shell.css', '/goals.css', '/tasks.css'];
  const head = (...hrefs: string[]) => hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const next = (...hrefs: string[]) => new DOMParser().parseFromString(`<head>${head(...hrefs)}</head>`, 'text/html');

  it('switches off the ones the next page does not link, and on again when a page does', () => {
    document.head.innerHTML = head(shellCss, goalsCss);
    const tasks = next(shellCss, tasksCss);
    keepStylesheets(tasks);
    const linked = (href: string) =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link')].find((l) => l.getAttribute('href') === href)!;
    const goals = linked(goalsCss);
    expect(goals.media).toBe('not all');
    // The router keeps a current stylesheet the next page links too: the switched-off one is there.
    expect([...tasks.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual([
      shellCss,
      tasksCss,
      goalsCss,
    ]);
    expect(linked(shellCss).media).toBe('');
    keepStylesheets(next(shellCss, goalsCss));
    expect(goals.hasAttribute('media')).toBe(false);
  });
});

describe('onEveryVisit', () => {
  const newDocument = () => document.implementation.createHTMLDocument();

  it('starts the page now and on every later visit, and stops a visit as the next page comes', () => {
    const stops: string[] = [];
    const start = vi.fn((url: URL) => () => stops.push(url.pathname + url.search));
    onEveryVisit('/goals', start);
    expect(start).toHaveBeenCalledTimes(1);
    const swap = (to: string) =>
      document.dispatchEvent(
        Object.assign(new Event('astro:before-swap'), { to: new URL(to, location.href), newDocument: newDocument() }),
      );
    swap('/tasks');
    expect(stops).toEqual(['/goals']);
    swap('/goals?strona=2');
    expect(start).toHaveBeenLastCalledWith(new URL('/goals?strona=2', location.href));
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('starts a page ahead of the router once, and the swap to it starts it again', () => {
    const start = vi.fn(() => () => {});
    onEveryVisit('/awards', start);
    visitAhead(new URL('/tasks', location.href));
    expect(start).not.toHaveBeenCalled();
    visitAhead(new URL('/awards', location.href));
    visitAhead(new URL('/awards', location.href));
    expect(start).toHaveBeenCalledTimes(1);
    document.dispatchEvent(
      Object.assign(new Event('astro:before-swap'), {
        to: new URL('/awards', location.href),
        newDocument: newDocument(),
      }),
    );
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
