import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { authenticate } from '../../lib/auth.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { ApiError, forbidden, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { clearAttempts, countAttempt, LOGIN_WINDOW_MS } from '../../lib/rate-limit.ts';
import { extendSession, openSession, revokeSession } from '../../lib/sessions.ts';
import { signToken, tokenExpiry, verifyToken } from '../../lib/tokens.ts';
import { hashPassword } from '../../domain/accounts.ts';
import { findParticipant, findParticipantByLogin, sessionOf } from '../../domain/participant.ts';
import type { login, logout, refresh } from './auth.routes.ts';

const APP_CODE = 'app3';

/** The socket's address, or the one trusted proxies (TRUST_PROXY) forwarded. */
function requestAddress(c: Context<AppEnv>): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? socket;
  } catch {
    /* not behind a Node socket (tests call the app directly) */
  }
  return clientAddress(socket, c.req.header('x-forwarded-for'), c.var.deps.config.TRUST_PROXY);
}

function minutes(seconds: number) {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return m === 1
    ? '1 minutę'
    : m % 10 >= 2 && m % 10 <= 4 && (m % 100 < 12 || m % 100 > 14)
      ? `${m} minuty`
      : `${m} minut`;
}

function tooMany(c: Context<AppEnv>, wait: number) {
  c.header('Retry-After', String(wait));
  return tooManyRequests(`Zbyt wiele prób logowania. Spróbuj ponownie za ${minutes(wait)}.`);
}

/**
 * Checked when the login names no account, or one not activated yet (it has no password):
 * argon2 runs all the same, so the answer takes as long as for a real account.
 */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(24).toString('base64')));

export const loginHandler: RouteHandler<typeof login, AppEnv> = async (c) => {
  const { username, password, appCode } = c.req.valid('json');
  const deps = c.var.deps;
  if (appCode !== APP_CODE) throw forbidden('Nieznana aplikacja. Zaktualizuj stronę.', 'UNKNOWN_APP');

  const now = deps.clock.now();
  const count = (key: string, limit: number) => countAttempt(deps.db, key, { limit, windowMs: LOGIN_WINDOW_MS, now });
  const addressWait = await count(`address:${requestAddress(c)}`, deps.config.LOGIN_ATTEMPTS_PER_ADDRESS);
  if (addressWait > 0) throw tooMany(c, addressWait);

  // Counted per account, so its username and its e-mail share one limit. Every attempt
  // counts before the password is checked (parallel guesses cannot overtake the count);
  // a successful login clears the count.
  const participant = await findParticipantByLogin(deps.db, username);
  const accountKey = participant ? `account:${participant.id}` : `login:${username.trim().toLowerCase()}`;
  const accountWait = await count(accountKey, deps.config.LOGIN_FAILURES_PER_USER);
  if (accountWait > 0) throw tooMany(c, accountWait);

  const ok = await verify(participant?.password_hash ?? (await dummy()), password);
  // An account not activated yet has no right password: it answers like a wrong one.
  if (!participant?.password_hash || !ok) throw unauthorized('Nieprawidłowy login lub hasło.', 'BAD_CREDENTIALS');
  await clearAttempts(deps.db, accountKey);

  const sessionId = await openSession(deps.db, participant.id, now, tokenExpiry(deps));
  const token = await signToken(deps, { participantId: participant.id, username: participant.username, sessionId });
  return c.json(sessionOf(participant, token), 200);
};

export const refreshHandler: RouteHandler<typeof refresh, AppEnv> = async (c) => {
  const deps = c.var.deps;
  const claims = await authenticate(deps, c.req.valid('json').token);
  if (claims instanceof ApiError) throw claims;
  const participant = await findParticipant(deps.db, claims.participantId);
  if (!participant || !(await extendSession(deps.db, claims.sessionId, tokenExpiry(deps))))
    throw unauthorized('Sesja została zakończona. Zaloguj się ponownie.', 'TOKEN_REVOKED');
  const token = await signToken(deps, {
    participantId: participant.id,
    username: participant.username,
    sessionId: claims.sessionId,
  });
  return c.json(sessionOf(participant, token), 200);
};

export const logoutHandler: RouteHandler<typeof logout, AppEnv> = async (c) => {
  const deps = c.var.deps;
  const result = await verifyToken(deps, c.req.valid('json').token);
  // An expired token cannot be used or renewed any more: its session is over already.
  if (!result.ok && result.reason === 'invalid')
    throw unauthorized('Nieprawidłowy token. Zaloguj się ponownie.', 'TOKEN_INVALID');
  if (result.ok) await revokeSession(deps.db, result.claims.sessionId, deps.clock.now());
  return c.json({ success: true as const }, 200);
};
