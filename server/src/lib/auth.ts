import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { sendError, unauthorized } from './errors.ts';
import { verifyToken } from './tokens.ts';

/** Paths under /api/loyalty that a logged-out visitor may call (activation, restoration). */
const PUBLIC_PREFIXES = ['/api/loyalty/account/'];

/** Requires `Authorization: Bearer <token>` and sets `participantId`. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (PUBLIC_PREFIXES.some((p) => c.req.path.startsWith(p))) return next();
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return sendError(c, unauthorized('Brak tokenu. Zaloguj się.', 'NO_TOKEN'));
  const result = await verifyToken(c.var.deps, match[1]);
  if (!result.ok) {
    return sendError(
      c,
      result.reason === 'expired'
        ? unauthorized('Sesja wygasła. Zaloguj się ponownie.', 'TOKEN_EXPIRED')
        : unauthorized('Nieprawidłowy token. Zaloguj się ponownie.', 'TOKEN_INVALID'),
    );
  }
  const exists = await c.var.deps.db.query('select 1 from participant where id = $1', [result.claims.participantId]);
  if (exists.length === 0)
    return sendError(c, unauthorized('Konto nie istnieje. Zaloguj się ponownie.', 'TOKEN_INVALID'));
  c.set('participantId', result.claims.participantId);
  return next();
};
