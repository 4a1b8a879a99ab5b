import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, OPENAPI_INFO } from '../../app.ts';
import { createLink, hashPassword } from '../../domain/accounts.ts';
import type { Db } from '../../db/types.ts';
import { createBackground } from '../../lib/background.ts';
import { accountRouter } from './index.ts';
import { createTestContext, TEST_NOW, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

const HOUR = 3_600_000;

interface OutboxItem {
  id: number;
  to: string;
  subject: string;
  body: string;
  links: string[];
  createdAt: string;
}

async function outbox(to?: string): Promise<OutboxItem[]> {
  const res = await t.call('GET', `/api/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  expect(res.status).toBe(200);
  return res.body.items;
}

/** The uuid of the newest link of this kind sent to the address. */
async function latestLink(to: string, kind: 'activate-account' | 'restore-password'): Promise<string> {
  const link = (await outbox(to)).flatMap((m) => m.links).find((l) => l.includes(`/${kind}/`));
  expect(link, `no ${kind} link for ${to}`).toBeTruthy();
  return link!.split('/').pop()!;
}

let seq = 0;
/** A participant of our own, so the demo accounts stay as the other tests expect them. */
async function addParticipant(opts: { active: boolean; password?: string }) {
  seq++;
  const username = `sklep${seq}`;
  const email = `sklep${seq}@example.pl`;
  await t.deps.db.query(
    `insert into participant (username, email, password_hash, group_code, firstname, created_at)
     values ($1, $2, $3, 'STD', 'Ewa', $4)`,
    [username, email, opts.active ? await hashPassword(opts.password ?? 'Stare!Haslo1') : null, t.clock.now()],
  );
  return { username, email };
}

const login = (username: string, password: string) =>
  t.call('POST', '/loyalty/login', { body: { username, password, appCode: 'app3' } });

describe('the seeded activation of `nowy`', () => {
  it('waits in the outbox with a link that identifies the account', async () => {
    const [mail] = await outbox('nowy@punkty.example');
    expect(mail).toMatchObject({ to: 'nowy@punkty.example', subject: 'Aktywuj konto w programie Punkty' });
    expect(mail!.links).toHaveLength(1);
    expect(mail!.links[0]).toMatch(/\/activate-account\/[0-9a-f-]{36}$/);
    expect(mail!.body).toContain('Dzień dobry, Jan!');

    const res = await t.call('GET', `/api/loyalty/account/activation/${mail!.links[0]!.split('/').pop()}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username: 'nowy',
      email: 'n***@punkty.example',
      expiresAt: new Date(Date.parse(TEST_NOW) + 48 * HOUR).toISOString(),
    });
  });

  it('answers LINK_EXPIRED once the link lifetime has passed', async () => {
    const uuid = await latestLink('nowy@punkty.example', 'activate-account');
    t.clock.advance(48 * HOUR + 1000);
    const res = await t.call('GET', `/api/loyalty/account/activation/${uuid}`);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'LINK_EXPIRED', detail: 'Ten link wygasł. Poproś o nowy.' });
    const post = await t.call('POST', `/api/loyalty/account/activation/${uuid}`, {
      body: { password: 'Nowe!Haslo1', passwordConfirmation: 'Nowe!Haslo1' },
    });
    expect(post.status).toBe(422);
    expect(post.body.code).toBe('LINK_EXPIRED');
  });
});

