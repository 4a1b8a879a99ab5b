import { createApp, OPENAPI_INFO } from './app.ts';
import { fixedClock } from './clock.ts';
import type { Db } from './db/types.ts';
import { createBackground } from './lib/background.ts';

/** The OpenAPI 3.1 document as committed: generated from the routes' zod schemas, no database needed. */
export async function openApiDocument(): Promise<string> {
  const unusedDb = new Proxy({}, { get: () => () => Promise.reject(new Error('no database')) }) as Db;
  const clock = fixedClock('2026-01-01T00:00:00Z');
  const app = createApp({
    db: unusedDb,
    clock,
    mailer: { send: async () => {} },
    background: createBackground(),
    config: {
      JWT_SECRET: 'unused-unused-unused',
      TOKEN_TTL_SECONDS: 900,
      SESSION_MAX_HOURS: 12,
      CORS_ORIGINS: [],
      SITE_URL: 'http://localhost',
      LINK_TTL_HOURS: 48,
      EXPOSE_OUTBOX: false,
      LOG_REQUESTS: false,
      LOGIN_ATTEMPTS_PER_ADDRESS: 30,
      LOGIN_FAILURES_PER_CLIENT: 5,
      LOGIN_FAILURES_PER_ACCOUNT: 25,
      TRUST_PROXY: { kind: 'none' },
    },
  });
  return JSON.stringify(app.getOpenAPI31Document(OPENAPI_INFO), null, 2);
}
