import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../lib/auth/auth', () => ({ logout: vi.fn() }));
vi.mock('../../lib/api/participant', async (original) => ({
  ...(await original<typeof import('../../lib/api/participant')>()),
  getPoints: vi.fn(() => new Promise(() => {})),
  getPreview: vi.fn(() => new Promise(() => {})),
  getGroupCode: vi.fn(() => new Promise(() => {})),
}));

const { logout } = await import('../../lib/auth/auth');
const { $session } = await import('../../lib/stores/session');
$session.set({ isLoggedIn: true, user: { token: 't', username: 'demo' }, exp: Date.now() / 1000 + 600, message: null });
const { seedQuery } = await import('../../../tests/fixtures/query');
const { default: UserBox } = await import('./UserBox');

afterEach(cleanup);
beforeEach(() => {
  vi.clearAllMocks();
  seedQuery('participant.preview', '', {
    storeName: 'Hurtownia spożywcza u Krzysztofa',
    firstname: 'Anna',
    lastname: 'Nowak',
  });
  seedQuery('participant.points', '', {
    vpTotalValue: 0,
    vpSubtractedValue: 0,
    vpLockedValue: 0,
    vpCurrentValue: 0,
    lpTotalValue: 0,
    lpSubtractedValue: 0,
    lpLockedValue: 0,
    lpCurrentValue: 0,
  });
});

describe('UserBox (spec section 2)', () => {
  it('shows the store name uppercased and cut at a word boundary, and the names, leading to /profile', () => {
    render(<UserBox />);
    const link = screen.getByRole('link', { name: /Profil/ });
    expect(link.getAttribute('href')).toBe('/profile');
    expect(link.getAttribute('aria-current')).toBeNull();
    expect(link.querySelector('[data-paint="store"]')?.textContent).toBe('HURTOWNIA SPOŻYWCZA U...');
    expect(link.querySelector('[data-paint="name"]')?.textContent).toBe('Anna Nowak');
  });

  it('marks the profile page as the current one, following client-side navigations', async () => {
    history.replaceState(null, '', '/profile');
    render(<UserBox />);
    const link = screen.getByRole('link', { name: /Profil/ });
    expect(link.getAttribute('aria-current')).toBe('page');
    history.replaceState(null, '', '/goals');
    await act(() => document.dispatchEvent(new Event('astro:after-swap')));
    expect(link.getAttribute('aria-current')).toBeNull();
  });

  it('shows skeletons until the info and the points exist', () => {
    seedQuery('participant.preview', '', undefined);
    render(<UserBox />);
    expect(document.querySelector('.user-box__loading')).not.toBeNull();
    expect(document.querySelector('[data-ready]')).toBeNull();
  });

  it('logs out with the logout icon', async () => {
    render(<UserBox />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Wyloguj się' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
