/**
 * What the awards screens show, as fetcher stores (src/lib/query): the award groups, the
 * chosen groups' categories, a page of the catalogue, one award, the wish list and the
 * orders. All are kept for the session, so the next page shows them at once and asks
 * again. The catalogue island puts what it shows into $catalogView; the page and the
 * categories follow. Mutations are in order-actions.ts and wish-actions.ts; reload.ts
 * asks again for what the participant can afford when the spendable points change.
 */
import { atom, computed } from 'nanostores';
import { getAward, listAwardCategories, listAwardGroups, listAwards, listWishes } from '../api/awards';
import { listOrders } from '../api/orders';
import { count, isObject, listOf, parsePage, type Page } from '../api/parse';
import { handleError, statusOf } from '../errors';
import { defineQuery, inNamespace, keyOf, queryCache, queryFamily, startNow } from '../query/query';
import { awardIdFromPath, linkedOrderId, opensAtOrders, ORDERS_PER_PAGE } from './address';
import { catalogRequest, catalogViewFrom, type CatalogFilters, type CatalogView } from './filters';
import { AWARD, CATALOG, CATEGORIES, GROUPS, ORDERS, WISHES } from './keys';
import {
  parseAwardCard,
  parseAwardDetail,
  parseCategory,
  parseGroup,
  type AwardCard,
  type AwardCategory,
  type AwardDetail,
  type AwardGroup,
} from './parse';
import { parseOrder, type Order } from './parse-orders';
import './reload';

export type { AwardCard, AwardCategory, AwardDetail, AwardGroup, CatalogView, Order, Page };

const list =
  <T>(parse: (v: unknown) => T | null) =>
  (v: unknown) =>
    Array.isArray(v) ? listOf(v, parse) : null;

export const $awardGroups = defineQuery(GROUPS, '', () => listAwardGroups(), {
  persist: { maxEntries: 1, parse: list(parseGroup) },
});

/** What the catalogue shows; null until the island has read the URL and the stored filters. */
export const $catalogView = atom<CatalogView | null>(null);

export const showCatalog = (view: CatalogView) => $catalogView.set(view);

const $catalogRequest = computed($catalogView, (view) => (view ? JSON.stringify(catalogRequest(view)) : null));

/** One page of the catalogue: the server filters, sorts and pages. */
export const $catalogPage = defineQuery(CATALOG, $catalogRequest, (body) => listAwards(JSON.parse(body)), {
  persist: { maxEntries: 12, parse: (v) => parsePage(v, parseAwardCard) },
});

const $chosenGroups = computed($catalogView, (view) =>
  view?.filters.groups.length ? view.filters.groups.join(',') : null,
);

/** The categories of the chosen groups (nothing to ask while no group is chosen). */
export const $catalogCategories = defineQuery(
  CATEGORIES,
  $chosenGroups,
  (groups) => listAwardCategories(groups.split(',').map(Number)),
  { persist: { maxEntries: 8, parse: list(parseCategory) } },
);

/** An award that does not exist (404) is a state of the page, not a failure to report. */
const reportUnlessMissing = (error: unknown) => {
  if (statusOf(error) !== 404) handleError(error);
};

export const isMissing = (error: unknown) => statusOf(error) === 404;

/** One award, by id. */
export const awardQuery = queryFamily(AWARD, (awardId: number) => getAward(awardId), Number, {
  persist: { maxEntries: 12, parse: parseAwardDetail },
  onError: reportUnlessMissing,
});

/** The wish list, newest first (one page of up to 100 pinned awards, decision 009). */
export const $wishList = defineQuery(WISHES, '', async () => (await listWishes()).items, {
  persist: { maxEntries: 1, parse: list(parseAwardCard) },
});

/** How many pages an order linked from Historia is looked for before saying it is not there. */
const LINK_PAGES = 20;

/** The orders on screen: the newest `pages` pages of ORDERS_PER_PAGE, and how many there are in all. */
export interface ShownOrders {
  orders: Order[];
  total: number;
  pages: number;
}

function parseShownOrders(v: unknown): ShownOrders | null {
  if (!isObject(v) || !Array.isArray(v.orders)) return null;
  const orders = listOf(v.orders, parseOrder);
  return { orders, total: Math.max(orders.length, count(v.total)), pages: Math.max(1, count(v.pages)) };
}

/** The orders of a further page that the list does not hold yet, after the ones it does. */
export function appendNew(orders: Order[], more: Order[]): Order[] {
  const known = new Set(orders.map((o) => o.orderId));
  return [...orders, ...more.filter((o) => !known.has(o.orderId))];
}

/**
 * The first page, then further ones while the list showed more of them before (asking
 * again never shortens it) or the linked order is not among them yet (bounded).
 */
async function loadOrders(rest: string): Promise<ShownOrders> {
  const linked = rest ? Number(rest) : null;
  const before = queryCache.get(keyOf(ORDERS, rest))?.data as ShownOrders | undefined;
  const shownPages = before?.pages ?? 1;
  let page = await listOrders({ page: 1, per: ORDERS_PER_PAGE });
  let orders = page.items;
  for (let n = 1; page.page < page.totalPages; n++) {
    const lookingForLinked = linked !== null && n < LINK_PAGES && !orders.some((o) => o.orderId === linked);
    if (n >= shownPages && !lookingForLinked) break;
    page = await listOrders({ page: page.page + 1, per: ORDERS_PER_PAGE });
    orders = appendNew(orders, page.items);
  }
  return { orders, total: page.total, pages: page.page };
}

const ordersFamily = queryFamily(ORDERS, loadOrders, (rest) => rest, {
  persist: { maxEntries: 2, parse: parseShownOrders },
});

const ordersRest = (linked: number | null) => (linked === null ? '' : String(linked));

/** The participant's orders, newest first; with `linked`, until that order is among them. */
export const ordersQuery = (linked: number | null) => ordersFamily(ordersRest(linked));

export const ordersKey = (linked: number | null) => keyOf(ORDERS, ordersRest(linked));

// The pages as they load (src/pages/*.astro), before React has downloaded: what the inline
// preloader started (src/lib/preload/pages/awards.ts), taken over at once.

/**
 * /awards: the award groups; the orders too when the address opens at them (the orders and
 * the wish list otherwise hydrate, and ask, when scrolled to).
 */
export function startAwards(search: string, hash: string): () => void {
  return opensAtOrders(search, hash)
    ? startNow($awardGroups, ordersQuery(linkedOrderId(search)))
    : startNow($awardGroups);
}

/** /awards-catalog: the groups and the page of the URL and the stored filters, by the island's own rule. */
export function startCatalogue(search: string, stored: CatalogFilters): () => void {
  showCatalog(catalogViewFrom(new URLSearchParams(search), stored));
  return startNow($awardGroups, $catalogPage, $catalogCategories);
}

/** /award/:awardId: the award of the address. */
export function startAward(pathname: string): () => void {
  const awardId = awardIdFromPath(pathname);
  return awardId ? startNow(awardQuery(awardId)) : () => {};
}

/**
 * The award as a list of this session showed it (a catalogue page, the wish list): what
 * its page shows at once, opened from that list (D17), while its own answer comes.
 */
export function cachedCard(awardId: number): AwardCard | null {
  const lists = inNamespace(CATALOG, WISHES);
  for (const key of queryCache.keys()) {
    if (!lists(key)) continue;
    const data = queryCache.get(key)?.data as Page<AwardCard> | AwardCard[] | undefined;
    const card = (Array.isArray(data) ? data : data?.items)?.find((c) => c.awardId === awardId);
    if (card) return card;
  }
  return null;
}
