/**
 * The three islands of /awards on the stores: the groups, the wish list and the orders.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AwardsGroups from './AwardsGroups';
import AwardsOrders from './AwardsOrders';
import AwardsWishList from './AwardsWishList';
import { AWARD_GROUPS, setWish, WISH_LIST } from '../../lib/api/awards';
import { ORDER, ORDER_LIST, resendVoucher } from '../../lib/api/orders';
import { POINTS } from '../../lib/api/participant';
import { readMock } from '../../../tests/fixtures/reads';
import type { AwardCard } from '../../lib/api/awards-parse';
import { awardCard } from '../../../tests/fixtures/awards';
import type { Order } from '../../lib/api/orders-parse';
import { handleError } from '../../lib/errors';
import { wipeQueries } from '../../lib/query/query';
import { $session } from '../../lib/stores/session';
import { showError, showSuccess } from '../../lib/toast/toast';
import { seedQuery } from '../../../tests/fixtures/query';

vi.mock('../../lib/api/awards', async (original) => ({
  ...(await original<typeof import('../../lib/api/awards')>()),
  setWish: vi.fn(),
}));
vi.mock('../../lib/api/orders', async (original) => ({
  ...(await original<typeof import('../../lib/api/orders')>()),
  resendVoucher: vi.fn(),
}));
vi.mock('../../lib/api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const listAwardGroups = readMock(AWARD_GROUPS);
const listWishes = readMock(WISH_LIST);
const listOrders = readMock(ORDER_LIST);
const getOrder = readMock(ORDER);
readMock(POINTS).mockImplementation(() => new Promise(() => {}));
vi.mock('../../lib/errors', async (original) => ({
  ...(await original<typeof import('../../lib/errors')>()),
  handleError: vi.fn(() => 'Coś poszło nie tak...'),
}));
vi.mock('../../lib/toast/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../lib/config/config', () => ({ config: { sellerSystemName: 'Hurtownia Plus' } }));
vi.mock('../ui/ApiImage', () => ({ default: () => <div className="api-image" /> }));

const card = (awardId: number, name: string, over: Partial<AwardCard> = {}) =>
  awardCard({ awardId, name, wished: true, ...over });

const order = (orderId: number, over: Partial<Order> = {}): Order => ({
  orderId,
  awardId: 9,
  awardName: `Nagroda ${orderId}`,
  activeImageId: null,
  quantity: 1,
  unitPrice: 100,
  totalPrice: 100,
  currency: 'vp',
  deliveryMethod: 'MV',
  deliveryMethodLabel: 'Voucher',
  deliveryData: { email: 'anna@example.com' },
  status: 'placed',
  statusLabel: 'Zamówienie złożone',
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
  trackingUrl: null,
  canResendVoucher: false,
  timeline: [],
  ...over,
});

const ordersPage = (items: Order[], page: number, total: number) => ({
  items,
  page,
  per: 5,
  total,
  totalPages: Math.ceil(total / 5),
});

afterEach(cleanup);
beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/awards');
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  vi.mocked(handleError).mockClear();
  vi.mocked(showSuccess).mockClear();
  vi.mocked(showError).mockClear();
  listAwardGroups.mockReset().mockResolvedValue([
    { groupId: 1, name: 'Elektronika', description: 'Sprzęt do domu', imageId: null, awardCount: 52 },
    { groupId: 3, name: 'Karty podarunkowe', description: '', imageId: null, awardCount: 38 },
  ]);
  listWishes.mockReset();
  vi.mocked(setWish).mockReset();
  listOrders.mockReset();
  getOrder.mockReset();
  vi.mocked(resendVoucher).mockReset();
});

describe('AwardsGroups', () => {
  it('shows each group as a way into the catalogue, and the whole catalogue', async () => {
    render(<AwardsGroups />);
    expect(await screen.findByRole('link', { name: 'Elektronika' })).toHaveProperty(
      'href',
      expect.stringContaining('/awards-catalog?grupa=1'),
    );
    expect(screen.getByText(/^52\snagrody$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cały katalog' }).closest('article')?.textContent).toMatch(/90\snagród/);
  });

  it('offers a retry when the groups do not load', async () => {
    listAwardGroups.mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    render(<AwardsGroups />);
    await user.click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('link', { name: 'Elektronika' })).toBeTruthy();
    expect(handleError).toHaveBeenCalledTimes(1);
  });
});

describe('AwardsWishList', () => {
  it('says how many awards are pinned and which can be ordered; one leaves the list', async () => {
    listWishes.mockResolvedValue([card(1, 'Grill'), card(2, 'Namiot', { canOrder: false, missingPoints: 400 })]);
    vi.mocked(setWish).mockResolvedValue(false);
    seedQuery('participant.points', '', {
      vpTotalValue: 600,
      vpSubtractedValue: 0,
      vpLockedValue: 0,
      vpCurrentValue: 600,
      lpTotalValue: 0,
      lpSubtractedValue: 0,
      lpLockedValue: 0,
      lpCurrentValue: 0,
    });
    const user = userEvent.setup();
    render(<AwardsWishList />);
    expect(await screen.findByText(/2 nagrody na liście, jedną możesz zamówić już teraz\./)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Namiot' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Punkty do wydania na tę nagrodę' })).toBeTruthy();
    expect(screen.getByText(/^Do wydania masz 600\svp z /)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Usuń z listy\s*: Grill$/ }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Grill' })).toBeNull());
    expect(setWish).toHaveBeenCalledWith(1, false);
    expect(showSuccess).toHaveBeenCalledWith('Usunięto z listy życzeń: Grill.');
    expect(screen.getByText(/1 nagroda na liście\./)).toBeTruthy();
  });

  it('an empty list leads to the catalogue', async () => {
    listWishes.mockResolvedValue([]);
    render(<AwardsWishList />);
    expect(await screen.findByText('Twoja lista życzeń jest pusta.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przeglądaj katalog' }).getAttribute('href')).toBe('/awards-catalog');
  });
});

describe('AwardsOrders', () => {
  it('shows the newest orders, and older ones on request', async () => {
    listOrders.mockImplementation(async (request) =>
      (request?.page ?? 1) === 1
        ? ordersPage(
            [1, 2, 3, 4, 5].map((n) => order(n)),
            1,
            7,
          )
        : ordersPage([order(6), order(7)], 2, 7),
    );
    const user = userEvent.setup();
    render(<AwardsOrders />);
    expect(await screen.findByText('7 zamówień, od najnowszego.')).toBeTruthy();
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Pokaż starsze (2)' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7));
    expect(listOrders).toHaveBeenLastCalledWith({ page: 2, per: 5 }, undefined);
    expect(screen.queryByRole('button', { name: /Pokaż starsze/ })).toBeNull();
  });

  it('says so when the order linked from Historia is not among them', async () => {
    history.replaceState(null, '', '/awards?zamowienie=99#zamowienia');
    listOrders.mockResolvedValue(ordersPage([order(1)], 1, 1));
    render(<AwardsOrders />);
    expect(await screen.findByText('Zamówienia nr 99 nie ma na liście Twoich zamówień.')).toBeTruthy();
  });

  it('sends a voucher again and shows the order as the API has it now', async () => {
    listOrders.mockResolvedValue(ordersPage([order(4, { canResendVoucher: true })], 1, 1));
    vi.mocked(resendVoucher).mockResolvedValue();
    getOrder.mockResolvedValue(order(4, { canResendVoucher: true, statusLabel: 'Voucher wysłany ponownie' }));
    const user = userEvent.setup();
    render(<AwardsOrders />);
    const article = await screen.findByRole('article');
    await user.click(within(article).getByRole('button', { name: 'Wyślij voucher ponownie' }));
    expect(await within(article).findByText('Voucher wysłany ponownie')).toBeTruthy();
    expect(resendVoucher).toHaveBeenCalledWith(4);
    expect(showSuccess).toHaveBeenCalledWith('Voucher wysłaliśmy ponownie na adres anna@example.com.');
  });

  it('a refused resend says why', async () => {
    listOrders.mockResolvedValue(ordersPage([order(4, { canResendVoucher: true })], 1, 1));
    vi.mocked(resendVoucher).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    render(<AwardsOrders />);
    await user.click(await screen.findByRole('button', { name: 'Wyślij voucher ponownie' }));
    await waitFor(() => expect(showError).toHaveBeenCalled());
    expect(getOrder).not.toHaveBeenCalled();
  });
});
