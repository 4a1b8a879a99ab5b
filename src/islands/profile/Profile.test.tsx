import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW } from '../../lib/api/participant';
import { readMock } from '../../../tests/fixtures/reads';
import { changePassword, saveProfile, type Profile as ProfileData } from '../../lib/api/profile';
import { NIP_LENGTH_MESSAGE } from '../../../shared/rules/nip';
import { DRAFT_KEY } from '../../lib/profile/draft';
import { MESSAGES, valuesFromProfile } from '../../lib/profile/rules';
import { $userInfo } from '../../lib/participant/participant';
import { wipeQueries } from '../../lib/query/query';
import { $session } from '../../lib/stores/session';
import { nextPage } from '../../../tests/fixtures/query';
import { showSuccess } from '../../lib/toast/toast';
import Profile, { SAVED_MESSAGE } from './Profile';
import ProfilePassword, { CURRENT_MISSING, PASSWORD_CHANGED } from './ProfilePassword';
import { httpError } from '../../../tests/fixtures/http';

vi.mock('../../lib/api/profile', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/api/profile')>();
  return { ...actual, saveProfile: vi.fn(), changePassword: vi.fn() };
});
vi.mock('../../lib/toast/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
// The profile is participant/preview, the top bar's call too.
vi.mock('../../lib/api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const getPreview = readMock(PREVIEW);

const PROFILE: ProfileData = vi.hoisted(() => ({
  username: 'demo',
  email: 'demo@punkty.example',
  storeName: 'Sklep Spożywczy „Pod Lipami”',
  firstname: 'Anna',
  lastname: 'Wiśniewska',
  nip: '5261040828',
  phone: '+48 601 234 567',
  address: { street: 'ul. Lipowa 12', postalCode: '05-800', city: 'Pruszków' },
  bankAccount: 'PL61109010140000071219812874',
  consents: { rules: true, marketing: true, sms: false },
  groupCode: 'STD',
})) as ProfileData;

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;

async function openForm() {
  render(<Profile />);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Zmień dane' }));
  // the form loads lazily on the first edit
  await screen.findByRole('button', { name: 'Zapisz zmiany' });
  return userEvent.setup();
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
  getPreview.mockReset().mockResolvedValue(PROFILE);
  vi.mocked(saveProfile).mockReset();
  vi.mocked(changePassword).mockReset();
  vi.mocked(showSuccess).mockReset();
});
afterEach(cleanup);

describe('Profile', () => {
  it('shows the data with the NIP as XXX-XXX-XX-XX and the consents', async () => {
    render(<Profile />);
    expect(await screen.findByText('526-104-08-28')).toBeTruthy();
    expect(screen.getByText('Anna Wiśniewska')).toBeTruthy();
    expect(screen.getByText('PL61 1090 1014 0000 0712 1981 2874')).toBeTruthy();
    expect(screen.getByText('Regulamin programu zaakceptowany')).toBeTruthy();
    expect(screen.getByText('Bez powiadomień SMS')).toBeTruthy();
  });

  it('lets only letters into the first name: keys, paste and autofill', async () => {
    const user = await openForm();
    const first = input('Imię');
    await user.clear(first);
    await user.type(first, 'Ewa1');
    expect(first.value).toBe('Ewa');
    expect(screen.getByText(MESSAGES.firstnameLetters)).toBeTruthy();
    expect(first.getAttribute('aria-invalid')).toBe('true');

    await user.clear(first);
    await user.paste('12');
    expect(first.value).toBe('');
    await user.paste('  Łucja \n');
    expect(first.value).toBe('Łucja');

    // a value arriving at once (autofill) with a digit is refused as a whole
    fireEvent.change(first, { target: { value: 'Łucja2' } });
    expect(first.value).toBe('Łucja');
  });

  it('lets a hyphen and a space into the surname', async () => {
    const user = await openForm();
    const last = input('Nazwisko');
    await user.clear(last);
    await user.type(last, 'Nowak-Kowalska 3');
    expect(last.value).toBe('Nowak-Kowalska ');
  });

  it('checks every field before saving and keeps what was typed', async () => {
    const user = await openForm();
    await user.clear(input('NIP'));
    await user.type(input('NIP'), '123');
    await user.clear(input('Miejscowość'));
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(`NIP: ${NIP_LENGTH_MESSAGE}`);
    expect(summary.textContent).toContain(`Miejscowość: ${MESSAGES.cityMissing}`);
    expect(document.activeElement).toBe(summary);
    expect(saveProfile).not.toHaveBeenCalled();
    expect(input('NIP').value).toBe('123');
    expect(input('NIP').getAttribute('aria-describedby')).toContain('profile-nip-error');
  });

  it("shows the server's per-field refusal and keeps the typed values", async () => {
    vi.mocked(saveProfile).mockRejectedValue(
      httpError(422, {
        status: 422,
        detail: 'Nieprawidłowe dane w polach: address.city.',
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'address.city', message: 'Nazwa miejscowości jest nieznana.' }],
      }),
    );
    const user = await openForm();
    await user.clear(input('Miejscowość'));
    await user.type(input('Miejscowość'), 'Atlantyda');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Miejscowość: Nazwa miejscowości jest nieznana.')).toBeTruthy();
    expect(input('Miejscowość').value).toBe('Atlantyda');
    expect(saveProfile).toHaveBeenCalledWith(
      expect.objectContaining({ nip: '5261040828', address: expect.objectContaining({ city: 'Atlantyda' }) }),
    );
  });

  it('keeps the draft across a reload until it is saved', async () => {
    vi.mocked(saveProfile).mockRejectedValue(new TypeError('Failed to fetch'));
    const user = await openForm();
    await user.clear(input('Ulica i numer'));
    await user.type(input('Ulica i numer'), 'ul. Nowa 1');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText(/Wszystko, co wpisałeś, zostało w formularzu/)).toBeTruthy();
    expect(input('Ulica i numer').value).toBe('ul. Nowa 1');
    cleanup();
    nextPage(); // the reload

    render(<Profile />);
    expect(await screen.findByText(/Przywróciliśmy zmiany/)).toBeTruthy();
    cleanup();

    // a draft that equals the stored profile is dropped: the data is shown as usual
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ v: 1, owner: 'demo', values: valuesFromProfile(PROFILE) }));
    render(<Profile />);
    expect(await screen.findByRole('button', { name: 'Zmień dane' })).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull());
    cleanup();
    vi.mocked(saveProfile).mockRejectedValue(new TypeError('Failed to fetch'));
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ v: 1, owner: 'demo', values: { ...valuesFromProfile(PROFILE), street: 'ul. Nowa 1' } }),
    );
    render(<Profile />);
    expect(await screen.findByText(/Przywróciliśmy zmiany/)).toBeTruthy();
    expect(input('Ulica i numer').value).toBe('ul. Nowa 1');
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
  });

  it('saves, shows the stored data and the top bar shows it at once', async () => {
    vi.mocked(saveProfile).mockImplementation(async (request) => ({
      ...PROFILE,
      firstname: request.firstname,
      phone: '+48 602 000 111',
    }));
    const user = await openForm();
    await user.clear(input('Imię'));
    await user.type(input('Imię'), 'Łucja');
    await user.clear(input('Telefon'));
    await user.type(input('Telefon'), '602000111');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Łucja Wiśniewska')).toBeTruthy();
    expect(screen.getByText('+48 602 000 111')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(SAVED_MESSAGE);
    expect(showSuccess).toHaveBeenCalledWith(SAVED_MESSAGE);
    expect($userInfo.get()).toEqual({ storeName: PROFILE.storeName, firstname: 'Łucja', lastname: 'Wiśniewska' });
    expect(getPreview).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    getPreview.mockRejectedValueOnce(httpError(500, {}));
    render(<Profile />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('526-104-08-28')).toBeTruthy();
  });
});

