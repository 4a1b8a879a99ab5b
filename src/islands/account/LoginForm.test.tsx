import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginForm, { PASSWORD_REQUIRED, USERNAME_REQUIRED } from './LoginForm';
import { AccountLoadError, LoginError, finishLogin, login } from '../../lib/auth/auth';

vi.mock('../../lib/auth/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/auth/auth')>();
  return { ...actual, login: vi.fn(), finishLogin: vi.fn() };
});

const user = () => userEvent.setup();
const fields = () => ({
  username: screen.getByLabelText('Login lub adres e-mail') as HTMLInputElement,
  password: screen.getByLabelText('Hasło') as HTMLInputElement,
  submit: screen.getByRole('button', { name: 'Zaloguj się' }),
});

beforeEach(() => {
  vi.mocked(login).mockReset();
  vi.mocked(finishLogin).mockReset();
  history.replaceState(null, '', '/');
});
afterEach(cleanup);

describe('LoginForm (D5)', () => {
  it('has the named, autocompleted fields of D5 with Polish labels', () => {
    render(<LoginForm />);
    const { username, password } = fields();
    expect(username.name).toBe('username');
    expect(username.autocomplete).toBe('username');
    expect(password.name).toBe('password');
    expect(password.autocomplete).toBe('current-password');
    expect(password.type).toBe('password');
  });

  it('names the empty fields, ties the errors to them and sends nothing', async () => {
    render(<LoginForm />);
    await user().click(fields().submit);
    const { username, password } = fields();
    expect(screen.getByText(USERNAME_REQUIRED).id).toBe(username.getAttribute('aria-describedby'));
    expect(screen.getByText(PASSWORD_REQUIRED).id).toBe(password.getAttribute('aria-describedby'));
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    expect(login).not.toHaveBeenCalled();
    await user().type(username, 'demo');
    expect(screen.queryByText(USERNAME_REQUIRED)).toBeNull();
    expect(screen.getByText(PASSWORD_REQUIRED)).toBeTruthy();
  });

  it('is busy while logging in and ignores a second submit', async () => {
    let resolve!: () => void;
    vi.mocked(login).mockReturnValue(new Promise<void>((r) => (resolve = r)));
    render(<LoginForm />);
    const u = user();
    await u.type(fields().username, 'demo');
    await u.type(fields().password, 'Demo!2345{Enter}');
    const button = screen.getByRole('button', { name: 'Logowanie…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.closest('form')!.getAttribute('aria-busy')).toBe('true');
    await u.click(button);
    expect(login).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith('demo', 'Demo!2345');
    await act(async () => resolve());
    // Success: the browser navigates; the form stays busy meanwhile.
    expect(screen.getByRole('button', { name: 'Logowanie…' })).toBeTruthy();
  });

  it("shows the server's Polish message as an alert and keeps what was typed", async () => {
    vi.mocked(login).mockRejectedValue(new LoginError('Nieprawidłowy login lub hasło.'));
    render(<LoginForm />);
    const u = user();
    await u.type(fields().username, 'demo');
    await u.type(fields().password, 'zle-haslo');
    await u.click(fields().submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Nieprawidłowy login lub hasło.');
    expect(fields().username.value).toBe('demo');
    expect(fields().password.value).toBe('zle-haslo');
    expect(screen.getByRole('button', { name: 'Zaloguj się' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('offers a retry when the account data did not load after login', async () => {
    vi.mocked(login).mockRejectedValue(new AccountLoadError('x'));
    vi.mocked(finishLogin).mockResolvedValue(undefined);
    render(<LoginForm />);
    const u = user();
    await u.type(fields().username, 'demo');
    await u.type(fields().password, 'Demo!2345');
    await u.click(fields().submit);
    expect((await screen.findByRole('alert')).textContent).toContain('nie udało się wczytać danych Twojego konta');
    await u.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(finishLogin).toHaveBeenCalledTimes(1));
  });

  it('shows and hides the password', async () => {
    render(<LoginForm />);
    const toggle = screen.getByRole('button', { name: 'Pokaż hasło' });
    await user().click(toggle);
    expect(fields().password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user().click(screen.getByRole('button', { name: 'Ukryj hasło' }));
    expect(fields().password.type).toBe('password');
  });

  it('fills the login from /?login= and ignores anything odd there', () => {
    history.replaceState(null, '', '/?login=nowy');
    render(<LoginForm />);
    expect(fields().username.value).toBe('nowy');
    cleanup();
    history.replaceState(null, '', '/?login=%3Cscript%3E');
    render(<LoginForm />);
    expect(fields().username.value).toBe('');
  });
});
