import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AWARD } from '../api/awards';
import { ORDER, ORDER_LIST, placeOrder } from '../api/orders';
import { POINTS } from '../api/participant';
import { readMock } from '../../../tests/fixtures/reads';
import { $points, $pointsReloadAt } from '../participant/participant';
import '../history/queries'; // its namespaces are kept for the session
import './catalog-queries'; // so are the catalogue's
import { keyOf, queryCache, wipeQueries } from '../query/query';
import { $session } from '../stores/session';
import { seedQuery } from '../../../tests/fixtures/query';
import { orderAward, orderRefused, refreshOrder, showOlderOrders } from './order-actions';
import type { AwardDetail } from '../api/awards-parse';
import type { Order } from '../api/orders-parse';
import { ordersQuery, type ShownOrders } from './order-queries';
import { awardQuery } from './queries';

vi.mock('../api/orders', async (original) => ({
  ...(await original<typeof import('../api/orders')>()),
  placeOrder: vi.fn(),
}));
vi.mock('../api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const getAward = readMock(AWARD);
const listOrders = readMock(ORDER_LIST);
const getOrder = readMock(ORDER);
const getPoints = readMock(POINTS);
getPoints.mockImplementation(() => new Promise(() => {}));
vi.mock('../errors', async (original) => ({
  ...(await original<typeof import('../errors')>()),
  handleError: vi.fn(),
}));

const points = {
  vpTotalValue: 5000,
  vpSubtractedValue: 0,
  vpLockedValue: 0,
  vpCurrentValue: 3005,
  lpTotalValue: 0,
  lpSubtractedValue: 0,
  lpLockedValue: 0,
  lpCurrentValue: 0,
};
const order = (orderId: number, statusLabel = 'Zamówienie złożone') =>
  ({ orderId, awardId: 202, awardName: 'Voucher', statusLabel, timeline: [] }) as unknown as Order;
const award = { awardId: 202, name: 'Voucher', price: 1000, currency: 'vp' } as AwardDetail;
const catalogKey = '{"page":1,"per":24,"sortBy":"popularity","sortOrder":"desc"}';
const stored = (namespace: string) => Object.keys(sessionStorage).filter((k) => k.startsWith(`punkty.q:${namespace}|`));

beforeEach(() => {
  sessionStorage.clear();
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  getAward.mockReset().mockResolvedValue({ ...award, orderedByUser: 1 });
  vi.mocked(placeOrder).mockReset();
  listOrders.mockReset();
  getOrder.mockReset();
  getPoints.mockClear();
  // What the session has shown so far.
  seedQuery('participant.points', '', points);
  seedQuery('awards.groups', '', [{ groupId: 1, name: 'Vouchery', description: '', imageId: null, awardCount: 3 }]);
  seedQuery('awards.list', catalogKey, { items: [], page: 1, per: 24, total: 0, totalPages: 1 });
  seedQuery('awards.wishes', '', []);
  seedQuery('awards.orders', '', { orders: [order(1)], total: 1, pages: 1 });
  seedQuery('awards.award', '202', award);
  seedQuery('history.list', '{"page":1}', { items: [], page: 1, per: 20, total: 0, totalPages: 0 });
});

describe('placing an order', () => {
  it('shows the locked points, reloads them and the award, and forgets the lists it changed', async () => {
    const summary = { ...points, vpLockedValue: 1000, vpCurrentValue: 2005 };
    vi.mocked(placeOrder).mockResolvedValue({ order: order(2), summary, created: true });
    const reloads: number[] = [];
    const stop = [$pointsReloadAt.listen((v) => reloads.push(v)), $points.listen(() => {})];
    const $award = awardQuery(202);
    const shown: unknown[] = [];
    stop.push($award.listen((v) => shown.push(v.data)));

    const request = { awardId: 202, quantity: 1, deliveryData: {} };
    const result = await orderAward(request, 'klucz-1');
    expect(placeOrder).toHaveBeenCalledWith(request, 'klucz-1');
    expect(result.order.orderId).toBe(2);
    expect($points.get()).toEqual(summary);
    expect(reloads).toHaveLength(1);
    await vi.waitFor(() => expect(getPoints).toHaveBeenCalled());
    // The award on screen stays while it is asked again.
    await vi.waitFor(() => expect($award.get().data?.orderedByUser).toBe(1));
    expect(shown).not.toContain(undefined);
    // The catalogue pages, the wish list, the orders and the history (the lock is an entry)
    // are gone, from the next pages too.
    for (const [namespace, rest] of [
      ['awards.list', catalogKey],
      ['awards.wishes', ''],
      ['awards.orders', ''],
      ['history.list', '{"page":1}'],
    ]) {
      expect(queryCache.get(keyOf(namespace, rest))).toBeUndefined();
      expect(stored(namespace)).toEqual([]);
    }
    // The groups did not change.
    expect(stored('awards.groups')).toHaveLength(1);
    stop.forEach((s) => s());
  });

  it('a failed order changes nothing', async () => {
    vi.mocked(placeOrder).mockRejectedValue(new Error('offline'));
    await expect(orderAward({ awardId: 202, quantity: 1, deliveryData: {} }, 'klucz-2')).rejects.toThrow('offline');
    for (const namespace of ['awards.list', 'awards.wishes', 'awards.orders', 'awards.award'])
      expect(stored(namespace)).toHaveLength(1);
    expect($points.get()).toEqual(points);
  });

  it('a refusal reloads the points and the award', async () => {
    const reloads: number[] = [];
    const stop = [$pointsReloadAt.listen((v) => reloads.push(v)), awardQuery(202).listen(() => {})];
    orderRefused(202);
    expect(reloads).toHaveLength(1);
    await vi.waitFor(() => expect(getAward).toHaveBeenCalledWith(202, undefined));
    stop.forEach((s) => s());
  });
});

describe('the orders of /awards', () => {
  const page = (items: Order[], n: number, totalPages: number) => ({
    items,
    page: n,
    per: 5,
    total: totalPages * 5,
    totalPages,
  });

  it('"Pokaż starsze" adds the next page after the orders shown', async () => {
    listOrders.mockResolvedValue(page([order(1), order(6)], 2, 3));
    const shown: ShownOrders = { orders: [order(1)], total: 15, pages: 1 };
    seedQuery('awards.orders', '', shown);
    const $orders = ordersQuery(null);
    const stop = $orders.listen(() => {});
    await showOlderOrders(null, shown);
    expect(listOrders).toHaveBeenCalledWith({ page: 2, per: 5 }, undefined);
    expect($orders.get().data).toEqual({ orders: [order(1), order(6)], total: 15, pages: 2 });
    stop();
  });

  it('"Pokaż starsze" after orders placed meanwhile asks the shown pages again, the newest on top', async () => {
    // Two orders came since the first page was shown: page 2 now holds orders already on screen.
    const shown: ShownOrders = { orders: [order(5), order(4), order(3), order(2), order(1)], total: 8, pages: 1 };
    listOrders.mockImplementation(async (request) => {
      const all = [7, 6, 5, 4, 3, 2, 1, 0, -1, -2].map((id) => order(id));
      const n = request?.page ?? 1;
      return { ...page(all.slice((n - 1) * 5, n * 5), n, 2), total: 10 };
    });
    seedQuery('awards.orders', '', shown);
    const $orders = ordersQuery(null);
    const stop = $orders.listen(() => {});
    await showOlderOrders(null, shown);
    await vi.waitFor(() =>
      expect($orders.get().data?.orders.map((o) => o.orderId)).toEqual([7, 6, 5, 4, 3, 2, 1, 0, -1, -2]),
    );
    expect($orders.get().data?.total).toBe(10);
    stop();
  });

  it('asked again, the list keeps as many pages as it showed', async () => {
    seedQuery('awards.orders', '', { orders: [order(1), order(2)], total: 15, pages: 2 });
    queryCache.set(keyOf('awards.orders', ''), { ...queryCache.get(keyOf('awards.orders', ''))!, created: 0 });
    listOrders.mockImplementation(async (request) => page([order((request?.page ?? 1) * 10)], request?.page ?? 1, 3));
    const $orders = ordersQuery(null);
    const stop = $orders.listen(() => {});
    await vi.waitFor(() => expect($orders.get().data?.orders.map((o) => o.orderId)).toEqual([10, 20]));
    expect(listOrders).toHaveBeenCalledTimes(2);
    stop();
  });

  it('an order linked from Historia is looked for on the next pages', async () => {
    listOrders.mockImplementation(async (request) => page([order((request?.page ?? 1) * 10)], request?.page ?? 1, 5));
    const $orders = ordersQuery(30);
    const stop = $orders.listen(() => {});
    await vi.waitFor(() => expect($orders.get().data?.orders.map((o) => o.orderId)).toEqual([10, 20, 30]));
    expect(listOrders).toHaveBeenCalledTimes(3);
    stop();
  });

  it('a resent voucher shows in the timeline of its order, in every list', async () => {
    seedQuery('awards.orders', '7', { orders: [order(7), order(1)], total: 2, pages: 1 });
    seedQuery('awards.orders', '', { orders: [order(7), order(1)], total: 2, pages: 1 });
    getOrder.mockResolvedValue(order(7, 'Voucher wysłany ponownie'));
    await refreshOrder(7);
    for (const rest of ['', '7']) {
      const shown = queryCache.get(keyOf('awards.orders', rest))?.data as ShownOrders;
      expect(shown.orders.map((o) => o.statusLabel)).toEqual(['Voucher wysłany ponownie', 'Zamówienie złożone']);
    }
  });
});
