import type { Clock } from '../clock.ts';
import type { Db } from '../db/types.ts';
import type { Env } from '../env.ts';
import type { Background } from './background.ts';
import type { HealthMonitor } from './health.ts';
import type { Mailer } from './mailer.ts';

/** Everything a handler may use; injected by createApp so tests can replace any part. */
export interface Deps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Holds a login attempt back (lib/login-guard.ts); tests pass one that only records. Default: a timer. */
  pause?: (ms: number) => Promise<void>;
  /** Work done after the answer has gone out (lib/background.ts). */
  background: Background;
  /** The server's liveness and readiness (lib/health.ts); an app without one (tests) makes its own. */
  health?: HealthMonitor;
  config: { JWT_SECRET: string } & Pick<
    Env,
    | 'TOKEN_TTL_SECONDS'
    | 'SESSION_MAX_HOURS'
    | 'CORS_ORIGINS'
    | 'SITE_URL'
    | 'LINK_TTL_HOURS'
    | 'EXPOSE_OUTBOX'
    | 'LOG_REQUESTS'
    | 'LOGIN_ATTEMPTS_PER_ADDRESS'
    | 'LOGIN_FAILURES_PER_CLIENT'
    | 'LOGIN_FAILURES_PER_ACCOUNT'
    | 'TRUST_PROXY'
  >;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    /** Set by the auth middleware on protected routes. */
    participantId: number;
    /** The session of the request's token (lib/sessions.ts), set with participantId. */
    sessionId: string;
  };
}
