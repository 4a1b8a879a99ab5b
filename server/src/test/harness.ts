import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp, type App } from '../app.ts';
import { fixedClock } from '../clock.ts';
import { openPglite, pgliteDb } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import type { Db } from '../db/types.ts';
import { createBackground } from '../lib/background.ts';
import type { Deps } from '../lib/context.ts';
import { outboxMailer } from '../lib/mailer.ts';
import { adminQuery, databaseUrl, fill, pgliteFromTemplate, TEST_NOW, TEST_SITE_URL } from './templates.ts';

export { TEST_NOW } from './templates.ts';

/**
 * A fresh database for one test file, migrated (and seeded when `seeded`): in-memory
 * PGlite, or, when TEST_DATABASE_URL is set (`npm run test:pg`), a new PostgreSQL database
 * created for the file and dropped after. Copied from the run's templates (templates.ts)
 * when the run made them; otherwise (a file run on its own, without the globalSetup) built.
 */
async function freshDb(seeded: boolean): Promise<{ db: Db; drop: () => Promise<void> }> {
  const templates = inject('databaseTemplates');
  const template = templates ? templates[seeded ? 'seeded' : 'migrated'] : undefined;
  const url = process.env.TEST_DATABASE_URL;
  let opened: { db: Db; drop: () => Promise<void> };
  if (!url) {
    const db = template ? pgliteDb(await pgliteFromTemplate(template)) : await openPglite();
    opened = { db, drop: () => db.close() };
  } else {
    const database = await createPostgresDatabase(url, template);
    const db = await openPostgres(database.url);
    opened = {
      db,
      async drop() {
        await db.close();
        await database.drop();
      },
    };
  }
  if (!template) await fill(opened.db, seeded);
  return opened;
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, empty or a copy of the database
 * `template`: its URL, and how to drop it.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `punkty_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

export interface TestContext {
  app: App;
  deps: Deps;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
  /** Logs a demo participant in and returns the token. */
  login(username?: string, password?: string): Promise<string>;
  /** JSON request helper; returns status and parsed body. */
  call<T = any>(
    method: string,
    path: string,
    opts?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T; headers: Headers }>;
}

export interface ContextOptions {
  seed?: boolean;
  /** How a login attempt is held back (lib/login-guard.ts); by default not at all. */
  pause?: (ms: number) => Promise<void>;
  tokenTtlSeconds?: number;
  config?: Partial<Deps['config']>;
}

export async function createTestContext(opts: ContextOptions = {}): Promise<TestContext> {
  const { db, drop } = await freshDb(opts.seed !== false);
  const clock = fixedClock(TEST_NOW);
  const deps: Deps = {
    db,
    clock,
    mailer: outboxMailer(clock, () => {}),
    pause: opts.pause ?? (async () => {}),
    background: createBackground(),
    config: {
      JWT_SECRET: 'test-secret-test-secret',
      TOKEN_TTL_SECONDS: opts.tokenTtlSeconds ?? 900,
      SESSION_MAX_HOURS: 12,
      CORS_ORIGINS: ['http://site.example'],
      SITE_URL: TEST_SITE_URL,
      LINK_TTL_HOURS: 48,
      EXPOSE_OUTBOX: true,
      LOG_REQUESTS: false,
      LOGIN_ATTEMPTS_PER_ADDRESS: 30,
      LOGIN_FAILURES_PER_CLIENT: 5,
      LOGIN_FAILURES_PER_ACCOUNT: 25,
      TRUST_PROXY: { kind: 'none' },
      ...opts.config,
    },
  };
  const app = createApp(deps);
  const call: TestContext['call'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: RequestInit['body'];
    if (o.body !== undefined) {
      if (typeof o.body === 'string' || o.body instanceof FormData) body = o.body as RequestInit['body'];
      else {
        body = JSON.stringify(o.body);
        headers['content-type'] = 'application/json';
      }
    }
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    // What the answer left to do afterwards (an e-mail) is done before the test goes on.
    await deps.background.settled();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as any, headers: res.headers };
  };
  return {
    app,
    deps,
    clock,
    async close() {
      await deps.background.settled();
      await drop();
    },
    call,
    async login(username = 'demo', password = 'Demo!2345') {
      const res = await call('POST', '/loyalty/login', { body: { username, password, appCode: 'app3' } });
      if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
  };
}

/** A test file's context, with the demo participants logged in once for the whole file. */
export interface FileContext extends TestContext {
  /** The token of the `demo` participant (group STD); a test that ends its session sets the new one. */
  demo: string;
  /** The token of the `frsh` participant (group FRSH); likewise. */
  frsh: string;
}

/**
 * The set-up most API test files share, registered as the file's hooks: a fresh seeded
 * context before its tests, `demo` and `frsh` logged in, the database dropped after.
 * Read it inside hooks and tests (a file's own beforeAll runs after this one).
 */
export function useTestContext(opts: ContextOptions = {}): FileContext {
  let context: TestContext | undefined;
  const tokens = { demo: '', frsh: '' };
  beforeAll(async () => {
    context = await createTestContext(opts);
    tokens.demo = await context.login('demo');
    tokens.frsh = await context.login('frsh');
  });
  afterAll(() => context?.close());
  const current = () => {
    if (!context) throw new Error('useTestContext: the context exists only inside hooks and tests');
    return context;
  };
  return {
    get app() {
      return current().app;
    },
    get deps() {
      return current().deps;
    },
    get clock() {
      return current().clock;
    },
    close: () => current().close(),
    login: (...args) => current().login(...args),
    call: (...args) => current().call(...args),
    get demo() {
      current();
      return tokens.demo;
    },
    set demo(token: string) {
      tokens.demo = token;
    },
    get frsh() {
      current();
      return tokens.frsh;
    },
    set frsh(token: string) {
      tokens.frsh = token;
    },
  };
}
