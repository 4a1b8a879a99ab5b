import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BurgerMenu, { WIDE_QUERY } from './BurgerMenu';
import { logout } from '../../lib/auth/auth';

vi.mock('../../lib/auth/auth', () => ({ logout: vi.fn() }));

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

function renderMenu() {
  render(
    <>
      <BurgerMenu>
        <nav aria-label="Główna nawigacja">
          <ul>
            <li>
              <a href="#goals">Moje cele</a>
            </li>
            <li>
              <a href="#tasks">Zadania</a>
            </li>
          </ul>
        </nav>
      </BurgerMenu>
      <p>Treść strony</p>
    </>,
  );
  return screen.getByRole('button', { name: 'Menu' });
}

async function open(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await user.click(button);
  await screen.findByRole('dialog', { name: 'Menu' });
  await waitFor(() => expect(screen.getByRole('link', { name: 'Zadania' })).toBeTruthy());
  expect(button.getAttribute('aria-expanded')).toBe('true');
}

const expectClosed = (button: HTMLElement) =>
  waitFor(() => {
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

let media: ReturnType<typeof fakeMedia>;
beforeEach(() => {
  media = fakeMedia();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BurgerMenu (spec section 2: below 1400 px)', () => {
  it('keeps the links in the page, hidden, before the first opening', () => {
    renderMenu();
    const link = document.querySelector('a[href="#tasks"]');
    expect(link).not.toBeNull();
    expect(link!.closest('[hidden]')).not.toBeNull();
  });

  it('opens on the button and moves focus to the first link', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await open(user, button);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Moje cele'));
  });

  it('closes on a link click', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await open(user, button);
    await user.click(screen.getByRole('link', { name: 'Zadania' }));
    await expectClosed(button);
  });

  it('closes on an outside click', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await open(user, button);
    await user.click(screen.getByText('Treść strony'));
    await expectClosed(button);
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await open(user, button);
    await user.keyboard('{Escape}');
    await expectClosed(button);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes when the window widens past the breakpoint', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await open(user, button);
    act(() => media.widen());
    await expectClosed(button);
  });

  it('holds the logout (shown there on a phone only, by CSS)', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await open(user, button);
    await user.click(screen.getByRole('button', { name: 'Wyloguj się' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('toggles on the button itself', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await open(user, button);
    await user.click(button);
    await expectClosed(button);
  });
});
