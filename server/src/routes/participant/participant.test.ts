import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, useTestContext } from '../../test/harness.ts';

// Logged in once: every test starts at TEST_NOW, where these tokens are valid (and login
// attempts per client address are rate-limited).
const t = useTestContext();
beforeEach(() => t.clock.set(TEST_NOW));

/** Every protected call answers 401 without a token and with an expired one. */
async function expectGuarded(method: string, path: string, body?: unknown) {
  const none = await t.call(method, path, { body });
  expect(none.status).toBe(401);
  expect(none.body.message).toBe('Brak tokenu. Zaloguj się.');
  t.clock.advance(16 * 60_000);
  const expired = await t.call(method, path, { token: t.demo, body });
  expect(expired.status).toBe(401);
  expect(expired.body).toMatchObject({ code: 'TOKEN_EXPIRED', message: 'Sesja wygasła. Zaloguj się ponownie.' });
  t.clock.set(TEST_NOW);
}

const validEdit = () => ({
  firstname: 'Anna Maria',
  lastname: 'Wiśniewska-Kowalczyk',
  storeName: 'Sklep Spożywczy „Pod Lipami”',
  nip: '526-104-08-28',
  email: 'anna.wisniewska@example.pl',
  phone: '601-234-567',
  address: { street: 'ul. Lipowa 14', postalCode: '05-800', city: 'Pruszków' },
  bankAccount: '61 1090 1014 0000 0712 1981 2874',
  consents: { rules: true, marketing: false, sms: true },
});

describe('GET /api/loyalty/participant/preview', () => {
  it("answers the logged-in participant's own profile", async () => {
    const res = await t.call('GET', '/api/loyalty/participant/preview', { token: t.demo });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username: 'demo',
      email: 'demo@punkty.example',
      storeName: 'Sklep Spożywczy „Pod Lipami” Spółka Cywilna Anna i Tomasz Wiśniewscy',
      firstname: 'Anna',
      lastname: 'Wiśniewska',
      nip: '5261040828',
      phone: '+48 601 234 567',
      address: { street: 'ul. Lipowa 12', postalCode: '05-800', city: 'Pruszków' },
      bankAccount: 'PL61109010140000071219812874',
      consents: { rules: true, marketing: true, sms: false },
      groupCode: 'STD',
    });
    const other = await t.call('GET', '/api/loyalty/participant/preview', { token: t.frsh });
    expect(other.body).toMatchObject({ username: 'frsh', firstname: 'Łukasz', groupCode: 'FRSH', bankAccount: '' });
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectGuarded('GET', '/api/loyalty/participant/preview');
  });
});