describe('ProfilePassword', () => {
  const pw = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

  it('shows the rules and ticks them off while typing', async () => {
    render(<ProfilePassword />);
    const user = userEvent.setup();
    await user.type(pw('Nowe hasło'), 'abcdefgh');
    const met = [...document.querySelectorAll('.password-rules li[data-met]')].map((li) => li.textContent);
    expect(met.join('|')).toContain('co najmniej 8 znaków');
    expect(met.join('|')).toMatch(/mał\S* liter/);
    expect(met.join('|')).not.toMatch(/cyfr/);
  });

  it('names every problem before sending', async () => {
    render(<ProfilePassword />);
    const user = userEvent.setup();
    await user.type(pw('Nowe hasło'), 'Nowe!2026');
    await user.type(pw('Powtórz nowe hasło'), 'Nowe!2027');
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(screen.getByText(CURRENT_MISSING)).toBeTruthy();
    expect(screen.getByText('Hasła nie są takie same.')).toBeTruthy();
    expect(document.activeElement).toBe(pw('Obecne hasło'));
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('puts a wrong current password on its field', async () => {
    vi.mocked(changePassword).mockRejectedValue(
      httpError(422, {
        status: 422,
        detail: 'Obecne hasło jest nieprawidłowe.',
        code: 'WRONG_PASSWORD',
        errors: [{ path: 'currentPassword', message: 'Obecne hasło jest nieprawidłowe.' }],
      }),
    );
    render(<ProfilePassword />);
    const user = userEvent.setup();
    await user.type(pw('Obecne hasło'), 'zle-haslo');
    await user.type(pw('Nowe hasło'), 'Nowe!2026');
    await user.type(pw('Powtórz nowe hasło'), 'Nowe!2026');
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByText('Obecne hasło jest nieprawidłowe.')).toBeTruthy();
    expect(pw('Obecne hasło').getAttribute('aria-invalid')).toBe('true');
  });

  it('changes the password and empties the form', async () => {
    vi.mocked(changePassword).mockResolvedValue();
    render(<ProfilePassword />);
    const user = userEvent.setup();
    await user.type(pw('Obecne hasło'), 'Demo!2345');
    await user.type(pw('Nowe hasło'), 'Nowe!2026');
    await user.type(pw('Powtórz nowe hasło'), 'Nowe!2026');
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(PASSWORD_CHANGED));
    expect(changePassword).toHaveBeenCalledWith({
      currentPassword: 'Demo!2345',
      newPassword: 'Nowe!2026',
      newPasswordConfirmation: 'Nowe!2026',
    });
    expect(pw('Obecne hasło').value).toBe('');
  });
});
