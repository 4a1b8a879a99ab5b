import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AwardPage from './AwardPage';
import { AWARD, setWish } from '../../lib/api/awards';
import { readMock } from '../../../tests/fixtures/reads';
import { awardIdFromPath } from '../../lib/awards/address';
import type { AwardDetail } from '../../lib/api/awards-parse';
import { awardDetail } from '../../../tests/fixtures/awards';
import { handleError } from '../../lib/errors';
import { wipeQueries } from '../../lib/query/query';
import { $session } from '../../lib/stores/session';
import { showSuccess } from '../../lib/toast/toast';
import { seedQuery } from '../../../tests/fixtures/query';
import { httpError } from '../../../tests/fixtures/http';

vi.mock('../../lib/api/awards', async (original) => ({
  ...(await original<typeof import('../../lib/api/awards')>()),
  setWish: vi.fn(),
}));
vi.mock('../../lib/api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const getAward = readMock(AWARD);
vi.mock('../../lib/errors', async (original) => ({
  ...(await original<typeof import('../../lib/errors')>()),
  handleError: vi.fn(() => 'Coś poszło nie tak...'),
}));
vi.mock('../../lib/toast/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../ui/ApiImage', () => ({ default: () => <div className="api-image" /> }));
// The order form has its own tests.
vi.mock('./OrderPanel', () => ({ default: () => <p>Formularz zamówienia</p> }));

const award = (over: Partial<AwardDetail> = {}) =>
  awardDetail({
    awardId: 5,
    name: 'Ekspres do kawy',
    shortDescription: 'Ciśnieniowy, 15 barów',
    description: 'Pierwszy akapit.\n\nDrugi akapit.',
    price: 1200,
    categoryId: 2,
    ...over,
  });

afterEach(cleanup);
beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/award/5');
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  getAward.mockReset().mockResolvedValue(award());
  vi.mocked(setWish).mockReset();
  vi.mocked(handleError).mockClear();
  vi.mocked(showSuccess).mockClear();
});

describe('the award id of /award/:awardId', () => {
  it.each([
    ['/award/5', 5],
    ['/award/5/', 5],
    ['/award/123456', 123456],
    ['/award/abc', null],
    ['/award/0', null],
    ['/award/-1', null],
    ['/award/1.5', null],
    ['/award/', null],
    ['/award/5/extra', null],
    ['/award/%35', 5],
    ['/award/9999999999', null],
    ['/award/%E0', null],
  ])('%s → %s', (path, id) => {
    expect(awardIdFromPath(path)).toBe(id);
  });
});

describe('AwardPage', () => {
  it('says there is no such award for an address without an id, without calling the API', async () => {
    history.replaceState(null, '', '/award/abc');
    render(<AwardPage />);
    expect(await screen.findByRole('heading', { name: 'Nie ma takiej nagrody' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do katalogu nagród' }).getAttribute('href')).toBe(
      '/awards-catalog',
    );
    expect(getAward).not.toHaveBeenCalled();
  });

  it('shows the award: name, facts, description, the way back to its group, and the page title', async () => {
    render(<AwardPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ekspres do kawy' })).toBeTruthy();
    expect(getAward).toHaveBeenCalledWith(5, undefined);
    expect(screen.getByText('Drugi akapit.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Dom i\sogród$/ }).getAttribute('href')).toBe('/awards-catalog?grupa=1');
    expect(await screen.findByText('Formularz zamówienia')).toBeTruthy();
    expect(document.title).toBe('Ekspres do kawy — Punkty');
  });

  it('an award the API does not know (404) is a "no such award" page, not an error toast', async () => {
    getAward.mockRejectedValue(httpError(404, { detail: 'Nie znaleziono nagrody.' }));
    render(<AwardPage />);
    expect(await screen.findByRole('heading', { name: 'Nie ma takiej nagrody' })).toBeTruthy();
    expect(screen.getByText('Nie znaleźliśmy tej nagrody. Mogła zostać wycofana z katalogu.')).toBeTruthy();
    expect(handleError).not.toHaveBeenCalled();
  });

  it('another failure is reported once and offers a retry', async () => {
    getAward.mockRejectedValueOnce(httpError(500, {}));
    const user = userEvent.setup();
    render(<AwardPage />);
    await user.click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ekspres do kawy' })).toBeTruthy();
    expect(handleError).toHaveBeenCalledTimes(1);
  });

  it('shows an award the session already has without asking for it', async () => {
    seedQuery('awards.award', '5', award({ name: 'Grill gazowy' }));
    render(<AwardPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grill gazowy' })).toBeTruthy();
    expect(getAward).not.toHaveBeenCalled();
  });

  it('opened from a list of the session, shows the card’s name, price and delivery at once, then the award', async () => {
    const { description: _d, groupName: _g, categoryName: _c, userLimit: _u, remainingAmount: _r, ...card } = award();
    seedQuery('awards.list', '{"page":1}', { items: [card], page: 1, per: 24, total: 1, totalPages: 1 });
    let answer: (detail: AwardDetail) => void = () => {};
    getAward.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<AwardPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ekspres do kawy' })).toBeTruthy();
    expect(screen.getByText('1 200 vp')).toBeTruthy();
    expect(screen.getByText('Dostawa kurierem na wskazany adres')).toBeTruthy();
    expect(screen.queryByText('Formularz zamówienia')).toBeNull(); // the order waits for the award itself
    expect(screen.queryByText('Pierwszy akapit.')).toBeNull();
    answer(award());
    expect(await screen.findByText('Formularz zamówienia')).toBeTruthy();
    expect(screen.getByText('Pierwszy akapit.')).toBeTruthy();
  });

  it('a wish shows at once, and is put back when the server says no', async () => {
    let refuse!: (error: unknown) => void;
    vi.mocked(setWish).mockReturnValueOnce(new Promise((_, reject) => (refuse = reject)));
    const user = userEvent.setup();
    render(<AwardPage />);
    await user.click(await screen.findByRole('button', { name: 'Dodaj do listy życzeń' }));
    expect(screen.getByRole('button', { name: 'Usuń z listy życzeń' })).toBeTruthy();
    expect(setWish).toHaveBeenCalledWith(5, true);
    refuse(httpError(500, {}));
    expect(await screen.findByRole('button', { name: 'Dodaj do listy życzeń' })).toBeTruthy();
    expect(handleError).toHaveBeenCalledTimes(1);

    vi.mocked(setWish).mockResolvedValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Dodaj do listy życzeń' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Dodano do listy życzeń.'));
    expect(screen.getByRole('button', { name: 'Usuń z listy życzeń' })).toBeTruthy();
  });
});
