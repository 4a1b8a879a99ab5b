import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Deps } from './context.ts';

export interface TokenClaims {
  participantId: number;
  username: string;
  /** The server-side session (lib/sessions.ts) the token belongs to. */
  sessionId: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);
/** How far ahead of this server's clock a token's `iat` may be (another instance's clock). */
const CLOCK_SKEW_S = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** When a token signed now expires. */
export function tokenExpiry(deps: Pick<Deps, 'clock' | 'config'>): Date {
  const nowSeconds = Math.floor(deps.clock.now().getTime() / 1000);
  return new Date((nowSeconds + deps.config.TOKEN_TTL_SECONDS) * 1000);
}

/** A short-lived HS256 JWT; `exp` in seconds as the spec's client expects. */
export async function signToken(deps: Pick<Deps, 'clock' | 'config'>, claims: TokenClaims): Promise<string> {
  const nowSeconds = Math.floor(deps.clock.now().getTime() / 1000);
  return new SignJWT({ username: claims.username, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.participantId))
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + deps.config.TOKEN_TTL_SECONDS)
    .sign(key(deps.config.JWT_SECRET));
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyToken(deps: Pick<Deps, 'clock' | 'config'>, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key(deps.config.JWT_SECRET), {
      algorithms: ['HS256'],
      currentDate: deps.clock.now(),
      // A token without an expiry would last for ever.
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
    });
    const participantId = Number(payload.sub);
    const nowSeconds = Math.floor(deps.clock.now().getTime() / 1000);
    if (
      // No token lives longer than this server signs them for, nor was signed in the future
      // (issue 27: a token for a year was accepted).
      payload.exp! - payload.iat! > deps.config.TOKEN_TTL_SECONDS ||
      payload.iat! > nowSeconds + CLOCK_SKEW_S ||
      !Number.isInteger(participantId) ||
      participantId <= 0 ||
      participantId > 2_147_483_647 ||
      typeof payload.username !== 'string' ||
      typeof payload.sid !== 'string' ||
      !UUID.test(payload.sid)
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { participantId, username: payload.username, sessionId: payload.sid } };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}
