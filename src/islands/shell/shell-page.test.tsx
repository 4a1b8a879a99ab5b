import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../lib/auth/auth', () => ({ logout: vi.fn(), refreshSession: vi.fn(() => new Promise(() => {})) }));
vi.mock('../../lib/api/participant', async (original) => ({
  ...(await original<typeof import('../../lib/api/participant')>()),
  calculatePoints: vi.fn(),
}));
vi.mock('../../lib/api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
vi.mock('../../lib/toast/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('./Popup', () => ({ showPopup: vi.fn() }));

const participant = await import('../../lib/api/participant');
const { readMock } = await import('../../../tests/fixtures/reads');
const getPoints = readMock(participant.POINTS);
const getPreview = readMock(participant.PREVIEW);
const getGroupCode = readMock(participant.GROUP_CODE);
const { logout } = await import('../../lib/auth/auth');
const { showSuccess } = await import('../../lib/toast/toast');
const { wipeQueries } = await import('../../lib/query/query');
const { seedQuery } = await import('../../../tests/fixtures/query');
const { $session, setSession } = await import('../../lib/stores/session');
const { resetSessionWatcher } = await import('../../lib/stores/watcher');
const { markCurrentLinks } = await import('../../lib/navigation/current-links');
// Logged in before the shell's stores start, as on a real page.
$session.set({ isLoggedIn: true, user: { token: 't', username: 'demo' }, exp: Date.now() / 1000 + 600, message: null });
const { startShellPage } = await import('./shell-page');
const { default: UserBoxView } = await import('./UserBoxView');
const { default: WalletSummary } = await import('./WalletSummary');
const { WIDE_QUERY } = await import('./BurgerMenu');
const { showPopup } = await import('./Popup');
const { POPUP_KEY } = await import('../../lib/stores/popup');

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
const INFO = {
  storeName: 'Hurtownia spożywcza u Krzysztofa',
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

/** What the shell's stores hold as the page starts (answers this page already has). */
function shown({ info = INFO as typeof INFO | null, points = SUMMARY as typeof SUMMARY | null, group = 'STD' } = {}) {
  seedQuery('participant.preview', '', info ?? undefined);
  seedQuery('participant.group', '', group);
  seedQuery('participant.points', '', points ?? undefined);
}

/**
 * The shell's static HTML as the pages render it (TopBar.astro with Burger.astro,
 * AppFooter.astro, SessionExpired.astro), then its page script started over it.
 */
function startShell({ path = '/goals' } = {}) {
  renderShell({ path });
  stop = startShellPage(document);
}

function renderShell({ path = '/goals' } = {}) {
  render(
    <>
      <header>
        <UserBoxView current={path.startsWith('/profile')} />
        <div className="burger">
          <button id="burger-trigger" type="button" aria-haspopup="dialog" aria-expanded="false">
            <span className="visually-hidden">Menu</span>
          </button>
          <div hidden data-burger-links="">
            <nav aria-label="Główna nawigacja">
              <a href="#goals">Moje cele</a>
              <a href="#tasks">Zadania</a>
            </nav>
          </div>
        </div>
      </header>
      <p>Treść strony</p>
      <footer>
        <button id="wallet-trigger" type="button" className="wallet-bar" aria-haspopup="dialog" aria-expanded="false">
          <WalletSummary />
        </button>
      </footer>
      <dialog id="session-expired" aria-labelledby="session-expired-title">
        <p id="session-expired-title">
          Czas ważności sesji wygasł — dla bezpieczeństwa Twojego konta wylogowaliśmy Cię.
        </p>
        <button type="button">Zaloguj się ponownie</button>
      </dialog>
    </>,
  );
}

let stop = () => {};
const paintText = (key: string) => document.querySelector(`[data-paint="${key}"]`)?.textContent;
const bar = () => document.getElementById('wallet-trigger')!;

beforeEach(() => {
  vi.clearAllMocks();
  wipeQueries();
  resetSessionWatcher();
  getPoints.mockResolvedValue(SUMMARY);
  getPreview.mockResolvedValue(INFO);
  getGroupCode.mockResolvedValue('STD');
  shown();
});
afterEach(() => {
  stop();
  cleanup();
  vi.unstubAllGlobals();
});

describe('the user box (spec section 2)', () => {
  it('shows the store name uppercased and cut at a word boundary, and the names, leading to /profile', () => {
    startShell();
    const link = screen.getByRole('link', { name: /Profil/ });
    expect(link.getAttribute('href')).toBe('/profile');
    expect(link.getAttribute('aria-current')).toBeNull();
    expect(paintText('store')).toBe('HURTOWNIA SPOŻYWCZA U...');
    expect(paintText('name')).toBe('Anna Nowak');
    expect(document.querySelector('.user-box')!.hasAttribute('data-ready')).toBe(true);
  });

  it('marks the profile page as the current one, and the router’s marks follow a navigation', () => {
    startShell({ path: '/profile' });
    const link = screen.getByRole('link', { name: /Profil/ });
    expect(link.getAttribute('aria-current')).toBe('page');
    markCurrentLinks(document, '/goals');
    expect(link.getAttribute('aria-current')).toBeNull();
    markCurrentLinks(document, '/profile');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('shows skeletons until the info and the points exist, then fills in', async () => {
    let answer!: (info: typeof INFO) => void;
    getPreview.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    shown({ info: null });
    startShell();
    expect(document.querySelector('[data-ready]')).toBeNull();
    await act(async () => answer(INFO));
    expect(document.querySelector('.user-box')!.hasAttribute('data-ready')).toBe(true);
    expect(paintText('name')).toBe('Anna Nowak');
  });

  it('logs out with the logout icon', async () => {
    startShell();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Wyloguj się' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });
});

describe('the wallet bar (spec section 2)', () => {
  it('shows the vp balance with locked and spendable in brackets, and no lp outside FRSH', () => {
    startShell();
    expect(paintText('vp')).toBe(nb('12 345,5 vp'));
    expect(paintText('vp-locked')).toBe(nb('1 000'));
    expect(paintText('vp-current')).toBe(nb('11 345,5'));
    // Each number with its one name, the names in full (no "zabl.", "do wyd.").
    expect(
      bar()
        .querySelector('[data-paint-if="vp"]')!
        .textContent!.replace(/\u00a0/g, ' '),
    ).toBe('Saldo 12 345,5 vp (zablokowane 1 000, do wydania 11 345,5)');
    expect(bar().querySelector('[data-paint-if="lp"]')).toHaveProperty('hidden', true);
    expect(bar().querySelector('.wallet-summary')!.hasAttribute('data-ready')).toBe(true);
  });

  it('adds the lp line for the FRSH group', () => {
    shown({ group: 'FRSH' });
    startShell();
    const lp = bar().querySelector<HTMLElement>('[data-paint-if="lp"]')!;
    expect(lp.hidden).toBe(false);
    expect(lp.textContent).toContain(nb('905 lp'));
  });

  it('says the balance did not load when the points call fails with nothing cached, and retries on a click', async () => {
    getPoints.mockRejectedValueOnce(new Error('network'));
    shown({ points: null });
    startShell();
    await waitFor(() => expect(bar().hasAttribute('data-failed')).toBe(true));
    expect(bar().getAttribute('aria-haspopup')).toBeNull();
    expect(bar().getAttribute('aria-expanded')).toBeNull();
    await userEvent.click(bar());
    await waitFor(() => expect(paintText('vp')).toBe(nb('12 345,5 vp')));
    expect(bar().hasAttribute('data-failed')).toBe(false);
    expect(bar().getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog', { name: 'Portfel' })).toBeNull();
  });

  it('keeps the last balance when a reload fails', async () => {
    getPoints.mockRejectedValueOnce(new Error('network'));
    startShell();
    await act(async () => (await import('../../lib/participant/participant')).$pointsReloadAt.set(Date.now()));
    await waitFor(() => expect(getPoints).toHaveBeenCalled());
    expect(paintText('vp')).toBe(nb('12 345,5 vp'));
    expect(bar().hasAttribute('data-failed')).toBe(false);
  });

  it('shows a skeleton until both user info and points exist', async () => {
    let answer!: (points: typeof SUMMARY) => void;
    getPoints.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    shown({ points: null });
    startShell();
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
    startShell();
    await user.click(bar());
    const dialog = await screen.findByRole('dialog', { name: 'Portfel' });
    expect(bar().getAttribute('aria-expanded')).toBe('true');
    expect(bar().getAttribute('aria-controls')).toBe('wallet-panel');
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
    await waitFor(() => expect(getPoints).toHaveBeenCalledTimes(1));
  });

  it('closes the panel on Escape and gives focus back to the bar; the bar toggles it', async () => {
    const user = userEvent.setup();
    startShell();
    await user.click(bar());
    await screen.findByRole('dialog', { name: 'Portfel' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bar().getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(bar()));
    await user.click(bar());
    await waitFor(() => expect(bar().getAttribute('aria-expanded')).toBe('true'));
    await user.click(bar());
    await waitFor(() => expect(bar().getAttribute('aria-expanded')).toBe('false'));
  });
});

/** A matchMedia whose WIDE_QUERY answer the test changes, as resizing the window would. */
function fakeMedia() {
  const listeners = new Set<() => void>();
  const query = {
    matches: false,
    media: WIDE_QUERY,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', (q: string) => (q === WIDE_QUERY ? query : { ...query, media: q, matches: false }));
  return {
    widen() {
      query.matches = true;
      for (const fn of listeners) fn();
    },
  };
}

describe('the burger menu (spec section 2: below 1400 px)', () => {
  let media: ReturnType<typeof fakeMedia>;
  const button = () => screen.getByRole('button', { name: 'Menu' });
  async function open(user: ReturnType<typeof userEvent.setup>) {
    await user.click(button());
    await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(button().getAttribute('aria-expanded')).toBe('true'));
  }
  const expectClosed = () =>
    waitFor(() => {
      expect(button().getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    });

  beforeEach(() => {
    media = fakeMedia();
    startShell();
  });

  it('keeps the links in the page, hidden, before the first opening', () => {
    const link = document.querySelector('a[href="#tasks"]');
    expect(link!.closest('[hidden]')).not.toBeNull();
  });

  it('opens on the button with the links inside, and moves focus to the first link', async () => {
    await open(userEvent.setup());
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Moje cele', 'Zadania']);
    expect(button().getAttribute('aria-controls')).toBe('burger-menu');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Moje cele'));
  });

  it('closes on a link click', async () => {
    const user = userEvent.setup();
    await open(user);
    await user.click(screen.getByRole('link', { name: 'Zadania' }));
    await expectClosed();
  });

  it('closes on an outside click', async () => {
    const user = userEvent.setup();
    await open(user);
    await user.click(screen.getByText('Treść strony'));
    await expectClosed();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    await open(user);
    await user.keyboard('{Escape}');
    await expectClosed();
    await waitFor(() => expect(document.activeElement).toBe(button()));
  });

  it('closes when the window widens past the breakpoint, and on a client-side navigation', async () => {
    const user = userEvent.setup();
    await open(user);
    act(() => media.widen());
    await expectClosed();
    await user.click(button());
    await waitFor(() => expect(button().getAttribute('aria-expanded')).toBe('true'));
    act(() => void document.dispatchEvent(new Event('astro:after-swap')));
    await expectClosed();
  });

  it('holds the logout (shown there on a phone only, by CSS)', async () => {
    const user = userEvent.setup();
    await open(user);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Wyloguj się' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });

  it('toggles on the button itself', async () => {
    const user = userEvent.setup();
    await open(user);
    await user.click(button());
    await expectClosed();
  });
});

describe('the session-expired overlay (spec section 4)', () => {
  const token = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 21, 10, 0, 0), toFake: ['setInterval', 'clearInterval', 'Date'] });
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    history.replaceState(null, '', '/history?page=2');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });
  const overlay = () => document.getElementById('session-expired') as HTMLDialogElement;

  it('stays closed while the session is valid', async () => {
    setSession({ token: token(Math.floor(Date.now() / 1000) + 3600) });
    startShell();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(overlay().open).toBe(false);
  });

  it("covers the page at exp; 'Zaloguj się ponownie' remembers the page and goes to /", async () => {
    setSession({ token: token(Math.floor(Date.now() / 1000) + 3) });
    startShell();
    expect(overlay().open).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(overlay().open).toBe(true);
    expect(sessionStorage.getItem('user')).toBeNull();
    const again = within(overlay()).getByRole('button', { name: 'Zaloguj się ponownie' });
    expect(document.activeElement).toBe(again);
    act(() => again.click());
    expect(sessionStorage.getItem('postLoginTarget')).toBe('/history?page=2');
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('Escape does not close the overlay', async () => {
    setSession({ token: token(Math.floor(Date.now() / 1000) + 1) });
    startShell();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const cancel = new Event('cancel', { cancelable: true });
    overlay().dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
  });
});

describe('the popup of a login (spec section 2)', () => {
  beforeEach(() =>
    sessionStorage.setItem(POPUP_KEY, JSON.stringify({ popupId: 2, popupName: 'Akcja', textContent: 'Tekst' })),
  );

  it('shows on a page that has the shell', async () => {
    startShell();
    await waitFor(() => expect(showPopup).toHaveBeenCalledTimes(1));
  });

  it('waits for the swap when the router runs the shell before the page is in (from the login page)', async () => {
    render(<form aria-label="Logowanie" />);
    stop = startShellPage(document);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(showPopup).not.toHaveBeenCalled();
    cleanup();
    renderShell();
    document.dispatchEvent(new Event('astro:after-swap'));
    await waitFor(() => expect(showPopup).toHaveBeenCalledTimes(1));
  });
});
