import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ActivateAccount from './ActivateAccount';
import RestorePassword from './RestorePassword';
import { showError } from '../../lib/toast/toast';
import { CONNECTION_ERROR, DEFAULT_ERROR } from '../../lib/errors';

vi.mock('../../lib/toast/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

const UUID = '3f1c2a8e-5b7d-4e0f-9a61-2c4b8d7e9f10';
const INFO = { username: 'nowy', email: 'n***@punkty.example', expiresAt: '2026-11-23T10:00:00.000Z' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string, detail: string, errors?: unknown) =>
  json(status, { status, message: detail, detail, code, ...(errors ? { errors } : {}) });

let calls: { method: string; path: string; body: unknown }[];
function stubFetch(answer: (method: string, path: string) => Response | Promise<Response>) {
  calls = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    const text = request.method === 'POST' ? await request.clone().text() : '';
    calls.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
    return answer(request.method, path);
  });
}

const at = (path: string) => history.replaceState(null, '', path);
const user = () => userEvent.setup();

beforeEach(() => {
  vi.mocked(showError).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('activation with a link', () => {
  it('checks the link, shows the rules up front, validates, sets the password and points to the login', async () => {
    at(`/activate-account/${UUID}`);
    stubFetch((method) => (method === 'GET' ? json(200, INFO) : json(200, { success: true, username: 'nowy' })));
    render(<ActivateAccount />);
    expect(await screen.findByRole('heading', { name: 'Ustaw hasło' })).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'GET', path: `/api/loyalty/account/activation/${UUID}` });
    expect(screen.getByText(/Aktywujesz konto/).textContent).toContain('nowy');
    expect(screen.getByText(/Link jest ważny do 23\.11\.2026 11:00/)).toBeTruthy();
    const rules = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rules).toEqual(['co najmniej 8 znaków', 'najwyżej 128 znaków', 'małą literę', 'wielką literę', 'cyfrę']);

    const u = user();
    const password = screen.getByLabelText('Nowe hasło');
    await u.type(password, 'abc');
    expect(screen.getByText('małą literę').closest('li')!.dataset.met).toBe('true');
    expect(screen.getByText('cyfrę').closest('li')!.dataset.met).toBeUndefined();
    expect(screen.getByText('cyfrę').closest('li')!.textContent).toBe('cyfrę (niespełnione)');
    await u.click(screen.getByRole('button', { name: 'Aktywuj konto' }));
    const problems = screen.getByText(/Hasło musi mieć co najmniej 8 znaków\./);
    expect(password.getAttribute('aria-describedby')).toContain(problems.id);
    expect(screen.getByText('Powtórz nowe hasło.')).toBeTruthy();
    expect(calls).toHaveLength(1);

    await u.clear(password);
    await u.type(password, 'Nowy!2345');
    await u.type(screen.getByLabelText('Powtórz nowe hasło'), 'Nowy!2346');
    await u.click(screen.getByRole('button', { name: 'Aktywuj konto' }));
    expect(screen.getByText('Hasła nie są takie same.')).toBeTruthy();

    await u.clear(screen.getByLabelText('Powtórz nowe hasło'));
    await u.type(screen.getByLabelText('Powtórz nowe hasło'), 'Nowy!2345');
    await u.click(screen.getByRole('button', { name: 'Aktywuj konto' }));
    const done = await screen.findByRole('heading', { name: 'Konto jest aktywne' });
    expect(document.activeElement).toBe(done);
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: `/api/loyalty/account/activation/${UUID}`,
      body: { password: 'Nowy!2345', passwordConfirmation: 'Nowy!2345' },
    });
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' }).getAttribute('href')).toBe('/?login=nowy');
  });

  it.each([
    ['expired', refusal(422, 'LINK_EXPIRED', 'Ten link wygasł. Poproś o nowy.'), 'Link wygasł', true],
    ['unknown', refusal(404, 'LINK_NOT_FOUND', 'Ten link aktywacyjny jest nieprawidłowy.'), 'Nieprawidłowy link', true],
    ['used', refusal(422, 'LINK_USED', 'Ten link został już użyty.'), 'Link został już użyty', false],
    [
      'for an active account',
      refusal(422, 'ALREADY_ACTIVE', 'To konto jest już aktywne.'),
      'Konto jest już aktywne',
      false,
    ],
  ])('an %s link says so in the server’s words', async (_case, answer, title, offersNewLink) => {
    at(`/activate-account/${UUID}`);
    stubFetch(() => answer.clone());
    render(<ActivateAccount />);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    const message = ((await answer.clone().json()) as { detail: string }).detail;
    expect(screen.getByText(message)).toBeTruthy();
    expect(!!screen.queryByRole('button', { name: 'Wyślij link aktywacyjny' })).toBe(offersNewLink);
    if (!offersNewLink) expect(screen.getByRole('link', { name: 'Przejdź do logowania' })).toBeTruthy();
    expect(showError).not.toHaveBeenCalled();
  });

  it('a server failure during the check shows the toast and a retry', async () => {
    at(`/activate-account/${UUID}`);
    let fail = true;
    stubFetch(() => (fail ? json(500, {}) : json(200, INFO)));
    render(<ActivateAccount />);
    expect(await screen.findByRole('heading', { name: 'Nie udało się sprawdzić linku' })).toBeTruthy();
    expect(showError).toHaveBeenCalledWith(DEFAULT_ERROR);
    fail = false;
    await user().click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { name: 'Ustaw hasło' })).toBeTruthy();
  });

  it('field errors of a 422 from the server land under their fields', async () => {
    at(`/activate-account/${UUID}`);
    stubFetch((method) =>
      method === 'GET'
        ? json(200, INFO)
        : refusal(422, 'VALIDATION_FAILED', 'Hasło musi zawierać cyfrę.', [
            { path: 'password', message: 'Hasło musi zawierać cyfrę.' },
          ]),
    );
    render(<ActivateAccount />);
    await screen.findByRole('heading', { name: 'Ustaw hasło' });
    const u = user();
    await u.type(screen.getByLabelText('Nowe hasło'), 'Nowy!2345');
    await u.type(screen.getByLabelText('Powtórz nowe hasło'), 'Nowy!2345');
    await u.click(screen.getByRole('button', { name: 'Aktywuj konto' }));
    await waitFor(() => expect(screen.getByText('Hasło musi zawierać cyfrę.')).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByLabelText('Nowe hasło'));
  });
});

