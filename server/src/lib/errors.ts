import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from '@hono/zod-openapi';

/**
 * The contract's error body. The spec's client reads `message` on 401 and `detail` on
 * 404 and 422; every error carries both (the same Polish sentence) so any client finds
 * its text. `code` is a stable machine-readable reason; `errors` lists invalid fields.
 */
export const ErrorBodySchema = z
  .object({
    status: z.number().int(),
    message: z.string(),
    detail: z.string(),
    code: z.string().optional(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .openapi('ErrorBody');

export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** What a refusal may add to the contract's error body. */
export interface RefusalExtras {
  /** Sent as the Retry-After header (429). */
  retryAfterSeconds?: number;
  /** Fields of the body beyond the error shape (the quiz's wrong answers). */
  body?: Record<string, unknown>;
}

/**
 * A refusal, thrown wherever a rule says no, in the domain or in a route
 * (docs/decisions/016): app.onError answers it in the contract's error shape.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string | undefined;
  readonly fieldErrors: ErrorBody['errors'];
  readonly extras: RefusalExtras;

  constructor(
    status: ContentfulStatusCode,
    detail: string,
    code?: string,
    fieldErrors?: ErrorBody['errors'],
    extras: RefusalExtras = {},
  ) {
    super(detail);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.extras = extras;
  }
}

export const badRequest = (detail: string, code?: string) => new ApiError(400, detail, code);
export const unauthorized = (
  detail = 'Sesja wygasła lub jest nieprawidłowa. Zaloguj się ponownie.',
  code = 'UNAUTHORIZED',
) => new ApiError(401, detail, code);
export const forbidden = (detail: string, code?: string) => new ApiError(403, detail, code);
export const notFound = (detail = 'Nie znaleziono.', code = 'NOT_FOUND') => new ApiError(404, detail, code);
export const conflict = (detail: string, code?: string) => new ApiError(409, detail, code);
export const unprocessable = (
  detail: string,
  code?: string,
  fieldErrors?: ErrorBody['errors'],
  extras?: RefusalExtras,
) => new ApiError(422, detail, code, fieldErrors, extras);
export const tooManyRequests = (detail: string, code = 'TOO_MANY_REQUESTS', retryAfterSeconds?: number) =>
  new ApiError(429, detail, code, undefined, retryAfterSeconds ? { retryAfterSeconds } : {});

export function errorBody(status: number, detail: string, code?: string, errors?: ErrorBody['errors']): ErrorBody {
  return { status, message: detail, detail, ...(code ? { code } : {}), ...(errors ? { errors } : {}) };
}

export function sendError(c: Context, error: ApiError) {
  const { retryAfterSeconds, body } = error.extras;
  if (retryAfterSeconds) c.header('Retry-After', String(retryAfterSeconds));
  return c.json({ ...errorBody(error.status, error.message, error.code, error.fieldErrors), ...body }, error.status);
}

/** zod issues → 422 with a Polish summary and the list of fields. */
export function validationError(error: z.ZodError): ApiError {
  const errors = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
  const fields = [...new Set(errors.map((e) => e.path))].join(', ');
  return unprocessable(`Nieprawidłowe dane w polach: ${fields}.`, 'VALIDATION_FAILED', errors);
}

/** Standard error responses for OpenAPI route definitions. */
export function errorResponses(...statuses: number[]) {
  const descriptions: Record<number, string> = {
    400: 'Żądanie nie jest poprawnym JSON-em',
    401: 'Brak lub nieważny token',
    403: 'Brak uprawnień',
    404: 'Nie znaleziono',
    409: 'Konflikt stanu',
    422: 'Nieprawidłowe dane',
    429: 'Zbyt wiele żądań',
  };
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: descriptions[s] ?? 'Błąd', content: { 'application/json': { schema: ErrorBodySchema } } },
    ]),
  );
}
