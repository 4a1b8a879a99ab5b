import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../lib/api/participant', () => ({
  calculatePoints: vi.fn(),
  getPointsSummary: vi.fn(),
  getPreview: vi.fn(),
  getGroup: vi.fn(),
}));
vi.mock('../../lib/toast/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const participant = await import('../../lib/api/participant');
const { showSuccess } = await import('../../lib/toast/toast');
const { $groupCode, $points, $shellFailed, $userInfo, loadPoints } = await import('../../lib/stores/account');
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

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(participant.getPointsSummary).mockResolvedValue(SUMMARY);
  $userInfo.set({ storeName: 'Sklep', firstname: 'Anna', lastname: 'Nowak' });
  $points.set(SUMMARY);
  $groupCode.set('STD');
  $shellFailed.set(false);
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
    $groupCode.set('FRSH');
    render(<WalletBar />);
    const lp = screen.getByRole('button', { name: /Portfel/ }).querySelector<HTMLElement>('[data-paint-if="lp"]')!;
    expect(lp.hidden).toBe(false);
    expect(lp.textContent).toContain(nb('905 lp'));
  });

  it('says the balance did not load when the points call fails with nothing cached, and retries on a click', async () => {
    $points.set(null);
    vi.mocked(participant.getPointsSummary).mockRejectedValueOnce(new Error('network'));
    await act(() => loadPoints());
    render(<WalletBar />);
    const bar = screen.getByRole('button', { name: /Nie udało się wczytać salda/ });
    expect(screen.queryByText('Ładowanie salda punktów')).toBeNull();
    expect(bar.getAttribute('aria-haspopup')).toBeNull();
    vi.mocked(participant.getPreview).mockResolvedValue({
      storeName: 'Sklep',
      firstname: 'Anna',
      lastname: 'Nowak',
    } as never);
    vi.mocked(participant.getGroup).mockResolvedValue({ groupCode: 'STD' } as never);
    await userEvent.click(bar);
    await waitFor(() => expect(paintText('vp')).toBe(nb('12 345,5 vp')));
    expect(screen.getByRole('button', { name: /Portfel/ }).getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('keeps the last balance when a reload fails', async () => {
    vi.mocked(participant.getPointsSummary).mockRejectedValueOnce(new Error('network'));
    await act(() => loadPoints());
    render(<WalletBar />);
    expect(paintText('vp')).toBe(nb('12 345,5 vp'));
    expect(screen.queryByText(/Nie udało się wczytać salda/)).toBeNull();
  });

  it('shows a skeleton until both user info and points exist', () => {
    $points.set(null);
    render(<WalletBar />);
    const summary = document.querySelector('.wallet-summary')!;
    expect(summary.hasAttribute('data-ready')).toBe(false);
    expect(screen.getByText('Ładowanie salda punktów')).toBeTruthy();
    act(() => $points.set(SUMMARY));
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
    await waitFor(() => expect(participant.getPointsSummary).toHaveBeenCalledTimes(1));
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