describe('activation end to end through the outbox', () => {
  it('resend → link by e-mail → password → login; the link then answers LINK_USED', async () => {
    const account = await addParticipant({ active: false });
    const resend = await t.call('POST', '/api/loyalty/account/activation/resend', { body: { login: account.email } });
    expect(resend).toMatchObject({ status: 202, body: { success: true } });

    const [mail] = await outbox(account.email);
    expect(mail!.links[0]).toBe(`http://site.example/activate-account/${mail!.links[0]!.split('/').pop()}`);
    const uuid = await latestLink(account.email, 'activate-account');

    const info = await t.call('GET', `/api/loyalty/account/activation/${uuid}`);
    expect(info.body).toMatchObject({ username: account.username, email: 's***@example.pl' });

    const activated = await t.call('POST', `/api/loyalty/account/activation/${uuid}`, {
      body: { password: 'Mój!Sklep2026', passwordConfirmation: 'Mój!Sklep2026' },
    });
    expect(activated).toMatchObject({ status: 200, body: { success: true, username: account.username } });

    expect((await login(account.username, 'Mój!Sklep2026')).status).toBe(200);

    const again = await t.call('GET', `/api/loyalty/account/activation/${uuid}`);
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('LINK_USED');
    expect(again.body.detail).toMatch(/^Ten link został już użyty\./);
    const reuse = await t.call('POST', `/api/loyalty/account/activation/${uuid}`, {
      body: { password: 'Inne!Haslo9', passwordConfirmation: 'Inne!Haslo9' },
    });
    expect(reuse.body.code).toBe('LINK_USED');
    expect((await login(account.username, 'Inne!Haslo9')).status).toBe(401);
  });

  it('refuses a password that breaks the rules, naming every broken rule in Polish', async () => {
    const account = await addParticipant({ active: false });
    await t.call('POST', '/api/loyalty/account/activation/resend', { body: { login: account.username } });
    const uuid = await latestLink(account.email, 'activate-account');

    const weak = await t.call('POST', `/api/loyalty/account/activation/${uuid}`, {
      body: { password: 'abc', passwordConfirmation: 'abc' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.code).toBe('VALIDATION_FAILED');
    expect(weak.body.errors).toEqual([
      { path: 'password', message: 'Hasło musi mieć co najmniej 8 znaków.' },
      { path: 'password', message: 'Hasło musi zawierać wielką literę.' },
      { path: 'password', message: 'Hasło musi zawierać cyfrę.' },
    ]);
    expect(weak.body.detail).toBe(
      'Hasło musi mieć co najmniej 8 znaków. Hasło musi zawierać wielką literę. Hasło musi zawierać cyfrę.',
    );

    const tooLong = await t.call('POST', `/api/loyalty/account/activation/${uuid}`, {
      body: { password: `Aa1${'x'.repeat(126)}`, passwordConfirmation: `Aa1${'x'.repeat(126)}` },
    });
    expect(tooLong.body.detail).toBe('Hasło może mieć najwyżej 128 znaków.');

    const mismatch = await t.call('POST', `/api/loyalty/account/activation/${uuid}`, {
      body: { password: 'Dobre!Haslo1', passwordConfirmation: 'Dobre!Haslo2' },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual([{ path: 'passwordConfirmation', message: 'Hasła nie są takie same.' }]);

    const missing = await t.call('POST', `/api/loyalty/account/activation/${uuid}`, { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toBe('Podaj hasło. Powtórz hasło.');

    // None of that used the link up.
    expect((await t.call('GET', `/api/loyalty/account/activation/${uuid}`)).status).toBe(200);
  });

  it('makes the older activation e-mails of the account unusable once one of them worked', async () => {
    const account = await addParticipant({ active: false });
    await t.call('POST', '/api/loyalty/account/activation/resend', { body: { login: account.username } });
    const first = await latestLink(account.email, 'activate-account');
    await t.call('POST', '/api/loyalty/account/activation/resend', { body: { login: account.username } });
    const second = await latestLink(account.email, 'activate-account');
    expect(second).not.toBe(first);

    const ok = await t.call('POST', `/api/loyalty/account/activation/${second}`, {
      body: { password: 'Dobre!Haslo1', passwordConfirmation: 'Dobre!Haslo1' },
    });
    expect(ok.status).toBe(200);
    expect((await t.call('GET', `/api/loyalty/account/activation/${first}`)).body.code).toBe('LINK_USED');
  });

  it('answers ALREADY_ACTIVE for an activation link of an active account', async () => {
    const account = await addParticipant({ active: true });
    const [row] = await t.deps.db.query<{ id: number }>('select id from participant where username = $1', [
      account.username,
    ]);
    const link = await createLink(t.deps.db, t.clock, { participantId: row!.id, purpose: 'activation', ttlHours: 48 });
    const res = await t.call('GET', `/api/loyalty/account/activation/${link.id}`);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'ALREADY_ACTIVE' });
    expect(res.body.detail).toMatch(/już aktywne/);
  });

  it('answers 404 with a Polish detail for an unknown or malformed link', async () => {
    for (const uuid of ['0b6f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b', 'to-nie-jest-uuid']) {
      const res = await t.call('GET', `/api/loyalty/account/activation/${uuid}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ detail: 'Ten link aktywacyjny jest nieprawidłowy.', code: 'LINK_NOT_FOUND' });
    }
    const post = await t.call('POST', '/api/loyalty/account/activation/0b6f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b', {
      body: { password: 'Dobre!Haslo1', passwordConfirmation: 'Dobre!Haslo1' },
    });
    expect(post.status).toBe(404);
  });
});

describe('POST /api/loyalty/account/activation/resend', () => {
  it('answers 202 alike for an unknown login and an active account, and sends nothing', async () => {
    const before = (await outbox()).length;
    for (const login of ['ktos-nieznany', 'demo', 'frsh@punkty.example']) {
      const res = await t.call('POST', '/api/loyalty/account/activation/resend', { body: { login } });
      expect(res).toMatchObject({ status: 202, body: { success: true } });
    }
    expect((await outbox()).length).toBe(before);
  });

  it('answers 422 for an empty login and 400 for a body that is not JSON', async () => {
    const empty = await t.call('POST', '/api/loyalty/account/activation/resend', { body: { login: '  ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toBe('Podaj login lub adres e-mail.');
    const bad = await t.call('POST', '/api/loyalty/account/activation/resend', {
      body: '{login',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('password restoration end to end through the outbox', () => {
  it('request → link → new password → login; earlier links and reuse answer LINK_USED', async () => {
    const account = await addParticipant({ active: true, password: 'Stare!Haslo1' });
    const first = await t.call('POST', '/api/loyalty/account/password-restore', { body: { login: account.username } });
    expect(first).toMatchObject({ status: 202, body: { success: true } });
    const [mail] = await outbox(account.email);
    expect(mail!.subject).toBe('Ustaw nowe hasło w programie Punkty');
    expect(mail!.links[0]).toMatch(/^http:\/\/site\.example\/restore-password\/[0-9a-f-]{36}$/);
    const older = await latestLink(account.email, 'restore-password');

    await t.call('POST', '/api/loyalty/account/password-restore', { body: { login: account.email.toUpperCase() } });
    const uuid = await latestLink(account.email, 'restore-password');
    expect(uuid).not.toBe(older);

    const info = await t.call('GET', `/api/loyalty/account/password-restore/${uuid}`);
    expect(info).toMatchObject({ status: 200, body: { username: account.username, email: 's***@example.pl' } });

    const weak = await t.call('POST', `/api/loyalty/account/password-restore/${uuid}`, {
      body: { password: 'wszystkiemale1', passwordConfirmation: 'wszystkiemale1' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.detail).toBe('Hasło musi zawierać wielką literę.');

    const done = await t.call('POST', `/api/loyalty/account/password-restore/${uuid}`, {
      body: { password: 'Nowe!Haslo2', passwordConfirmation: 'Nowe!Haslo2' },
    });
    expect(done).toMatchObject({ status: 200, body: { success: true, username: account.username } });
    expect((await login(account.username, 'Nowe!Haslo2')).status).toBe(200);
    expect((await login(account.username, 'Stare!Haslo1')).status).toBe(401);

    for (const used of [uuid, older]) {
      const res = await t.call('GET', `/api/loyalty/account/password-restore/${used}`);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('LINK_USED');
    }
    const reuse = await t.call('POST', `/api/loyalty/account/password-restore/${older}`, {
      body: { password: 'Trzecie!Haslo3', passwordConfirmation: 'Trzecie!Haslo3' },
    });
    expect(reuse.body.code).toBe('LINK_USED');
  });

  it('answers LINK_EXPIRED after the link lifetime (t.clock.advance)', async () => {
    const account = await addParticipant({ active: true });
    await t.call('POST', '/api/loyalty/account/password-restore', { body: { login: account.username } });
    const uuid = await latestLink(account.email, 'restore-password');
    t.clock.advance(47 * HOUR);
    expect((await t.call('GET', `/api/loyalty/account/password-restore/${uuid}`)).status).toBe(200);
    t.clock.advance(1 * HOUR);
    const res = await t.call('POST', `/api/loyalty/account/password-restore/${uuid}`, {
      body: { password: 'Nowe!Haslo2', passwordConfirmation: 'Nowe!Haslo2' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'LINK_EXPIRED', detail: 'Ten link wygasł. Poproś o nowy.' });
  });

  it('sends an account that is not active yet its activation link instead', async () => {
    const account = await addParticipant({ active: false });
    await t.call('POST', '/api/loyalty/account/password-restore', { body: { login: account.username } });
    const [mail] = await outbox(account.email);
    expect(mail!.subject).toBe('Aktywuj konto w programie Punkty');
    expect(mail!.links[0]).toContain('/activate-account/');
  });

  it('sends at most 3 e-mails per account in 15 minutes, still answering 202', async () => {
    const account = await addParticipant({ active: true });
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/api/loyalty/account/password-restore', { body: { login: account.username } });
      expect(res.status).toBe(202);
    }
    expect(await outbox(account.email)).toHaveLength(3);
    t.clock.advance(15 * 60_000 + 1000);
    await t.call('POST', '/api/loyalty/account/password-restore', { body: { login: account.username } });
    expect(await outbox(account.email)).toHaveLength(4);
  });

  it('answers 202 for an unknown login, sending nothing', async () => {
    const before = (await outbox()).length;
    const res = await t.call('POST', '/api/loyalty/account/password-restore', { body: { login: 'nikt@example.pl' } });
    expect(res).toMatchObject({ status: 202, body: { success: true } });
    expect((await outbox()).length).toBe(before);
  });

  it('answers 422 for a missing login and 404 for an unknown restore link', async () => {
    const missing = await t.call('POST', '/api/loyalty/account/password-restore', { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toEqual({ path: 'login', message: 'Podaj login lub adres e-mail.' });
    const unknown = await t.call('GET', '/api/loyalty/account/password-restore/0b6f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Ten link do ustawienia nowego hasła jest nieprawidłowy.');
  });

  it('does not accept an activation link as a restore link, nor the other way round', async () => {
    const uuid = await latestLink('nowy@punkty.example', 'activate-account');
    expect((await t.call('GET', `/api/loyalty/account/password-restore/${uuid}`)).status).toBe(404);
  });
});

describe('requests for a link answer before the login is looked up (issue 27)', () => {
  it('answer 202 while the database is held, then send the e-mail', async () => {
    // Every query waits until the test lets it through: an answer that came first used no database.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held: Db = {
      ...t.deps.db,
      query: async (sql, params) => {
        await gate;
        return t.deps.db.query(sql, params);
      },
      transaction: async (fn) => {
        await gate;
        return t.deps.db.transaction(fn);
      },
    };
    const background = createBackground();
    const app = createApp({ ...t.deps, db: held, background });
    const account = await addParticipant({ active: true, password: 'Stare!Haslo1' });
    const pending = await addParticipant({ active: false });
    const mailsBefore = (await outbox()).length;
    for (const [path, login] of [
      ['/api/loyalty/account/password-restore', account.username],
      ['/api/loyalty/account/password-restore', 'nikt@example.pl'],
      ['/api/loyalty/account/activation/resend', pending.email],
      ['/api/loyalty/account/activation/resend', 'nikt'],
    ] as const) {
      const answered = app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login }),
      });
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000));
      const res = await Promise.race([answered, timeout]);
      expect(res?.status, `${path} ${login}: answered before the database`).toBe(202);
    }
    release();
    await background.settled();
    expect((await outbox()).length).toBe(mailsBefore + 2);
    expect(await latestLink(account.email, 'restore-password')).toBeTruthy();
    expect(await latestLink(pending.email, 'activate-account')).toBeTruthy();
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists the newest first, filters by recipient and extracts the links', async () => {
    const all = await outbox();
    expect(all.length).toBeGreaterThan(1);
    const ids = all.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const forNowy = await outbox('NOWY@punkty.example');
    expect(forNowy.length).toBeGreaterThan(0);
    expect(forNowy.every((m) => m.to === 'nowy@punkty.example')).toBe(true);
    expect(forNowy[0]).toEqual({
      id: expect.any(Number),
      to: 'nowy@punkty.example',
      subject: expect.any(String),
      body: expect.any(String),
      links: [expect.stringMatching(/^https?:\/\/.+\/activate-account\/[0-9a-f-]{36}$/)],
      createdAt: expect.any(String),
    });
  });

  it('answers 404 like any unknown address when EXPOSE_OUTBOX is off, and is not in the contract', async () => {
    const closed = createApp({ ...t.deps, config: { ...t.deps.config, EXPOSE_OUTBOX: false } });
    const res = await closed.request('/api/dev/outbox');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND', detail: 'Nie ma takiego adresu API.' });
    const paths = Object.keys(accountRouter().getOpenAPI31Document(OPENAPI_INFO).paths ?? {});
    expect(paths).toContain('/api/loyalty/account/activation/{uuid}');
    expect(paths).not.toContain('/api/dev/outbox');
  });
});