describe('POST /api/loyalty/participant/edit', () => {
  it('saves normalised values and answers the updated profile, touching nobody else', async () => {
    const res = await t.call('POST', '/api/loyalty/participant/edit', { token: t.demo, body: validEdit() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username: 'demo',
      email: 'anna.wisniewska@example.pl',
      storeName: 'Sklep Spożywczy „Pod Lipami”',
      firstname: 'Anna Maria',
      lastname: 'Wiśniewska-Kowalczyk',
      nip: '5261040828',
      phone: '+48 601 234 567',
      address: { street: 'ul. Lipowa 14', postalCode: '05-800', city: 'Pruszków' },
      bankAccount: 'PL61109010140000071219812874',
      consents: { rules: true, marketing: false, sms: true },
      groupCode: 'STD',
    });
    const again = await t.call('GET', '/api/loyalty/participant/preview', { token: t.demo });
    expect(again.body).toEqual(res.body);
    const other = await t.call('GET', '/api/loyalty/participant/preview', { token: t.frsh });
    expect(other.body).toMatchObject({ email: 'frsh@punkty.example', firstname: 'Łukasz', lastname: 'Żółkiewski' });
  });

  it('accepts an empty bank account and phone, apostrophes in names, and collapses spaces', async () => {
    const res = await t.call('POST', '/api/loyalty/participant/edit', {
      token: t.demo,
      body: {
        ...validEdit(),
        firstname: '  Zoë ',
        lastname: "O'Brien  Nowak",
        phone: '',
        bankAccount: '',
        consents: { rules: true, marketing: true, sms: false },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstname: 'Zoë', lastname: "O'Brien Nowak", phone: '', bankAccount: '' });
  });

  it('refuses a NIP of the wrong length with the Polish detail of the spec', async () => {
    const res = await t.call('POST', '/api/loyalty/participant/edit', {
      token: t.demo,
      body: { ...validEdit(), nip: '526-104-08' },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe('Nieprawidłowa długość NIP. NIP musi zawierać dokładnie 10 cyfr.');
    expect(res.body.errors).toEqual([
      { path: 'nip', message: 'Nieprawidłowa długość NIP. NIP musi zawierać dokładnie 10 cyfr.' },
    ]);
  });

  it('refuses a NIP with a wrong checksum', async () => {
    const res = await t.call('POST', '/api/loyalty/participant/edit', {
      token: t.demo,
      body: { ...validEdit(), nip: '5261040829' },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe('Nieprawidłowy NIP (błędna suma kontrolna).');
  });

  it('takes the one e-mail rule of the server: a top-level domain of at least two letters', async () => {
    const edit = (email: string) =>
      t.call('POST', '/api/loyalty/participant/edit', { token: t.demo, body: { ...validEdit(), email } });
    const typo = await edit('jan@sklep.p');
    expect(typo.status).toBe(422);
    expect(typo.body.errors).toEqual([{ path: 'email', message: 'Podaj poprawny adres e-mail, np. jan@sklep.pl.' }]);
    expect((await edit('jan@sklep..pl')).status).toBe(422);
    expect((await edit(`${'a'.repeat(246)}@sklep.pl`)).body.errors).toEqual([
      { path: 'email', message: 'Adres e-mail może mieć najwyżej 254 znaki.' },
    ]);
  });

  it('refuses invisible and look-alike characters in the store name and the e-mail (issue 27)', async () => {
    const edit = (changes: Record<string, string>) =>
      t.call('POST', '/api/loyalty/participant/edit', { token: t.demo, body: { ...validEdit(), ...changes } });
    const invisible = await edit({ storeName: 'Sklep\u200B Pod Lipami' });
    expect(invisible.status).toBe(422);
    expect(invisible.body.errors).toEqual([
      { path: 'storeName', message: 'Nazwa sklepu nie może zawierać niewidocznych znaków. Wpisz ją jeszcze raz.' },
    ]);
    const reversed = await edit({ storeName: 'Sklep \u202Eimapil doP' });
    expect(reversed.body.errors?.[0]?.path).toBe('storeName');
    const cyrillic = await edit({ storeName: 'Skl\u0435p Pod Lipami' });
    expect(cyrillic.body.errors).toEqual([
      {
        path: 'storeName',
        message: 'Nazwa sklepu może zawierać litery polskie i łacińskie, cyfry, spacje oraz znaki interpunkcyjne.',
      },
    ]);
    for (const email of ['j\u0430n@sklep.pl', 'jan\u200B@sklep.pl', 'jan@skl\u0435p.pl']) {
      const res = await edit({ email });
      expect(res.status, email).toBe(422);
      expect(res.body.errors, email).toEqual([
        { path: 'email', message: 'Podaj poprawny adres e-mail, np. jan@sklep.pl.' },
      ]);
    }
    const decomposed = await edit({ storeName: 'Delikatesy Z\u0307abka' });
    expect(decomposed.status).toBe(200);
    expect(decomposed.body.storeName).toBe('Delikatesy Żabka');
  });

  it('reports every broken field at once, each with its Polish message', async () => {
    const res = await t.call('POST', '/api/loyalty/participant/edit', {
      token: t.demo,
      body: {
        ...validEdit(),
        firstname: 'Jan2',
        lastname: '-Nowak',
        email: 'nie-mail',
        phone: '12345',
        address: { street: '', postalCode: '05800', city: 'Pruszków' },
        bankAccount: 'PL61 1090 1014 0000 0712 1981 2875',
        consents: { rules: false, marketing: false, sms: false },
      },
    });
    expect(res.status).toBe(422);
    const byPath = Object.fromEntries(
      res.body.errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(byPath).toEqual({
      firstname: 'Imię może zawierać tylko litery oraz spację, łącznik lub apostrof między nimi.',
      lastname: 'Nazwisko może zawierać tylko litery oraz spację, łącznik lub apostrof między nimi.',
      email: 'Podaj poprawny adres e-mail, np. jan@sklep.pl.',
      phone: 'Podaj polski numer telefonu: 9 cyfr, opcjonalnie poprzedzonych +48.',
      'address.street': 'Podaj ulicę i numer.',
      'address.postalCode': 'Kod pocztowy musi mieć postać NN-NNN, np. 05-800.',
      bankAccount: 'Nieprawidłowy numer konta (błędna suma kontrolna).',
      'consents.rules': 'Akceptacja regulaminu jest warunkiem udziału w programie.',
    });
    expect(res.body.detail).toContain('Kod pocztowy musi mieć postać NN-NNN');
    // Nothing was saved.
    const after = await t.call('GET', '/api/loyalty/participant/preview', { token: t.demo });
    expect(after.body.firstname).not.toBe('Jan2');
  });

  it('requires a phone number for SMS consent and a well-formed bank account', async () => {
    const sms = await t.call('POST', '/api/loyalty/participant/edit', {
      token: t.demo,
      body: { ...validEdit(), phone: '', consents: { rules: true, marketing: false, sms: true } },
    });
    expect(sms.status).toBe(422);
    expect(sms.body.detail).toBe('Podaj numer telefonu, aby dostawać SMS-y.');
    const iban = await t.call('POST', '/api/loyalty/participant/edit', {
      token: t.demo,
      body: { ...validEdit(), bankAccount: 'DE89370400440532013000' },
    });
    expect(iban.body.detail).toBe('Numer konta musi mieć 26 cyfr (z prefiksem PL lub bez).');
  });

  it('answers 422 with Polish messages for missing fields and 400 for a body that is not JSON', async () => {
    const res = await t.call('POST', '/api/loyalty/participant/edit', { token: t.demo, body: {} });
    expect(res.status).toBe(422);
    expect(res.body.detail).toContain('Podaj imię.');
    expect(res.body.detail).toContain('Podaj NIP.');
    const bad = await t.call('POST', '/api/loyalty/participant/edit', {
      token: t.demo,
      body: '{"firstname":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
  });

  it("answers 409 for another participant's e-mail address, whatever its letter case", async () => {
    const res = await t.call('POST', '/api/loyalty/participant/edit', {
      token: t.demo,
      body: { ...validEdit(), email: 'FRSH@punkty.example' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(res.body.detail).toMatch(/innego konta/);
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectGuarded('POST', '/api/loyalty/participant/edit', validEdit());
  });
});

describe('POST /api/loyalty/participant/password', () => {
  const change = (token: string, body: Record<string, string>) =>
    t.call('POST', '/api/loyalty/participant/password', { token, body });

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const res = await change(t.frsh, {
      currentPassword: 'Demo!2345',
      newPassword: 'Świeże!Hasło7',
      newPasswordConfirmation: 'Świeże!Hasło7',
    });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    await expect(t.login('frsh', 'Demo!2345')).rejects.toThrow(/401/);
    const token = await t.login('frsh', 'Świeże!Hasło7');
    // Back to the demo password for the other tests.
    const back = await change(token, {
      currentPassword: 'Świeże!Hasło7',
      newPassword: 'Demo!2345',
      newPasswordConfirmation: 'Demo!2345',
    });
    expect(back.status).toBe(200);
    // Each change ended every other session of the account; the one that asked goes on.
    const revoked = await t.call('GET', '/api/loyalty/group', { token: t.frsh });
    expect(revoked).toMatchObject({ status: 401, body: { code: 'TOKEN_REVOKED' } });
    expect((await t.call('POST', '/loyalty/refresh', { body: { token: t.frsh } })).status).toBe(401);
    expect((await t.call('GET', '/api/loyalty/group', { token })).status).toBe(200);
    t.frsh = token;
  });

  it('answers 422 WRONG_PASSWORD when the current password is wrong', async () => {
    const res = await change(t.demo, {
      currentPassword: 'zle',
      newPassword: 'Nowe!Haslo1',
      newPasswordConfirmation: 'Nowe!Haslo1',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'WRONG_PASSWORD', detail: 'Obecne hasło jest nieprawidłowe.' });
    expect(res.body.errors).toEqual([{ path: 'currentPassword', message: 'Obecne hasło jest nieprawidłowe.' }]);
  });

  it('answers 422 for a new password that breaks the rules, does not match, or equals the current one', async () => {
    const weak = await change(t.demo, {
      currentPassword: 'Demo!2345',
      newPassword: 'HASLO123',
      newPasswordConfirmation: 'HASLO123',
    });
    expect(weak.status).toBe(422);
    expect(weak.body.detail).toBe('Hasło musi zawierać małą literę.');
    expect(weak.body.errors).toEqual([{ path: 'newPassword', message: 'Hasło musi zawierać małą literę.' }]);

    const mismatch = await change(t.demo, {
      currentPassword: 'Demo!2345',
      newPassword: 'Nowe!Haslo1',
      newPasswordConfirmation: 'Nowe!Haslo2',
    });
    expect(mismatch.body.errors).toEqual([{ path: 'newPasswordConfirmation', message: 'Hasła nie są takie same.' }]);

    const same = await change(t.demo, {
      currentPassword: 'Demo!2345',
      newPassword: 'Demo!2345',
      newPasswordConfirmation: 'Demo!2345',
    });
    expect(same.status).toBe(422);
    expect(same.body.code).toBe('SAME_PASSWORD');

    const missing = await t.call('POST', '/api/loyalty/participant/password', { token: t.demo, body: {} });
    expect(missing.body.detail).toBe('Podaj obecne hasło. Podaj hasło. Powtórz nowe hasło.');
    // The password is unchanged.
    expect(await t.login('demo', 'Demo!2345')).toBeTruthy();
  });

  it('makes unused restore links of the account unusable', async () => {
    await t.call('POST', '/api/loyalty/account/password-restore', { body: { login: 'frsh' } });
    const mail = (await t.call('GET', '/api/dev/outbox?to=frsh@punkty.example')).body.items[0];
    const uuid = mail.links[0].split('/').pop();
    expect((await t.call('GET', `/api/loyalty/account/password-restore/${uuid}`)).status).toBe(200);
    await change(t.frsh, {
      currentPassword: 'Demo!2345',
      newPassword: 'Inne!Haslo1',
      newPasswordConfirmation: 'Inne!Haslo1',
    });
    const res = await t.call('GET', `/api/loyalty/account/password-restore/${uuid}`);
    expect(res.body.code).toBe('LINK_USED');
    const token = await t.login('frsh', 'Inne!Haslo1');
    await change(token, {
      currentPassword: 'Inne!Haslo1',
      newPassword: 'Demo!2345',
      newPasswordConfirmation: 'Demo!2345',
    });
    t.frsh = token;
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectGuarded('POST', '/api/loyalty/participant/password', {
      currentPassword: 'Demo!2345',
      newPassword: 'Nowe!Haslo1',
      newPasswordConfirmation: 'Nowe!Haslo1',
    });
  });
});

describe('GET /api/loyalty/group', () => {
  it("answers each participant's own group with its name", async () => {
    expect((await t.call('GET', '/api/loyalty/group', { token: t.demo })).body).toEqual({
      groupCode: 'STD',
      groupName: 'Standard',
    });
    expect((await t.call('GET', '/api/loyalty/group', { token: t.frsh })).body).toEqual({
      groupCode: 'FRSH',
      groupName: 'Świeżość',
    });
  });

  it('answers 401 without a token and with an expired one', async () => {
    await expectGuarded('GET', '/api/loyalty/group');
  });
});
