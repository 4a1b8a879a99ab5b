import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AwardsCatalog from './AwardsCatalog';
import { AWARD_CATEGORIES, AWARD_GROUPS, AWARD_LIST } from '../../lib/api/awards';
import { readMock } from '../../../tests/fixtures/reads';
import { PER_PAGE } from '../../lib/awards/filters';
import type { AwardCard } from '../../lib/api/awards-parse';
import { awardCard } from '../../../tests/fixtures/awards';
import { storedFilterStores } from '../../lib/awards/stored-filters';
import { wipeQueries } from '../../lib/query/query';
import { $session } from '../../lib/stores/session';
import { nextPage, seedQuery } from '../../../tests/fixtures/query';

vi.mock('../../lib/api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const listAwardGroups = readMock(AWARD_GROUPS);
const listAwardCategories = readMock(AWARD_CATEGORIES);
const listAwards = readMock(AWARD_LIST);
vi.mock('../../lib/errors', async (original) => ({
  ...(await original<typeof import('../../lib/errors')>()),
  handleError: vi.fn(() => 'Coś poszło nie tak...'),
}));
vi.mock('../ui/ApiImage', () => ({ default: () => <div className="api-image" /> }));

const card = (awardId: number, name: string) =>
  awardCard({
    awardId,
    name,
    price: 500,
    activeImageId: 1,
    inactiveImageId: 2,
    canOrder: awardId % 2 === 0,
    missingPoints: awardId % 2 === 0 ? 0 : 800,
  });
const page = (items: AwardCard[], total = items.length) => ({
  items,
  page: 1,
  per: PER_PAGE,
  total,
  totalPages: Math.max(1, Math.ceil(total / PER_PAGE)),
});

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // The filter stores read the storage again (it was changed behind their back).
  cleanStores(...storedFilterStores);
  history.replaceState(null, '', '/awards-catalog');
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  listAwardGroups.mockReset().mockResolvedValue([
    { groupId: 1, name: 'Elektronika', description: '', imageId: null, awardCount: 52 },
    { groupId: 3, name: 'Karty podarunkowe', description: '', imageId: null, awardCount: 38 },
  ]);
  listAwardCategories.mockReset().mockResolvedValue([{ categoryId: 2, groupId: 1, name: 'Audio', awardCount: 12 }]);
  listAwards.mockReset().mockResolvedValue(page([card(2, 'Koc'), card(3, 'Grill')], 206));
});

const lastRequest = () => listAwards.mock.calls.at(-1)![0];

