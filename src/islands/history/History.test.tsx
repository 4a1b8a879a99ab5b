import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../lib/api/history';
import { EXPIRING_POINTS, HISTORY_LIST } from '../../lib/api/history';
import { GROUP_CODE } from '../../lib/api/participant';
import { readMock } from '../../../tests/fixtures/reads';
import { warsawDay } from '../../lib/format/date';
import { wipeQueries } from '../../lib/query/query';
import { $session } from '../../lib/stores/session';
import { nextPage, seedQuery } from '../../../tests/fixtures/query';
import History from './History';
import { httpError } from '../../../tests/fixtures/http';

vi.mock('../../lib/api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const listHistory = readMock(HISTORY_LIST);
const getExpiringPoints = readMock(EXPIRING_POINTS);
const getGroupCode = readMock(GROUP_CODE);
vi.mock('../../lib/toast/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  entryId: 1,
  date: '2026-11-21T11:07:00.000Z',
  kind: 'earned',
  currency: 'vp',
  amount: 60,
  balanceEffect: 60,
  sourceType: 'task',
  sourceId: '7',
  description: 'Zadanie: Quiz: bezpieczeństwo żywności',
  link: { kind: 'task', id: 7 },
  ...over,
});

const page = (items: HistoryEntry[], extra: Partial<{ page: number; total: number; totalPages: number }> = {}) => ({
  items,
  page: 1,
  per: 20,
  total: items.length,
  totalPages: 1,
  ...extra,
});

const ENTRIES = [
  entry({ entryId: 3 }),
  entry({
    entryId: 2,
    date: '2026-11-19T11:07:00.000Z',
    kind: 'locked',
    amount: 500,
    balanceEffect: -500,
    sourceType: 'order',
    sourceId: '6',
    description: 'Zamówienie: Karta podarunkowa 50 zł × 1',
    link: { kind: 'order', id: 6 },
  }),
  entry({
    entryId: 1,
    date: '2026-11-03T11:07:00.000Z',
    kind: 'spent',
    amount: 1500,
    balanceEffect: 0,
    sourceType: 'order',
    sourceId: '2',
    description: 'Zrealizowano zamówienie: Voucher',
    link: { kind: 'award', id: 41 },
  }),
];

/** The participant's group, as the shell has already loaded it. */
function inGroup(groupCode: string) {
  getGroupCode.mockResolvedValue(groupCode);
  seedQuery('participant.group', '', groupCode);
}

beforeEach(() => {
  sessionStorage.clear();
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  listHistory.mockReset().mockResolvedValue(page(ENTRIES));
  getExpiringPoints.mockReset().mockResolvedValue([]);
  inGroup('STD');
  history.replaceState(null, '', '/history');
});
afterEach(cleanup);

