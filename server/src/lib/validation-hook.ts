import type { z } from '@hono/zod-openapi';
import { unprocessable, validationError } from './errors.ts';

/**
 * A route hook for forms: failed validation answers 422 like the default hook, but the
 * `detail` is the Polish sentences of the broken rules themselves ("Nieprawidłowa długość
 * NIP. …") rather than a list of field names, because the spec's client toasts `detail`.
 */
export function explainValidation(result: { success: boolean; error?: z.ZodError }): undefined {
  if (result.success || !result.error) return undefined;
  const error = validationError(result.error);
  const sentences = [...new Set((error.fieldErrors ?? []).map((e) => e.message))];
  throw unprocessable(sentences.join(' ') || error.message, 'VALIDATION_FAILED', error.fieldErrors);
}
