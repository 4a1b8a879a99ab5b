import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { authenticate } from '../../lib/auth.ts';
import { addressKey, requestAddress } from '../../lib/client-address.ts';
import { ApiError, forbidden, unauthorized } from '../../lib/errors.ts';
import { admitLogin, loginSucceeded } from '../../lib/login-guard.ts';
import { extendSession, openSession, revokeSession } from '../../lib/sessions.ts';
import { signToken, tokenExpiry, verifyToken } from '../../lib/tokens.ts';
import { hashPassword } from '../../domain/accounts.ts';
import { findParticipant, findParticipantByLogin, sessionOf } from '../../domain/participant.ts';
import type { login, logout, refresh } from './auth.routes.ts';

const APP_CODE = 'app3';

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

  // Counted per account (its username and e-mail alike) and per client address, every
  // attempt before the password is checked: parallel guesses cannot overtake the count.
  const participant = await findParticipantByLogin(deps.db, username);
  const address = addressKey(requestAddress(c));
  const admitted = await admitLogin(deps, { address, participantId: participant?.id ?? null, login: username });

  const ok = await verify(participant?.password_hash ?? (await dummy()), password);
  // An account not activated yet has no right password: it answers like a wrong one.
  if (!participant?.password_hash || !ok) throw unauthorized('Nieprawidłowy login lub hasło.', 'BAD_CREDENTIALS');
  await loginSucceeded(deps, participant.id, address, admitted);

  const now = deps.clock.now();
  const sessionId = await openSession(deps.db, participant.id, now, tokenExpiry(deps));
  const token = await signToken(deps, { participantId: participant.id, username: participant.username, sessionId });
  return c.json(sessionOf(participant, token), 200);
};

export const refreshHandler: RouteHandler<typeof refresh, AppEnv> = async (c) => {
  const deps = c.var.deps;
  const claims = await authenticate(deps, c.req.valid('json').token);
  if (claims instanceof ApiError) throw claims;
  const participant = await findParticipant(deps.db, claims.participantId);
  const ended = () => unauthorized('Sesja została zakończona. Zaloguj się ponownie.', 'TOKEN_REVOKED');
  if (!participant) throw ended();
  // Its absolute lifetime counts from the login, however often it was refreshed since.
  const openedAfter = new Date(deps.clock.now().getTime() - deps.config.SESSION_MAX_HOURS * 3_600_000);
  const session = await extendSession(deps.db, claims.sessionId, tokenExpiry(deps), openedAfter);
  if (session === 'ended') throw ended();
  if (session === 'too old') throw unauthorized('Sesja wygasła. Zaloguj się ponownie.', 'SESSION_EXPIRED');
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