describe('History', () => {
  it('shows the ledger as a timeline: what, when, how much, and where it leads', async () => {
    render(<History />);
    const items = await screen.findAllByRole('listitem');
    const [earned, locked, spent] = items.filter((li) => li.closest('.history-timeline'));
    expect(within(earned!).getByText('21.11.2026 12:07')).toBeTruthy();
    // Each entry's moves under the wallet's names: a block leaves saldo as it was, spending takes it down.
    const moves = (li: HTMLElement) =>
      [...li.querySelectorAll('.history-entry__move')].map((m) => m.textContent!.replace(/\s+/g, ' '));
    expect(moves(earned!)).toEqual(['Saldo+60 vp', 'Do wydania+60 vp']);
    expect(within(earned!).getByRole('link', { name: 'Zobacz zadanie' }).getAttribute('href')).toBe('/tasks?zadanie=7');
    expect(moves(locked!)).toEqual(['Saldobez zmian', 'Zablokowane+500 vp', 'Do wydania\u2212500 vp']);
    expect(locked!.classList.contains('history-entry--neutral')).toBe(true);
    expect(within(locked!).getByText('Zablokowane na zamówienie nr 6 do czasu jego realizacji.')).toBeTruthy();
    expect(within(locked!).getByRole('link', { name: 'Zobacz zamówienie nr 6' }).getAttribute('href')).toBe(
      '/awards?zamowienie=6#zamowienia',
    );
    expect(moves(spent!)).toEqual(['Saldo\u22121 500 vp', 'Zablokowane\u22121 500 vp']);
    expect(spent!.classList.contains('history-entry--out')).toBe(true);
    expect(within(spent!).getByRole('link', { name: 'Zobacz nagrodę' }).getAttribute('href')).toBe('/award/41');
    expect(screen.getByText('3 wpisy')).toBeTruthy();
    expect(listHistory).toHaveBeenCalledWith({ page: 1, per: 20 }, undefined);
  });

  it('reads the filters from the URL and writes changes back to it', async () => {
    history.replaceState(null, '', '/history?kind=earned&from=2026-11-01&page=2');
    listHistory.mockResolvedValue(page(ENTRIES.slice(0, 1), { page: 2, total: 21, totalPages: 2 }));
    render(<History />);
    await screen.findByText('21 wpisów, strona 2 z 2');
    expect(listHistory).toHaveBeenLastCalledWith(
      { page: 2, per: 20, types: ['earned'], dateFrom: '2026-11-01' },
      undefined,
    );
    expect((screen.getByRole('checkbox', { name: 'Naliczenia' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Blokady' }));
    await waitFor(() => expect(location.search).toBe('?rodzaj=earned,locked&od=2026-11-01'));
    expect(listHistory).toHaveBeenLastCalledWith(
      {
        page: 1,
        per: 20,
        types: ['earned', 'locked'],
        dateFrom: '2026-11-01',
      },
      undefined,
    );
  });

  it('says what was wrong in the URL and shows the rest', async () => {
    history.replaceState(null, '', '/history?kind=stolen&currency=eur');
    render(<History />);
    expect(await screen.findByText(/Część filtrów z adresu strony była nieprawidłowa/)).toBeTruthy();
    await waitFor(() => expect(location.search).toBe(''));
  });

  it('offers the currency only to the FRSH group and ignores it for others', async () => {
    history.replaceState(null, '', '/history?currency=lp');
    render(<History />);
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('group', { name: 'Waluta' })).toBeNull();
    expect(listHistory).toHaveBeenLastCalledWith({ page: 1, per: 20 }, undefined);
    expect(listHistory).toHaveBeenCalledTimes(1);
    cleanup();

    inGroup('FRSH');
    render(<History />);
    await screen.findByRole('group', { name: 'Waluta' });
    await waitFor(() => expect(listHistory).toHaveBeenLastCalledWith({ page: 1, per: 20, currency: 'lp' }, undefined));
  });

  it('has a helpful sentence for an empty filtered list, and clears the filters', async () => {
    history.replaceState(null, '', '/history?source=expiry');
    listHistory.mockResolvedValue(page([]));
    render(<History />);
    expect(await screen.findByText('Brak wpisów dla wybranych filtrów')).toBeTruthy();
    listHistory.mockResolvedValue(page(ENTRIES));
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Wyczyść filtry' }).at(-1)!);
    await waitFor(() => expect(location.search).toBe(''));
    expect(await screen.findByText('3 wpisy')).toBeTruthy();
  });

  it('says so when there is no history at all', async () => {
    listHistory.mockResolvedValue(page([]));
    render(<History />);
    expect(await screen.findByText('Twoja historia punktów jest jeszcze pusta')).toBeTruthy();
  });

  it('shows a failure with a retry button', async () => {
    const failure = httpError(500, { detail: 'x' });
    listHistory.mockRejectedValueOnce(failure);
    render(<History />);
    expect(await screen.findByText('Nie udało się wczytać historii')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('3 wpisy')).toBeTruthy();
  });

  it('lists the points due to expire with their day and how soon', async () => {
    // Days count from today in Warsaw, as the card does (at 23:30 UTC it is already tomorrow there).
    const today = new Date(`${warsawDay()}T12:00:00Z`);
    const inDays = (n: number) => new Date(today.getTime() + n * 86_400_000).toISOString().slice(0, 10);
    getExpiringPoints.mockResolvedValue([
      { date: inDays(10), currency: 'vp', amount: 1250 },
      { date: inDays(100), currency: 'vp', amount: 30 },
      { date: inDays(12), currency: 'lp', amount: 600 },
    ]);
    render(<History />);
    const card = await screen.findByRole('region', { name: 'Punkty do wygaśnięcia' });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent!.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/^\d\d\.\d\d\.\d{4}za 10 dni1 250 vp$/),
      expect.stringMatching(/za 100 dni30 vp$/),
    ]);
    // lp is FRSH-only
    expect(within(card).queryByText('600 lp')).toBeNull();
    expect(
      within(card)
        .getByText(/W ciągu 30 dni wygaśnie/)
        .textContent!.replace(/\s+/g, ' '),
    ).toContain('1 250 vp');
  });

  it('shows the cached list and expiring points at once, not busy, when the participant comes back, then revalidates', async () => {
    getExpiringPoints.mockResolvedValue([{ date: '2099-01-31', currency: 'vp', amount: 70 }]);
    const { unmount } = render(<History />);
    await screen.findByText('3 wpisy');
    await screen.findByText('70 vp');
    unmount();
    nextPage();
    let answer!: (value: ReturnType<typeof page>) => void;
    listHistory.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    getExpiringPoints.mockReturnValueOnce(new Promise(() => {}));
    render(<History />);
    expect(await screen.findByText('3 wpisy')).toBeTruthy();
    expect(screen.getByText('70 vp')).toBeTruthy();
    // Its own kept answer asked again is shown as it is (not dimmed, not busy) until the new one comes.
    expect(document.querySelector('.history-timeline')).not.toBeNull();
    expect(document.querySelector('.history-timeline[aria-busy="true"]')).toBeNull();
    await act(async () => answer(page(ENTRIES.slice(0, 1))));
    expect(await screen.findByText('1 wpis')).toBeTruthy();
  });

  it('keeps the cached entries when they cannot be refreshed, says so and tries again', async () => {
    const { unmount } = render(<History />);
    await screen.findByText('3 wpisy');
    unmount();
    nextPage();
    listHistory.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<History />);
    await screen.findByText(/Nie udało się odświeżyć listy/);
    expect(screen.getByText('3 wpisy')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(screen.queryByText(/Nie udało się odświeżyć listy/)).toBeNull());
    expect(listHistory).toHaveBeenCalledTimes(3);
  });
});