describe('restoration without a link', () => {
  it('asks for the login or e-mail, sends it, and says what happens next', async () => {
    at('/restore-password');
    stubFetch(() => json(202, { success: true }));
    render(<RestorePassword />);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Wyślij link' }));
    expect(screen.getByText('Podaj login lub adres e-mail.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await u.type(screen.getByLabelText('Login lub adres e-mail'), ' frsh@punkty.example ');
    await u.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/loyalty/account/password-restore',
      body: { login: 'frsh@punkty.example' },
    });
  });

  it('offline: a Polish toast, and what was typed stays', async () => {
    at('/restore-password');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<RestorePassword />);
    const u = user();
    await u.type(await screen.findByLabelText('Login lub adres e-mail'), 'frsh');
    await u.click(screen.getByRole('button', { name: 'Wyślij link' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(CONNECTION_ERROR));
    expect((screen.getByLabelText('Login lub adres e-mail') as HTMLInputElement).value).toBe('frsh');
  });

  it('the activation page without a link explains activation and resends', async () => {
    at('/activate-account');
    stubFetch(() => json(202, { success: true }));
    render(<ActivateAccount />);
    expect(await screen.findByRole('heading', { name: 'Jak aktywować konto?' })).toBeTruthy();
    const u = user();
    await u.type(screen.getByLabelText('Login lub adres e-mail'), 'nowy');
    await u.click(screen.getByRole('button', { name: 'Wyślij link aktywacyjny' }));
    await screen.findByRole('heading', { name: 'Sprawdź skrzynkę e-mail' });
    expect(calls[0]).toMatchObject({ path: '/api/loyalty/account/activation/resend', body: { login: 'nowy' } });
  });
});
