import type { MiddlewareHandler } from 'hono';

/**
 * Every answer of the API is private (a token, a profile with an IBAN and a NIP, a
 * balance): no shared or browser cache may keep it, and no browser may read it as
 * anything but its declared type. A route that sets its own Cache-Control keeps it — the
 * images, which never change and are cached `private` only.
 */
export const privateHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
};
