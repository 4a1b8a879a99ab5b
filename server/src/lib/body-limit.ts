import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context.ts';
import { ApiError, ErrorBodySchema, sendError } from './errors.ts';
import type { Router } from './router.ts';

/** Logging in, refreshing and the account links take a few short fields. */
export const SMALL_BODY_MAX_BYTES = 4 * 1024;
/** Every other JSON body: the largest (a profile, an order's delivery data) is a few hundred bytes. */
export const BODY_MAX_BYTES = 64 * 1024;

/** Which limit a path has; null where the route sets its own (the task photo, 5 MB). */
export function bodyLimitFor(path: string): number | null {
  if (path.startsWith('/loyalty/') || path.startsWith('/api/loyalty/account/')) return SMALL_BODY_MAX_BYTES;
  if (/^\/api\/loyalty\/task\/[^/]+\/photo$/.test(path)) return null;
  return BODY_MAX_BYTES;
}

export const payloadTooLarge = (maxBytes: number) =>
  new ApiError(413, `Treść żądania jest za duża (najwyżej ${maxBytes / 1024} KB).`, 'PAYLOAD_TOO_LARGE');

const limiters = new Map(
  [SMALL_BODY_MAX_BYTES, BODY_MAX_BYTES].map((maxSize) => [
    maxSize,
    bodyLimit({ maxSize, onError: (c) => sendError(c, payloadTooLarge(maxSize)) }),
  ]),
);

/**
 * Refuses a body past its path's limit with 413 before anything reads or parses it: a
 * declared Content-Length is judged at once, a chunked body is counted as it arrives and
 * dropped at the limit.
 */
export const limitBodies: MiddlewareHandler<AppEnv> = (c, next) => {
  const max = bodyLimitFor(c.req.path);
  const limiter = max === null ? undefined : limiters.get(max);
  return limiter ? limiter(c, next) : next();
};

/** What a JSON route answers to a body of another type (app.ts turns Hono's refusal into it). */
export const UNSUPPORTED_MEDIA_TYPE_TEXT =
  'Nieobsługiwany typ treści żądania. Wyślij JSON (Content-Type: application/json).';

/**
 * Adds to every documented operation that takes a body the refusals every such body can
 * get before its route reads it: 413 with the limit its path has (a route that documents
 * its own 413, the photo, keeps it), and for a JSON body 415, a body of another type.
 */
export function documentBodyLimits(registry: Router['openAPIRegistry']) {
  const errorContent = { 'application/json': { schema: ErrorBodySchema } };
  for (const def of registry.definitions) {
    if (def.type !== 'route') continue;
    const { route } = def;
    const body = route.request?.body;
    if (!body) continue;
    const max = bodyLimitFor(route.path);
    if (max !== null && !route.responses[413]) {
      route.responses[413] = {
        description: `PAYLOAD_TOO_LARGE — treść większa niż ${max / 1024} KB`,
        content: errorContent,
      };
    }
    if (body.content['application/json'] && !route.responses[415]) {
      route.responses[415] = {
        description: 'UNSUPPORTED_MEDIA_TYPE — treść nie jest typu application/json',
        content: errorContent,
      };
    }
  }
}
