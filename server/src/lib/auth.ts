import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from './context.ts';
import { ApiError, sendError, unauthorized } from './errors.ts';
import { isSessionLive } from './sessions.ts';
import { verifyToken, type TokenClaims } from './tokens.ts';

/** Paths under /api/loyalty that a logged-out visitor may call (activation, restoration). */
const PUBLIC_PREFIXES = ['/api/loyalty/account/'];

/**
 * The token's claims when it is authentic, unexpired and its session still live (not
 * logged out, not ended by a password change or restoration); otherwise the 401 to answer.
 */
export async function authenticate(deps: Deps, token: string): Promise<TokenClaims | ApiError> {
  const result = await verifyToken(deps, token);
  if (!result.ok) {
    return result.reason === 'expired'
      ? unauthorized('Sesja wygasła. Zaloguj się ponownie.', 'TOKEN_EXPIRED')
      : unauthorized('Nieprawidłowy token. Zaloguj się ponownie.', 'TOKEN_INVALID');
  }
  // The session row references the participant, so a live session also means the account exists.
  if (!(await isSessionLive(deps.db, result.claims.sessionId, result.claims.participantId)))
    return unauthorized('Sesja została zakończona. Zaloguj się ponownie.', 'TOKEN_REVOKED');
  return result.claims;
}

/** Requires `Authorization: Bearer <token>` and sets `participantId` and `sessionId`. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (PUBLIC_PREFIXES.some((p) => c.req.path.startsWith(p))) return next();
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return sendError(c, unauthorized('Brak tokenu. Zaloguj się.', 'NO_TOKEN'));
  const claims = await authenticate(c.var.deps, match[1]);
  if (claims instanceof ApiError) return sendError(c, claims);
  c.set('participantId', claims.participantId);
  c.set('sessionId', claims.sessionId);
  return next();
};
