import { verify } from '@node-rs/argon2';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { ApiError, forbidden, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limit.ts';
import { signToken, verifyToken } from '../../lib/tokens.ts';
import { findParticipant, findParticipantByLogin, sessionOf } from '../../domain/participant.ts';
import type { login, refresh } from './auth.routes.ts';

const APP_CODE = 'app3';
const WINDOW_MS = 15 * 60 * 1000;

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function minutes(seconds: number) {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return m === 1
    ? '1 minutę'
    : m % 10 >= 2 && m % 10 <= 4 && (m % 100 < 12 || m % 100 > 14)
      ? `${m} minuty`
      : `${m} minut`;
}

export function loginHandlers() {
  // Failed attempts per username, and all attempts per client address.
  // Made on the first login, when the configured limits are known.
  let limiters: { perUser: RateLimiter; perAddress: RateLimiter } | undefined;
  const limitersFor = (config: Deps['config']) =>
    (limiters ??= {
      perUser: createRateLimiter({ limit: config.LOGIN_FAILURES_PER_USER, windowMs: WINDOW_MS, now: () => Date.now() }),
      perAddress: createRateLimiter({
        limit: config.LOGIN_ATTEMPTS_PER_ADDRESS,
        windowMs: WINDOW_MS,
        now: () => Date.now(),
      }),
    });

  const loginHandler: RouteHandler<typeof login, AppEnv> = async (c) => {
    const { username, password, appCode } = c.req.valid('json');
    const deps = c.var.deps;
    if (appCode !== APP_CODE) throw forbidden('Nieznana aplikacja. Zaktualizuj stronę.', 'UNKNOWN_APP');

    const { perUser, perAddress } = limitersFor(deps.config);
    const userKey = username.toLowerCase();
    const address = clientAddress(c);
    const wait = Math.max(perUser.retryAfter(userKey), perAddress.retryAfter(address));
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw tooManyRequests(`Zbyt wiele prób logowania. Spróbuj ponownie za ${minutes(wait)}.`);
    }
    perAddress.hit(address);

    const participant = await findParticipantByLogin(deps.db, username);
    if (participant && participant.password_hash === null) {
      throw unauthorized('Konto nie zostało jeszcze aktywowane. Użyj linku z e-maila aktywacyjnego.', 'NOT_ACTIVATED');
    }
    const ok = participant?.password_hash ? await verify(participant.password_hash, password) : false;
    if (!participant || !ok) {
      perUser.hit(userKey);
      throw unauthorized('Nieprawidłowy login lub hasło.', 'BAD_CREDENTIALS');
    }
    perUser.reset(userKey);
    const token = await signToken(deps, { participantId: participant.id, username: participant.username });
    return c.json(sessionOf(participant, token), 200);
  };

  const refreshHandler: RouteHandler<typeof refresh, AppEnv> = async (c) => {
    const deps = c.var.deps;
    const result = await verifyToken(deps, c.req.valid('json').token);
    if (!result.ok) {
      throw new ApiError(
        401,
        result.reason === 'expired' ? 'Sesja wygasła. Zaloguj się ponownie.' : 'Nieprawidłowy token.',
        result.reason === 'expired' ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID',
      );
    }
    const participant = await findParticipant(deps.db, result.claims.participantId);
    if (!participant) throw new ApiError(401, 'Konto nie istnieje.', 'TOKEN_INVALID');
    const token = await signToken(deps, { participantId: participant.id, username: participant.username });
    return c.json(sessionOf(participant, token), 200);
  };

  return { loginHandler, refreshHandler };
}
