/**
 * The participant's orders on /awards (spec section 3), as a fetcher store family (src/lib/query):
 * the newest pages, and with a linked order (Historia's link, a placed order) until it is
 * among them. Apart from queries.ts so that the catalogue and the award page, which show no
 * orders, do not load this with their page (issue 24).
 */
import { fetchRead } from '../api/fetch-read';
import { ORDER_LIST } from '../api/orders';
import { count, isObject, listOf } from '../api/parse';
import { keyOf, queryCache, queryFamily, startNow } from '../query/query';
import { linkedOrderId, opensAtOrders, ORDERS_PER_PAGE } from './address';
import { ORDERS } from './keys';
import { parseOrder, type Order } from '../api/orders-parse';
import { $awardGroups } from './queries';

export type { Order };

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
  let page = await fetchRead(ORDER_LIST, { page: 1, per: ORDERS_PER_PAGE });
  let orders = page.items;
  for (let n = 1; page.page < page.totalPages; n++) {
    const lookingForLinked = linked !== null && n < LINK_PAGES && !orders.some((o) => o.orderId === linked);
    if (n >= shownPages && !lookingForLinked) break;
    page = await fetchRead(ORDER_LIST, { page: page.page + 1, per: ORDERS_PER_PAGE });
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

// The page as it loads (src/pages/awards.astro), before React has downloaded: what the inline
// preloader started (src/lib/preload/page-reads.ts), taken over at once.

/**
 * /awards: the award groups; the orders too when the address opens at them (the orders and
 * the wish list otherwise hydrate, and ask, when scrolled to).
 */
export function startAwards(search: string, hash: string): () => void {
  return opensAtOrders(search, hash)
    ? startNow($awardGroups, ordersQuery(linkedOrderId(search)))
    : startNow($awardGroups);
}
