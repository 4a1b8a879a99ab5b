import type { Clock } from '../clock.ts';
import type { Db } from '../db/types.ts';
import type { Env } from '../env.ts';
import type { Mailer } from './mailer.ts';

/** Everything a handler may use; injected by createApp so tests can replace any part. */
export interface Deps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Pick<
    Env,
    | 'JWT_SECRET'
    | 'TOKEN_TTL_SECONDS'
    | 'CORS_ORIGINS'
    | 'SITE_URL'
    | 'LINK_TTL_HOURS'
    | 'EXPOSE_OUTBOX'
    | 'LOG_REQUESTS'
    | 'LOGIN_ATTEMPTS_PER_ADDRESS'
    | 'LOGIN_FAILURES_PER_USER'
  >;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    /** Set by the auth middleware on protected routes. */
    participantId: number;
  };
}
