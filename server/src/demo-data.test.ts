import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from './db/postgres.ts';
import { demoByDefault } from './env.ts';
import { createPostgresDatabase } from './test/harness.ts';
import { killServers, spawnServer, startServer, tryLogin, type Server } from './test/server-process.ts';

/**
 * Issue 27 (high 2): the demo data, whose logins have a password published in the
 * README, comes only when asked for: DEMO_DATA=1, or the local demo (`npm start` on a
 * loopback address with the embedded database). The real server, on both databases.
 */
const SLOW = { timeout: 300_000 };
const CREATE = fileURLToPath(new URL('../scripts/participant-create.ts', import.meta.url));
const DEMO_LOGINS = ['demo', 'frsh', 'demo@punkty.example', 'frsh@punkty.example'];

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'punkty-demo-data-'));
});
afterAll(() => {
  killServers();
  rmSync(root, { recursive: true, force: true });
});

async function stop(server: Server) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
}

async function noDemoLogin(url: string) {
  for (const login of DEMO_LOGINS) expect((await tryLogin(url, login)).status, login).toBe(401);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Runs `npm run participant:create -w server` (its script) on `env`'s database. */
function createParticipant(env: NodeJS.ProcessEnv, args: string[]) {
  const { DATABASE_URL: _database, DEMO_DATA: _demo, ...inherited } = process.env;
  const run = spawnSync(process.execPath, [CREATE, ...args], { env: { ...inherited, ...env }, encoding: 'utf8' });
  return { code: run.status, output: run.stdout + run.stderr };
}

const JAN = [
  '--login',
  'jan.kowalski',
  '--email',
  'jan@sklep-kowalskich.pl',
  '--store',
  'Sklep u Jana',
  '--first-name',
  'Jan',
  '--last-name',
  'Kowalski',
];

/** Sets a password through the printed activation link, as the shop owner would on the site. */
async function activate(url: string, link: string, password: string) {
  const uuid = link.split('/').pop();
  const res = await fetch(`${url}/api/loyalty/account/activation/${uuid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password, passwordConfirmation: password }),
  });
  expect(res.status, await res.text()).toBe(200);
}

describe('the embedded database', SLOW, () => {
  it('starts empty without DEMO_DATA, says so and has no login; the operator then creates the first participant', async () => {
    const dataDir = join(root, 'production');
    const empty = await startServer(dataDir);
    expect(empty.output()).toContain('No demo data (DEMO_DATA is not 1) and no participants yet');
    expect(empty.output()).toContain('npm run participant:create -w server');
    await noDemoLogin(empty.url);
    await stop(empty);

    const bad = createParticipant({ DATA_DIR: dataDir }, [...JAN.slice(0, 3), 'j\u0430n@sklep.pl', ...JAN.slice(4)]);
    expect(bad).toMatchObject({ code: 2 });
    expect(bad.output).toContain('--email: Podaj poprawny adres e-mail');
    const created = createParticipant({ DATA_DIR: dataDir, SITE_URL: 'https://punkty.example.pl' }, JAN);
    expect(created.code, created.output).toBe(0);
    const link = /https:\/\/punkty\.example\.pl\/activate-account\/[0-9a-f-]{36}/.exec(created.output)?.[0];
    expect(link, created.output).toBeDefined();
    expect(createParticipant({ DATA_DIR: dataDir }, JAN)).toMatchObject({ code: 2 }); // the login is taken

    const server = await startServer(dataDir);
    expect(server.output()).toMatch(/Demo data: none added; the database holds 1 participants/);
    expect((await tryLogin(server.url, 'jan.kowalski', 'Haslo!2345')).status).toBe(401); // no password yet
    await activate(server.url, link!, 'Haslo!2345');
    expect((await tryLogin(server.url, 'jan.kowalski', 'Haslo!2345')).status).toBe(200);
    await noDemoLogin(server.url);
    await stop(server);
  });

  it("gets the demo data with DEMO_DATA=1, its activation link on the server's port, and a warning later", async () => {
    const dataDir = join(root, 'demo');
    const port = await freePort();
    const demo = await startServer(dataDir, { DEMO_DATA: '1', EXPOSE_OUTBOX: '1', PORT: String(port) });
    expect(demo.output()).toContain('Demo data: added to the new database (DEMO_DATA=1)');
    expect((await tryLogin(demo.url)).status).toBe(200);
    // The seeded activation e-mail of `nowy` leads to this very server, on its port.
    const outbox = (await (await fetch(`${demo.url}/api/dev/outbox`)).json()) as { items: { links: string[] }[] };
    const activation = outbox.items.flatMap((mail) => mail.links).find((link) => link.includes('/activate-account/'));
    expect(activation).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/activate-account/`));
    await stop(demo);

    const restarted = await startServer(dataDir);
    expect(restarted.output()).toMatch(/Demo data: none added; the database holds 3 participants/);
    expect(restarted.output()).toContain('WARNING: demo, frsh can log in with the demo password');
    await stop(restarted);
  });
});

describe('the local demo asks for it only on a loopback address with the embedded database', () => {
  it('decides by HOST and DATABASE_URL', () => {
    expect(demoByDefault({ HOST: '127.0.0.1', DATABASE_URL: undefined })).toBe(true);
    expect(demoByDefault({ HOST: 'localhost', DATABASE_URL: undefined })).toBe(true);
    expect(demoByDefault({ HOST: '0.0.0.0', DATABASE_URL: undefined })).toBe(false);
    expect(demoByDefault({ HOST: '10.1.2.3', DATABASE_URL: undefined })).toBe(false);
    expect(demoByDefault({ HOST: '127.0.0.1', DATABASE_URL: 'postgres://db.example/punkty' })).toBe(false);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

// Only with `npm run test:pg`: a PostgreSQL server to create the databases on.
describe.skipIf(!serverUrl)('PostgreSQL', SLOW, () => {
  it('an empty database gets no demo data and no login without DEMO_DATA', async () => {
    const database = await createPostgresDatabase(serverUrl!);
    try {
      const server = await startServer(join(root, 'unused'), { DATABASE_URL: database.url });
      expect(server.output()).toContain('No demo data (DEMO_DATA is not 1) and no participants yet');
      await noDemoLogin(server.url);
      await stop(server);
    } finally {
      await database.drop();
    }
  });

  it('a database holding tables of something else is refused and left as it was', async () => {
    const database = await createPostgresDatabase(serverUrl!);
    try {
      const db = await openPostgres(database.url);
      await db.exec(`create table invoice (id int primary key, total numeric); insert into invoice values (1, 99.5)`);
      const tables = () =>
        db.query(`select table_name from information_schema.tables where table_schema = 'public' order by 1`);
      const before = await tables();
      const server = spawnServer(join(root, 'unused'), { DATABASE_URL: database.url, DEMO_DATA: '1' });
      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(server.output()).toMatch(/holds tables of something else \(invoice\) and no schema_migrations table/);
      expect(await tables()).toEqual(before);
      expect(await db.query('select * from invoice')).toEqual([{ id: 1, total: 99.5 }]);
      await db.close();
    } finally {
      await database.drop();
    }
  });
});
