import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy } from './lib/client-address.ts';
import { isLoopback } from './lib/secret.ts';

/** The embedded database lives at the repository root's .data/ unless DATA_DIR says otherwise. */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

/** Every setting the server reads from the environment, validated in one place. */
const EnvSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Where the embedded database keeps its files. */
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  /**
   * HS256 secret for tokens. Required when HOST is not a loopback address; a local start
   * without it uses a random secret generated once and kept in the database (lib/secret.ts).
   * 32 characters at least, as the README has always asked (issue 27: 16 were accepted).
   */
  JWT_SECRET: z
    .string()
    .min(32, 'at least 32 characters are needed; make one with `openssl rand -base64 48`')
    .optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86400).default(900),
  /**
   * A session's absolute lifetime from its login: refreshes renew its tokens until then, no
   * longer (issue 27: sessions could be refreshed for ever). OWASP ASVS 4.0.3 V3.3.2: 12 hours.
   */
  SESSION_MAX_HOURS: z.coerce.number().min(1).max(720).default(12),
  /** Comma-separated origins allowed by CORS (the site's origins when hosted elsewhere). */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  /** Public origin of the site, used in links sent by e-mail. */
  SITE_URL: z.string().url().default('http://127.0.0.1:4321'),
  /** How long activation and password-restoration links stay valid. */
  LINK_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  /**
   * Fill an empty database with the demo data (its logins have a published password):
   * `1` yes, `0` no. Unset: no, except for the local demo (`npm start` on a loopback
   * address with the embedded database), which asks for it (demoByDefault).
   */
  DEMO_DATA: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  /** Expose GET /api/dev/outbox (the sent e-mails) for local testing. Never in production. */
  EXPOSE_OUTBOX: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /** Login attempts one client address may make per 15 minutes (429 beyond). */
  LOGIN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /**
   * Failed logins on one account from one client address per 15 minutes (429 for that
   * address beyond); past as many from addresses the account does not know, each further
   * attempt waits (lib/login-guard.ts).
   */
  LOGIN_FAILURES_PER_CLIENT: z.coerce.number().int().min(1).default(5),
  /**
   * Failed logins on one account per 15 minutes from addresses it has not logged in from
   * in 90 days (429 for them beyond; 25 per 15 minutes keeps within ASVS's 100 an hour).
   */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(25),
  /** Replaced by the two above (docs/decisions/027): refused, so that nobody relies on it unawares. */
  LOGIN_FAILURES_PER_USER: z
    .never({
      error:
        'LOGIN_FAILURES_PER_USER is gone: failures are limited per account and address (LOGIN_FAILURES_PER_CLIENT) ' +
        'and per account from unknown addresses (LOGIN_FAILURES_PER_ACCOUNT); see docs/decisions/027',
    })
    .optional(),
  /**
   * Which proxies may name the client in X-Forwarded-For (login limits per address):
   * unset — none, the socket's address counts; a number — that many proxy hops; or a
   * comma-separated list of the proxies' addresses and CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** On SIGTERM or SIGINT, how long open requests may take to finish before their connections are cut. */
  SHUTDOWN_TIMEOUT_S: z.coerce.number().min(0).max(3600).default(10),
  /**
   * On SIGTERM or SIGINT, how long the server goes on serving with readiness at 503 before
   * it stops accepting, so that a load balancer stops sending first (Kubernetes: 5-10).
   */
  SHUTDOWN_DELAY_S: z.coerce.number().min(0).max(600).default(0),
  /**
   * Liveness (/live) and readiness (/ready) on a port of their own, answered by a thread
   * of their own at once whatever the load (src/probes/). Unset: only /api/health/* on PORT.
   */
  PROBE_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Open connections at most; past it new ones are refused (the probes share the listener). */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(512),
  /** How long a request, its body included, may take to arrive (408 beyond); headers 10 s at most. */
  REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(60),
  LOG_REQUESTS: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
});

export type Env = z.infer<typeof EnvSchema>;

/**
 * Whether the local demo (`npm start`, `npm run db:reset`) fills an empty database with
 * the demo data when DEMO_DATA is unset: only on a loopback address with the embedded
 * database. A server others can reach, or on PostgreSQL, never does unless told.
 */
export function demoByDefault(env: Pick<Env, 'HOST' | 'DATABASE_URL'>): boolean {
  return isLoopback(env.HOST) && !env.DATABASE_URL;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (`DATABASE_URL=`) means unset, as operators expect.
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
