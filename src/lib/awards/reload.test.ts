import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AWARD, AWARD_LIST, WISH_LIST } from '../api/awards';
import { readMock } from '../../../tests/fixtures/reads';
import { $savedCurrent } from '../participant/participant';
import { wipeQueries } from '../query/query';
import { $session } from '../stores/session';
import { DEFAULT_FILTERS } from './filters';
import type { AwardCard, AwardDetail } from '../api/awards-parse';
import { $catalogPage, showCatalog } from './catalog-queries';
import { $wishList, awardQuery } from './queries';

vi.mock('../api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const listAwards = readMock(AWARD_LIST);
const getAward = readMock(AWARD);
const listWishes = readMock(WISH_LIST);
vi.mock('../errors', async (original) => ({
  ...(await original<typeof import('../errors')>()),
  handleError: vi.fn(),
}));

const card = (awardId: number, canOrder: boolean) =>
  ({
    awardId,
    name: `Nagroda ${awardId}`,
    price: 500,
    currency: 'vp',
    canOrder,
    missingPoints: canOrder ? 0 : 100,
  }) as AwardCard;
const page = (items: AwardCard[]) => ({ items, page: 1, per: 24, total: items.length, totalPages: 1 });

beforeEach(() => {
  sessionStorage.clear();
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  $savedCurrent.set(null);
  listAwards.mockReset().mockResolvedValue(page([card(1, true)]));
  getAward.mockReset().mockResolvedValue(card(1, true) as AwardDetail);
  listWishes.mockReset().mockResolvedValue([card(1, true)]);
});

/** The catalogue ("affordable now"), an award and the wish list on screen, loaded. */
async function onScreen() {
  showCatalog({ filters: DEFAULT_FILTERS, page: 1, affordable: true });
  const stores = [$catalogPage, awardQuery(1), $wishList];
  const stop = stores.map(($s) => $s.listen(() => {}));
  await vi.waitFor(() => stores.forEach(($s) => expect($s.get().data).toBeDefined()));
  listAwards.mockClear();
  getAward.mockClear();
  listWishes.mockClear();
  return () => stop.forEach((s) => s());
}

describe('what the participant can afford follows the spendable points (spec section 4)', () => {
  it('asks again for the catalogue, the award and the wish list when the saved values change', async () => {
    const stop = await onScreen();
    $savedCurrent.set({ vp: 3000, lp: 0 }); // the first points load of the page: nothing to redo
    $savedCurrent.set({ vp: 3000, lp: 0 });
    expect(listAwards).not.toHaveBeenCalled();

    listAwards.mockResolvedValue(page([card(1, false)]));
    $savedCurrent.set({ vp: 400, lp: 0 });
    // What is on screen stays while the new answers come.
    expect($catalogPage.get().data?.items[0]?.canOrder).toBe(true);
    await vi.waitFor(() => expect($catalogPage.get().data?.items[0]?.canOrder).toBe(false));
    expect(listAwards).toHaveBeenCalledWith(expect.objectContaining({ affordable: true }), undefined);
    expect(getAward).toHaveBeenCalledWith(1, undefined);
    expect(listWishes).toHaveBeenCalledTimes(1);

    $savedCurrent.set({ vp: 400, lp: 250 });
    await vi.waitFor(() => expect(listAwards).toHaveBeenCalledTimes(2));
    stop();
  });

  it('does not reload after the session has no points any more', async () => {
    const stop = await onScreen();
    $savedCurrent.set({ vp: 3000, lp: 0 });
    $savedCurrent.set(null);
    expect(listAwards).not.toHaveBeenCalled();
    stop();
  });
});
