import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { logger } from 'hono/logger';
import type { Deps } from './lib/context.ts';
import { createRouter } from './lib/router.ts';
import { ApiError, errorBody, sendError } from './lib/errors.ts';
import { requireAuth } from './lib/auth.ts';
import { documentBodyLimits, limitBodies, UNSUPPORTED_MEDIA_TYPE_TEXT } from './lib/body-limit.ts';
import { isDiskFull, NOT_READY_TEXT } from './lib/health.ts';
import { privateHeaders } from './lib/private-headers.ts';
import { routers } from './routes/index.ts';

export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Punkty — API programu lojalnościowego',
    version: '1.0.0',
    description:
      'Kontrakt między portalem uczestnika a API programu lojalnościowego. Logowanie i odświeżanie pod /loyalty, ' +
      'pozostałe wywołania pod /api/loyalty. Błędy: { status, message, detail, code?, errors? }. ' +
      'Listy: { items, page, per, total, totalPages }.',
  },
} as const;

/** The whole API with its dependencies injected: the server and every test build it here. */
export function createApp(deps: Deps) {
  const app = createRouter();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  if (deps.config.LOG_REQUESTS) app.use('*', logger());
  app.use('/api/*', privateHeaders);
  app.use('/loyalty/*', privateHeaders);
  app.use('*', limitBodies);
  app.use(
    '/api/*',
    cors({
      origin: (origin) => (deps.config.CORS_ORIGINS.includes(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use(
    '/loyalty/*',
    cors({
      origin: (origin) => (deps.config.CORS_ORIGINS.includes(origin) ? origin : null),
      // The site's client sends its bearer token with every call, logout and refresh included.
      allowHeaders: ['Authorization', 'Content-Type'],
      allowMethods: ['POST', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use('/api/loyalty/*', requireAuth);

  for (const router of routers()) app.route('/', router);
  documentBodyLimits(app.openAPIRegistry);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31('/api/openapi.json', OPENAPI_INFO);

  app.notFound((c) => {
    const detail = 'Nie ma takiego adresu API.';
    return c.json(errorBody(404, detail, 'NOT_FOUND'), 404);
  });
  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    // Hono's own refusals (a body that is not JSON, a content type the route does not
    // take, a body too large) arrive as HTTPExceptions: answer them in the contract's shape.
    if (error instanceof HTTPException && error.status >= 400 && error.status < 500) {
      const known: Record<number, [string, string]> = {
        400: ['Treść żądania nie jest poprawnym JSON-em.', 'BAD_JSON'],
        413: ['Treść żądania jest za duża.', 'PAYLOAD_TOO_LARGE'],
        415: [UNSUPPORTED_MEDIA_TYPE_TEXT, 'UNSUPPORTED_MEDIA_TYPE'],
      };
      const [detail, code] = known[error.status] ?? ['Nieprawidłowe żądanie.', 'BAD_REQUEST'];
      return c.json(errorBody(error.status, detail, code), error.status);
    }
    if (isDiskFull(error)) {
      // Readiness says so too (lib/health.ts); the client may try again later.
      console.error('[error] the database is out of disk space:', c.req.method, c.req.path);
      c.header('Retry-After', '60');
      return c.json(errorBody(503, NOT_READY_TEXT.DISK_FULL, 'DISK_FULL'), 503);
    }
    console.error('[error]', c.req.method, c.req.path, error);
    return c.json(errorBody(500, 'Wystąpił błąd serwera. Spróbuj ponownie później.', 'INTERNAL'), 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