describe('AwardsCatalog', () => {
  it('asks the server for one page of the stored filters and shows the cards with their cues', async () => {
    localStorage.setItem('awardsCatalog_selectedGroups', '[1]');
    localStorage.setItem('awardsCatalog_selectedCategories', '[2]');
    localStorage.setItem('awardsCatalog_searchValue', '"kawa"');
    localStorage.setItem('awardsCatalog_showOnlyFreshAwards', 'true');
    localStorage.setItem('awardsCatalog_sortValue', '"price-asc"');
    render(<AwardsCatalog />);
    expect(await screen.findByText('Znaleziono: 206 nagród')).toBeTruthy();
    expect(listAwards).toHaveBeenCalledTimes(1);
    expect(lastRequest()).toEqual({
      page: 1,
      per: PER_PAGE,
      sortBy: 'price',
      sortOrder: 'asc',
      search: 'kawa',
      groupIds: [1],
      categoryIds: [2],
      onlyFresh: true,
    });
    expect(listAwardCategories).toHaveBeenCalledWith([1], undefined);
    expect(screen.getByText(/brakuje 800/)).toBeTruthy();
    expect(screen.getByText('Możesz zamówić')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Koc' }).getAttribute('href')).toBe('/award/2');
    expect((screen.getByLabelText('Szukaj nagrody') as HTMLInputElement).value).toBe('kawa');
  });

  it('a group from /awards replaces the stored filters and is stored itself', async () => {
    localStorage.setItem('awardsCatalog_searchValue', '"stare"');
    history.replaceState(null, '', '/awards-catalog?grupa=3');
    render(<AwardsCatalog />);
    await waitFor(() => expect(listAwards).toHaveBeenCalled());
    expect(lastRequest()).toMatchObject({ groupIds: [3] });
    expect(lastRequest()).not.toHaveProperty('search');
    await waitFor(() => expect(localStorage.getItem('awardsCatalog_selectedGroups')).toBe('[3]'));
    expect(localStorage.getItem('awardsCatalog_searchValue')).toBe('""');
    expect(location.search).toBe('');
  });

  it('waits for a pause in typing before it searches', async () => {
    const user = userEvent.setup();
    render(<AwardsCatalog />);
    await waitFor(() => expect(listAwards).toHaveBeenCalledTimes(1));
    await user.type(screen.getByLabelText('Szukaj nagrody'), 'ekspres');
    await waitFor(() => expect(lastRequest()).toMatchObject({ search: 'ekspres', page: 1 }));
    expect(listAwards).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('awardsCatalog_searchValue')).toBe('"ekspres"');
  });

  it('the sort and the switches go into the request and the storage', async () => {
    const user = userEvent.setup();
    render(<AwardsCatalog />);
    await screen.findByText('Koc');
    await user.selectOptions(screen.getByLabelText('Sortuj'), 'name-desc');
    await waitFor(() => expect(lastRequest()).toMatchObject({ sortBy: 'name', sortOrder: 'desc' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tylko te, na które mnie stać' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ affordable: true }));
    expect(location.search).toBe('?dostepne=1');
    expect(localStorage.getItem('awardsCatalog_sortValue')).toBe('"name-desc"');
  });

  it('offers a retry when the catalogue does not load', async () => {
    listAwards.mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    render(<AwardsCatalog />);
    await user.click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Koc')).toBeTruthy();
  });

  it('an empty result offers to clear the filters', async () => {
    localStorage.setItem('awardsCatalog_showOnlyFreshAwards', 'true');
    listAwards.mockResolvedValueOnce(page([], 0));
    const user = userEvent.setup();
    render(<AwardsCatalog />);
    expect(await screen.findByText('Żadna nagroda nie pasuje do wybranych filtrów.')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Wyczyść filtry' }).at(-1)!);
    await waitFor(() => expect(lastRequest()).not.toHaveProperty('onlyFresh'));
    expect(localStorage.getItem('awardsCatalog_showOnlyFreshAwards')).toBe('false');
  });

  it('drops a stored category that the chosen groups no longer have', async () => {
    localStorage.setItem('awardsCatalog_selectedGroups', '[1]');
    localStorage.setItem('awardsCatalog_selectedCategories', '[2,9]');
    render(<AwardsCatalog />);
    await waitFor(() => expect(lastRequest()).toMatchObject({ groupIds: [1], categoryIds: [2] }));
    expect(localStorage.getItem('awardsCatalog_selectedCategories')).toBe('[2]');
    expect(screen.getAllByRole('checkbox', { name: /^Audio/ })[0]).toHaveProperty('checked', true);
  });

  it('a page past the end (a link from before) goes to the last page', async () => {
    history.replaceState(null, '', '/awards-catalog?strona=9');
    listAwards.mockImplementation(async (request) =>
      request.page === 9 ? { items: [], page: 9, per: PER_PAGE, total: 30, totalPages: 2 } : page([card(2, 'Koc')], 30),
    );
    render(<AwardsCatalog />);
    expect(await screen.findByText('Koc')).toBeTruthy();
    expect(lastRequest()).toMatchObject({ page: 2 });
    expect(location.search).toBe('?strona=2');
    expect(screen.queryByText('Żadna nagroda nie pasuje do wybranych filtrów.')).toBeNull();
  });

  it('shows the page the session already has at once, and asks for it again', async () => {
    const request = { page: 1, per: PER_PAGE, sortBy: 'relevance', sortOrder: 'desc' };
    seedQuery('awards.list', JSON.stringify(request), page([card(4, 'Namiot')], 1));
    nextPage();
    let answer!: (p: ReturnType<typeof page>) => void;
    listAwards.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<AwardsCatalog />);
    expect(await screen.findByText('Namiot')).toBeTruthy();
    expect(screen.getByText('Znaleziono: 1 nagroda')).toBeTruthy();
    expect(lastRequest()).toEqual(request);
    answer(page([card(2, 'Koc'), card(3, 'Grill')], 206));
    expect(await screen.findByText('Znaleziono: 206 nagród')).toBeTruthy();
    expect(screen.queryByText('Namiot')).toBeNull();
  });
});
