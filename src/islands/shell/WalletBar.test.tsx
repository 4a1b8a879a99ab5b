import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../lib/api/participant', async (original) => ({
  ...(await original<typeof import('../../lib/api/participant')>()),
  calculatePoints: vi.fn(),
  getPoints: vi.fn(),
  getPreview: vi.fn(),
  getGroupCode: vi.fn(),
}));
vi.mock('../../lib/api/history', async (original) => ({
  ...(await original<typeof import('../../lib/api/history')>()),
  getExpiringPoints: vi.fn(),
}));
vi.mock('../../lib/toast/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showInfo: vi.fn() }));

const participant = await import('../../lib/api/participant');
const { getExpiringPoints } = await import('../../lib/api/history');
const { showSuccess } = await import('../../lib/toast/toast');
const { wipeQueries } = await import('../../lib/query/query');
const { seedQuery } = await import('../../../tests/fixtures/query');
const { $session } = await import('../../lib/stores/session');
// Logged in before the shell's stores start, as on a real page.
$session.set({ isLoggedIn: true, user: { token: 't', username: 'demo' }, exp: Date.now() / 1000 + 600, message: null });
const { default: WalletBar } = await import('./WalletBar');

const nb = (s: string) => s.replace(/ /g, '\u00a0');
const SUMMARY = {
  vpTotalValue: 12345.5,
  vpSubtractedValue: 0,
  vpLockedValue: 1000,
  vpCurrentValue: 11345.5,
  lpTotalValue: 905,
  lpSubtractedValue: 0,
  lpLockedValue: 200,
  lpCurrentValue: 705,
};

afterEach(cleanup);

const paintText = (key: string) => document.querySelector(`[data-paint="${key}"]`)?.textContent;

const INFO = {
  storeName: 'Sklep',
  firstname: 'Anna',
  lastname: 'Nowak',
  username: 'demo',
  email: '',
  nip: '',
  phone: '',
  address: { street: '', postalCode: '', city: '' },
  bankAccount: '',
  consents: { rules: true, marketing: false, sms: false },
  groupCode: 'STD',
};

/** What the shell's stores hold as the island mounts (answers this page already has). */
function shown({ points = SUMMARY as typeof SUMMARY | null, group = 'STD' } = {}) {
  seedQuery('participant.preview', '', INFO);
  seedQuery('participant.group', '', group);
  seedQuery('participant.points', '', points ?? undefined);
}

beforeEach(() => {
  vi.clearAllMocks();
  wipeQueries();
  vi.mocked(participant.getPoints).mockResolvedValue(SUMMARY);
  vi.mocked(participant.getPreview).mockResolvedValue(INFO);
  vi.mocked(participant.getGroupCode).mockResolvedValue('STD');
  vi.mocked(getExpiringPoints).mockResolvedValue([]);
  shown();
});

describe('WalletBar', () => {
  it('shows the vp balance with locked and spendable in brackets, and no lp outside FRSH', () => {
    render(<WalletBar />);
    const bar = screen.getByRole('button', { name: /Portfel/ });
    expect(paintText('vp')).toBe(nb('12 345,5 vp'));
    expect(paintText('vp-locked')).toBe(nb('1 000'));
    expect(paintText('vp-current')).toBe(nb('11 345,5'));
    // Each number with its one name, the names in full (no "zabl.", "do wyd.").
    expect(bar.querySelector('[data-paint-if="vp"]')!.textContent!.replace(/\u00a0/g, ' ')).toBe(
      'Saldo 12 345,5 vp (zablokowane 1 000, do wydania 11 345,5)',
    );
    expect(bar.querySelector('[data-paint-if="lp"]')).toHaveProperty('hidden', true);
  });

  it('adds the lp line for the FRSH group', () => {
    shown({ group: 'FRSH' });
    render(<WalletBar />);
    const lp = screen.getByRole('button', { name: /Portfel/ }).querySelector<HTMLElement>('[data-paint-if="lp"]')!;
    expect(lp.hidden).toBe(false);
    expect(lp.textContent).toContain(nb('905 lp'));
  });

  it('says the balance did not load when the points call fails with nothing cached, and retries on a click', async () => {
    vi.mocked(participant.getPoints).mockRejectedValueOnce(new Error('network'));
    shown({ points: null });
    render(<WalletBar />);
    const bar = await screen.findByRole('button', { name: /Nie udało się wczytać salda/ });
    expect(screen.queryByText('Ładowanie salda punktów')).toBeNull();
    expect(bar.getAttribute('aria-haspopup')).toBeNull();
    await userEvent.click(bar);
    await waitFor(() => expect(paintText('vp')).toBe(nb('12 345,5 vp')));
    expect(screen.getByRole('button', { name: /Portfel/ }).getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('keeps the last balance when a reload fails', async () => {
    vi.mocked(participant.getPoints).mockRejectedValueOnce(new Error('network'));
    render(<WalletBar />);
    await act(async () => (await import('../../lib/participant/participant')).$pointsReloadAt.set(Date.now()));
    await waitFor(() => expect(participant.getPoints).toHaveBeenCalled());
    expect(paintText('vp')).toBe(nb('12 345,5 vp'));
    expect(screen.queryByText(/Nie udało się wczytać salda/)).toBeNull();
  });

  it('shows a skeleton until both user info and points exist', async () => {
    let answer!: (points: typeof SUMMARY) => void;
    vi.mocked(participant.getPoints).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    shown({ points: null });
    render(<WalletBar />);
    const summary = document.querySelector('.wallet-summary')!;
    expect(summary.hasAttribute('data-ready')).toBe(false);
    expect(screen.getByText('Ładowanie salda punktów')).toBeTruthy();
    await act(async () => answer(SUMMARY));
    expect(summary.hasAttribute('data-ready')).toBe(true);
  });

  it('opens the panel, disables the refresh icon while recalculating, then reloads the points', async () => {
    const user = userEvent.setup();
    let finish!: (value: { success: boolean }) => void;
    vi.mocked(participant.calculatePoints).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<WalletBar />);
    const bar = screen.getByRole('button', { name: /Portfel/ });
    await user.click(bar);
    expect(bar.getAttribute('aria-expanded')).toBe('true');
    const dialog = await screen.findByRole('dialog', { name: 'Portfel' });
    expect(dialog.textContent).toContain('Jeśli coś się nie zgadza, kliknij ikonę obok aby przeliczyć saldo waluty.');
    // The currency is named in full on first use, then the three numbers under the bar's names.
    const vp = within(dialog).getByRole('region', { name: 'Punkty wirtualne (vp)' });
    expect([...vp.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Saldo', 'Zablokowane', 'Do wydania']);
    const refresh = screen.getByRole('button', { name: 'Przelicz saldo' });
    await user.click(refresh);
    expect(refresh).toHaveProperty('disabled', true);
    await act(async () => finish({ success: true }));
    await waitFor(() => expect(refresh).toHaveProperty('disabled', false));
    expect(showSuccess).toHaveBeenCalledWith('Punkty zostały przeliczone!');
    await waitFor(() => expect(participant.getPoints).toHaveBeenCalledTimes(1));
  });

  it('names the points that expire first, and closes by its own button', async () => {
    vi.mocked(getExpiringPoints).mockResolvedValue([
      { date: '2099-01-03', currency: 'vp', amount: 1250 },
      { date: '2099-02-01', currency: 'vp', amount: 400 },
    ]);
    const user = userEvent.setup();
    render(<WalletBar />);
    const bar = screen.getByRole('button', { name: /Portfel/ });
    await user.click(bar);
    const dialog = await screen.findByRole('dialog', { name: 'Portfel' });
    await waitFor(() =>
      expect(dialog.textContent!.replace(/\s/g, ' ')).toContain('Najbliżej wygaśnie: 1 250 vp — 03.01.2099 (za'),
    );
    expect(within(dialog).getByRole('link', { name: 'Wszystkie terminy w Historii' }).getAttribute('href')).toBe(
      '/history',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Zamknij portfel' }));
    await waitFor(() => expect(bar.getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(bar));
  });

  it('closes the panel on Escape and gives focus back to the bar', async () => {
    const user = userEvent.setup();
    render(<WalletBar />);
    const bar = screen.getByRole('button', { name: /Portfel/ });
    await user.click(bar);
    await screen.findByRole('dialog', { name: 'Portfel' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bar.getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(bar));
  });
});
