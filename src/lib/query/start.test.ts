import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_KEY } from '../awards/filters';
import { pageReads, shellReads } from '../preload/page-reads';
import { keyOfRequest, type ReadRequest } from '../api/read';
import { PRELOAD_GLOBAL, type PreloadMap } from '../api/preload-registry';

vi.mock('../errors', async (original) => ({
  ...(await original<typeof import('../errors')>()),
  handleError: vi.fn(() => ''),
}));

/**
 * Each page's own script (src/pages/*.astro) starts its data as it loads: it must take over
 * every answer the inline preloader started for the same address, and ask for nothing else
 * the preloader did not (a second request would be a second round trip on a slow network).
 */
const asked: string[] = [];

beforeEach(async () => {
  vi.resetModules(); // fresh stores and cache per page, as on a new page load
  sessionStorage.clear();
  localStorage.clear();
  asked.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    asked.push(`${request.method} ${new URL(request.url).pathname}`);
    return Response.json({});
  });
  const { $session } = await import('../stores/session');
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
});

/** A pending preloaded answer, keyed as the client keys its request. */
function entry(map: PreloadMap, r: ReadRequest) {
  map[keyOfRequest(r)] = {
    at: performance.now(),
    response: Promise.resolve(Response.json({})),
  };
}

/** What the preloader does for this address: the shell's requests and the page's own; answers the page's. */
function preload(pathname: string, search: string, stored?: (key: string) => string | null): string[] {
  const map: PreloadMap = {};
  const own: PreloadMap = {};
  for (const r of pageReads(pathname, search, stored)) entry(own, r);
  for (const r of shellReads()) entry(map, r);
  Object.assign(map, own);
  (window as unknown as Record<string, unknown>)[PRELOAD_GLOBAL] = map;
  return Object.keys(own);
}

/** The page's preloaded requests were all taken over, and nothing went to the network. */
async function expectAllTakenOver(own: string[], expected: number) {
  expect(own).toHaveLength(expected);
  const map = (window as unknown as Record<string, PreloadMap>)[PRELOAD_GLOBAL]!;
  await vi.waitFor(() => expect(own.filter((key) => key in map)).toEqual([]));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(asked).toEqual([]);
}

describe("a page's own script takes over what the preloader started", () => {
  it.each(['?szukaj=kawa&strona=2&sort=termin&grupy=1,3', ''])('/goals%s', async (search) => {
    const map = preload('/goals', search);
    (await import('../goals/queries')).startGoals(search);
    await expectAllTakenOver(map, 3);
  });

  it('/goals with an unreadable setting: the periods and groups only, the list is the island’s', async () => {
    const map = preload('/goals', '?strona=abc');
    (await import('../goals/queries')).startGoals('?strona=abc');
    await expectAllTakenOver(map, 2);
  });

  it.each(['?stan=wykonane&strona=3', '?stan=wszystkie', ''])('/tasks%s', async (search) => {
    const map = preload('/tasks', search);
    (await import('../tasks/queries')).startTasks(search);
    await expectAllTakenOver(map, 1);
  });

  it.each([
    ['?kind=earned,locked&source=task&from=2026-01-01&q=kawa&page=2', 2],
    ['?currency=lp', 1],
  ])('/history%s', async (search, count) => {
    const map = preload('/history', search);
    (await import('../history/queries')).startHistory(search);
    await expectAllTakenOver(map, count);
  });

  it('/awards-catalog, from the URL and the stored filters', async () => {
    localStorage.setItem(SEARCH_KEY, JSON.stringify('kawa'));
    const search = '?strona=2';
    const map = preload('/awards-catalog', search, (key) => localStorage.getItem(key));
    const { startCatalogue } = await import('../awards/catalog-queries');
    const { storedFilters } = await import('../awards/stored-filters');
    startCatalogue(search, storedFilters());
    await expectAllTakenOver(map, 2);
  });

  it('/award/:awardId and /awards', async () => {
    const award = preload('/award/42', '');
    const { startAward } = await import('../awards/queries');
    const { startAwards } = await import('../awards/order-queries');
    startAward('/award/42');
    await expectAllTakenOver(award, 1);
    const awards = preload('/awards', '');
    startAwards('', '');
    await expectAllTakenOver(awards, 1);
  });

  it('/awards linked to an order (Historia, a placed order): the groups and the first page of orders', async () => {
    const map = preload('/awards', '?zamowienie=6');
    (await import('../awards/order-queries')).startAwards('?zamowienie=6', '#zamowienia');
    await expectAllTakenOver(map, 2);
  });

  it("/awards#zamowienia: the page's script asks for the orders the preloader could not know of", async () => {
    const own = preload('/awards', '');
    (await import('../awards/order-queries')).startAwards('', '#zamowienia');
    await vi.waitFor(() => expect(asked).toEqual(['POST /api/loyalty/order/list']));
    const left = (window as unknown as Record<string, PreloadMap>)[PRELOAD_GLOBAL]!;
    expect(own.filter((key) => key in left)).toEqual([]); // the groups were taken over
  });
});
