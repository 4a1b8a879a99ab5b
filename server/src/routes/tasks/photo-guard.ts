import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError, sendError, unprocessable } from '../../lib/errors.ts';
import { PHOTO_MAX_BYTES } from '../../domain/tasks.ts';

/** Room for the multipart envelope around a photo of the largest allowed size. */
const BODY_MAX_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

export const photoTooLarge = () => new ApiError(413, 'Zdjęcie jest za duże (maks. 5 MB).', 'PHOTO_TOO_LARGE');

/**
 * Runs before the route's validators, so every refusal of an upload is in the contract's
 * shape and in Polish: not multipart (422), too large (413, without reading past the limit),
 * a body that does not parse as form data (422).
 */
export const photoGuard: MiddlewareHandler<AppEnv>[] = [
  async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data\s*;/i.test(type)) {
      return sendError(c, unprocessable('Wyślij zdjęcie jako multipart/form-data w polu „photo”.', 'NOT_MULTIPART'));
    }
    await next();
  },
  bodyLimit({ maxSize: BODY_MAX_BYTES, onError: (c) => sendError(c, photoTooLarge()) }),
  async (c, next) => {
    try {
      // Parsed once here; the form validator reuses the parsed body.
      await c.req.formData();
    } catch {
      return sendError(c, unprocessable('Nie udało się odczytać przesłanego formularza ze zdjęciem.', 'BAD_MULTIPART'));
    }
    await next();
  },
];
